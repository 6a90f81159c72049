import { percentAreaReduction } from '../area-change'
import { type MeasurementPoint } from './series'
import { dayReadings } from './day-readings'
import { AREA_VARIABILITY_PERCENT, measurableChange } from './variability'
import { addDays } from '../../text/calendar-days'

/*
 * Where the wound is going now, whatever its baseline: the latest measurement against the one about
 * four weeks before it, judged against the variability of the measurement itself. Pure functions
 * of the measurement series (series.ts), so the same answer can be shown anywhere.
 */

/** One area per calendar date. */
export type DayArea = {
  date: string
  /** Days since the first point of the series. */
  day: number
  /** cm²: the date's reading (day-readings.ts: the last measurement of the date with an area). */
  area: number
  /** cm, the reading's perimeter; null when it has none. */
  perimeter: number | null
}

/**
 * The window ends at the latest measurement and starts at the one nearest 28 days before it… The
 * trajectory's own window, not the reference's check: it is 28 days because a plateau is judged
 * over the last month of weekly visits, and changing the reference's check day must not move it.
 */
export const TRAJECTORY_DAYS = 28
/** …within ±7 days (21 to 35 days before): a weekly visit drifting by a few days still counts. */
export const TRAJECTORY_TOLERANCE_DAYS = 7
/** Longer than this without a measurement is a gap: nothing is assumed about what happened in it. */
export const MAX_GAP_DAYS = TRAJECTORY_DAYS + TRAJECTORY_TOLERANCE_DAYS
/**
 * A closure is confirmed by a second measurement of 0 at least this many days after the first,
 * with nothing but 0 between: complete closure confirmed at two consecutive visits 2 weeks apart
 * (US FDA, Guidance for Industry: Chronic Cutaneous Ulcer and Burn Wounds, 2006; the source is
 * cited where the overview says it: sources.ts).
 */
export const CLOSURE_CONFIRM_DAYS = 14

/** The measurements with a usable area, one per date: the date's reading (series order is date order). */
export function dailyAreas(points: readonly MeasurementPoint[]): DayArea[] {
  return dayReadings(points).map(({ date, day, area, perimeter }) => ({
    date,
    day,
    area,
    perimeter: perimeter !== null && Number.isFinite(perimeter) && perimeter > 0 ? perimeter : null,
  }))
}

export type TrajectoryWindow = {
  from: DayArea
  to: DayArea
  days: number
  /** cm², to − from: negative when the wound got smaller. */
  change: number
  /** % reduction from → to (positive: smaller); null when the earlier area is 0. */
  percent: number | null
  /** cm² per week over the window (negative: smaller). */
  perWeek: number
}

/** Why there is no current window, in terms the UI can word. */
export type NoWindowReason =
  | { kind: 'no-area' }
  | { kind: 'single'; latest: DayArea }
  | { kind: 'too-short'; latest: DayArea; first: DayArea }
  /** Nothing was measured 21–35 days before the latest; `before` is the last measurement earlier than that. */
  | { kind: 'gap'; latest: DayArea; before: DayArea; fromDate: string; toDate: string }

type TrajectoryStatus = 'reducing' | 'plateau' | 'deteriorating' | 'closed' | 'closed-unconfirmed' | 'none'

/**
 * The run of 0 cm² that ends at the latest measurement: 0 since `first`. Confirmed once it spans
 * CLOSURE_CONFIRM_DAYS; until then one measurement of 0 is not yet a confirmed closure.
 */
type Closure = { first: DayArea; latest: DayArea; confirmed: boolean }

/** The start of the flat stretch that ends at the latest measurement. */
type FlatStretch = { from: DayArea; to: DayArea; days: number }

export type CurrentTrajectory = {
  status: TrajectoryStatus
  latest: DayArea | null
  window: TrajectoryWindow | null
  noWindow: NoWindowReason | null
  /** Only for a plateau. */
  flat: FlatStretch | null
  /** Only when the latest area is 0. */
  closure: Closure | null
  variabilityPercent: number
}

/**
 * The latest measurement against the one nearest 28 days before it, 21 to 35 days before
 * (inclusive). On a tie the earlier one wins: the longer window, as the 4-week check's tie rule
 * also keeps the earlier measurement.
 */
