import { daysText } from './days'
import { formatDate, formatNumber, pluralise } from '../../text/format'
import { CLOSED_AREA, type ClosureEstimate, type ClosureProjection } from '../../domain/healing/projection'
import { percentText } from './references'
import {
  CLOSURE_CONFIRM_DAYS,
  MAX_GAP_DAYS,
  TRAJECTORY_DAYS,
  TRAJECTORY_TOLERANCE_DAYS,
  type CurrentTrajectory,
  type NoWindowReason,
  type TrajectoryWindow,
} from '../../domain/healing/trajectory'
import type { InfectionFlag } from '../../domain/healing/signs'
import { SIGNS_IN_A_LINE, infectionText } from './signs'
import { addDays } from '../../text/calendar-date'

/*
 * The current trajectory, its flags and the closure estimate in plain words. Pure, so the one-line
 * summary can be shown anywhere (a summary above every tab, a printed report) and tested as text.
 */

const cm2 = (area: number) => formatNumber(area, 2, true)
/** "16 weeks" for a stretch of weeks, whole weeks counted (a flat stretch is at least three). */
const weeksText = (days: number) => (days < 14 ? pluralise(days, 'day') : pluralise(Math.floor(days / 7), 'week'))
const fromTo = (window: TrajectoryWindow) => `${cm2(window.from.area)} → ${cm2(window.to.area)} cm²`
const nearest = `${TRAJECTORY_DAYS - TRAJECTORY_TOLERANCE_DAYS} to ${MAX_GAP_DAYS} days`

/** The percentage changed over the window, never rounded onto the variability threshold. */
const changeText = (trajectory: CurrentTrajectory, window: TrajectoryWindow) =>
  percentText(Math.abs(window.percent ?? 0), trajectory.variabilityPercent)

/** The trajectory as a clause of the one-line summary, lower case: "no measurable reduction since …". */
export function trajectoryPhrase(trajectory: CurrentTrajectory): string {
  const { window, flat, latest } = trajectory
  switch (trajectory.status) {
    case 'closed':
      return `closed: 0 cm² since ${formatDate(trajectory.closure?.first.date)}, confirmed on ${formatDate(latest?.date)}`
    case 'closed-unconfirmed':
      return `0 cm² on ${formatDate(latest?.date)}: closure not yet confirmed`
    case 'none':
      return `no current 4-week trend: ${shortReason(trajectory.noWindow)}`
    case 'plateau':
      if (flat)
        return `no measurable reduction since ${formatDate(flat.from.date)}: ${cm2(flat.from.area)} → ${cm2(flat.to.area)} cm², ${weeksText(flat.days)}`
      break
    case 'reducing':
      if (window) return `getting smaller: ${changeText(trajectory, window)} in the last ${daysText(window.days)} (${fromTo(window)})`
      break
    case 'deteriorating':
      if (window?.percent === null) return `reopened: ${fromTo(window)} in the last ${daysText(window.days)}`
      if (window) return `area increased ${changeText(trajectory, window)} in the last ${daysText(window.days)} (${fromTo(window)})`
      break
  }
  return 'no current 4-week trend'
}

function shortReason(reason: NoWindowReason | null): string {
  switch (reason?.kind) {
    case 'single':
      return 'only one measurement'
    case 'too-short':
      return `measured for ${pluralise(reason.latest.day - reason.first.day, 'day')} so far`
    case 'gap':
      return `nothing measured ${nearest} before the latest measurement`
    case 'no-area':
    case undefined:
      return 'no areas recorded'
  }
}

/** Why there is no current window, as a sentence. */
function noWindowSentence(reason: NoWindowReason | null): string {
  switch (reason?.kind) {
    case 'single':
      return `Only one measurement has an area (${formatDate(reason.latest.date)}): the current trend needs another one ${nearest} later.`
    case 'too-short':
      return `The areas measured so far span ${pluralise(reason.latest.day - reason.first.day, 'day')} (${formatDate(reason.first.date)} to ${formatDate(reason.latest.date)}): the current trend needs a measurement ${nearest} before the latest one.`
    case 'gap':
      return `No area was measured between ${formatDate(reason.fromDate)} and ${formatDate(reason.toDate)}, ${nearest} before the latest measurement (${formatDate(reason.latest.date)}); the one before was on ${formatDate(reason.before.date)}, ${pluralise(reason.latest.day - reason.before.day, 'day')} earlier.`
    case 'no-area':
    case undefined:
      return 'No measurement has both an area and a usable date.'
  }
}

