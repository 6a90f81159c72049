import type { ReactNode } from 'react'
import { useSay } from '../i18n/use-say'
import { firstRowWords } from '../words/first-rows'
import * as w from '../words/first-rows/messages'
import { DETAIL_PREVIEW_CHARS, LongText } from './long-text'

type ErrorAlertProps = {
  title: string
  message: string
  onRetry?: (() => void) | undefined
  /** Further actions next to Retry (e.g. re-entering an API key). */
  children?: ReactNode
}

/** A failure the user should know about now: role alert with the service's own words. */
export function ErrorAlert({ title, message, onRetry, children }: ErrorAlertProps) {
  const t = useSay(firstRowWords)
  return (
    <div className="error-panel">
      <div role="alert" className="error-alert">
        <strong>
          <LongText text={title} />
        </strong>
        {message && message !== title ? (
          <span>
            : <LongText text={message} preview={DETAIL_PREVIEW_CHARS} />
          </span>
        ) : null}
      </div>
      {onRetry || children ? (
        <div className="error-actions">
          {onRetry ? (
            <button type="button" onClick={onRetry}>
              {t(w.retry)}
            </button>
          ) : null}
          {children}
        </div>
      ) : null}
    </div>
  )
}
