import { formatDate, formatNumber } from '../../text/format'
import type { CaseloadFacts } from '../../domain/caseload'
import { describeError } from '../../words/describe-error'
import type { Say } from '../../i18n/numbered'
import type { Translate } from '../../i18n/area'
import type { Messages } from '../../words/caseload/messages'

/* What a caseload row says, the same on screen and in the hand-over list. */

export type CaseloadTranslate = Translate<Messages>

/** A row that could not be read: the caseload's own words for a 403 or 404, else the alert's title. */
export function rowError(t: CaseloadTranslate, say: Say, error: Error): string {
  const { title, status } = describeError(say, error)
  return status === 403 ? t('accessDenied') : status === 404 ? t('woundNotFound') : title
}

/** "2.36 cm² on Sep 22, 2026", or undefined without an area. */
export const latestText = (t: CaseloadTranslate, facts: CaseloadFacts): string | undefined =>
  facts.latest ? t('latestArea', { area: formatNumber(facts.latest.area), date: formatDate(facts.latest.date) }) : undefined

/** "19 days ago", or undefined without a measurement. */
export const measuredText = (t: CaseloadTranslate, facts: CaseloadFacts): string | undefined =>
  facts.daysSinceMeasured === null ? undefined : t('daysAgo', { days: facts.daysSinceMeasured })

/** A reduction in words: positive percent is smaller (as the metrics count it). */
export function sizeChange(t: CaseloadTranslate, percent: number): string {
  const rounded = Math.round(percent)
  return t('sized', { direction: rounded === 0 ? 'none' : rounded > 0 ? 'smaller' : 'larger', percent: Math.abs(rounded) })
}