/** The latest window in numbers and what they mean against the measurement's variability. */
export function trajectorySentence(trajectory: CurrentTrajectory): string {
  const { window, latest } = trajectory
  const { closure } = trajectory
  if (trajectory.status === 'closed' && closure)
    return `The area has been 0 cm² since ${formatDate(closure.first.date)} and was 0 cm² again on ${formatDate(closure.latest.date)}, ${pluralise(closure.latest.day - closure.first.day, 'day')} later: a closure confirmed at two measurements at least ${daysText(CLOSURE_CONFIRM_DAYS)} apart.`
  if (trajectory.status === 'closed-unconfirmed' && closure)
    return `The latest measurement, on ${formatDate(latest?.date)}, records 0 cm²${closure.first === closure.latest ? '' : ` (0 cm² since ${formatDate(closure.first.date)})`}. A closure is confirmed by a second measurement of 0 cm² at least ${daysText(CLOSURE_CONFIRM_DAYS)} after the first: measure again on or after ${formatDate(addDays(closure.first.date, CLOSURE_CONFIRM_DAYS))}.`
  if (!window) return noWindowSentence(trajectory.noWindow)
  const limit = `${trajectory.variabilityPercent}%`
  const range = `From ${formatDate(window.from.date)} to ${formatDate(window.to.date)} (${pluralise(window.days, 'day')}) the area went from ${cm2(window.from.area)} to ${cm2(window.to.area)} cm²`
  const size = window.change < 0 ? 'smaller' : 'larger'
  const amount = `${cm2(Math.abs(window.change))} cm²${window.percent === null ? '' : ` (${changeText(trajectory, window)})`} ${size}, ${cm2(Math.abs(window.perWeek))} cm² a week`
  const meaning = {
    reducing: `More than the ${limit} that two measurements of an unchanged wound can differ by: a measurable reduction.`,
    deteriorating: `More than the ${limit} that two measurements of an unchanged wound can differ by: a measurable increase.`,
    plateau: `Less than the ${limit} that two measurements of an unchanged wound can differ by: no measurable reduction.`,
  }[trajectory.status === 'reducing' || trajectory.status === 'deteriorating' ? trajectory.status : 'plateau']
  return `${range}: ${amount}. ${meaning}`
}

export type VerdictFlag = { kind: 'plateau' | 'deterioration'; text: string }

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * What a clinician should look at: a plateau or a growing wound, each naming the signs of
 * infection recorded in the same 4 weeks, if any (the signs that came with it).
 */
export function trajectoryFlags(trajectory: CurrentTrajectory, infection: InfectionFlag | null = null): VerdictFlag[] {
  const kind = trajectory.status === 'plateau' ? 'plateau' : trajectory.status === 'deteriorating' ? 'deterioration' : undefined
  if (kind === undefined) return []
  const text = capitalise(trajectoryPhrase(trajectory))
  return [{ kind, text: infection ? `${text}, with ${infectionText(infection, SIGNS_IN_A_LINE)}` : text }]
}

const MODEL_NAMES: Record<ClosureEstimate['model'], string> = {
  'margin-advance': 'linear margin advance',
  exponential: 'exponential decay',
}

const whenText = (estimate: ClosureEstimate) => (estimate.date === null ? 'beyond 12 months' : formatDate(estimate.date))
const rateText = (estimate: ClosureEstimate) =>
  estimate.model === 'margin-advance'
    ? `edge moving in ${formatNumber(estimate.ratePerWeek, 2)} cm a week`
    : `${formatNumber(estimate.ratePerWeek, 1)}% of the area a week, closed meaning under ${formatNumber(CLOSED_AREA, 1)} cm²`

/** The closure estimate as a sentence, or why there is none. */
export function projectionSentence(trajectory: CurrentTrajectory, projection: ClosureProjection | null): string {
  if (!projection) {
    if (trajectory.status === 'closed' || trajectory.status === 'closed-unconfirmed')
      return 'No closure estimate: the latest measurement records 0 cm².'
    if (trajectory.status === 'none') return 'No closure estimate without a current 4-week trend.'
    return 'No closure estimate: the area is not measurably getting smaller, so there is no rate to extrapolate.'
  }
  const first = projection.estimates[0]
  const last = projection.estimates.at(-1)
  if (!first || !last) return ''
  const horizon = addHorizon(projection)
  const range =
    first.date === null
      ? `beyond 12 months (after ${horizon})`
      : first === last || whenText(first) === whenText(last)
        ? `by ${whenText(first)}`
        : `between ${whenText(first)} and ${last.date === null ? `beyond 12 months (after ${horizon})` : whenText(last)}`
  const models = projection.estimates.map((e) => `${MODEL_NAMES[e.model]} (${rateText(e)}): ${whenText(e)}`).join('; ')
  return `Estimate, if the rate of the latest window continued: closed ${range}. ${capitalise(models)}. Wounds rarely heal at a constant rate: this is an extrapolation, not a prediction.`
}

const addHorizon = (projection: ClosureProjection) => formatDate(addDays(projection.from.date, projection.horizonDays))
