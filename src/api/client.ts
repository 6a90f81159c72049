import { REQUEST_TIMEOUT_MS, startDeadline } from './deadline'
import { abortedError, apiErrorFromResponse, invalidBodyError, isApiError, networkError, redirectError, timeoutError } from './errors'

export type Connection = {
  /** Service origin (and optional path prefix), without `/api/v1`. Empty means same origin. */
  baseUrl: string
  /** Sent as X-API-KEY; empty in a sign-in build, whose requests carry a token instead. */
  apiKey: string
  /**
   * A sign-in build: the current access token (renewed when it is about to expire), sent as
   * `Authorization: Bearer`; no X-API-KEY is sent then (the server adds the key). Rejects with an
   * ApiError when there is none to be had (the clinician is being sent to sign in again).
   */
  accessToken?: () => Promise<string>
  /**
   * Changes whenever the user saves the settings. Query keys carry it instead of the key (a
   * credential), so answers given to one key are never served to the next.
   */
  epoch?: number
}

type ServiceResponse = {
  body: unknown
  /** When the service issued the response (its Date header, on the service's clock), else when it arrived. */
  issuedAt: number
  /** When it arrived, on this device's clock: with issuedAt, the offset between the two clocks. */
  receivedAt: number
}

const API_PREFIX = '/api/v1'

export function endpointUrl(baseUrl: string, path: string, query: string): string {
  // An empty base (demo mode, a same-origin proxy) means this page's own origin.
  const base = baseUrl.replace(/\/+$/, '') || (typeof location === 'undefined' ? '' : location.origin)
  return `${base}${API_PREFIX}${path}${query ? `?${query}` : ''}`
}

/**
 * GETs one endpoint of the service. The key goes in X-API-KEY and nowhere else: the URL is built
 * from the configured base only, and a redirect is never followed (the browser would re-send the
 * key to wherever it points). The whole exchange, body included, must finish within `timeoutMs`.
 */
export async function getJson(
  connection: Connection,
  path: string,
  query: string,
  signal?: AbortSignal,
  timeoutMs: number = REQUEST_TIMEOUT_MS,
): Promise<ServiceResponse> {
  const deadline = startDeadline(timeoutMs, signal)
  let status = 0
  const failure = (cause: unknown) => {
    if (signal?.aborted) return abortedError(cause)
    if (deadline.expired) return timeoutError(timeoutMs, status, cause)
    return networkError(cause)
  }
  try {
    let response: Response
    try {
      response = await fetch(endpointUrl(connection.baseUrl, path, query), {
        method: 'GET',
        headers: await credentialHeaders(connection),
        credentials: 'omit',
        redirect: 'manual',
        signal: deadline.signal,
      })
    } catch (cause) {
      throw isApiError(cause) ? cause : failure(cause)
    }
    status = response.status
    if (isRedirect(response)) {
      void response.body?.cancel().catch(() => undefined)
      throw redirectError(response.status)
    }

    let text: string
    try {
      // Raced against the deadline: not every fetch stops reading a body when its signal aborts.
      text = await Promise.race([response.text(), deadline.aborted])
    } catch (cause) {
      throw failure(cause)
    }
    const body = parseJson(text)
    if (!response.ok) throw apiErrorFromResponse(response.status, response.statusText, body.ok ? body.value : undefined)
    if (!body.ok) throw invalidBodyError(response.status, body.error)

    const receivedAt = Date.now()
    const dateHeader = Date.parse(response.headers.get('Date') ?? '')
    return { body: body.value, issuedAt: Number.isNaN(dateHeader) ? receivedAt : dateHeader, receivedAt }
  } finally {
    deadline.dispose()
  }
}

/** One credential per request: the key, or in a sign-in build the clinician's access token (never both). */
async function credentialHeaders(connection: Connection): Promise<Record<string, string>> {
  if (connection.accessToken) return { Accept: 'application/json', Authorization: `Bearer ${await connection.accessToken()}` }
  return { Accept: 'application/json', 'X-API-KEY': connection.apiKey }
}

/**
 * With `redirect: 'manual'` a browser hands back an opaque redirect (status 0, Location hidden);
 * other fetch implementations hand back the 3xx itself.
 */
const isRedirect = (response: Response): boolean => response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: unknown } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch (error) {
    return { ok: false, error }
  }
}
