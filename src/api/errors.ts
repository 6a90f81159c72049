import { parseErrorBody } from './schemas/error'

type ApiErrorKind = 'http' | 'network' | 'invalid-body' | 'aborted' | 'redirect' | 'timeout'

/** The one error type every failed service call becomes. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  /** HTTP status; 0 when no response arrived. */
  readonly status: number
  /** error_code as the service sent it, normalised to a number when it is a string of digits. */
  readonly code: number | string | undefined
  /** The service's short title ("Invalid API token"), or ours when it sent none. */
  readonly title: string

  constructor(init: {
    kind: ApiErrorKind
    status: number
    title: string
    message: string
    code?: number | string | undefined
    cause?: unknown
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause })
    this.kind = init.kind
    this.status = init.status
    this.code = init.code
    this.title = init.title
  }

  /**
   * Worth trying again: the network, a timeout, or the service's own failure (5xx). Never 4xx,
   * never a redirect (the service would answer the same way again).
   */
  get isTransient(): boolean {
    return this.kind === 'network' || this.kind === 'timeout' || (this.kind === 'http' && this.status >= 500)
  }
}

/** The service's own error titles for each status, used when a body carries none. */
const STATUS_TITLES: Record<number, string> = {
  401: 'Invalid API token',
  403: 'Access denied',
  404: 'Wound Not Found',
  422: 'Bad Request',
}

export function apiErrorFromResponse(status: number, statusText: string, body: unknown): ApiError {
  const fields = parseErrorBody(body)
  const title = fields.title ?? STATUS_TITLES[status] ?? (status >= 500 ? 'Service error' : `HTTP ${status}`)
  const message = fields.message ?? (statusText ? `The service answered ${status} ${statusText}.` : `The service answered ${status}.`)
  return new ApiError({ kind: 'http', status, title, message, code: fields.code })
}

export function networkError(cause: unknown): ApiError {
  return new ApiError({
    kind: 'network',
    status: 0,
    title: 'Service unreachable',
    message: 'The service could not be reached. Check the connection and the API base URL.',
    cause,
  })
}

/**
 * The service answered with a redirect. The viewer never follows one: the browser would send the
 * API key on to the new address before the app could see where that is (a cross-origin Location
 * is hidden from it), and even a same-origin one may leave the base URL's path.
 * `status` is 0 when the browser hides the redirect (an opaque redirect).
 */
export function redirectError(status: number): ApiError {
  return new ApiError({
    kind: 'redirect',
    status,
    title: 'Service redirected the request',
    message:
      'The service answered with a redirect to another address. Redirects are not followed, so that the API key goes only to the API base URL: enter the address the service answers at (scheme, host and path) in Connection settings.',
  })
}

export function timeoutError(timeoutMs: number, status: number, cause: unknown): ApiError {
  const seconds = Math.round(timeoutMs / 1000)
  return new ApiError({
    kind: 'timeout',
    status,
    title: 'Service timed out',
    message: `The service did not answer completely within ${seconds >= 1 ? `${seconds} seconds` : `${timeoutMs} ms`}. The network may be slow or the service busy: try again.`,
    cause,
  })
}

export function invalidBodyError(status: number, cause: unknown): ApiError {
  return new ApiError({
    kind: 'invalid-body',
    status,
    title: 'Unreadable response',
    message: `The service answered ${status} with a body that is not JSON.`,
    cause,
  })
}

export function abortedError(cause: unknown): ApiError {
  return new ApiError({ kind: 'aborted', status: 0, title: 'Cancelled', message: 'The request was cancelled.', cause })
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError

/** Title and sentence for any failure, for the error alert. */
export function describeError(error: unknown): { title: string; message: string; status: number } {
  if (isApiError(error)) return { title: error.title, message: error.message, status: error.status }
  return { title: 'Something went wrong', message: error instanceof Error ? error.message : String(error), status: 0 }
}
