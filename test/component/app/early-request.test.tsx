import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { App } from '../../../src/app/app'
import { startEarlyRequests } from '../../../src/app/early-request'
import { createQueryClient } from '../../../src/app/query-client'
import { connectionStore, type ConnectionSettings } from '../../../src/session/connection-store'
import { LIVE, shownIds } from '../../render-app'
import { isWholeHistoryRequest, queryOf, recordListRequests, recordRequests } from '../../request-log'
import { say, messagePattern } from '../words'

/*
 * main.tsx asks for a deep link's data before React renders anything. These tests call the same
 * function with nothing rendered, check what reached the service, then render the app on the same
 * query client and check that the view used that request instead of sending its own.
 */
function start(url: string, settings: ConnectionSettings = LIVE, record: () => Request[] = recordListRequests) {
  window.history.replaceState(null, '', url)
  connectionStore.reset(settings)
  // The list's requests only (the wound summary loads the whole history beside them), unless asked.
  const requests = record()
  const queryClient = createQueryClient({ retryDelay: () => 1 })
  startEarlyRequests(queryClient)
  return { requests, queryClient }
}

const paths = (requests: readonly Request[]) => requests.map((r) => new URL(r.url).pathname)

describe('the first request of a deep link', () => {
  it('is sent before the app renders, with the list state of the URL, and the list uses it', async () => {
    const { requests, queryClient } = start('/?wound=1&sort=-id&filter[type]=multiple&rows=10&page=1')
    await waitFor(() => {
      expect(requests).toHaveLength(1)
    })
    expect(document.body).toBeEmptyDOMElement()
    const query = queryOf(requests[0] ?? new Request('https://x'))
    expect(paths(requests)).toEqual(['/api/v1/measurements'])
    expect(query.get('wound_id')).toBe('1')
    expect(query.get('sort')).toBe('-id')
    expect(query.get('per_page')).toBe('10')
    expect(requests[0]?.headers.get('X-API-KEY')).toBe(LIVE.apiKey)

    render(<App queryClient={queryClient} />)
    const ids = await shownIds(say('first-rows', 'measurementsLabel'))
    // The five measurements of type "multiple", newest id first, as the URL asked.
    expect(ids).toHaveLength(5)
    expect(ids).toEqual([...ids].sort((a, b) => Number(b) - Number(a)))
    expect(requests).toHaveLength(1)
  })

  it('asks for assessments when the link opens that tab', async () => {
    const { requests, queryClient } = start('/?wound=1&tab=assessments')
    await waitFor(() => {
      expect(paths(requests)).toEqual(['/api/v1/assessments'])
    })
    render(<App queryClient={queryClient} />)
    expect(await shownIds(say('assessments', 'assessments'))).not.toHaveLength(0)
    expect(paths(requests)).toEqual(['/api/v1/assessments'])
  })

  it('beside the measurements list asks for nothing else: the whole histories start once its rows are painted', async () => {
    const { requests, queryClient } = start('/?wound=1', LIVE, recordRequests)
    await waitFor(() => {
      expect(requests).toHaveLength(1)
    })
    // Time for anything else the start might have begun (the history loader is a chunk away).
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(paths(requests)).toEqual(['/api/v1/measurements'])
    render(<App queryClient={queryClient} />)
    await shownIds(say('first-rows', 'measurementsLabel'))
    // Once the first rows are painted, both whole histories start (the summary reads them).
    await waitFor(() => {
      expect(paths(requests).sort()).toEqual(['/api/v1/assessments', '/api/v1/measurements', '/api/v1/measurements'])
    })
    expect(requests.filter((request) => isWholeHistoryRequest(request))).toHaveLength(2)
  })

  it('starts both whole histories for the overview, whose charts then need no other first page', async () => {
    const { requests, queryClient } = start('/?wound=1&tab=overview', LIVE, recordRequests)
    await waitFor(() => {
      expect(paths(requests).sort()).toEqual(['/api/v1/assessments', '/api/v1/measurements'])
    })
    render(<App queryClient={queryClient} />)
    await screen.findByRole('figure', { name: messagePattern('charts', 'areaChart', {}, 'start') }, { timeout: 15_000 })
    await screen.findByText(messagePattern('charts', 'loaded', { noun: 'measurement' }), {}, { timeout: 15_000 })
    const firstPages = requests.filter((r) => queryOf(r).get('page') === '1')
    expect(paths(firstPages).sort()).toEqual(['/api/v1/assessments', '/api/v1/measurements'])
  })

  it.each<[string, string, ConnectionSettings]>([
    ['demo mode (the worker is not registered yet)', '/?wound=1', { mode: 'demo' }],
    ['live mode without a key', '/?wound=1', { ...LIVE, apiKey: '' }],
    ['no wound in the URL', '/?tab=assessments', LIVE],
    ['a wound id that is not a positive integer', '/?wound=0', LIVE],
  ])('sends nothing in %s', async (_, url, settings) => {
    const { requests } = start(url, settings)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(requests).toHaveLength(0)
  })
})
