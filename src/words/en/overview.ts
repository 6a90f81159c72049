import { DASH, formatDate, formatNumber, formatSigned } from '../../text/format'
import type { ResolvedBaseline } from '../../domain/healing/baseline'
import type { HealingMetrics } from '../../domain/healing/metrics'
import type { ReferenceFacts } from '../../domain/healing/references'
import type { TracingQuestion } from '../../domain/healing/tracing-errors'
import { MAX_GAP_DAYS, TRAJECTORY_DAYS, TRAJECTORY_TOLERANCE_DAYS } from '../../domain/healing/trajectory'
import { AREA_VARIABILITY_PERCENT } from '../../domain/healing/variability'
import { checkTime, type HealingReference } from './references'
import { AREA_VARIABILITY } from './sources'

/* "Is it healing?": the overview's toolbar, printed report, metrics and possible tracing errors. */

// The toolbar and the printed report's header.
export const printReportButton = 'Print report'
/** The area chart's line: the area a healing wound should be under at the check. */
export const referenceLineLabel = (thresholdPercent: number) => `${thresholdPercent}% reduction`
export const reportTitle = (woundId: number) => `Wound ${woundId}: healing report`

/** "5 Jan 2026 to 22 Sept 2026, 40 measurements · printed …". */
export function reportSpan(first: string | undefined, last: string | undefined, count: number, printedAt: Date): string {
  const span = first !== undefined && last !== undefined ? `${formatDate(first)} to ${formatDate(last)}, ` : ''
  return `${span}${count} measurements · printed ${printedAt.toLocaleString()}`
}

// The printed report's measurements and images.
export const printedMeasurements = 'Measurements'
export const latestImages = (date: string | undefined, id: number | null) => `Latest images (${formatDate(date)}, measurement ${id ?? ''})`

const IMAGE_KINDS = { original: 'original', outline: 'outline' } as const
export const printedImageAlt = (kind: keyof typeof IMAGE_KINDS, id: number | null) =>
  `${IMAGE_KINDS[kind]} image of measurement ${id ?? ''}`

// The baseline select.
export const baselineLabel = 'Baseline'
export const baselineOption = (date: string, first: boolean) => `${formatDate(date)}${first ? ' (first measurement)' : ''}`

/** Why the baseline in use is not the date the link asked for. */
export function baselineAdjustment({ adjustment, requested, date }: ResolvedBaseline): string | null {
  if (requested === null || date === null) return null
  if (adjustment === 'next-measurement')
    return `No area was measured on ${formatDate(requested)}: the baseline is the next measurement, ${formatDate(date)}.`
  if (adjustment === 'after-latest')
    return `Nothing was measured on or after ${formatDate(requested)}: the baseline is the first measurement, ${formatDate(date)}.`
  return null
}

// The metrics panel.
export const lessReliableThanArea = 'Less reliable than area:'
export const healingHeading = 'Is it healing?'
/** Around the error's title: a verdict over part of a history would read as a finding. */
export const noVerdictBefore = 'No verdict: the wound’s history could not be read in full ('
export const noVerdictAfter = '). Retry below, or open the lists.'
export const baselineArea = 'Baseline area'
export const latestArea = 'Latest area'
export const daysTracked = 'Days tracked'
export const areaChange = 'Change in area'
export const overallReduction = 'Area reduction (PAR), overall'
export const reductionAt = (reference: Pick<ReferenceFacts, 'check'> | null) => `Area reduction at ${checkTime(reference)}`
export const healingRate = 'Healing rate k = ln(A₀/Aₜ)/t'
export const marginAdvance = 'Margin advance (Gilman) ΔA/mean perimeter'
export const areaValue = (area: number) => `${formatNumber(area)} cm²`
export const signedAreaValue = (change: number) => `${formatSigned(change)} cm²`
export const percentValue = (percent: number) => `${formatNumber(percent, 1)}%`

/** "22 Sep 2026, not locked": the date of a figure and its measurement's lock state, where the service said it. */
export const dateAndLock = (point: { date: string; locked: boolean | null }) =>
  point.locked === null ? formatDate(point.date) : `${formatDate(point.date)}, ${point.locked ? 'locked' : 'not locked'}`

export function reductionAtCheck(metrics: HealingMetrics): string {
  return metrics.parAtCheck?.value == null
    ? `${DASH} (needs a measurement on day ${metrics.checkWindow.fromDay}–${metrics.checkWindow.toDay})`
    : `${formatNumber(metrics.parAtCheck.value, 1)}% on day ${metrics.parAtCheck.point.day}`
}

export const healingRateValue = (k: NonNullable<HealingMetrics['k']>) =>
  `${formatNumber(k.perDay, 4)} per day (${formatNumber(k.perWeek, 3)} per week)`
export const marginAdvanceValue = (gilman: NonNullable<HealingMetrics['gilman']>) => `${formatNumber(gilman.cmPerWeek, 3)} cm per week`
export const countedFromBaseline =
  'Days, reductions and rates are counted from the baseline; the measurements before it are left out of them.'
export const referenceInUse = (reference: HealingReference) =>
  `Reference in use: ${reference.label} — ${reference.source} (${reference.thresholdPercent}% at ${checkTime(reference)})`
export const variabilityDetails = `${AREA_VARIABILITY.label}: the smallest change counted as measurable`
export const trendWindowNote = `The current trend compares the latest measurement with the one nearest ${TRAJECTORY_DAYS} days before it (${TRAJECTORY_DAYS - TRAJECTORY_TOLERANCE_DAYS} to ${MAX_GAP_DAYS} days before). Measurements of one date count as one: the last measured that day. The closure estimate extrapolates that window for at most 12 months; its exponential model counts the wound as closed under 0.1 cm², a choice of this view, not a published figure.`

// Possible tracing errors.
export const tracingHeading = 'Possible tracing errors'
export const tracingHint = (count: number) =>
  `The area of ${count === 1 ? 'this measurement differs' : 'these measurements differ'} from both the measurement before and the one after by at least the measurement variability (${AREA_VARIABILITY_PERCENT}%), while those two agree with each other. It may be a tracing error (the edge, the camera angle, another wound) or a real change: the photos of the visit tell. Nothing is left out unless you choose to; the verdict then says so.`
export const tracingPoint = (id: number, date: string) => `Measurement ${id}, ${formatDate(date)}:`

/** "4.2 cm², larger than both 3.1 cm² (3 Mar 2026) and 3.0 cm² (17 Mar 2026)." */
export function tracingQuestion({ point, before, after, direction }: TracingQuestion): string {
  return `${formatNumber(point.area)} cm², ${direction === 'larger' ? 'larger' : 'smaller'} than both ${formatNumber(before.area)} cm² (${formatDate(before.date)}) and ${formatNumber(after.area)} cm² (${formatDate(after.date)}).`
}

export const leftOutByYou = 'left out by you, though it does not stand out from its neighbours.'
export const leaveOut = (measurementId: number) => `Leave measurement ${measurementId} out of the figures`
