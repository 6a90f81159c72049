import type { Connection } from './client'
import { isApiError } from './errors'
import { fetchListPage, type FetchedPage, type RecordOf } from './list-page'
import type { Endpoint, ListQuery } from './params'
import type { ListPage } from './schemas/page'
import { withRetry } from './with-retry'

/**
 * Page sizes tried for whole-history loads, largest first. The service's maximum is not shown
 * (the specification leaves it open); a 422 means "too large", so the next size is tried and the accepted one remembered.
 */
export const PER_PAGE_CANDIDATES = [100, 50, 25, 10] as const
/** Parallel requests after page 1: a browser opens at most six connections per HTTP/1.1 host. */
export const HISTORY_CONCURRENCY = 6

const acceptedPerPage = new Map<string, number>()
const memoryKey = (connection: Connection, endpoint: Endpoint) => `${connection.baseUrl}|${endpoint}`

/**
 * The most pages one whole-history load asks for. At 100 records a page that is 20,000 records:
 * years of daily measurements. A service announcing more is either wrong or holds more than a
 * chart can show; the load stops there and says so (HistoryNotice 'capped').
 */
export const MAX_HISTORY_PAGES = 200
/**
 * The most records one load keeps asking for: what 200 pages of 100 hold. Pages that hold more
 * than they should (ten thousand records on a page of 25) reach it in a few pages, and the load
 * then asks for no more (HistoryNotice 'too-many-records').
 */
const MAX_HISTORY_RECORDS = MAX_HISTORY_PAGES * PER_PAGE_CANDIDATES[0]

/** What a load could not take at face value, for the screen to say (the records that arrived are kept). */
export type HistoryNotice =
  /** The service announced more pages than one load asks for: only the first `loadedPages` were asked. */
  | { kind: 'capped'; announcedPages: number; loadedPages: number }
  /** `last_page` and `total` / `per_page` disagree: the larger count was planned, an empty page ends it sooner. */
  | { kind: 'page-count-mismatch'; lastPage: number; pagesByTotal: number }
  /** A page before the announced last one came back empty: no later page was asked for. */
  | { kind: 'ended-early'; emptyPage: number; announcedPages: number }
  /** The records that arrived reached MAX_HISTORY_RECORDS (the pages held more than they said): no later page was asked for. */
  | { kind: 'too-many-records'; records: number; limit: number }

/** One page of a whole history, with its number. */
export type HistoryPage<T> = FetchedPage<T> & { page: number }

/** A page as the loader yields it: with what the load knows about itself when it arrived. */
export type HistoryChunk<T> = HistoryPage<T> & {
  /** How many pages this load will have delivered in all, as far as is known when this page arrived. */
  plannedPages: number
  /** Notices raised when this page arrived. */
  notices: HistoryNotice[]
}

export type HistoryRequest<E extends Endpoint> = {
  connection: Connection
  endpoint: E
  query: Omit<ListQuery<E>, 'page' | 'perPage'>
  signal?: AbortSignal | undefined
  concurrency?: number
  /** The most pages to ask for (tests use a small one). */
  maxPages?: number
  /** The most records to keep asking for (tests use a small one). */
  maxRecords?: number
}

async function fetchPage<E extends Endpoint>(request: HistoryRequest<E>, page: number, perPage: number): Promise<HistoryPage<RecordOf<E>>> {
  const query: ListQuery<E> = { ...request.query, page, perPage }
  const fetched = await withRetry(() => fetchListPage(request.connection, request.endpoint, query, request.signal), request.signal)
  return { ...fetched, page }
}

/**
 * How many pages to ask for, from what page 1 says. `last_page` is checked against `total` and
 * `per_page` (when the service sent both); if they disagree the larger is planned, because an
 * empty page ends the load early anyway, and the smaller could leave records out. Never more
 * than `maxPages`.
 */
function planPages(
  { metadata, reported }: Pick<ListPage<unknown>, 'metadata' | 'reported'>,
  maxPages: number,
): { pages: number; notices: HistoryNotice[] } {
  const notices: HistoryNotice[] = []
  let announced = metadata.lastPage
  if (reported.total && reported.lastPage && reported.perPage) {
    const pagesByTotal = Math.max(1, Math.ceil(metadata.total / metadata.perPage))
    if (pagesByTotal !== metadata.lastPage) {
      notices.push({ kind: 'page-count-mismatch', lastPage: metadata.lastPage, pagesByTotal })
      announced = Math.max(metadata.lastPage, pagesByTotal)
    }
  }
  if (announced > maxPages) notices.push({ kind: 'capped', announcedPages: announced, loadedPages: maxPages })
  return { pages: Math.min(announced, maxPages), notices }
}

