import { experimental_streamedQuery as streamedQuery, keepPreviousData, queryOptions, type UseQueryResult } from '@tanstack/react-query'
import { ApiError, describeError } from './errors'
import { getJson, type Connection } from './client'
import { loadWholeHistory, type HistoryChunk } from './history'
import { buildListQuery, type Endpoint, type ListQuery } from './params'
import { parseAssessment, parseListPage, parseMeasurement, type Assessment, type ListPage, type Measurement } from './schemas'

/** A page of a list, with the moment the service issued it (image URLs expire from then). */
export type FetchedPage<T> = ListPage<T> & { issuedAt: number }

const PARSERS = { assessments: parseAssessment, measurements: parseMeasurement } as const
type RecordOf<E extends Endpoint> = E extends 'assessments' ? Assessment : Measurement

/**
 * Query keys, generic → specific. The key names the service by its base URL only: the API key is
 * a credential and stays out of keys (and so out of devtools and logs).
 */
export const serviceKeys = {
  all: (connection: Connection) => ['service', connection.baseUrl] as const,
  list: <E extends Endpoint>(connection: Connection, endpoint: E) => [...serviceKeys.all(connection), endpoint] as const,
  page: <E extends Endpoint>(connection: Connection, endpoint: E, query: ListQuery<E>) =>
    [...serviceKeys.list(connection, endpoint), 'page', query] as const,
  history: <E extends Endpoint>(connection: Connection, endpoint: E, query: Omit<ListQuery<E>, 'page' | 'perPage'>) =>
    [...serviceKeys.list(connection, endpoint), 'history', query] as const,
}

export async function fetchListPage<E extends Endpoint>(
  connection: Connection,
  endpoint: E,
  query: ListQuery<E>,
  signal?: AbortSignal,
): Promise<FetchedPage<RecordOf<E>>> {
  const response = await getJson(connection, `/${endpoint}`, buildListQuery(endpoint, query), signal)
  // A body with no list in it (a maintenance notice, a proxy's JSON) is not an empty wound.
  if (!holdsList(response.body)) {
    throw new ApiError({ kind: 'invalid-body', status: 200, title: 'Unreadable response', message: 'The service answered without a list of records.' })
  }
  const parse = PARSERS[endpoint] as (raw: unknown) => RecordOf<E>
  const page = parseListPage(response.body, parse, { page: query.page ?? 1, perPage: query.perPage ?? 0 })
  return { ...page, issuedAt: response.issuedAt }
}

/** The list envelope's `data` array, or a bare array (parseListPage reads both). */
const holdsList = (body: unknown): boolean =>
  Array.isArray(body) || (typeof body === 'object' && body !== null && 'data' in body && Array.isArray(body.data))

export const listPageOptions = <E extends Endpoint>(connection: Connection, endpoint: E, query: ListQuery<E>) =>
  queryOptions({
    queryKey: serviceKeys.page(connection, endpoint, query),
    queryFn: ({ signal }) => fetchListPage(connection, endpoint, query, signal),
    // Paging keeps the previous rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  })

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
      streamFn: ({ signal }) =>
        loadWholeHistory({ connection, endpoint, query, signal, parseRecord: PARSERS[endpoint] as (raw: unknown) => RecordOf<E> }),
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
