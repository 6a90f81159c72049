/*
 * The charts' time axis. Points sit at local midnight of their calendar date (domain/healing/series.ts),
 * so ticks are placed on local calendar boundaries too: whole days, first days of months, New
 * Year's days. Pure, so it can be tested without drawing anything.
 */

import { timeDay, timeMonth, timeWeek, timeYear, type TimeInterval } from 'd3-time'
import { DAY_MS } from '../../../text/calendar-date'
import { dateFormat } from '../../../text/format'

type TickUnit = 'day' | 'month' | 'year'
type TimeTicks = { ticks: number[]; unit: TickUnit }

/**
 * The tick intervals, finest first: d3-time's calendar intervals (kept with d3, and already in this
 * chunk through recharts), which step in local calendar days, Sunday weeks, months and years
 * across DST changes. Months and years land on multiples of their step (Jan / Apr / Jul / Oct for
 * quarters; 2020, 2025 for five years), so the ticks do not move as a history grows.
 */
const INTERVALS: readonly { unit: TickUnit; days: number; interval: TimeInterval | null }[] = [
  { unit: 'day', days: 1, interval: timeDay },
  { unit: 'day', days: 2, interval: timeDay.every(2) },
  { unit: 'day', days: 7, interval: timeWeek },
  { unit: 'day', days: 14, interval: timeWeek.every(2) },
  ...[1, 2, 3, 6].map((step) => ({ unit: 'month' as const, days: step * 30.44, interval: timeMonth.every(step) })),
  ...[1, 2, 5, 10, 20, 50].map((step) => ({ unit: 'year' as const, days: step * 365.25, interval: timeYear.every(step) })),
]

/**
 * Calendar-aligned ticks between `min` and `max` (ms), at most `maxTicks` of them: the finest of
 * days, weeks, months or years that fits. An empty or single-moment range gets its one tick.
 */
export function timeTicks(min: number, max: number, maxTicks = 6): TimeTicks {
  if (!Number.isFinite(min) || !Number.isFinite(max) || max < min) return { ticks: [], unit: 'day' }
  if (max === min) return { ticks: [min], unit: 'day' }
  const limit = Math.max(2, maxTicks)
  const span = (max - min) / DAY_MS
  for (const { unit, days, interval } of INTERVALS) {
    // range() stops before its end: one millisecond past max keeps a tick on max itself.
    if (interval && span / days < limit) return { ticks: interval.range(new Date(min), new Date(max + 1)).map(Number), unit }
  }
  return { ticks: [min, max], unit: 'year' }
}

const TICK_FORMATS: Record<TickUnit, Intl.DateTimeFormatOptions> = {
  day: { day: 'numeric', month: 'short' },
  month: { month: 'short', year: 'numeric' },
  year: { year: 'numeric' },
}

/** A tick label in the user's locale, as fine as the ticks are ("3 Mar", "Mar 2025", "2025"). */
export function formatTick(time: number, unit: TickUnit): string {
  return Number.isFinite(time) ? dateFormat(TICK_FORMATS[unit]).format(time) : ''
}

/** The date of a point, in tooltips and the data tables. */
export function formatChartDate(time: number): string {
  return Number.isFinite(time) ? dateFormat({ dateStyle: 'medium' }).format(time) : ''
}

/**
 * The x domain: first to last point. A single point (or none) gets a day either side, or the
 * axis would have no width to draw it in.
 */
export function timeDomain(times: readonly number[]): [number, number] | undefined {
  if (times.length === 0) return undefined
  let min = Infinity
  let max = -Infinity
  for (const time of times) {
    if (time < min) min = time
    if (time > max) max = time
  }
  return min === max ? [min - DAY_MS, max + DAY_MS] : [min, max]
}

/**
 * A moment marked across a chart: the baseline, its 4-week point. Drawn as a vertical line with
 * its own dash and named in a legend under the plot (labels inside the plot collide when two
 * markers 28 days apart sit close on a long axis).
 */
export type ChartMarker = { time: number; label: string; dash: string }

/** The markers on a point's date, as the data table names them ("baseline, 4 weeks"). */
export function markersAt(time: number, markers: readonly ChartMarker[]): string | undefined {
  const labels = markers.filter((marker) => marker.time === time).map((marker) => marker.label)
  return labels.length > 0 ? labels.join(', ') : undefined
}
