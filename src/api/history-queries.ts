import { experimental_streamedQuery as streamedQuery, queryOptions } from '@tanstack/react-query'
import type { Connection } from './client'
import { loadWholeHistory, type HistoryChunk } from './history'
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
  pages: Record<number, HistoryChunk<T>>
  loadedPages: number
  /** Known after page 1. */
  totalPages: number | undefined
  total: number | undefined
}

const emptyHistory = <T>(): WholeHistory<T> => ({ pages: {}, loadedPages: 0, totalPages: undefined, total: undefined })

export function addHistoryChunk<T>(history: WholeHistory<T>, chunk: HistoryChunk<T>): WholeHistory<T> {
  return {
    pages: { ...history.pages, [chunk.page]: chunk },
    loadedPages: history.loadedPages + 1,
    totalPages: history.totalPages ?? chunk.metadata.lastPage,
    total: history.total ?? chunk.metadata.total,
  }
}

/** The records of every page that has arrived, in page order (the service's order). */
export function historyRecords<T>(history: WholeHistory<T>): T[] {
  return Object.keys(history.pages)
    .map(Number)
    .sort((a, b) => a - b)
    .flatMap((page) => history.pages[page]?.records ?? [])
}

export const wholeHistoryOptions = <E extends Endpoint>(
  connection: Connection,
  endpoint: E,
  query: Omit<ListQuery<E>, 'page' | 'perPage'>,
) =>
  queryOptions({
    queryKey: serviceKeys.history(connection, endpoint, query),
    queryFn: streamedQuery({
      streamFn: ({ signal }) => loadWholeHistory({ connection, endpoint, query, signal }),
      reducer: addHistoryChunk<RecordOf<E>>,
      initialValue: emptyHistory<RecordOf<E>>(),
      // A refetch (e.g. for fresh image URLs) keeps the drawn history until the new one is complete.
      refetchMode: 'replace',
    }),
    // Pages retry inside the loader; retrying the whole stream would refetch pages that succeeded.
    retry: false,
  })
