import { experimental_streamedQuery as streamedQuery, queryOptions } from '@tanstack/react-query'
import type { Connection } from './client'
import { loadWholeHistory, type HistoryChunk, type HistoryNotice, type HistoryPage } from './whole-history'
import { inBatches } from './in-batches'
import type { RecordOf } from './list-page'
import type { Endpoint, ListQuery } from './params'
import { serviceKeys } from './queries'

/*
 * Whole-history queries (charts, images, exports) live apart from the page queries: none of them
 * is on the way to the first row, so the loader is not in the entry chunk.
 */

/** Everything of one list loaded so far, page by page, for charts and exports. */
export type WholeHistory<T> = {
  /** Pages keyed by number; records in page order via `historyRecords`. */
  pages: Record<number, HistoryPage<T>>
  loadedPages: number
  /** How many pages this load delivers (known after page 1; lowered when the list ends early). */
  totalPages: number | undefined
  /** The total the service announced on page 1 (it may be wrong: `records` counts what arrived). */
  total: number | undefined
  /** Records that have arrived. */
  records: number
  /** What the load could not take at face value (a cap reached, counts that disagree, an early end). */
  notices: HistoryNotice[]
}

export const emptyHistory = <T>(): WholeHistory<T> => ({
  pages: {},
  loadedPages: 0,
  totalPages: undefined,
  total: undefined,
  records: 0,
  notices: [],
})

export function addHistoryChunk<T>(history: WholeHistory<T>, { plannedPages, notices, ...page }: HistoryChunk<T>): WholeHistory<T> {
  return {
    pages: { ...history.pages, [page.page]: page },
    loadedPages: history.loadedPages + 1,
    totalPages: plannedPages,
    total: history.total ?? page.metadata.total,
    records: history.records + page.records.length,
    notices: notices.length > 0 ? [...history.notices, ...notices] : history.notices,
  }
}

/** One list per history: every reader of one state of a history (charts, metrics, summary) shares it. */
const recordsOf = new WeakMap<WholeHistory<unknown>, readonly unknown[]>()

/**
 * The records of every page that has arrived, in page order (the service's order). The same array
 * for the same history (a history is never changed, each page makes a new one), so derived views
 * can be cached by it; do not change it.
 */
export function historyRecords<T>(history: WholeHistory<T>): readonly T[] {
  const cached = recordsOf.get(history) as readonly T[] | undefined
  if (cached) return cached
  const records = Object.keys(history.pages)
    .map(Number)
    .sort((a, b) => a - b)
    .flatMap((page) => history.pages[page]?.records ?? [])
  recordsOf.set(history, records)
  return records
}

/**
 * How pages become new histories. Each new history is drawn again by every chart, table and
 * figure reading it, and while the main thread draws, the pages still on their way wait for it:
 * on a 2,000-record wound at 0 ms latency, drawing page 1 on its own held the other 29 back by a
 * quarter of a second, and drawing each page made 30 long tasks in a second.
 * - The first history waits up to `firstMs` after page 1 for the rest: a history that is complete
 *   by then (every one-page wound at once, a fast service's long one) is drawn once, whole; a slow
 *   load still shows what it has within half a second of its first page, under the 1-second limit
 *   a user's flow of thought keeps (Nielsen 1993,
 *   https://www.nngroup.com/articles/response-times-3-important-limits/).
 * - After that, pages that arrive within `windowMs` of each other are drawn together.
 */
const HISTORY_BATCHES = { firstMs: 500, windowMs: 150 }

export const wholeHistoryOptions = <E extends Endpoint>(
  connection: Connection,
  endpoint: E,
  query: Omit<ListQuery<E>, 'page' | 'perPage'>,
) =>
  queryOptions({
    queryKey: serviceKeys.history(connection, endpoint, query),
    queryFn: streamedQuery({
      streamFn: ({ signal }) => inBatches(loadWholeHistory({ connection, endpoint, query, signal }), HISTORY_BATCHES),
      reducer: (history: WholeHistory<RecordOf<E>>, pages: HistoryChunk<RecordOf<E>>[]) =>
        pages.reduce(addHistoryChunk<RecordOf<E>>, history),
      initialValue: emptyHistory<RecordOf<E>>(),
      // A refetch (e.g. for fresh image URLs) keeps the drawn history until the new one is complete.
      refetchMode: 'replace',
    }),
    // Pages retry inside the loader; retrying the whole stream would refetch pages that succeeded.
    retry: false,
  })
