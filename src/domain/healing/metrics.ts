import type { MeasurementPoint } from './series'
import { percentAreaReduction, usableArea } from '../area-change'

/*
 * Healing metrics over the wound's area curve. Pure functions of the measurement series; every
 * day count is relative to the baseline: the first measurement that has an area, or the first one
 * with an area on the date the clinician chose (when care changed).
 */

/** The 4-week check is made at day 28 after the baseline. */
export const FOUR_WEEK_DAY = 28
/**
 * How far from day 28 a measurement may be and still count as "at 4 weeks": ±7 days, i.e. day 21
 * to day 35 inclusive. Weekly visits drift by a few days; a week either side keeps the check close
 * to the studies' 4-week visit (Sheehan et al. measured weekly) while never reaching the 2- or
 * 6-week visits.
 */
export const FOUR_WEEK_WINDOW_DAYS = 7

export type AreaPoint = {
  id: number | null
  date: string
  /** Days since the baseline. */
  day: number
  /** cm² */
  area: number
  /** cm, or null when not measured. */
  perimeter: number | null
  /** The measurement's lock state as sent; null when not said. */
  locked: boolean | null
}

export type FourWeekPar = {
  /** % reduction from baseline at that point; null when the baseline area is 0. */
  value: number | null
  point: AreaPoint
  /** point.day − 28: negative when measured before day 28. */
  dayOffset: number
  window: { fromDay: number; toDay: number }
}

export type HealingMetrics = {
  baseline: AreaPoint
  latest: AreaPoint
  /** Days from baseline to latest. */
  daysTracked: number
  /** cm², latest − baseline: negative when the wound got smaller. Null with one measurement only. */
  absoluteChange: number | null
  /** % area reduction baseline → latest; null with one measurement only or a zero baseline. */
  par: number | null
  par4Weeks: FourWeekPar | null
  /** The days that count as "at 4 weeks" (inclusive), whether or not a measurement fell in them. */
  fourWeekWindow: { fromDay: number; toDay: number }
  k: { perDay: number; perWeek: number } | null
  gilman: { cmPerDay: number; cmPerWeek: number } | null
  /** How many measurements had an area and so entered the area metrics. */
  pointsUsed: number
}

export type HealingMetricsOptions = {
  windowDays?: number
  /**
   * `YYYY-MM-DD`: the baseline is the first measurement with an area on this date, and what came
   * before it is left out. Absent, or no such measurement: the first measurement with an area.
   * (resolveBaseline in baseline.ts turns a date the clinician typed into such a date.)
   */
  baselineDate?: string | null | undefined
}

/**
 * Exponential healing constant k = ln(A0 / At) / t, in 1/day (×7 for 1/week), assuming the area
 * falls as A(t) = A0·e^(−kt). Positive while healing, negative while growing. Needs t > 0 and both
 * areas > 0: a closed wound (At = 0) has no finite k.
 */
export function healingConstant(a0: number, at: number, days: number): { perDay: number; perWeek: number } | null {
  if (days <= 0 || a0 <= 0 || at <= 0) return null
  const perDay = Math.log(a0 / at) / days
  return { perDay, perWeek: perDay * 7 }
}

/**
 * Gilman's linear advance of the wound margin, d = ΔA / p̄ / t, in cm/day (×7 for cm/week):
 * ΔA = A0 − At (cm²), p̄ = (P0 + Pt) / 2 the mean perimeter (cm), t in days. It is the average
 * distance the edge moved inwards, which makes wounds of different shapes and sizes comparable.
 * Gilman TH. Parameter for measurement of wound closure. Wounds. 1990;2:95–101.
 */
export function gilmanAdvance(
  a0: number,
  at: number,
  p0: number | null,
  pt: number | null,
  days: number,
): { cmPerDay: number; cmPerWeek: number } | null {
  if (p0 === null || pt === null || days <= 0) return null
  const meanPerimeter = (p0 + pt) / 2
  if (!(meanPerimeter > 0)) return null
  const cmPerDay = (a0 - at) / meanPerimeter / days
  return { cmPerDay, cmPerWeek: cmPerDay * 7 }
}

/**
 * The measurement nearest day 28 within the window (inclusive at both edges). On a tie the earlier
 * one wins: it is the one the 4-week visit would have used. The baseline itself never counts.
 */
export function nearestToFourWeeks(points: readonly AreaPoint[], windowDays = FOUR_WEEK_WINDOW_DAYS): AreaPoint | null {
  let best: AreaPoint | null = null
  for (const point of points) {
    const distance = Math.abs(point.day - FOUR_WEEK_DAY)
    if (point.day <= 0 || distance > windowDays) continue
    if (best === null || distance < Math.abs(best.day - FOUR_WEEK_DAY)) best = point
  }
  return best
}

/**
 * Baseline = the first measurement with an area (on the chosen baseline date, if any); latest =
 * the last one (series order: date, then id). Null when no measurement has an area. `series` is
 * the output of `measurementSeries`.
 */
export function healingMetrics(series: readonly MeasurementPoint[], options: HealingMetricsOptions = {}): HealingMetrics | null {
  const windowDays = options.windowDays ?? FOUR_WEEK_WINDOW_DAYS
  const allWithArea = series.filter((p): p is MeasurementPoint & { area: number } => usableArea(p.area))
  const start = allWithArea.findIndex((p) => p.date === options.baselineDate)
  const withArea = start > 0 ? allWithArea.slice(start) : allWithArea
  const first = withArea[0]
  if (!first) return null
  const toAreaPoint = (p: MeasurementPoint & { area: number }): AreaPoint => ({
    id: p.id,
    date: p.date,
    day: p.day - first.day,
    area: p.area,
    perimeter: p.perimeter,
    locked: p.locked,
  })
  const points = withArea.map(toAreaPoint)
  const baseline = toAreaPoint(first)
  const latest = toAreaPoint(withArea.at(-1) ?? first)
  const daysTracked = latest.day
  const hasChange = points.length > 1
  const fourWeeks = nearestToFourWeeks(points, windowDays)
  const window = { fromDay: FOUR_WEEK_DAY - windowDays, toDay: FOUR_WEEK_DAY + windowDays }
  return {
    baseline,
    latest,
    daysTracked,
    absoluteChange: hasChange ? latest.area - baseline.area : null,
    par: hasChange ? percentAreaReduction(baseline.area, latest.area) : null,
    par4Weeks: fourWeeks && {
      value: percentAreaReduction(baseline.area, fourWeeks.area),
      point: fourWeeks,
      dayOffset: fourWeeks.day - FOUR_WEEK_DAY,
      window,
    },
    fourWeekWindow: window,
    k: healingConstant(baseline.area, latest.area, daysTracked),
    gilman: gilmanAdvance(baseline.area, latest.area, baseline.perimeter, latest.perimeter, daysTracked),
    pointsUsed: points.length,
  }
}

/**
 * The area the wound must be at or below by day 28 to meet a reduction threshold (%), for the
 * chart's reference line: A0 × (1 − threshold / 100), in cm².
 */
export const targetArea = (baselineArea: number, thresholdPercent: number) => baselineArea * (1 - thresholdPercent / 100)
