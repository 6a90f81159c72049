import type { Connection } from './client'
import { isApiError } from './errors'
import { fetchListPage, type FetchedPage, type RecordOf } from './list-page'
import type { Endpoint, ListQuery } from './params'
import { withRetry } from './retry'

/**
 * Page sizes tried for whole-history loads, largest first. The service's maximum is not shown
 * (spec 8.4); a 422 means "too large", so the next size is tried and the accepted one remembered.
 */
export const PER_PAGE_CANDIDATES = [100, 50, 25, 10] as const
/** Parallel requests after page 1: a browser opens at most six connections per HTTP/1.1 host. */
export const HISTORY_CONCURRENCY = 6

const acceptedPerPage = new Map<string, number>()
const memoryKey = (connection: Connection, endpoint: Endpoint) => `${connection.baseUrl}|${endpoint}`

export function rememberedPerPage(connection: Connection, endpoint: Endpoint): number | undefined {
  return acceptedPerPage.get(memoryKey(connection, endpoint))
}

export function forgetPerPage(): void {
  acceptedPerPage.clear()
}

export type HistoryChunk<T> = FetchedPage<T> & { page: number }

export type HistoryRequest<E extends Endpoint> = {
  connection: Connection
  endpoint: E
  query: Omit<ListQuery<E>, 'page' | 'perPage'>
  signal?: AbortSignal | undefined
  concurrency?: number
}

async function fetchPage<E extends Endpoint>(request: HistoryRequest<E>, page: number, perPage: number): Promise<HistoryChunk<RecordOf<E>>> {
  const query: ListQuery<E> = { ...request.query, page, perPage }
  const fetched = await withRetry(() => fetchListPage(request.connection, request.endpoint, query, request.signal), request.signal)
  return { ...fetched, page }
}

/**
 * Every page of one list: page 1 first (it tells how many there are), then all the others in
 * parallel, at most `concurrency` at a time. Yields each page as it arrives, in arrival order.
 */
export async function* loadWholeHistory<E extends Endpoint>(request: HistoryRequest<E>): AsyncGenerator<HistoryChunk<RecordOf<E>>> {
  const key = memoryKey(request.connection, request.endpoint)
  const remembered = acceptedPerPage.get(key)
  const candidates = remembered === undefined ? [...PER_PAGE_CANDIDATES] : [remembered]

  let first: HistoryChunk<RecordOf<E>> | undefined
  for (const [index, perPage] of candidates.entries()) {
    try {
      first = await fetchPage(request, 1, perPage)
      acceptedPerPage.set(key, perPage)
      break
    } catch (error) {
      const tooLarge = isApiError(error) && error.status === 422 && index < candidates.length - 1
      if (!tooLarge) throw error
    }
  }
  if (first === undefined) return
  yield first

  // The service may cap per_page silently: trust what it says it used.
  const perPage = first.metadata.perPage
  const remaining = Array.from({ length: first.metadata.lastPage - 1 }, (_, i) => i + 2)
  yield* inParallel(remaining, request.concurrency ?? HISTORY_CONCURRENCY, (page) => fetchPage(request, page, perPage))
}

/** Runs `run` over `items` with at most `limit` in flight, yielding results as they settle. */
export async function* inParallel<I, R>(items: readonly I[], limit: number, run: (item: I) => Promise<R>): AsyncGenerator<R> {
  const queue = [...items]
  const inFlight = new Map<number, Promise<{ id: number; result: R }>>()
  let nextId = 0
  const launch = () => {
    // By position, not by `shift() === undefined`: an undefined item must not end the queue early.
    if (nextId >= queue.length) return
    const item = queue[nextId] as I
    const id = nextId++
    const settled = run(item).then((result) => ({ id, result }))
    // A failure is rethrown by the race below; this only keeps pages still in flight when the
    // consumer stops (error or cancellation) from reporting unhandled rejections.
    settled.catch(() => undefined)
    inFlight.set(id, settled)
  }
  for (let i = 0; i < Math.max(1, limit); i++) launch()
  while (inFlight.size > 0) {
    const { id, result } = await Promise.race(inFlight.values())
    inFlight.delete(id)
    launch()
    yield result
  }
}
