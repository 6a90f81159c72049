import { fireEvent, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { IMAGE_URL_TTL_MS, imageUrlExpiry } from '../../../../src/api/image-expiry'
import { REFRESH_MARGIN_MS } from '../../../../src/api/image-refresh'
import { wholeHistoryOptions } from '../../../../src/api/whole-history-queries'
import { MAX_RETRIES } from '../../../../src/api/retry'
import { connectionOf } from '../../../../src/session/connection-store'
import { getWoundData } from '../../../../src/mocks/data'
import { FAILED_REFRESH_RETRY_MS } from '../../../../src/features/images/use-signed-images'
import { checkImageToken } from '../../../../src/mocks/signing'
import { server } from '../../../msw-server'
import { queryOf, recordRequests } from '../../../request-log'
import { advanceClock, fakeClockAndLoadingImages, imagesRegion, renderPanel, srcsIn } from '../../images-helpers'
import { say, messagePattern } from '../../words'

const MINUTE = 60_000
const SESSION_MS = 30 * MINUTE
const STEP_MS = 10_000

/** When each image URL the service handed out was issued, read as the viewer reads it (Date header). */
function trackIssuedUrls(): Map<string, number> {
  const issued = new Map<string, number>()
  server.events.on('response:mocked', ({ request, response }) => {
    if (!new URL(request.url).pathname.endsWith('/measurements')) return
    const issuedAt = Date.parse(response.headers.get(say('first-rows', 'fieldDate')) ?? '')
    void response
      .clone()
      .text()
      .then((text) => {
        for (const url of text.match(/https?:\/\/[^"]+\/demo-images\/[^"]+/g) ?? []) issued.set(url, issuedAt)
      })
  })
  return issued
}

/** Still valid now: by the viewer's reading (issue + 10 min) and by the service's own check. */
function expectValid(src: string, issued: Map<string, number>) {
  const issuedAt = issued.get(src)
  expect(issuedAt, `issue time of ${src}`).toBeDefined()
  expect(imageUrlExpiry(src, issuedAt ?? 0).expiresAt).toBeGreaterThan(Date.now())
  const url = new URL(src)
  expect(checkImageToken(url.pathname, url.searchParams.get('token'), Date.now())).toBe('valid')
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  document.dispatchEvent(new Event('visibilitychange'))
}

describe('signed image URLs while the panel is open', () => {
  const imgsLoad = fakeClockAndLoadingImages()
  afterEach(() => {
    // Back to the prototype's getter.
    Reflect.deleteProperty(document, 'visibilityState')
  })

  it('renews them before they expire, fetching only the page shown, once per lifetime minus margin', async () => {
    const issued = trackIssuedUrls()
    renderPanel('/?wound=1&selected=100005', { fakeTimers: true })
    const region = await imagesRegion()
    const requests = recordRequests()
    const seen = new Set(srcsIn(region))
    const count = seen.size
    expect(count).toBeGreaterThan(4)

    for (let elapsed = 0; elapsed < SESSION_MS; elapsed += STEP_MS) {
      await vi.advanceTimersByTimeAsync(STEP_MS)
      const srcs = srcsIn(region)
      // The parent and its children, every kind each has, all the time.
      expect(srcs).toHaveLength(count)
      for (const src of srcs) expectValid(src, issued)
      for (const src of srcs) seen.add(src)
    }

    const expected = Math.floor(SESSION_MS / (IMAGE_URL_TTL_MS - REFRESH_MARGIN_MS))
    expect(expected).toBe(3)
    expect(requests).toHaveLength(expected)
    for (const request of requests) expect(queryOf(request).get('page')).toBe('1')
    // Every renewal replaced every picture.
    expect(seen.size).toBe(count * (expected + 1))
  })

  it('fetches the page once when an image fails, then says "Image unavailable" with Retry', async () => {
    // The pictures fail by hand here: none loads first (a picture loaded, then failing, is tried afresh).
    imgsLoad.stop()
    const { user } = renderPanel('/?wound=1&selected=100001', { fakeTimers: true })
    const region = await imagesRegion()
    const requests = recordRequests()
    const original = () =>
      within(region).getByRole('img', { name: messagePattern('images', 'imageAltUndated', { kind: 'original' }, 'start') })

    fireEvent.error(original())
    await vi.advanceTimersByTimeAsync(100)
    expect(requests).toHaveLength(1)
    expect(requests.map((request) => queryOf(request).get('page'))).toEqual(['1'])

    fireEvent.error(original())
    expect(await within(region).findByText(say('images', 'imageUnavailable'))).toBeInTheDocument()
    expect(requests).toHaveLength(1)
    // The other pictures are untouched.
    expect(within(region).getAllByRole('img')).toHaveLength(3)

    await user.click(within(region).getByRole('button', { name: say('images', 'retryImage') }))
    await vi.advanceTimersByTimeAsync(100)
    expect(requests).toHaveLength(2)
    expect(original()).toBeInTheDocument()
  })

  it('does not refresh while the tab is hidden, and catches up at once when it is shown', async () => {
    const issued = trackIssuedUrls()
    renderPanel('/?wound=1&selected=100001', { fakeTimers: true })
    const region = await imagesRegion()
    const requests = recordRequests()

    setVisibility('hidden')
    await advanceClock(SESSION_MS)
    expect(requests).toHaveLength(0)

    setVisibility('visible')
    await vi.advanceTimersByTimeAsync(100)
    expect(requests).toHaveLength(1)
    // Preloaded, then swapped in: every picture is at a fresh URL.
    await vi.advanceTimersByTimeAsync(100)
    for (const src of srcsIn(region)) expectValid(src, issued)
  })

  it('schedules nothing once nothing is shown: the panel closed, no renewals', async () => {
    const { user } = renderPanel('/?wound=1&selected=100001', { fakeTimers: true })
    const region = await imagesRegion()
    const requests = recordRequests()
    await user.click(within(region).getByRole('button', { name: `${say('images', 'close')} ${say('images', 'closeWhat')}` }))
    await advanceClock(SESSION_MS)
    expect(requests).toHaveLength(0)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('in a history of many pages, renews only the page that holds the measurement shown', async () => {
    const records = getWoundData(3)?.measurements ?? []
    const chosen = records[Math.floor(records.length / 2)]
    if (!chosen) throw new Error('wound 3 has no measurements')
    const { queryClient } = renderPanel(`/?wound=3&selected=${chosen.id}`, { fakeTimers: true })
    await imagesRegion()
    const { queryKey } = wholeHistoryOptions(connectionOf({ mode: 'demo' }), 'measurements', { woundId: 3 })
    await waitFor(() => {
      expect(queryClient.getQueryState(queryKey)?.fetchStatus).toBe('idle')
    })
    const history = queryClient.getQueryData(queryKey)
    const pages = Object.values(history?.pages ?? {})
    expect(pages.length).toBeGreaterThan(2)
    const holding = pages.find((chunk) => chunk.records.some((record) => record.id === chosen.id))?.page
    expect(holding).toBeGreaterThan(1)

    const requests = recordRequests()
    await advanceClock(20 * MINUTE)
    expect(requests.map((request) => queryOf(request).get('page'))).toEqual([String(holding), String(holding)])
    expect(requests.map((request) => queryOf(request).get('per_page'))).toEqual(
      Array(2).fill(String(history?.pages[holding ?? 0]?.metadata.perPage)),
    )
  })

  it('after a failed refresh tries again later, not in a loop', async () => {
    renderPanel('/?wound=1&selected=100001', { fakeTimers: true })
    await imagesRegion()
    const requests = recordRequests()
    server.use(http.get('*/api/v1/measurements', () => HttpResponse.json({ error: 'Server Error' }, { status: 500 })))

    await vi.advanceTimersByTimeAsync(IMAGE_URL_TTL_MS - REFRESH_MARGIN_MS + 5_000)
    // One refresh: the first try and the retries of the page fetch (0.5 + 1 + 2 s apart).
    expect(requests).toHaveLength(1 + MAX_RETRIES)
    await vi.advanceTimersByTimeAsync(FAILED_REFRESH_RETRY_MS - 10_000)
    expect(requests).toHaveLength(1 + MAX_RETRIES)
    await vi.advanceTimersByTimeAsync(15_000)
    expect(requests).toHaveLength(2 * (1 + MAX_RETRIES))
  })
})
