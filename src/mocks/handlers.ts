import { http, type RequestHandler } from 'msw'
import type { Endpoint } from '../api/params'
import { IMAGE_KINDS, type ImageKind } from '../api/schemas/measurement'
import { findMeasurement, lookupWound, type WireAssessment, type WireMeasurement, type WoundHistory, type WoundLookup } from './data'
import { renderImage } from './images'
import { pageMetadata, selectPage, type FieldReader } from './listing'
import { presentAssessment, presentMeasurement, signerFor, type Signer } from './present'
import { parseListRequest, type ListRequest } from './query'
import { errorResponse, imageDenied, jsonResponse, preflightResponse, svgResponse } from './responses'
import { checkImageToken } from './signing'

export { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './query'
export { IMAGE_URL_TTL_MS } from './signing'

export const DEMO_API_KEY = 'demo-key'
export const TEST_API_KEY = 'test-key'

export type HandlerOptions = {
  /** Keys the service accepts; default: the demo key and the test key. */
  apiKeys?: readonly string[]
  /** The service's clock, for Date headers and URL signing. Default: Date.now, read at each call so fake timers apply. */
  now?: () => number
  /**
   * Answer only requests to this origin (e.g. `http://127.0.0.1:5173`). The demo worker in the
   * browser passes the page's own origin, where demo mode talks to it: a request to a real service
   * elsewhere is then never answered by demo data, and passes through. Default: any origin.
   */
  origin?: string
  /**
   * Wounds the service holds besides the demo ones, by id (the benchmark's generated histories of
   * thousands of records). Looked up before the demo wounds.
   */
  extraWounds?: ReadonlyMap<number, WoundHistory>
}

type Lookup = (woundId: number) => WoundLookup

function list(endpoint: Endpoint, request: Request, keys: ReadonlySet<string>, now: number, lookup: Lookup): Response {
  /*
   * Order of checks, our decision (the spec gives none): 1. the API key (401); 2. wound_id present
   * and a positive integer, 3. every other parameter (both 422, all problems reported together);
   * 4. the wound exists (404); 5. the key may read it (403). Nothing about a wound is looked up
   * until the request is known to be well-formed, as a validating framework would do.
   */
  const apiKey = request.headers.get('X-API-KEY')
  if (apiKey === null || !keys.has(apiKey)) return errorResponse(401, now)

  const url = new URL(request.url)
  const parsed = parseListRequest(endpoint, url.searchParams)
  if (!parsed.ok) return errorResponse(422, now, parsed.errors)
  const query = parsed.request

  const wound = lookup(query.woundId)
  if (wound.status === 'missing') return errorResponse(404, now)
  if (wound.status === 'forbidden') return errorResponse(403, now)

  const body =
    endpoint === 'measurements'
      ? listBody(measurementRows(wound.history, query.fields, signerFor(url.origin, now)), query, url)
      : listBody(assessmentRows(wound.history, query.fields), query, url)
  return jsonResponse(body, 200, now)
}

const fieldOf = (record: Readonly<Record<string, unknown>>, key: string): unknown => record[key]

type Rows<T> = { records: readonly T[]; read: FieldReader<T>; present: (record: T) => Record<string, unknown> }

function listBody<T extends Readonly<Record<string, unknown>> & { id: number }>(rows: Rows<T>, query: ListRequest, url: URL) {
  const slice = selectPage(rows.records, query, rows.read)
  return { data: slice.rows.map(rows.present), metadata: pageMetadata(url, query, slice) }
}

function measurementRows(history: WoundHistory, fields: readonly string[] | undefined, sign: Signer): Rows<WireMeasurement> {
  return {
    records: history.measurements,
    read: (record, key) => (key === 'updated_at' ? history.updatedAt.get(record.id) : fieldOf(record, key)),
    present: (record) => presentMeasurement(record, fields, sign),
  }
}

function assessmentRows(history: WoundHistory, fields: readonly string[] | undefined): Rows<WireAssessment> {
  return { records: history.assessments, read: fieldOf, present: (record) => presentAssessment(record, fields) }
}

const isImageKind = (value: string): value is ImageKind => (IMAGE_KINDS as readonly string[]).includes(value)

/** Signed URLs are the credential for images: no API key, as with cloud storage. */
function image(request: Request, measurementId: string, file: string, now: number, lookup: Lookup): Response {
  const url = new URL(request.url)
  const check = checkImageToken(url.pathname.replace(/^.*(?=\/demo-images\/)/, ''), url.searchParams.get('token'), now)
  if (check === 'expired') return imageDenied('Request has expired')
  if (check === 'invalid') return imageDenied('The request signature we calculated does not match the signature you provided.')

  const kind = /^(\w+)\.svg$/.exec(file)?.[1] ?? ''
  const measurement = /^\d+$/.test(measurementId) ? findMeasurement(Number(measurementId), lookup) : undefined
  if (!measurement || !isImageKind(kind) || measurement.images?.[kind] === undefined) {
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  }
  return svgResponse(renderImage(kind, measurement), now)
}

/** The demo service: the same handlers serve demo mode, component tests and the e2e HTTP server. */
export function createHandlers(options: HandlerOptions = {}): RequestHandler[] {
  const keys: ReadonlySet<string> = new Set(options.apiKeys ?? [DEMO_API_KEY, TEST_API_KEY])
  const now = options.now ?? (() => Date.now())
  const at = options.origin ?? '*'
  const extra = options.extraWounds
  const lookup: Lookup = (woundId) => {
    const history = extra?.get(woundId)
    return history ? { status: 'found', history } : lookupWound(woundId)
  }
  return [
    http.get(`${at}/api/v1/assessments`, ({ request }) => list('assessments', request, keys, now(), lookup)),
    http.get(`${at}/api/v1/measurements`, ({ request }) => list('measurements', request, keys, now(), lookup)),
    http.options(`${at}/api/v1/:endpoint`, () => preflightResponse()),
    http.get(`${at}/demo-images/:measurementId/:file`, ({ request, params }) =>
      image(request, String(params.measurementId), String(params.file), now(), lookup),
    ),
  ]
}
