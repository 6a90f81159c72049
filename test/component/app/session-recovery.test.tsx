import { onlineManager } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAX_RETRIES } from '../../../src/api/retry'
import { getWoundData } from '../../../src/mocks/data'
import { createHandlers } from '../../../src/mocks/handlers'
import { server } from '../../msw-server'
import { LIVE, renderApp, shownIds } from '../../render-app'
import { openChartData } from '../chart-data'
import { queryOf, recordListRequests, recordRequests } from '../../request-log'
import { settle } from '../expectations'
import { say, messagePattern } from '../words'

/*
 * A session that worked, then broke: the key is revoked (401 on the next request), or the device
 * goes offline. The user re-enters the key, or simply waits for the network: the view they were
 * on comes back without navigating again.
 */

const NEW_KEY = 'reissued-key'
const urlParams = () => new URLSearchParams(window.location.search)
const keysSent = (requests: readonly Request[]) => requests.map((r) => r.headers.get('X-API-KEY'))
function lastRequest(requests: readonly Request[]): Request {
  const last = requests.at(-1)
  if (!last) throw new Error('no request was sent')
  return last
}

/** From now on the service knows only NEW_KEY: the session's key is revoked. */
function revokeKey() {
  server.use(...createHandlers({ apiKeys: [NEW_KEY] }))
}

async function enterKey(user: ReturnType<typeof renderApp>['user'], key: string) {
  const keyField = await screen.findByLabelText(say('connection-form', 'apiKeyLabel'))
  await user.clear(keyField)
  await user.type(keyField, key)
  await user.click(screen.getByRole('button', { name: say('connection-form', 'save') }))
}

/** What the browser says when the network goes away and comes back (React Query listens to these). */
function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  window.dispatchEvent(new Event('offline'))
}
function goOnline() {
  vi.restoreAllMocks()
  window.dispatchEvent(new Event('online'))
}
afterEach(() => {
  vi.restoreAllMocks()
  // React Query's online state is one per process: never leave the next test offline.
  onlineManager.setOnline(true)
})

/** Every request fails as a network failure does while `state.down`; then the demo service answers. */
function networkDown() {
  const state = { down: true }
  server.use(
    http.get('*/api/v1/measurements', () => (state.down ? HttpResponse.error() : undefined)),
    http.get('*/api/v1/assessments', () => (state.down ? HttpResponse.error() : undefined)),
  )
  return state
}

describe('a key revoked in the middle of a session', () => {
  it('next page answers 401: asks for the key, shows no rows as current, and resumes on that page and filter', async () => {
    const requests = recordListRequests()
    const { user } = renderApp({ url: '/?wound=3&filter[area]=<10', settings: LIVE })
    const firstPage = await shownIds(say('first-rows', 'measurementsLabel'))
    expect(firstPage).toHaveLength(25)

    revokeKey()
    await user.click(screen.getByRole('button', { name: say('first-rows', 'nextPage') }))

    expect(await screen.findByRole('alert')).toHaveTextContent(messagePattern('first-rows', 'errorInvalidToken'))
    const keyField = await screen.findByLabelText(say('connection-form', 'apiKeyLabel'))
    expect(keyField).toBeVisible()
    // The settings form is its own chunk, and waits for its words the first time: the focus follows it there.
    await waitFor(() => {
      expect(keyField).toHaveFocus()
    })
    expect(screen.getByText(messagePattern('connection-form', 'keyRefused'))).toBeVisible()
    // Page 1's rows are not left on screen under "Page 2" as if they were current.
    expect(screen.queryByRole('table', { name: say('first-rows', 'measurementsLabel') })).not.toBeInTheDocument()
    expect(urlParams().get('page')).toBe('2')
    // A 401 is not retried.
    await settle()
    expect(keysSent(requests)).toEqual([LIVE.apiKey, LIVE.apiKey])

    await enterKey(user, NEW_KEY)

    const secondPage = await shownIds(say('first-rows', 'measurementsLabel'))
    expect(secondPage).toHaveLength(25)
    expect(secondPage.some((id) => firstPage.includes(id))).toBe(false)
    expect(screen.getByText(messagePattern('first-rows', 'pagePosition', { page: 2 }, 'start'))).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByLabelText(say('connection-form', 'apiKeyLabel'))).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: say('first-rows', 'woundHeading', { woundId: 3 }) })).toBeInTheDocument()
    expect(urlParams().get('wound')).toBe('3')
    expect(urlParams().get('filter[area]')).toBe('<10')
    const last = lastRequest(requests)
    expect(last.headers.get('X-API-KEY')).toBe(NEW_KEY)
    expect(queryOf(last).get('page')).toBe('2')
    expect(queryOf(last).get('filter[area]')).toBe('<10')
  })

  it('another wound answers 401 on the assessments tab: after the key, that wound’s assessments, same tab', async () => {
    const requests = recordListRequests()
    const { user } = renderApp({ url: '/?wound=1&tab=assessments', settings: LIVE })
    expect(await shownIds(say('assessments', 'assessments'))).toHaveLength(25)
    // The summary's histories are in (the assessments one starts once the list has answered): the
    // key is revoked mid-session, not under a load still running, whose 401 would open the panel
    // while the user types the next wound.
    await screen.findByText(messagePattern('verdict', 'counted', { list: 'assessments' }, 'start'), {}, { timeout: 10_000 })

    revokeKey()
    const field = screen.getByRole('textbox', { name: say('first-rows', 'woundIdLabel') })
    await user.clear(field)
    await user.type(field, '5{Enter}')

    expect(await screen.findByRole('alert')).toHaveTextContent(messagePattern('first-rows', 'errorInvalidToken'))
    expect(await screen.findByLabelText(say('connection-form', 'apiKeyLabel'))).toHaveFocus()
    expect(screen.queryByRole('table', { name: say('assessments', 'assessments') })).not.toBeInTheDocument()

    await enterKey(user, NEW_KEY)
    const ids = await shownIds(say('assessments', 'assessments'))
    const woundFive = (getWoundData(5)?.assessments ?? []).map((a) => String(a.id))
    expect(ids.length).toBeGreaterThan(0)
    expect(ids.every((id) => woundFive.includes(id))).toBe(true)
    expect(screen.getByRole('heading', { name: say('first-rows', 'woundHeading', { woundId: 5 }) })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: say('first-rows', 'assessmentsTab') })).toHaveAttribute('aria-selected', 'true')
    expect(urlParams().get('tab')).toBe('assessments')
    expect(lastRequest(requests).headers.get('X-API-KEY')).toBe(NEW_KEY)
    expect(queryOf(lastRequest(requests)).get('wound_id')).toBe('5')
  })
})

