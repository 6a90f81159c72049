import { isApiError, type ApiError } from '../../api/errors'

/* A failure in words: the title and sentence of the error alert (src/api/errors.ts holds the facts). */

/** The service's own error titles for each status (spec 7), used when its body carries none. */
const STATUS_TITLES: Record<number, string> = {
  401: 'Invalid API token',
  403: 'Access denied',
  404: 'Wound Not Found',
  422: 'Bad Request',
}

function titleOf(error: ApiError): string {
  switch (error.kind) {
    case 'http':
      if (error.reason === 'no-session') return 'Sign-in required'
      return error.sentTitle ?? STATUS_TITLES[error.status] ?? (error.status >= 500 ? 'Service error' : `HTTP ${error.status}`)
    case 'network':
      return 'Service unreachable'
    case 'redirect':
      return 'Service redirected the request'
    case 'timeout':
      return 'Service timed out'
    case 'invalid-body':
      return 'Unreadable response'
    case 'aborted':
      return 'Cancelled'
  }
}

function messageOf(error: ApiError): string {
  const { status } = error
  switch (error.kind) {
    case 'http':
      if (error.reason === 'no-session') return 'Sign in to see wound data.'
      return (
        error.sentMessage ?? (error.statusText ? `The service answered ${status} ${error.statusText}.` : `The service answered ${status}.`)
      )
    case 'network':
      return 'The service could not be reached. Check the connection and the API base URL.'
    case 'redirect':
      return 'The service answered with a redirect to another address. Redirects are not followed, so that the API key goes only to the API base URL: enter the address the service answers at (scheme, host and path) in Connection settings.'
    case 'timeout': {
      const timeoutMs = error.timeoutMs ?? 0
      const seconds = Math.round(timeoutMs / 1000)
      return `The service did not answer completely within ${seconds >= 1 ? `${seconds} seconds` : `${timeoutMs} ms`}. The network may be slow or the service busy: try again.`
    }
    case 'invalid-body':
      if (error.reason === 'bare-list')
        return 'The service answered with a bare list instead of its {data, metadata} envelope: what it holds, and whether more pages follow, cannot be told.'
      if (error.reason === 'no-list') return 'The service answered without a list of records.'
      return `The service answered ${status} with a body that is not JSON.`
    case 'aborted':
      return 'The request was cancelled.'
  }
}

/** Title and sentence for any failure, for the error alert. */
export function describeError(error: unknown): { title: string; message: string; status: number } {
  if (isApiError(error)) return { title: titleOf(error), message: messageOf(error), status: error.status }
  return { title: 'Something went wrong', message: error instanceof Error ? error.message : String(error), status: 0 }
}
