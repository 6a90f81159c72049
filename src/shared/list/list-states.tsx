import type { ReactNode } from 'react'
import { ErrorAlert } from '../error-alert'
import { StatusMessage } from '../status-message'

type ListStatesProps = {
  status: 'pending' | 'error' | 'success'
  /** Set when the last request failed, even if older rows are still shown. */
  error: { title: string; message: string } | undefined
  onRetry: () => void
  errorActions?: ReactNode
  isEmpty: boolean
  loadingText: string
  emptyText: string
  children: ReactNode
}

/** The four states every list goes through: loading, failed, empty, and rows. */
export function ListStates({ status, error, onRetry, errorActions, isEmpty, loadingText, emptyText, children }: ListStatesProps) {
  return (
    <>
      {error ? (
        <ErrorAlert title={error.title} message={error.message} onRetry={onRetry}>
          {errorActions}
        </ErrorAlert>
      ) : null}
      {status === 'pending' ? <StatusMessage className="status-message loading">{loadingText}</StatusMessage> : null}
      {status === 'success' && isEmpty ? <StatusMessage>{emptyText}</StatusMessage> : null}
      {status === 'success' && !isEmpty ? children : null}
    </>
  )
}
