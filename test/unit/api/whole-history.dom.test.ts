import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../../src/api/errors'
import {
  HISTORY_CONCURRENCY,
  loadWholeHistory,
  MAX_HISTORY_PAGES,
  PER_PAGE_CANDIDATES,
  type HistoryChunk,
  type HistoryRequest,
} from '../../../src/api/whole-history'
import { QueryClient } from '@tanstack/react-query'
import {
  addHistoryChunk,
  emptyHistory,
  historyRecords,
  wholeHistoryOptions,
  type WholeHistory,
} from '../../../src/api/whole-history-queries'
import type { Measurement } from '../../../src/api/schemas/measurement'
import { API_KEY, serveList } from './whole-history-service'

/*
 * The page size a service accepted is remembered, per service and list, for as long as the app
 * runs: each test talks to a service of its own, so that none starts from another's.
 */
let services = 0
const serviceUrl = () => `https://svc-${++services}.test`
let connection = { baseUrl: serviceUrl(), apiKey: API_KEY }

beforeEach(() => {
  connection = { baseUrl: serviceUrl(), apiKey: API_KEY }
})

const load = (overrides: Partial<HistoryRequest<'measurements'>> = {}) =>
  loadWholeHistory<'measurements'>({ connection, endpoint: 'measurements', query: { woundId: 7 }, ...overrides })

async function collect<T>(history: AsyncGenerator<HistoryChunk<T>>): Promise<HistoryChunk<T>[]> {
  const chunks: HistoryChunk<T>[] = []
  for await (const chunk of history) chunks.push(chunk)
  return chunks
}

const combine = <T>(chunks: HistoryChunk<T>[]): WholeHistory<T> => chunks.reduce<WholeHistory<T>>(addHistoryChunk, emptyHistory<T>())

const ids = (records: readonly Measurement[]) => records.map((r) => r.id)
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('loadWholeHistory: pages', () => {
  it('asks for page 1 first, then the remaining pages: 520 records at 100 a page are 6 pages', async () => {
    const service = serveList({ total: 520 })
    const chunks = await collect(load())
    expect(PER_PAGE_CANDIDATES[0]).toBe(100)
    expect(service.requests[0]).toMatchObject({ page: 1, perPage: 100, completedBefore: 0 })
    expect(service.requests.slice(1).every((r) => r.completedBefore >= 1)).toBe(true)
    expect(service.requests.map((r) => r.page).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6])
    expect(service.requests.every((r) => r.perPage === 100)).toBe(true)
    expect(chunks[0]?.page).toBe(1)
    expect(chunks.map((c) => c.page).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6])
    expect(chunks[0]?.metadata).toMatchObject({ lastPage: 6, total: 520, perPage: 100 })
    expect(chunks.find((c) => c.page === 6)?.records).toHaveLength(20)

    const history = combine(chunks)
    expect(history).toMatchObject({ loadedPages: 6, totalPages: 6, total: 520 })
    expect(ids(historyRecords(history))).toEqual(range(1, 520))
  })

  it('makes a single request when everything fits on page 1', async () => {
    const service = serveList({ total: 30 })
    const chunks = await collect(load())
    expect(service.requests).toHaveLength(1)
    expect(chunks.map((c) => [c.page, c.records.length])).toEqual([[1, 30]])
  })

  it('yields one empty page for an empty history', async () => {
    const service = serveList({ total: 0 })
    const chunks = await collect(load())
    expect(service.requests).toHaveLength(1)
    expect(chunks).toHaveLength(1)
    expect(chunks[0]?.records).toEqual([])
    expect(chunks[0]?.metadata.lastPage).toBe(1)
  })

  it('sends the view query, the page and the key with every page request', async () => {
    const service = serveList({ total: 250 })
    await collect(load({ query: { woundId: 42, sort: '-created_at', filters: [{ key: 'type', op: '=', value: 'group' }] } }))
    expect(service.requests).toHaveLength(3)
    for (const request of service.requests) {
      expect(request.apiKey).toBe(API_KEY)
      expect(request.url.searchParams.get('wound_id')).toBe('42')
      expect(request.url.searchParams.get('sort')).toBe('-created_at')
      expect(request.url.searchParams.get('filter[type]')).toBe('group')
      expect(request.url.searchParams.get('page')).toBe(String(request.page))
    }
  })

  it('yields pages as they arrive; historyRecords puts them back in page order', async () => {
    // page 2 is slow, so 3 and 4 arrive before it
    serveList({ total: 400, latency: (page) => (page === 2 ? 120 : 10) })
    const chunks = await collect(load())
    const arrival = chunks.map((c) => c.page)
    expect(arrival[0]).toBe(1)
    expect(arrival.at(-1)).toBe(2)
    expect(ids(historyRecords(combine(chunks)))).toEqual(range(1, 400))
  })

  it("keeps each page's issuedAt", async () => {
    serveList({ total: 150 })
    const chunks = await collect(load())
    expect(chunks.every((c) => Number.isFinite(c.issuedAt) && c.issuedAt > 0)).toBe(true)
  })
})

