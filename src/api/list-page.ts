import { getJson, type Connection } from './client'
import { invalidBodyError } from './errors'
import { buildListQuery, type Endpoint, type ListQuery } from './params'
import type { Assessment } from './schemas/assessment'
import { parseMeasurement, type Measurement } from './schemas/measurement'
import { parseListPage, type ListPage } from './schemas/page'
import { flagRepeatedIds } from './schemas/repeated-ids'

/** A page of a list, with the moment the service issued it (image URLs expire from then). */
export type FetchedPage<T> = ListPage<T> & { issuedAt: number; receivedAt: number }

export type RecordOf<E extends Endpoint> = E extends 'assessments' ? Assessment : Measurement
type Parser<E extends Endpoint> = (raw: unknown) => RecordOf<E>

/**
 * The record parser of each list. The assessment schema is the larger one and no first
 * measurement row needs it, so it loads with the first assessment request (in parallel with it),
 * and is asked for once: each dynamic import goes through the bundler's preload helper, which
 * resolves the chunk's dependencies' addresses again (a caseload's 70 requests: about 17 ms of the
 * main thread under profiling). A failed load (offline) is asked for again by the next request.
 */
let assessmentParser: Promise<Parser<'assessments'>> | undefined
const PARSERS: { [E in Endpoint]: () => Promise<Parser<E>> } = {
  measurements: () => Promise.resolve(parseMeasurement),
  assessments: () =>
    (assessmentParser ??= import('./schemas/assessment').then(
      (module) => module.parseAssessment,
      (error: unknown) => {
        assessmentParser = undefined
        throw error
      },
    )),
}

export async function fetchListPage<E extends Endpoint>(
  connection: Connection,
  endpoint: E,
  query: ListQuery<E>,
  signal?: AbortSignal,
): Promise<FetchedPage<RecordOf<E>>> {
  const loadParser: () => Promise<Parser<E>> = PARSERS[endpoint]
  const [response, parse] = await Promise.all([getJson(connection, `/${endpoint}`, buildListQuery(endpoint, query), signal), loadParser()])
  // A body that is not the spec's envelope (a maintenance notice, a proxy's JSON, a bare list) is
  // not an empty wound: a bare [] would read as "no history", and a bare list has no paging.
  if (!holdsList(response.body)) {
    throw invalidBodyError(200, undefined, Array.isArray(response.body) ? 'bare-list' : 'no-list')
  }
  const page = parseListPage(response.body, parse, { page: query.page ?? 1, perPage: query.perPage ?? 0 })
  return { ...page, records: flagRepeatedIds(page.records), issuedAt: response.issuedAt, receivedAt: response.receivedAt }
}

/** The spec's list envelope: an object whose `data` is an array (spec 2.3). */
const holdsList = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && 'data' in body && Array.isArray(body.data)
