import { parseErrorBody } from './schemas/error'

type ApiErrorKind = 'http' | 'network' | 'invalid-body' | 'aborted' | 'redirect' | 'timeout'

/**
 * What else is known of a failure: an answer that is not the list envelope (`bare-list`: a JSON
 * array; `no-list`: anything else), or a 401 of the app's own (`no-session`: a sign-in build asked
 * before anyone signed in).
 */
type ApiErrorReason = 'bare-list' | 'no-list' | 'no-session'

/**
 * The one error type every failed service call becomes. It holds facts (kind, status, code, the
 * service's own words as sent); src/words says them (errors.ts, describeError).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  /** HTTP status; 0 when no response arrived. */
  readonly status: number
  /** The HTTP status text ("Not Found"); empty when the response had none. */
  readonly statusText: string
  /** error_code as the service sent it, normalised to a number when it is a string of digits. */
  readonly code: number | string | undefined
  /** The service's own short title ("Invalid API token") and sentence, as sent; absent when its body had none. */
  readonly sentTitle: string | undefined
  readonly sentMessage: string | undefined
  /** How long the whole exchange was allowed (kind timeout), in ms. */
  readonly timeoutMs: number | undefined
  readonly reason: ApiErrorReason | undefined

  constructor(init: {
    kind: ApiErrorKind
    status: number
    statusText?: string | undefined
    code?: number | string | undefined
    sentTitle?: string | undefined
    sentMessage?: string | undefined
    timeoutMs?: number | undefined
    reason?: ApiErrorReason | undefined
    cause?: unknown
  }) {
    // For developers (the console, a stack trace): the screen says it with describeError.
    super(
      init.sentMessage ?? `${init.kind} ${init.status}${init.reason ? ` ${init.reason}` : ''}`,
      init.cause === undefined ? undefined : { cause: init.cause },
    )
    this.kind = init.kind
    this.status = init.status
    this.statusText = init.statusText ?? ''
    this.code = init.code
    this.sentTitle = init.sentTitle
    this.sentMessage = init.sentMessage
    this.timeoutMs = init.timeoutMs
    this.reason = init.reason
  }

  /**
   * Worth trying again: the network, a timeout, or the service's own failure (5xx). Never 4xx,
   * never a redirect (the service would answer the same way again).
   */
  get isTransient(): boolean {
    return this.kind === 'network' || this.kind === 'timeout' || (this.kind === 'http' && this.status >= 500)
  }
}

export function apiErrorFromResponse(status: number, statusText: string, body: unknown): ApiError {
  const fields = parseErrorBody(body)
  return new ApiError({ kind: 'http', status, statusText, code: fields.code, sentTitle: fields.title, sentMessage: fields.message })
}

export const networkError = (cause: unknown): ApiError => new ApiError({ kind: 'network', status: 0, cause })

/**
 * The service answered with a redirect. The viewer never follows one: the browser would send the
 * API key on to the new address before the app could see where that is (a cross-origin Location
 * is hidden from it), and even a same-origin one may leave the base URL's path.
 * `status` is 0 when the browser hides the redirect (an opaque redirect).
 */
export const redirectError = (status: number): ApiError => new ApiError({ kind: 'redirect', status })

export const timeoutError = (timeoutMs: number, status: number, cause: unknown): ApiError =>
  new ApiError({ kind: 'timeout', status, timeoutMs, cause })

/** A body that is not JSON (`reason` unset), or JSON that is not the list envelope. */
export const invalidBodyError = (status: number, cause: unknown, reason?: ApiErrorReason): ApiError =>
  new ApiError({ kind: 'invalid-body', status, reason, cause })

export const abortedError = (cause: unknown): ApiError => new ApiError({ kind: 'aborted', status: 0, cause })

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError
