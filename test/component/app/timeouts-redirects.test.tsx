import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as Deadline from '../../../src/api/deadline'
import { server } from '../../msw-server'
import { LIVE, renderApp, shownIds } from '../../render-app'
import { recordListRequests, recordRequests } from '../../request-log'
import { stalledBody } from '../../stalled-response'
import { settle } from '../expectations'
import { openChartData } from '../chart-data'
import { imagesRegion, LoadingImage, renderPanel } from '../images-helpers'
import { say, messagePattern } from '../words'

/*
 * A short timeout, so these tests do not wait half a minute (the app itself has no way to change
 * it); still long enough that a demo answer on a busy machine is never taken for a stall.
 */
const { TIMEOUT_MS } = vi.hoisted(() => ({ TIMEOUT_MS: 1_000 }))
vi.mock('../../../src/api/deadline', async (importOriginal) => ({
  ...(await importOriginal<typeof Deadline>()),
  REQUEST_TIMEOUT_MS: TIMEOUT_MS,
}))

const measurements = '*/api/v1/measurements'

/** Stalls the requests `when` picks while `state.stalled`, and lets the demo service answer the rest. */
function stallWhile(when: (request: Request) => boolean = () => true) {
  const state = { stalled: true }
  server.use(http.get(measurements, ({ request }) => (state.stalled && when(request) ? stalledBody() : undefined)))
  return state
}

describe('a service that sends headers and never finishes the body', () => {
  it('a list says the service timed out, at once (no automatic retries), and Retry loads it', async () => {
    const requests = recordListRequests()
    const service = stallWhile()
    const { user } = renderApp({ url: '/?wound=1' })
    expect(await screen.findByText(say('first-rows', 'loadingMeasurements'))).toBeInTheDocument()

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(messagePattern('first-rows', 'errorTimedOut'))
    expect(alert).not.toHaveTextContent(messagePattern('first-rows', 'errorUnreachable'))
    expect(screen.queryByText(say('first-rows', 'loadingMeasurements'))).not.toBeInTheDocument()
    await settle(TIMEOUT_MS + 200)
    expect(requests, 'a timeout is not retried by itself').toHaveLength(1)

    service.stalled = false
    await user.click(screen.getByRole('button', { name: say('first-rows', 'retry') }))
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toHaveLength(25)
    await waitFor(() => {
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    })
    expect(requests).toHaveLength(2)
  })

  it('the overview says so when the whole history stalls, and Retry completes it', async () => {
    const service = stallWhile()
    const { user } = renderApp({ url: '/?wound=1&tab=overview' })
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 })
    expect(alert).toHaveTextContent(messagePattern('first-rows', 'errorTimedOut'))

    service.stalled = false
    await user.click(screen.getByRole('button', { name: say('first-rows', 'retry') }))
    await waitFor(
      () => {
        expect(screen.getByText(messagePattern('charts', 'loaded', { noun: 'measurement' }))).toBeInTheDocument()
      },
      { timeout: 15_000 },
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    const table = await openChartData(user, say('charts', 'areaChart'))
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1)
  })
})

describe('image refresh against a service that never finishes', () => {
  const RealImage = globalThis.Image
  afterEach(() => {
    vi.useRealTimers()
    globalThis.Image = RealImage
  })

  it('an image whose page refetch stalls says "Image unavailable" with Retry, and Retry works once the service answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    globalThis.Image = LoadingImage as unknown as typeof Image
    const { user } = renderPanel('/?wound=1&selected=100001', { fakeTimers: true })
    const region = await imagesRegion()
    const requests = recordRequests()
    const service = stallWhile()
    const original = () =>
      within(region).getByRole('img', { name: messagePattern('images', 'imageAltUndated', { kind: 'original' }, 'start') })

    fireEvent.error(original())
    await vi.advanceTimersByTimeAsync(100)
    expect(requests).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS + 100)
    expect(await within(region).findByText(say('images', 'imageUnavailable'))).toBeInTheDocument()
    expect(requests, 'not retried by itself').toHaveLength(1)

    // The stalled refresh is over: a new one is not stuck behind it.
    service.stalled = false
    await user.click(within(region).getByRole('button', { name: say('first-rows', 'retry') }))
    await vi.advanceTimersByTimeAsync(100)
    expect(requests).toHaveLength(2)
    expect(original()).toBeInTheDocument()
  })

  it('the panel opened on a history that stalls says why, with Retry, instead of loading for ever', async () => {
    const service = stallWhile()
    const { user } = renderPanel('/?wound=1&selected=100001')
    const region = await screen.findByRole('dialog', { name: say('images', 'imagesHeading') })
    const alert = await within(region).findByRole('alert')
    expect(alert).toHaveTextContent(messagePattern('first-rows', 'errorTimedOut'))
    expect(alert).toHaveTextContent(messagePattern('images', 'imagesNotLoaded'))
    expect(within(region).queryByText(messagePattern('first-rows', 'loadingImageTimeline'))).not.toBeInTheDocument()

    service.stalled = false
    await user.click(within(region).getByRole('button', { name: say('first-rows', 'retry') }))
    expect(
      await within(region).findByRole('img', { name: messagePattern('images', 'imageAltUndated', { kind: 'original' }, 'start') }),
    ).toBeInTheDocument()
  })
})

describe('a redirect from the service', () => {
  it('is an alert naming the redirect, shown at once, and the key is not sent on', async () => {
    const requests = recordListRequests()
    const elsewhere: (string | null)[] = []
    server.use(
      http.get('https://elsewhere.test/*', ({ request }) => {
        elsewhere.push(request.headers.get('X-API-KEY'))
        return HttpResponse.json({ data: [], metadata: {} })
      }),
      http.get(measurements, ({ request }) =>
        new URL(request.url).origin === 'https://elsewhere.test'
          ? undefined
          : new HttpResponse(null, {
              status: 302,
              headers: { Location: `https://elsewhere.test/api/v1/measurements${new URL(request.url).search}` },
            }),
      ),
    )
    renderApp({ url: '/?wound=1', settings: LIVE })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(messagePattern('first-rows', 'errorRedirected'))
    expect(alert).toHaveTextContent(messagePattern('first-rows', 'errorRedirected'))
    await settle()
    expect(
      requests.filter((r) => new URL(r.url).origin === 'https://wounds.example.org'),
      'a redirect is not retried',
    ).toHaveLength(1)
    expect(elsewhere).toEqual([])
  })
})
