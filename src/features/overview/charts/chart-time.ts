/*
 * The charts' time axis. Points sit at local midnight of their calendar date (domain/healing/series.ts),
 * so ticks are placed on local calendar boundaries too: whole days, first days of months, New
 * Year's days. Pure, so it can be tested without drawing anything.
 */

import { DAY_MS } from '../../../shared/calendar-date'

export type TickUnit = 'day' | 'month' | 'year'
export type TimeTicks = { ticks: number[]; unit: TickUnit }

const DAY_STEPS = [1, 2, 7, 14] as const
const MONTH_STEPS = [1, 2, 3, 6] as const
const YEAR_STEPS = [1, 2, 5, 10, 20, 50] as const

const startOfDay = (time: number) => {
  const d = new Date(time)
  return new Date(d.getFullYear(), d.getMonth(), d.getDate())
}

function dayTicks(min: number, max: number, step: number): number[] {
  const ticks: number[] = []
  const first = startOfDay(min)
  if (first.getTime() < min) first.setDate(first.getDate() + 1)
  // Each tick is built from the first by calendar arithmetic: a DST change cannot drift them.
  for (let i = 0; ; i += step) {
    const tick = new Date(first.getFullYear(), first.getMonth(), first.getDate() + i).getTime()
    if (tick > max) return ticks
    ticks.push(tick)
  }
}

function monthTicks(min: number, max: number, step: number): number[] {
  const ticks: number[] = []
  const start = new Date(min)
  // Month numbers counted from year 0, so a 3-month step lands on Jan, Apr, Jul, Oct every year.
  let month = start.getFullYear() * 12 + start.getMonth()
  if (new Date(start.getFullYear(), start.getMonth(), 1).getTime() < min) month++
  month = Math.ceil(month / step) * step
  for (; ; month += step) {
    const tick = new Date(Math.floor(month / 12), month % 12, 1).getTime()
    if (tick > max) return ticks
    ticks.push(tick)
  }
}

function yearTicks(min: number, max: number, step: number): number[] {
  const ticks: number[] = []
  const start = new Date(min)
  let year = start.getFullYear()
  if (new Date(year, 0, 1).getTime() < min) year++
  year = Math.ceil(year / step) * step
  for (; ; year += step) {
    const tick = new Date(year, 0, 1).getTime()
    if (tick > max) return ticks
    ticks.push(tick)
  }
}

/**
 * Calendar-aligned ticks between `min` and `max` (ms), at most `maxTicks` of them: the finest of
 * days, weeks, months or years that fits. An empty or single-moment range gets its one tick.
 */
export function timeTicks(min: number, max: number, maxTicks = 6): TimeTicks {
  if (!Number.isFinite(min) || !Number.isFinite(max) || max < min) return { ticks: [], unit: 'day' }
  if (max === min) return { ticks: [min], unit: 'day' }
  const limit = Math.max(2, maxTicks)
  const span = (max - min) / DAY_MS
  for (const step of DAY_STEPS) {
    if (span / step < limit) return { ticks: dayTicks(min, max, step), unit: 'day' }
  }
  const months = span / 30.44
  for (const step of MONTH_STEPS) {
    if (months / step < limit) return { ticks: monthTicks(min, max, step), unit: 'month' }
  }
  for (const step of YEAR_STEPS) {
    if (months / 12 / step < limit) return { ticks: yearTicks(min, max, step), unit: 'year' }
  }
  return { ticks: [min, max], unit: 'year' }
}

const tickFormats: Record<TickUnit, Intl.DateTimeFormat> = {
  day: new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' }),
  month: new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric' }),
  year: new Intl.DateTimeFormat(undefined, { year: 'numeric' }),
}

/** A tick label in the user's locale, as fine as the ticks are ("3 Mar", "Mar 2025", "2025"). */
export function formatTick(time: number, unit: TickUnit): string {
  return Number.isFinite(time) ? tickFormats[unit].format(time) : ''
}

const fullDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

/** The date of a point, in tooltips and the data tables. */
export function formatChartDate(time: number): string {
  return Number.isFinite(time) ? fullDate.format(time) : ''
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
