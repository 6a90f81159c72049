import { dayReadings } from './healing/day-readings'
import type { WoundJudgement } from './healing/judgement'
import type { MeasurementPoint } from './healing/series'

/*
 * The caseload's order (contract section 10): which of a clinician's wounds needs them first. Each
 * wound's own judgement (domain/healing/judgement.ts) decides its concern; this file only ranks
 * concerns across wounds and reads one fact the judgement does not: how long since the wound was
 * last measured against its own usual interval. React-free and wordless.
 */

/** A wound's concern, most worrying first (CONCERNS' order). */
type CaseloadConcern = 'infection' | 'deteriorating' | 'pain' | 'plateau' | 'overdue' | 'improving' | 'too-little-data'

/**
 * Most worrying first: signs of infection recorded now; a growing wound; a clinically important
 * rise in pain; a plateau; no measurement for longer than the wound's usual interval (overdue);
 * getting smaller, or closed; too little to judge.
 */
export const CONCERNS: readonly CaseloadConcern[] = [
  'infection',
  'deteriorating',
  'pain',
  'plateau',
  'overdue',
  'improving',
  'too-little-data',
] as const

export type CaseloadFacts = {
  concern: CaseloadConcern
  /** The latest measurement with an area: its date and area (cm²). */
  latest: { date: string; area: number } | null
  /** Whole days from the latest measurement's date to `today`; null without one. */
  daysSinceMeasured: number | null
  /** The median number of days between the wound's measurement dates; null with fewer than three dates. */
  usualIntervalDays: number | null
  /** Overdue: the days since measured are more than twice the usual interval. */
  overdue: boolean
}

/** How many times its usual interval a wound may go unmeasured before it is overdue. */
const OVERDUE_FACTOR = 2

const DAY_MS = 86_400_000

/** Whole calendar days from `from` to `to` (both `YYYY-MM-DD`), counted in UTC so no clock change shifts them. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] ?? null) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/**
 * The caseload's facts of one wound: its concern from its judgement, and whether it is overdue
 * (measured on fewer than its own rhythm: more than twice the median of its intervals since the last
 * measurement, which needs two intervals at least). The rhythm is the wound's own, not a guideline's:
 * it says the wound is measured less often than it was, nothing more.
 */
/** What of a wound's judgement the caseload reads. */
type Judged = Pick<WoundJudgement, 'infection' | 'trajectory' | 'painRises' | 'metrics'>

export function caseloadFacts(judgement: Judged, points: readonly MeasurementPoint[], today: string): CaseloadFacts {
  const readings = dayReadings(points)
  const last = readings.at(-1)
  const latest = last === undefined ? null : { date: last.date, area: last.area }
  const intervals = readings.slice(1).map((point, i) => daysBetween(readings[i]?.date ?? point.date, point.date))
  const usualIntervalDays = intervals.length >= 2 ? median(intervals) : null
  const daysSinceMeasured = latest === null ? null : daysBetween(latest.date, today)
  const overdue = usualIntervalDays !== null && daysSinceMeasured !== null && daysSinceMeasured > OVERDUE_FACTOR * usualIntervalDays
  return { concern: concernOf(judgement, overdue), latest, daysSinceMeasured, usualIntervalDays, overdue }
}

function concernOf(judgement: Judged, overdue: boolean): CaseloadConcern {
  if (judgement.infection?.current === true) return 'infection'
  if (judgement.trajectory.status === 'deteriorating') return 'deteriorating'
  if (judgement.painRises.length > 0) return 'pain'
  if (judgement.trajectory.status === 'plateau') return 'plateau'
  if (overdue) return 'overdue'
  if (judgement.metrics === null || judgement.trajectory.status === 'none') return 'too-little-data'
  return 'improving'
}

/** For sorting: the concern's place in CONCERNS. */
export const concernRank = (concern: CaseloadConcern): number => CONCERNS.indexOf(concern)
