import { formatDate, formatNumber } from '../../text/format'
import { formatSigned } from '../../text/format-measure'
import type { AreaChange } from '../../domain/healing/summary-figures'
import type { VerdictTranslate } from '../../whole-history/use-verdict-words'

/* What the summary above every tab says of the latest size's change and of what the history holds. */

/** "−1.2 cm² (−11%) since the baseline, 3 Mar 2026": against the previous measurement, the first or the baseline. */
export function areaChangeText(t: VerdictTranslate, change: AreaChange, since: 'previous' | 'first' | 'baseline'): string {
  const values = { change: formatSigned(change.change), since, date: formatDate(change.fromDate) }
  return change.percent === null ? t('areaChange', values) : t('areaChangePercent', { ...values, percent: formatSigned(change.percent, 0) })
}

type RecordSpan = { count: number; first: string | undefined; last: string | undefined }
type List = 'measurements' | 'assessments'

/** "Measured 40 times, Jan 5, 2026 – Sep 22, 2026"; "Assessed once, …"; "Never assessed". */
function spanText(t: VerdictTranslate, list: List, span: RecordSpan): string {
  if (span.count === 0) return t('never', { list })
  const counted = { list, count: span.count, shown: formatNumber(span.count, 0) }
  if (!span.first || !span.last) return t('counted', counted)
  return span.first === span.last
    ? t('countedOn', { ...counted, date: formatDate(span.first) })
    : t('countedBetween', { ...counted, from: formatDate(span.first), to: formatDate(span.last) })
}

/**
 * What a history holds, once it is known: nothing while its first page is on the way, and never
 * "Never measured" for a history that could not be read (that would read as an empty wound).
 */
export function historyCounts(t: VerdictTranslate, list: List, span: RecordSpan, read: { failed: boolean; loaded: boolean }): string {
  if (read.failed) return span.count > 0 ? t('incomplete', { counts: spanText(t, list, span) }) : t('unreadable', { list })
  return read.loaded ? spanText(t, list, span) : ''
}

/** While pages arrive: how many of the measurement history's pages are in. */
export function readingHistory(t: VerdictTranslate, progress: { loadedPages: number; totalPages: number | undefined } | undefined): string {
  if (progress?.totalPages === undefined) return t('readingHistory')
  return t('readingPages', {
    loaded: formatNumber(progress.loadedPages, 0),
    total: progress.totalPages,
    shownTotal: formatNumber(progress.totalPages, 0),
  })
}