describe('loadWholeHistory: a service whose counts cannot be believed', () => {
  it(`announcing a billion pages: asks for at most ${MAX_HISTORY_PAGES}, keeps what arrived and says it stopped`, async () => {
    const service = serveList({ total: 100_000_000_000 })
    const history = combine(await collect(load()))
    expect(service.requests).toHaveLength(MAX_HISTORY_PAGES)
    expect(Math.max(...service.requests.map((r) => r.page))).toBe(MAX_HISTORY_PAGES)
    expect(history).toMatchObject({ loadedPages: MAX_HISTORY_PAGES, totalPages: MAX_HISTORY_PAGES, records: MAX_HISTORY_PAGES * 100 })
    expect(history.notices).toEqual([{ kind: 'capped', announcedPages: 1_000_000_000, loadedPages: MAX_HISTORY_PAGES }])
    expect(historyRecords(history)).toHaveLength(MAX_HISTORY_PAGES * 100)
  })

  it('a smaller cap for one load is honoured', async () => {
    const service = serveList({ total: 5_000 })
    const history = combine(await collect(load({ maxPages: 3 })))
    expect(service.requests.map((r) => r.page).sort((a, b) => a - b)).toEqual([1, 2, 3])
    expect(history.notices).toEqual([{ kind: 'capped', announcedPages: 50, loadedPages: 3 }])
  })

  it('last_page far beyond what total / per_page make: stops at the first empty page, without a storm', async () => {
    const service = serveList({ total: 250, metadata: (truth) => ({ ...truth, last_page: 100_000 }) })
    const history = combine(await collect(load()))
    // Pages 1–3 hold the records; page 4 is empty. Only the parallel requests already under way
    // when a full page arrived may go past it: no page beyond 3 + HISTORY_CONCURRENCY.
    expect(Math.max(...service.requests.map((r) => r.page))).toBeLessThanOrEqual(3 + HISTORY_CONCURRENCY)
    expect(ids(historyRecords(history))).toEqual(range(1, 250))
    expect(history.loadedPages).toBe(history.totalPages)
    expect(history.notices).toContainEqual({ kind: 'page-count-mismatch', lastPage: 100_000, pagesByTotal: 3 })
    expect(history.notices.find((n) => n.kind === 'ended-early')).toMatchObject({ kind: 'ended-early', announcedPages: 100_000 })
  })

  it('with concurrency 1 the first empty page is the last one asked for', async () => {
    const service = serveList({ total: 250, metadata: (truth) => ({ ...truth, last_page: 100_000, total: 10_000_000 }) })
    const history = combine(await collect(load({ concurrency: 1 })))
    expect(service.requests.map((r) => r.page)).toEqual([1, 2, 3, 4])
    expect(history).toMatchObject({ loadedPages: 4, totalPages: 4, records: 250 })
    expect(history.notices).toContainEqual({ kind: 'ended-early', emptyPage: 4, announcedPages: 100_000 })
  })

  it('last_page below what total / per_page make: the larger count is loaded, so no record is left out', async () => {
    const service = serveList({ total: 520, metadata: (truth) => ({ ...truth, last_page: 2 }) })
    const history = combine(await collect(load()))
    expect(service.requests).toHaveLength(6)
    expect(ids(historyRecords(history))).toEqual(range(1, 520))
    expect(history.notices).toEqual([{ kind: 'page-count-mismatch', lastPage: 2, pagesByTotal: 6 }])
  })

  it('pages far larger than they should be: the load stops once it holds the most one load keeps', async () => {
    // 50 records a page although per_page says 10; the load keeps asking until 120 records are in.
    const service = serveList({ total: 5_000, servePerPage: 50, metadata: (truth) => ({ ...truth, per_page: 10, last_page: 500 }) })
    const history = combine(await collect(load({ maxRecords: 120, concurrency: 1 })))
    expect(service.requests.map((r) => r.page)).toEqual([1, 2, 3])
    expect(history.records).toBe(150)
    expect(history.loadedPages).toBe(history.totalPages)
    expect(history.notices).toContainEqual({ kind: 'too-many-records', records: 150, limit: 120 })
  })

  it('a first page that alone holds the most one load keeps is the whole load', async () => {
    const service = serveList({ total: 5_000, servePerPage: 500, metadata: (truth) => ({ ...truth, per_page: 25, last_page: 200 }) })
    const history = combine(await collect(load({ maxRecords: 300 })))
    expect(service.requests).toHaveLength(1)
    expect(history).toMatchObject({ loadedPages: 1, totalPages: 1, records: 500 })
    expect(history.notices).toContainEqual({ kind: 'too-many-records', records: 500, limit: 300 })
  })

  it('a service that reports no total is not cross-checked: its last_page is followed', async () => {
    const service = serveList({ total: 320, metadata: (truth) => ({ ...truth, total: undefined }) })
    const history = combine(await collect(load()))
    expect(service.requests).toHaveLength(4)
    expect(history.records).toBe(320)
    expect(history.notices).toEqual([])
  })
})

