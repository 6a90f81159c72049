import type { CurrentTrajectory, DayArea } from './trajectory'
import { addDays } from '../../text/calendar-days'

/*
 * When would the wound close if it went on as in the latest window? An extrapolation under two
 * simple models of healing, shown as the range between them and labelled as an estimate. Wounds
 * rarely heal at a constant rate, so it is never offered for a plateau or a growing wound, and
 * never further ahead than the horizon.
 */

/** Beyond 12 months after the latest measurement an extrapolation says nothing useful. */
export const PROJECTION_HORIZON_DAYS = 365
/**
 * The exponential model never reaches zero: it counts the wound as closed below 0.1 cm², a spot
 * about 3.5 mm across. This is this view's choice, not a published figure.
 */
export const CLOSED_AREA = 0.1

type ClosureModel = 'margin-advance' | 'exponential'

export type ClosureEstimate = {
  model: ClosureModel
  /** Days after the latest measurement, rounded up. */
  days: number
  /** `YYYY-MM-DD`, or null when beyond the horizon. */
  date: string | null
  /** Margin advance: cm per week; exponential: % of the area per week. */
  ratePerWeek: number
}

export type ClosureProjection = {
  /** The latest measurement the estimate starts from. */
  from: DayArea
  /** Earliest first. */
  estimates: ClosureEstimate[]
  horizonDays: number
}

/** A circle of this area has this perimeter: stands in for a perimeter that was not measured. */
const circlePerimeter = (area: number) => 2 * Math.sqrt(Math.PI * area)
const perimeterOf = (day: DayArea) => day.perimeter ?? circlePerimeter(day.area)

/**
 * Linear margin advance (Gilman): the edge moves in at a constant d = ΔA / mean perimeter / t,
 * and has 2A/P left to go (for a circle, its radius), so it closes in 2A/P / d days. For an
 * elongated wound the edges meet sooner than that: this is the later end for such shapes.
 */
export function marginAdvanceDays(from: DayArea, to: DayArea, days: number): { days: number; cmPerWeek: number } | null {
  const perDay = (from.area - to.area) / ((perimeterOf(from) + perimeterOf(to)) / 2) / days
  if (!(perDay > 0) || !(to.area > 0)) return null
  return { days: (2 * to.area) / perimeterOf(to) / perDay, cmPerWeek: perDay * 7 }
}

/**
 * Exponential decay: the area falls by the same fraction every day, k = ln(A0/At)/t, so it is
 * under CLOSED_AREA after ln(At/CLOSED_AREA)/k days.
 */
export function exponentialDays(from: DayArea, to: DayArea, days: number): { days: number; percentPerWeek: number } | null {
  if (!(from.area > to.area) || !(to.area > 0)) return null
  const k = Math.log(from.area / to.area) / days
  return { days: Math.max(0, Math.log(to.area / CLOSED_AREA) / k), percentPerWeek: (1 - Math.exp(-7 * k)) * 100 }
}

/** The closure estimate of a measurably reducing wound; null for anything else. */
export function closureProjection(trajectory: CurrentTrajectory, horizonDays = PROJECTION_HORIZON_DAYS): ClosureProjection | null {
  const { window } = trajectory
  if (trajectory.status !== 'reducing' || !window) return null
  const { from, to, days } = window
  const estimate = (model: ClosureModel, result: { days: number } | null, ratePerWeek: number | undefined): ClosureEstimate[] => {
    if (!result || ratePerWeek === undefined) return []
    const whole = Math.ceil(result.days)
    return [{ model, days: whole, date: whole > horizonDays ? null : (addDays(to.date, whole) ?? null), ratePerWeek }]
  }
  const margin = marginAdvanceDays(from, to, days)
  const exponential = exponentialDays(from, to, days)
  const estimates = [
    ...estimate('margin-advance', margin, margin?.cmPerWeek),
    ...estimate('exponential', exponential, exponential?.percentPerWeek),
  ].sort((a, b) => a.days - b.days)
  return estimates.length > 0 ? { from: to, estimates, horizonDays } : null
}
