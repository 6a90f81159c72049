import type { UseQueryResult } from '@tanstack/react-query'
import { describeError } from '#words/errors'
import type { WholeHistory } from '../../../api/history-queries'
import { ErrorAlert } from '../../../shared/error-alert'

/* How the overview's charts say where the two whole-history loads stand: empty, loading, failed. */

/** Loaded, and not one record: said at once (the charts may still be drawing what came before). */
export const isEmpty = (query: UseQueryResult<WholeHistory<unknown>>) => query.isSuccess && !query.isFetching && query.data.records === 0

export const progressClass = (query: UseQueryResult) => (query.isFetching ? 'status-message loading' : 'status-message')

/**
 * The lists that failed, in the service's own words, each with Retry (which loads that whole list
 * again). Both lists usually fail for one reason (a revoked key, a forbidden wound): said once.
 */
export function QueryErrors({ queries }: { queries: readonly UseQueryResult[] }) {
  const failures = new Map<string, { title: string; message: string; retries: (() => unknown)[] }>()
  for (const query of queries) {
    if (!query.error) continue
    const { title, message } = describeError(query.error)
    const key = `${title}\n${message}`
    const failure = failures.get(key) ?? { title, message, retries: [] }
    failure.retries.push(query.refetch)
    failures.set(key, failure)
  }
  return [...failures.entries()].map(([key, { title, message, retries }]) => (
    <ErrorAlert
      key={key}
      title={title}
      message={message}
      onRetry={() => {
        for (const retry of retries) void retry()
      }}
    />
  ))
}