describe('loadWholeHistory: concurrency', () => {
  it('never has more than `concurrency` requests in flight', async () => {
    const service = serveList({ total: 2000, latency: (page) => 10 + (page % 4) * 8 })
    const chunks = await collect(load({ concurrency: 3 }))
    expect(chunks).toHaveLength(20)
    expect(service.maxInFlight()).toBe(3)
  })

  it(`uses ${HISTORY_CONCURRENCY} parallel requests by default`, async () => {
    const service = serveList({ total: 2000, latency: 15 })
    await collect(load())
    expect(service.maxInFlight()).toBe(HISTORY_CONCURRENCY)
  })

  it('with concurrency 1 asks for one page after another, in order', async () => {
    const service = serveList({ total: 500, latency: 5 })
    await collect(load({ concurrency: 1 }))
    expect(service.maxInFlight()).toBe(1)
    expect(service.requests.map((r) => r.page)).toEqual([1, 2, 3, 4, 5])
  })
})

describe('loadWholeHistory: page size', () => {
  it('falls back to 50 when per_page=100 is refused with 422, and remembers it', async () => {
    const service = serveList({ total: 120, maxPerPage: 50 })
    const chunks = await collect(load())
    expect(service.requests.map((r) => [r.page, r.perPage])).toEqual([
      [1, 100],
      [1, 50],
      [2, 50],
      [3, 50],
    ])
    expect(ids(historyRecords(combine(chunks)))).toEqual(range(1, 120))

    // the next load asks 50 first, and page 1 only once
    service.requests.length = 0
    await collect(load())
    expect(service.requests.map((r) => [r.page, r.perPage])).toEqual([
      [1, 50],
      [2, 50],
      [3, 50],
    ])
  })

  it('walks down the candidates until one is accepted', async () => {
    const service = serveList({ total: 30, maxPerPage: 10 })
    const chunks = await collect(load())
    expect(service.requests.map((r) => r.perPage)).toEqual([100, 50, 25, 10, 10, 10])
    expect(chunks).toHaveLength(3)

    // and the next load starts from the size accepted
    service.requests.length = 0
    await collect(load())
    expect(service.requests.map((r) => r.perPage)).toEqual([10, 10, 10])
  })

  it('gives up with the 422 when every size is refused', async () => {
    const service = serveList({ total: 30, maxPerPage: 5 })
    await expect(collect(load())).rejects.toMatchObject({ kind: 'http', status: 422, sentTitle: 'Bad Request', code: 102 })
    expect(service.requests.map((r) => r.perPage)).toEqual([...PER_PAGE_CANDIDATES])

    // nothing was accepted, so nothing is remembered: the next load tries every size again
    service.requests.length = 0
    await expect(collect(load())).rejects.toMatchObject({ status: 422 })
    expect(service.requests.map((r) => r.perPage)).toEqual([...PER_PAGE_CANDIDATES])
  })

  it('does not fall back from a remembered size: a 422 then is an answer', async () => {
    serveList({ total: 120, maxPerPage: 50 })
    await collect(load())
    const strict = serveList({ total: 120, maxPerPage: 25 })
    await expect(collect(load())).rejects.toMatchObject({ status: 422 })
    expect(strict.requests.map((r) => r.perPage)).toEqual([50])
  })

  it('remembers per service and per endpoint', async () => {
    const measurements = serveList({ total: 10, maxPerPage: 25 })
    await collect(load())
    const assessments = serveList({ total: 10, endpoint: 'assessments' })
    const firstAsked = (service: typeof measurements) => service.requests.splice(0).map((r) => r.perPage)[0]

    // the same list of the same service: the size it accepted
    measurements.requests.length = 0
    await collect(load())
    expect(firstAsked(measurements)).toBe(25)
    // another list of the same service, or the same list of another service: the first guess
    await collect(loadWholeHistory<'assessments'>({ connection, endpoint: 'assessments', query: { woundId: 7 } }))
    expect(firstAsked(assessments)).toBe(100)
    await collect(load({ connection: { baseUrl: serviceUrl(), apiKey: API_KEY } }))
    expect(firstAsked(measurements)).toBe(100)
  })

  it('honours a service that silently serves fewer per page than asked', async () => {
    const service = serveList({ total: 95, capPerPage: 20 })
    const chunks = await collect(load())
    expect(service.requests.map((r) => [r.page, r.perPage]).sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0))).toEqual([
      [1, 100],
      [2, 20],
      [3, 20],
      [4, 20],
      [5, 20],
    ])
    const records = historyRecords(combine(chunks))
    expect(ids(records)).toEqual(range(1, 95))
  })
})

