import { formatDate, formatNumber } from '../../text/format'
import type { CaseloadFacts } from '../../domain/caseload'
import { describeError } from '#words/errors'
import { daysAgo, latestArea, ROW_ERRORS } from '#words/caseload'

/* What a caseload row says, the same on screen and in the hand-over list. */

/** A row that could not be read: the service's own title for a 403 or 404, else the alert's title. */
export function rowError(error: Error): string {
  const { title, status } = describeError(error)
  return ROW_ERRORS[status] ?? title
}

/** "2.36 cm² on Sep 22, 2026", or undefined without an area. */
export const latestText = (facts: CaseloadFacts): string | undefined =>
  facts.latest ? latestArea(formatNumber(facts.latest.area), formatDate(facts.latest.date)) : undefined

/** "19 days ago", or undefined without a measurement. */
export const measuredText = (facts: CaseloadFacts): string | undefined =>
  facts.daysSinceMeasured === null ? undefined : daysAgo(facts.daysSinceMeasured)