/**
 * Every page of one list: page 1 first (it tells how many there are), then the others in
 * parallel, at most `concurrency` at a time, in page order. Yields each page as it arrives, in
 * arrival order. Bounded whatever the service claims: at most `maxPages` pages, and no page after
 * the first empty one is asked for.
 */
export async function* loadWholeHistory<E extends Endpoint>(request: HistoryRequest<E>): AsyncGenerator<HistoryChunk<RecordOf<E>>> {
  const key = memoryKey(request.connection, request.endpoint)
  const remembered = acceptedPerPage.get(key)
  const candidates = remembered === undefined ? [...PER_PAGE_CANDIDATES] : [remembered]

  let first: HistoryPage<RecordOf<E>> | undefined
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

  const plan = planPages(first, Math.max(1, request.maxPages ?? MAX_HISTORY_PAGES))
  const recordLimit = Math.max(1, request.maxRecords ?? MAX_HISTORY_RECORDS)
  let records = first.records.length
  // A first page that already holds the most a load keeps (far more than per_page says) is all of it.
  const full = records >= recordLimit && plan.pages > 1
  let planned = full ? 1 : plan.pages
  yield {
    ...first,
    plannedPages: planned,
    notices: full ? [...plan.notices, { kind: 'too-many-records', records, limit: recordLimit }] : plan.notices,
  }

  // The service may cap per_page silently: trust what it says it used.
  const perPage = first.metadata.perPage
  // Page numbers are produced as they are needed (never a list of them: a service may announce a
  // billion), and stop as soon as an empty page or the record limit has lowered `lastToAsk`.
  let lastToAsk = planned
  let lastAsked = 1
  function* pageNumbers() {
    while (lastAsked < lastToAsk) yield ++lastAsked
  }
  for await (const chunk of inParallel(pageNumbers(), request.concurrency ?? HISTORY_CONCURRENCY, (page) =>
    fetchPage(request, page, perPage),
  )) {
    const notices: HistoryNotice[] = []
    records += chunk.records.length
    if (records >= recordLimit && lastAsked < lastToAsk) {
      notices.push({ kind: 'too-many-records', records, limit: recordLimit })
      // Pages already asked for still arrive; nothing after them is asked.
      lastToAsk = lastAsked
      planned = lastAsked
    } else if (chunk.records.length === 0 && chunk.page < lastToAsk) {
      notices.push({ kind: 'ended-early', emptyPage: chunk.page, announcedPages: first.metadata.lastPage })
      lastToAsk = chunk.page
      // Pages already asked for still arrive; nothing after them is asked.
      planned = lastAsked
    }
    yield { ...chunk, plannedPages: planned, notices }
  }
}

/**
 * Runs `run` over `items` with at most `limit` in flight, yielding results as they settle. Items
 * are taken from the iterable only when a place is free, so it may be lazy (and end early).
 */
export async function* inParallel<I, R>(items: Iterable<I>, limit: number, run: (item: I) => Promise<R>): AsyncGenerator<R> {
  const iterator = items[Symbol.iterator]()
  const inFlight = new Map<number, Promise<{ id: number; result: R }>>()
  let nextId = 0
  const launch = () => {
    // By `done`, not by the value: an undefined item must not end the queue early.
    const next = iterator.next()
    if (next.done === true) return
    const id = nextId++
    const settled = run(next.value).then((result) => ({ id, result }))
    // A failure is rethrown by the race below; this only keeps pages still in flight when the
    // consumer stops (error or cancellation) from reporting unhandled rejections.
    settled.catch(() => undefined)
    inFlight.set(id, settled)
  }
  for (let i = 0; i < Math.max(1, limit); i++) launch()
  while (inFlight.size > 0) {
    const { id, result } = await Promise.race(inFlight.values())
    inFlight.delete(id)
    // The consumer sees the result before the next item is taken: it may end the iterable first.
    yield result
    launch()
  }
}