describe('loadWholeHistory: failures', () => {
  it('retries a page that fails once with 500 or a network error, and completes', async () => {
    const service = serveList({
      total: 400,
      failure: (page, attempt) => (attempt > 1 ? undefined : page === 2 ? 500 : page === 3 ? 'network' : undefined),
    })
    const chunks = await collect(load())
    expect(chunks.map((c) => c.page).sort()).toEqual([1, 2, 3, 4])
    expect(service.requests.filter((r) => r.page === 2)).toHaveLength(2)
    expect(service.requests.filter((r) => r.page === 3)).toHaveLength(2)
    expect(service.requests.filter((r) => r.page === 4)).toHaveLength(1)
    expect(ids(historyRecords(combine(chunks)))).toEqual(range(1, 400))
  })

  it('retries page 1 after a 503 without falling back to a smaller size', async () => {
    const service = serveList({ total: 50, failure: (page, attempt) => (page === 1 && attempt === 1 ? 503 : undefined) })
    await collect(load())
    expect(service.requests.map((r) => [r.page, r.perPage])).toEqual([
      [1, 100],
      [1, 100],
    ])
  })

  it('a 404 on page 1 stops the load at once: no retry, no smaller size', async () => {
    const service = serveList({ total: 50, failure: () => 404 })
    await expect(collect(load())).rejects.toMatchObject({ kind: 'http', status: 404 })
    expect(service.requests).toHaveLength(1)
  })

  it('a 404 on a later page stops the load and asks for no further page', async () => {
    const service = serveList({ total: 1000, failure: (page) => (page === 3 ? 404 : undefined) })
    const seen: number[] = []
    const run = async () => {
      for await (const chunk of load({ concurrency: 1 })) seen.push(chunk.page)
    }
    await expect(run()).rejects.toMatchObject({ status: 404 })
    expect(seen).toEqual([1, 2])
    expect(service.requests.map((r) => r.page)).toEqual([1, 2, 3])
  })

  it('a 401 stops the load with the service error', async () => {
    const service = serveList({ total: 50, failure: () => 401 })
    const error: unknown = await collect(load()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 401, sentTitle: 'Failure 401', isTransient: false })
    expect(service.requests).toHaveLength(1)
  })
})

