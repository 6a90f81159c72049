import { getJson, type Connection } from './client'
import { ApiError } from './errors'
import { buildListQuery, type Endpoint, type ListQuery } from './params'
import { parseAssessment, parseListPage, parseMeasurement, type Assessment, type ListPage, type Measurement } from './schemas'

/** A page of a list, with the moment the service issued it (image URLs expire from then). */
export type FetchedPage<T> = ListPage<T> & { issuedAt: number; receivedAt: number }

export const PARSERS = { assessments: parseAssessment, measurements: parseMeasurement } as const
export type RecordOf<E extends Endpoint> = E extends 'assessments' ? Assessment : Measurement

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
  return { ...page, issuedAt: response.issuedAt, receivedAt: response.receivedAt }
}

/** The list envelope's `data` array, or a bare array (parseListPage reads both). */
const holdsList = (body: unknown): boolean =>
  Array.isArray(body) || (typeof body === 'object' && body !== null && 'data' in body && Array.isArray(body.data))

