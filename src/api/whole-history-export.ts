import type { QueryClient } from '@tanstack/react-query'
import type { Connection } from './client'
import { loadWholeHistory, type HistoryNotice } from './whole-history'
import type { RecordOf } from './list-page'
import type { Endpoint, ListQuery } from './params'
import { addHistoryChunk, emptyHistory, historyRecords, wholeHistoryOptions, type WholeHistory } from './whole-history-queries'

type HistoryQuery<E extends Endpoint> = Omit<ListQuery<E>, 'page' | 'perPage'>
type LoadProgress = { loadedPages: number; totalPages: number | undefined }

/**
 * The list a user sees, as a whole: its wound, filters and sort, without paging. Columns are not
 * restricted: an export carries every field, and only a request without `fields` brings a
 * measurement's children (`children` is not among the fields a request may name).
 */
export function wholeListQuery<E extends Endpoint>(query: ListQuery<E>): HistoryQuery<E> {
  return {
    woundId: query.woundId,
    ...(query.sort !== undefined ? { sort: query.sort } : {}),
    ...(query.filters !== undefined && query.filters.length > 0 ? { filters: query.filters } : {}),
  }
}

type ExportRequest<E extends Endpoint> = {
  queryClient: QueryClient
  connection: Connection
  endpoint: E
  query: HistoryQuery<E>
  signal: AbortSignal
  onProgress?: (progress: LoadProgress) => void
}

const isComplete = <T>(history: WholeHistory<T> | undefined): history is WholeHistory<T> =>
  history?.totalPages !== undefined && history.loadedPages >= history.totalPages

/**
 * Every record of a list, in the service's order. A whole history already in the cache (charts
 * load the same one) is reused while it is complete and fresh, as `fetchQuery` would; otherwise
 * the pages are loaded here, with our own signal so that leaving the page cancels the load, and
 * the result is cached for the next reader.
 */
export async function loadHistoryForExport<E extends Endpoint>(
  request: ExportRequest<E>,
): Promise<{ records: readonly RecordOf<E>[]; notices: HistoryNotice[] }> {
  const { queryClient, connection, endpoint, query, signal, onProgress } = request
  const options = wholeHistoryOptions(connection, endpoint, query)
  const cached = queryClient.getQueryCache().find<WholeHistory<RecordOf<E>>>({ queryKey: options.queryKey, exact: true })
  const staleTime = queryClient.defaultQueryOptions(options).staleTime
  // The client's freshness rule (one minute in this app); a per-query rule is not evaluated here,
  // so under one the history is simply loaded again.
  const freshFor = typeof staleTime === 'function' ? 0 : staleTime
  if (
    cached?.state.status === 'success' &&
    cached.state.fetchStatus === 'idle' &&
    isComplete(cached.state.data) &&
    !cached.isStaleByTime(freshFor)
  ) {
    onProgress?.({ loadedPages: cached.state.data.loadedPages, totalPages: cached.state.data.totalPages })
    return { records: historyRecords(cached.state.data), notices: cached.state.data.notices }
  }

  let history = emptyHistory<RecordOf<E>>()
  for await (const chunk of loadWholeHistory({ connection, endpoint, query, signal })) {
    history = addHistoryChunk(history, chunk)
    onProgress?.({ loadedPages: history.loadedPages, totalPages: history.totalPages })
  }
  // Not over a load in progress: that one will write its own, newer answer.
  if (queryClient.getQueryState(options.queryKey)?.fetchStatus !== 'fetching') queryClient.setQueryData(options.queryKey, history)
  return { records: historyRecords(history), notices: history.notices }
}