describe('loadWholeHistory: cancellation', () => {
  it('does not ask at all when the signal is already aborted', async () => {
    const service = serveList({ total: 50 })
    const controller = new AbortController()
    controller.abort()
    await expect(collect(load({ signal: controller.signal }))).rejects.toMatchObject({ kind: 'aborted' })
    expect(service.requests).toHaveLength(0)
  })

  it('aborting after page 1 asks for no other page and rejects', async () => {
    const service = serveList({ total: 1000 })
    const controller = new AbortController()
    const seen: number[] = []
    const run = async () => {
      for await (const chunk of load({ signal: controller.signal })) {
        seen.push(chunk.page)
        controller.abort()
      }
    }
    await expect(run()).rejects.toMatchObject({ name: 'ApiError', kind: 'aborted' })
    expect(seen).toEqual([1])
    expect(service.requests.map((r) => r.page)).toEqual([1])
  })

  it('aborting while pages are in flight rejects and starts no new request', async () => {
    const service = serveList({ total: 2000, latency: (page) => (page === 1 ? 0 : 60) })
    const controller = new AbortController()
    const run = collect(load({ signal: controller.signal, concurrency: 2 }))
    const settled = expect(run).rejects.toMatchObject({ kind: 'aborted' })
    await sleep(20)
    expect(service.inFlight()).toBe(2)
    controller.abort()
    await settled
    const asked = service.requests.length
    expect(asked).toBe(3)
    await sleep(150)
    expect(service.requests).toHaveLength(asked)
  })

  it('aborting during a retry backoff stops the retries', async () => {
    const service = serveList({ total: 200, failure: (page) => (page === 2 ? 500 : undefined) })
    const controller = new AbortController()
    const run = collect(load({ signal: controller.signal, concurrency: 1 }))
    const settled = expect(run).rejects.toMatchObject({ name: 'ApiError', kind: 'aborted' })
    await sleep(100)
    controller.abort()
    await settled
    await sleep(600)
    expect(service.requests.filter((r) => r.page === 2)).toHaveLength(1)
  })
})

describe('wholeHistoryOptions: what the views are handed', () => {
  /** Every history the query holds, in order, as a view reading it would be handed them. */
  async function handedOver(list: Parameters<typeof serveList>[0]) {
    serveList(list)
    const queryClient = new QueryClient()
    const options = wholeHistoryOptions(connection, 'measurements', { woundId: 7 })
    const seen: { loadedPages: number; totalPages: number | undefined; at: number }[] = []
    const started = Date.now()
    const stop = queryClient.getQueryCache().subscribe((event) => {
      const data = event.query.state.data as WholeHistory<Measurement> | undefined
      if (event.type === 'updated' && data && seen.at(-1)?.loadedPages !== data.loadedPages)
        seen.push({ loadedPages: data.loadedPages, totalPages: data.totalPages, at: Date.now() - started })
    })
    await queryClient.query(options)
    stop()
    return seen.filter((history) => history.loadedPages > 0)
  }

  it('a history complete within half a second of its first page is handed over once, whole', async () => {
    const seen = await handedOver({ total: 520, latency: 20 })
    expect(seen.map((history) => history.loadedPages)).toEqual([6])
    expect(seen[0]?.at, 'handed over as soon as the last page is in').toBeLessThan(400)
  })

  it('a slow one shows what it has half a second after its first page, then the rest as it comes', async () => {
    const seen = await handedOver({ total: 520, latency: (page) => (page === 1 ? 0 : page * 150) })
    expect(seen[0]?.loadedPages).toBeGreaterThan(0)
    expect(seen[0]?.loadedPages).toBeLessThan(6)
    expect(seen[0]?.at).toBeGreaterThanOrEqual(450)
    expect(seen.at(-1)?.loadedPages).toBe(6)
  })
})
