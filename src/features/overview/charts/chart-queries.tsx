import type { UseQueryResult } from '@tanstack/react-query'
import { describeError } from '../../../words/describe-error'
import { useSay } from '../../../i18n/use-say'
import { firstRowWords } from '../../../words/first-rows'
import type { WholeHistory } from '../../../api/whole-history-queries'
import { ErrorAlert } from '../../../shared/error-alert'
import { formatNumber } from '../../../text/format'
import type { ChartsTranslate } from './use-charts-words'

/* How the overview's charts say where the two whole-history loads stand: empty, loading, failed. */

/** Loaded, and not one record: said at once (the charts may still be drawing what came before). */
export const isEmpty = (query: UseQueryResult<WholeHistory<unknown>>) => query.isSuccess && !query.isFetching && query.data.records === 0

export const progressClass = (query: UseQueryResult) => (query.isFetching ? 'status-message loading' : 'status-message')

/**
 * What the charts say while a list streams in, page by page: "Loaded 3 of 6 pages of
 * measurements". Empty when there is nothing to say (not loading, nothing loaded).
 */
export function progressText(
  t: ChartsTranslate,
  progress: { loadedPages: number; totalPages: number | undefined; records: number } | undefined,
  fetching: boolean,
  noun: 'measurement' | 'assessment',
): string {
  const { loadedPages = 0, totalPages, records = 0 } = progress ?? {}
  if (totalPages === undefined) return fetching ? t('loading', { noun }) : ''
  if (fetching) {
    return loadedPages < totalPages
      ? t('loadedPages', { loaded: formatNumber(loadedPages, 0), total: totalPages, shownTotal: formatNumber(totalPages, 0), noun })
      : t('updating', { noun })
  }
  // What arrived, not the total the service announced (which may be wrong). Nothing at all is
  // said by the empty state instead.
  return records === 0 ? '' : t('loaded', { count: records, shown: formatNumber(records, 0), noun })
}

/**
 * The lists that failed, in the service's own words, each with Retry (which loads that whole list
 * again). Both lists usually fail for one reason (a revoked key, a forbidden wound): said once.
 */
export function QueryErrors({ queries }: { queries: readonly UseQueryResult[] }) {
  const say = useSay(firstRowWords)
  const failures = new Map<string, { title: string; message: string; retries: (() => unknown)[] }>()
  for (const query of queries) {
    if (!query.error) continue
    const { title, message } = describeError(say, query.error)
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
