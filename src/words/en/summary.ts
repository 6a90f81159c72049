import { formatDate, formatNumber, formatSigned } from '../../text/format'
import type { AreaChange } from '../../domain/healing/summary-figures'

/* The summary above every tab: the latest size, how it changed, what the history holds. */

export const summaryOf = (woundId: number) => `Summary of wound ${woundId}`

// The latest size.
export const latestAreaValue = (area: number) => `${formatNumber(area)} cm²`
export const latestOn = (date: string) => ` on ${formatDate(date)}`
/** How far to trust the figure: a measurement not locked may still be changed at the service. */
export const latestLock = (locked: boolean) => ` · ${locked ? 'locked' : 'not locked'}`
export const nothingMeasured = 'Nothing measured yet.'
export const noUsableArea = 'No measurement has both an area and a usable date.'

/** "−1.2 cm² (−11%) since the baseline, 3 Mar 2026": against the previous measurement, the first or the baseline. */
export function areaChangeText(change: AreaChange, since: 'previous' | 'first' | 'baseline'): string {
  const percent = change.percent === null ? '' : ` (${formatSigned(change.percent, 0)}%)`
  const words = since === 'previous' ? 'since' : since === 'first' ? 'since the first measurement,' : 'since the baseline,'
  return `${formatSigned(change.change)} cm²${percent} ${words} ${formatDate(change.fromDate)}`
}

// The trend and what the history holds.
export const areaTrend = 'Area trend'
export const areaTrendRange = (first: number | undefined, latest: number) =>
  `Area trend: ${formatNumber(first)} to ${formatNumber(latest)} cm²`

type RecordSpan = { count: number; first: string | undefined; last: string | undefined }

/**
 * What a history holds, once it is known: nothing while its first page is on the way, and never
 * "Never measured" for a history that could not be read (that would read as an empty wound).
 */
export function historyCounts(list: 'measurements' | 'assessments', span: RecordSpan, read: { failed: boolean; loaded: boolean }): string {
  const verb = list === 'measurements' ? 'Measured' : 'Assessed'
  const name = list === 'measurements' ? 'Measurements' : 'Assessments'
  if (read.failed) return span.count > 0 ? `${spanText(span, verb)} (incomplete)` : `${name} could not be read`
  return read.loaded ? spanText(span, verb) : ''
}

/** "Measured 40 times, Jan 5, 2026 – Sep 22, 2026"; "Assessed once, …"; "Never assessed". */
function spanText(span: RecordSpan, verb: string): string {
  if (span.count === 0) return `Never ${verb.toLowerCase()}`
  const times = span.count === 1 ? 'once' : `${formatNumber(span.count, 0)} times`
  const range =
    span.first && span.last
      ? span.first === span.last
        ? `, ${formatDate(span.first)}`
        : `, ${formatDate(span.first)} – ${formatDate(span.last)}`
      : ''
  return `${verb} ${times}${range}`
}

/** While pages arrive: how many of the measurement history's pages are in. */
export function readingHistory(progress: { loadedPages: number; totalPages: number | undefined } | undefined): string {
  if (progress?.totalPages === undefined) return 'Reading the wound’s history…'
  return `Reading the wound’s history: ${formatNumber(progress.loadedPages, 0)} of ${formatNumber(progress.totalPages, 0)} pages`
}

export const historyUnavailable = (title: string) => `History unavailable: ${title}`
