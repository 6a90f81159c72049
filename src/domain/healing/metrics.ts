import type { MeasurementPoint } from './series'
import { percentAreaReduction, usableArea } from '../area-change'

/*
 * Healing metrics over the wound's area curve. Pure functions of the measurement series; every
 * day count is relative to the baseline: the first measurement that has an area, or the first one
 * with an area on the date the clinician chose (when care changed).
 */

/**
 * When a reference judges the early response: the measurement nearest `day` days after the
 * baseline, within `windowDays` either side (inclusive). Each reference carries its own (its
 * study's visit); the verdict passes the chosen one's.
 */
export type ReferenceCheck = { readonly day: number; readonly windowDays: number }

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

/** The days that count as the check's (inclusive), whether or not a measurement fell in them. */
type CheckWindow = { day: number; fromDay: number; toDay: number }

type CheckPar = {
  /** % reduction from baseline at that point; null when the baseline area is 0. */
  value: number | null
  point: AreaPoint
  /** point.day − the check's day: negative when measured before it. */
  dayOffset: number
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
  /** The reduction at the reference's check (see ReferenceCheck); null when nothing was measured near it. */
  parAtCheck: CheckPar | null
  checkWindow: CheckWindow
  k: { perDay: number; perWeek: number } | null
  gilman: { cmPerDay: number; cmPerWeek: number } | null
  /** How many measurements had an area and so entered the area metrics. */
  pointsUsed: number
}

export type HealingMetricsOptions = {
  /** The chosen reference's check. */
  check: ReferenceCheck
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
 * The measurement nearest the check's day within its window (inclusive at both edges). On a tie
 * the earlier one wins: it is the one the study's visit would have used. The baseline never counts.
 */
function nearestToCheck(points: readonly AreaPoint[], check: ReferenceCheck): AreaPoint | null {
  let best: AreaPoint | null = null
  for (const point of points) {
    const distance = Math.abs(point.day - check.day)
    if (point.day <= 0 || distance > check.windowDays) continue
    if (best === null || distance < Math.abs(best.day - check.day)) best = point
  }
  return best
}

/**
 * Baseline = the first measurement with an area (on the chosen baseline date, if any); latest =
 * the last one (series order: date, then id). Null when no measurement has an area. `series` is
 * the output of `measurementSeries`.
 */
export function healingMetrics(series: readonly MeasurementPoint[], options: HealingMetricsOptions): HealingMetrics | null {
  const { check } = options
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
  const atCheck = nearestToCheck(points, check)
  return {
    baseline,
    latest,
    daysTracked,
    absoluteChange: hasChange ? latest.area - baseline.area : null,
    par: hasChange ? percentAreaReduction(baseline.area, latest.area) : null,
    parAtCheck: atCheck && {
      value: percentAreaReduction(baseline.area, atCheck.area),
      point: atCheck,
      dayOffset: atCheck.day - check.day,
    },
    checkWindow: { day: check.day, fromDay: check.day - check.windowDays, toDay: check.day + check.windowDays },
    k: healingConstant(baseline.area, latest.area, daysTracked),
    gilman: gilmanAdvance(baseline.area, latest.area, baseline.perimeter, latest.perimeter, daysTracked),
    pointsUsed: points.length,
  }
}

/**
 * The area the wound must be at or below by the check's day to meet a reduction threshold (%), for the
 * chart's reference line: A0 × (1 − threshold / 100), in cm².
 */
export const targetArea = (baselineArea: number, thresholdPercent: number) => baselineArea * (1 - thresholdPercent / 100)
