import { abortedError, apiErrorFromResponse, invalidBodyError, networkError } from './errors'

export type Connection = {
  /** Service origin (and optional path prefix), without `/api/v1`. Empty means same origin. */
  baseUrl: string
  apiKey: string
  /**
   * Changes whenever the user saves the settings. Query keys carry it instead of the key (a
   * credential), so answers given to one key are never served to the next.
   */
  epoch?: number
}

export type ServiceResponse = {
  body: unknown
  /** When the service issued the response (its Date header, on the service's clock), else when it arrived. */
  issuedAt: number
  /** When it arrived, on this device's clock: with issuedAt, the offset between the two clocks. */
  receivedAt: number
}

export const API_PREFIX = '/api/v1'

export function endpointUrl(baseUrl: string, path: string, query: string): string {
  // An empty base (demo mode, a same-origin proxy) means this page's own origin.
  const base = baseUrl.replace(/\/+$/, '') || (typeof location === 'undefined' ? '' : location.origin)
  return `${base}${API_PREFIX}${path}${query ? `?${query}` : ''}`
}

/**
 * GETs one endpoint of the service. The key goes in X-API-KEY and nowhere else; the URL is built
 * from the configured base only, so the key can never be sent to another host.
 */
export async function getJson(
  connection: Connection,
  path: string,
  query: string,
  signal?: AbortSignal,
): Promise<ServiceResponse> {
  let response: Response
  try {
    response = await fetch(endpointUrl(connection.baseUrl, path, query), {
      method: 'GET',
      headers: { Accept: 'application/json', 'X-API-KEY': connection.apiKey },
      credentials: 'omit',
      ...(signal ? { signal } : {}),
    })
  } catch (cause) {
    if (signal?.aborted) throw abortedError(cause)
    throw networkError(cause)
  }

  const text = await readText(response, signal)
  const body = parseJson(text)
  if (!response.ok) throw apiErrorFromResponse(response.status, response.statusText, body.ok ? body.value : undefined)
  if (!body.ok) throw invalidBodyError(response.status, body.error)

  const receivedAt = Date.now()
  const dateHeader = Date.parse(response.headers.get('Date') ?? '')
  return { body: body.value, issuedAt: Number.isNaN(dateHeader) ? receivedAt : dateHeader, receivedAt }
}

async function readText(response: Response, signal: AbortSignal | undefined): Promise<string> {
  try {
    return await response.text()
  } catch (cause) {
    if (signal?.aborted) throw abortedError(cause)
    throw networkError(cause)
  }
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: unknown } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch (error) {
    return { ok: false, error }
  }
}