describe('offline, then online', () => {
  it('a page asked for while offline loads by itself when the network is back', async () => {
    const requests = recordListRequests()
    const { user } = renderApp({ url: '/?wound=1', settings: LIVE })
    const firstPage = await shownIds(say('first-rows', 'measurementsLabel'))
    const network = networkDown()
    goOffline()

    await user.click(screen.getByRole('button', { name: say('first-rows', 'nextPage') }))
    expect(await screen.findByText(messagePattern('first-rows', 'measurementsOffline'))).toBeVisible()
    // Page 1's rows stay, but marked as not the page asked for: busy, the pager saying it is loading.
    expect(screen.getByRole('table', { name: say('first-rows', 'measurementsLabel') })).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByText(/loading…/)).toBeInTheDocument()
    await settle(100)

    network.down = false
    goOnline()
    await waitFor(async () => {
      expect((await shownIds(say('first-rows', 'measurementsLabel'))).some((id) => firstPage.includes(id))).toBe(false)
    })
    expect(screen.getByText(messagePattern('first-rows', 'pagePosition', { page: 2 }, 'start'))).toBeInTheDocument()
    expect(screen.queryByText(messagePattern('first-rows', 'measurementsOffline'))).not.toBeInTheDocument()
    expect(queryOf(lastRequest(requests)).get('page')).toBe('2')
  })

  it('a network failure that outlasted its retries recovers when the browser is online again, without Retry', async () => {
    const requests = recordListRequests()
    const network = networkDown()
    renderApp({ url: '/?wound=1', settings: LIVE })

    expect(await screen.findByRole('alert')).toHaveTextContent(messagePattern('first-rows', 'errorUnreachable'))
    expect(requests).toHaveLength(1 + MAX_RETRIES)
    goOffline()
    await settle()

    network.down = false
    goOnline()
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toHaveLength(25)
    await waitFor(() => {
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    })
    expect(requests.length).toBeGreaterThan(1 + MAX_RETRIES)
  })

  it('the healing overview, cut off mid-way by the network, completes when the browser is online again', async () => {
    // Wound 3's whole history is several pages; the network goes after page 1.
    const state = { down: false }
    server.use(
      http.get('*/api/v1/measurements', ({ request }) =>
        state.down && queryOf(request).get('page') !== '1' ? HttpResponse.error() : undefined,
      ),
    )
    const expected = (getWoundData(3)?.measurements ?? []).length
    const { user } = renderApp({ url: '/?wound=3&tab=overview', settings: LIVE })
    state.down = true

    const area = await openChartData(user, say('charts', 'areaChart'))
    await waitFor(() => {
      expect(area.querySelectorAll('tbody tr').length).toBeGreaterThan(0)
    })
    goOffline()
    // The pages after the first fail, are retried, and the load gives up with an alert.
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(messagePattern('first-rows', 'errorUnreachable'))
    expect(area.querySelectorAll('tbody tr').length).toBeLessThan(expected)

    state.down = false
    goOnline()
    await waitFor(
      () => {
        expect(
          screen
            .getByRole('table', { name: say('charts', 'chartData', { name: say('charts', 'areaChart') }) })
            .querySelectorAll('tbody tr'),
        ).toHaveLength(expected)
      },
      { timeout: 15_000 },
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})

describe('the long history, interrupted by an error', () => {
  it('retries a page that failed in the middle of the load, and completes the charts', async () => {
    const requests = recordRequests()
    const failures = { left: 2 }
    server.use(
      http.get('*/api/v1/measurements', ({ request }) => {
        if (queryOf(request).get('page') !== '3' || failures.left === 0) return undefined
        failures.left--
        return HttpResponse.json({ error: 'Server Error', message: 'Database unavailable.' }, { status: 500 })
      }),
    )
    const { user } = renderApp({ url: '/?wound=3&tab=overview', settings: LIVE })
    const expected = (getWoundData(3)?.measurements ?? []).length

    const area = await openChartData(user, say('charts', 'areaChart'))
    await waitFor(
      () => {
        expect(area.querySelectorAll('tbody tr')).toHaveLength(expected)
      },
      { timeout: 15_000 },
    )
    expect(await screen.findByText(messagePattern('charts', 'loaded', { noun: 'measurement' }))).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    const pageThree = requests.filter((r) => queryOf(r).get('page') === '3' && new URL(r.url).pathname.endsWith('/measurements'))
    expect(pageThree).toHaveLength(3)
  })
})
