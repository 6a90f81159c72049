import { percentAreaReduction } from '../area-change'
import { usableArea } from '../area-change'
import type { MeasurementPoint } from './series'

/** A change in area from one measurement to another: cm² (negative = smaller) and % of the earlier one. */
export type AreaChange = { fromDate: string; fromArea: number; change: number; percent: number | null }

/** What the wound summary says besides the verdict: the change since the measurement before, and counts. */
type SummaryFigures = {
  /** The latest measurement with an area. */
  latest: { id: number | null; date: string; area: number; locked: boolean | null } | null
  /** Against the latest measurement with an area on an earlier date. */
  sincePrevious: AreaChange | null
  /** Areas in date order, for the trend line. */
  trend: { time: number; area: number }[]
}

/** A percentage change from a percentage reduction: a 20 % reduction is -20; none is 0, not -0. */
export const percentChange = (reduction: number | null): number | null => (reduction === null ? null : 0 - reduction)

function areaChange(from: { date: string; area: number }, to: { area: number }): AreaChange {
  const percent = percentChange(percentAreaReduction(from.area, to.area))
  return { fromDate: from.date, fromArea: from.area, change: to.area - from.area, percent }
}

/** The latest area, the one before it (on an earlier date) and the trend, from the series. */
export function summaryFigures(points: readonly MeasurementPoint[]): SummaryFigures {
  const withArea = points.filter((point): point is MeasurementPoint & { area: number } => usableArea(point.area))
  const last = withArea.at(-1)
  if (!last) return { latest: null, sincePrevious: null, trend: [] }
  const previous = withArea.findLast((point) => point.date < last.date)
  return {
    latest: { id: last.id, date: last.date, area: last.area, locked: last.locked },
    sincePrevious: previous ? areaChange(previous, last) : null,
    trend: thinned(withArea).map((point) => ({ time: point.time, area: point.area })),
  }
}

/** A sparkline is a hundred pixels wide: more points than this draw nothing more (first and last kept). */
const TREND_POINTS = 200

function thinned<T>(points: readonly T[]): readonly T[] {
  if (points.length <= TREND_POINTS) return points
  const step = (points.length - 1) / (TREND_POINTS - 1)
  const kept = new Set(Array.from({ length: TREND_POINTS }, (_, i) => Math.round(i * step)))
  return points.filter((_, index) => kept.has(index))
}

/** First and last date of dated records, and how many records there are in all. */
export function recordSpan(
  count: number,
  dated: readonly { date: string }[],
): { count: number; first: string | undefined; last: string | undefined } {
  return { count, first: dated[0]?.date, last: dated.at(-1)?.date }
}
