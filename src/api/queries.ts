import { experimental_streamedQuery as streamedQuery, queryOptions, type UseQueryResult } from '@tanstack/react-query'
import type { Connection } from './client'
import { describeError } from './errors'
import { loadWholeHistory, type HistoryChunk } from './history'
import { fetchListPage, type FetchedPage, type RecordOf } from './list-page'
import type { Endpoint, ListQuery } from './params'

export { fetchListPage, type FetchedPage } from './list-page'

/**
 * Query keys, generic → specific. The key names the service by its base URL only: the API key is
 * a credential and stays out of keys (and so out of devtools and logs).
 */
export const serviceKeys = {
  all: (connection: Connection) => ['service', connection.baseUrl, connection.epoch ?? 0] as const,
  list: <E extends Endpoint>(connection: Connection, endpoint: E) => [...serviceKeys.all(connection), endpoint] as const,
  page: <E extends Endpoint>(connection: Connection, endpoint: E, query: ListQuery<E>) =>
    [...serviceKeys.list(connection, endpoint), 'page', query] as const,
  history: <E extends Endpoint>(connection: Connection, endpoint: E, query: Omit<ListQuery<E>, 'page' | 'perPage'>) =>
    [...serviceKeys.list(connection, endpoint), 'history', query] as const,
}

export const listPageOptions = <E extends Endpoint>(connection: Connection, endpoint: E, query: ListQuery<E>) =>
  queryOptions({
    queryKey: serviceKeys.page(connection, endpoint, query),
    queryFn: ({ signal }) => fetchListPage(connection, endpoint, query, signal),
    // Paging keeps the previous rows on screen until the next page arrives, but only rows of the
    // same list: never another wound's, or another connection's.
    placeholderData: (previous, previousQuery) =>
      previousQuery && sameList(previousQuery.queryKey, serviceKeys.list(connection, endpoint), query.woundId) ? previous : undefined,
  })

/** Same service, connection epoch, endpoint and wound: only paging, sorting or filtering differ. */
function sameList(previousKey: readonly unknown[], listKey: readonly unknown[], woundId: number): boolean {
  const previousQuery = previousKey[previousKey.length - 1]
  const previousWound = typeof previousQuery === 'object' && previousQuery !== null && 'woundId' in previousQuery ? previousQuery.woundId : undefined
  return listKey.every((part, i) => part === previousKey[i]) && previousWound === woundId
}

export const measurementPageOptions = (connection: Connection, query: ListQuery<'measurements'>) =>
  listPageOptions(connection, 'measurements', query)

export const assessmentPageOptions = (connection: Connection, query: ListQuery<'assessments'>) =>
  listPageOptions(connection, 'assessments', query)

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

/** What a paged list needs to know of its query, with the failure put into words. */
export function pagedQueryState<T>(result: UseQueryResult<FetchedPage<T>>) {
  return {
    status: result.status,
    data: result.data,
    isFetching: result.isFetching,
    isPlaceholderData: result.isPlaceholderData,
    error: result.error ? describeError(result.error) : undefined,
    retry: () => void result.refetch(),
  }
}
