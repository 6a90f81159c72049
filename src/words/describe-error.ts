import { isApiError, type ApiError } from '../api/errors'
import type { MessageId, Say } from '../i18n/numbered'
import * as w from './first-rows/messages'

/*
 * A failure in words, the error alert's title and sentence, in the language of `t` (the first rows'
 * catalog, src/words/first-rows): src/api/errors.ts holds the facts, this chooses their message.
 * What the service said of itself (its title and message) is shown as sent.
 */

/** The service's own error titles for each status (spec 7), used when its body carries none. */
const STATUS_TITLES: Readonly<Record<number, MessageId<undefined>>> = {
  401: w.errorInvalidToken,
  403: w.errorAccessDenied,
  404: w.errorWoundNotFound,
  422: w.errorBadRequest,
}

function titleOf(t: Say, error: ApiError): string {
  switch (error.kind) {
    case 'http': {
      if (error.reason === 'no-session') return t(w.errorSignInRequired)
      if (error.sentTitle !== undefined) return error.sentTitle
      const known = STATUS_TITLES[error.status]
      if (known !== undefined) return t(known)
      return error.status >= 500 ? t(w.errorServiceError) : t(w.errorHttp, { status: error.status })
    }
    case 'network':
      return t(w.errorUnreachable)
    case 'redirect':
      return t(w.errorRedirected)
    case 'timeout':
      return t(w.errorTimedOut)
    case 'invalid-body':
      return t(w.errorUnreadable)
    case 'aborted':
      return t(w.errorCancelled)
  }
}

function messageOf(t: Say, error: ApiError): string {
  const { status } = error
  switch (error.kind) {
    case 'http':
      if (error.reason === 'no-session') return t(w.errorSignInToSee)
      if (error.sentMessage !== undefined) return error.sentMessage
      return error.statusText ? t(w.errorAnsweredStatusText, { status, statusText: error.statusText }) : t(w.errorAnswered, { status })
    case 'network':
      return t(w.errorCouldNotReach)
    case 'redirect':
      return t(w.errorRedirectExplained)
    case 'timeout': {
      const ms = error.timeoutMs ?? 0
      const seconds = Math.round(ms / 1000)
      return seconds >= 1 ? t(w.errorTimeoutSeconds, { seconds }) : t(w.errorTimeoutMs, { ms })
    }
    case 'invalid-body':
      if (error.reason === 'bare-list') return t(w.errorBareList)
      if (error.reason === 'no-list') return t(w.errorNoList)
      return t(w.errorNotJson, { status })
    case 'aborted':
      return t(w.errorRequestCancelled)
  }
}

/** Title and sentence for any failure, for the error alert, in the language of `t`. */
export function describeError(t: Say, error: unknown): { title: string; message: string; status: number } {
  if (isApiError(error)) return { title: titleOf(t, error), message: messageOf(t, error), status: error.status }
  return { title: t(w.errorSomethingWrong), message: error instanceof Error ? error.message : String(error), status: 0 }
}