export function latestWindow(days: readonly DayArea[]): TrajectoryWindow | NoWindowReason {
  const latest = days.at(-1)
  const first = days[0]
  if (!latest || !first) return { kind: 'no-area' }
  if (days.length === 1) return { kind: 'single', latest }
  let best: DayArea | undefined
  for (const day of days) {
    const before = latest.day - day.day
    if (Math.abs(before - TRAJECTORY_DAYS) > TRAJECTORY_TOLERANCE_DAYS) continue
    if (!best || Math.abs(before - TRAJECTORY_DAYS) < Math.abs(latest.day - best.day - TRAJECTORY_DAYS)) best = day
  }
  if (!best) {
    if (latest.day - first.day < TRAJECTORY_DAYS - TRAJECTORY_TOLERANCE_DAYS) return { kind: 'too-short', latest, first }
    const before = [...days].reverse().find((day) => latest.day - day.day > MAX_GAP_DAYS) ?? first
    return {
      kind: 'gap',
      latest,
      before,
      fromDate: addDays(latest.date, -MAX_GAP_DAYS) ?? latest.date,
      toDate: addDays(latest.date, -(TRAJECTORY_DAYS - TRAJECTORY_TOLERANCE_DAYS)) ?? latest.date,
    }
  }
  const span = latest.day - best.day
  const change = latest.area - best.area
  return { from: best, to: latest, days: span, change, percent: percentAreaReduction(best.area, latest.area), perWeek: (change / span) * 7 }
}

const isWindow = (value: TrajectoryWindow | NoWindowReason): value is TrajectoryWindow => 'from' in value

/**
 * The flat stretch ending at the latest measurement: going back in time, it goes on while the
 * area measured is within the variability of the latest area. One reading outside it, with
 * readings inside it again before, does not end the stretch (one reading can be off: a camera
 * angle, a traced edge); two in a row do, and so does a gap of more than 35 days. It always
 * reaches back at least to the start of the latest window, which is what found it flat.
 */
export function flatStretch(days: readonly DayArea[], windowStart: DayArea, percent = AREA_VARIABILITY_PERCENT): FlatStretch | null {
  const last = days.length - 1
  const latest = days[last]
  if (!latest) return null
  let start = last
  let misses = 0
  for (let i = last - 1; i >= 0; i--) {
    const day = days[i]
    const next = days[i + 1]
    if (!day || !next || next.day - day.day > MAX_GAP_DAYS) break
    if (measurableChange(day.area, latest.area, percent) === 'none' && day.area > 0) {
      start = i
      misses = 0
    } else if (++misses >= 2) break
  }
  const startDay = days[start]
  const from = startDay && startDay.day <= windowStart.day ? startDay : windowStart
  return { from, to: latest, days: latest.day - from.day }
}

/** The run of 0 cm² ending at `latest` (whose area is 0), and whether it spans the confirmation's days. */
function closureOf(days: readonly DayArea[], latest: DayArea): Closure {
  let first = latest
  for (let i = days.length - 2; i >= 0; i--) {
    const day = days[i]
    if (day?.area !== 0) break
    first = day
  }
  return { first, latest, confirmed: latest.day - first.day >= CLOSURE_CONFIRM_DAYS }
}

/** The current trajectory of the wound from its whole series. */
export function currentTrajectory(points: readonly MeasurementPoint[], variabilityPercent = AREA_VARIABILITY_PERCENT): CurrentTrajectory {
  const days = dailyAreas(points)
  const latest = days.at(-1) ?? null
  const found = latestWindow(days)
  const window = isWindow(found) ? found : null
  const base = { latest, window, noWindow: isWindow(found) ? null : found, flat: null, closure: null, variabilityPercent }
  if (latest?.area === 0) {
    const closure = closureOf(days, latest)
    return { ...base, closure, status: closure.confirmed ? 'closed' : 'closed-unconfirmed' }
  }
  if (!window) return { ...base, status: 'none' }
  const direction = measurableChange(window.from.area, window.to.area, variabilityPercent)
  if (direction === 'smaller') return { ...base, status: 'reducing' }
  if (direction === 'larger') return { ...base, status: 'deteriorating' }
  return { ...base, status: 'plateau', flat: flatStretch(days, window.from, variabilityPercent) }
}
