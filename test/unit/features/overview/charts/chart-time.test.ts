import { describe, expect, it } from 'vitest'
import { formatChartDate, formatTick, timeDomain, timeTicks } from '../../../../../src/features/overview/charts/chart-time'
import { DAY_MS } from '../../../../../src/text/calendar-date'

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime()
const dates = (ticks: number[]) =>
  ticks.map((t) => {
    const d = new Date(t)
    return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`
  })

describe('timeTicks', () => {
  it('marks every day of a short history, at local midnight', () => {
    const { ticks, unit } = timeTicks(day(2026, 3, 1), day(2026, 3, 4))
    expect(unit).toBe('day')
    expect(dates(ticks)).toEqual(['2026-3-1', '2026-3-2', '2026-3-3', '2026-3-4'])
  })

  it('steps by weeks for a few weeks, and by calendar days across a DST change', () => {
    // Europe and the US change clocks in March: ticks stay on midnight whatever the zone.
    const { ticks, unit } = timeTicks(day(2026, 3, 1), day(2026, 4, 5))
    expect(unit).toBe('day')
    expect(dates(ticks)).toEqual(['2026-3-1', '2026-3-8', '2026-3-15', '2026-3-22', '2026-3-29', '2026-4-5'])
    for (const tick of ticks) expect(new Date(tick).getHours()).toBe(0)
  })

  it('puts weekly ticks on Sundays (d3-time weeks), whatever day the history starts', () => {
    const { ticks } = timeTicks(day(2026, 3, 4), day(2026, 4, 8))
    expect(dates(ticks)).toEqual(['2026-3-8', '2026-3-15', '2026-3-22', '2026-3-29', '2026-4-5'])
    for (const tick of ticks) expect(new Date(tick).getDay()).toBe(0)
  })

  it('uses first days of months, aligned to the calendar, for months of history', () => {
    const { ticks, unit } = timeTicks(day(2025, 3, 3), day(2026, 8, 20))
    expect(unit).toBe('month')
    // 18 months at most 6 ticks: every quarter, on Jan / Apr / Jul / Oct.
    expect(dates(ticks)).toEqual(['2025-4-1', '2025-7-1', '2025-10-1', '2026-1-1', '2026-4-1', '2026-7-1'])
  })

  it('uses years for a long history', () => {
    const { ticks, unit } = timeTicks(day(2015, 6, 1), day(2026, 2, 1))
    expect(unit).toBe('year')
    expect(dates(ticks)).toEqual(['2016-1-1', '2018-1-1', '2020-1-1', '2022-1-1', '2024-1-1', '2026-1-1'])
  })

  it('keeps every tick inside the range and never more than asked for', () => {
    for (const [from, to] of [
      [day(2026, 1, 5), day(2026, 9, 30)],
      [day(2024, 2, 29), day(2024, 3, 2)],
      [day(2020, 1, 1), day(2026, 12, 31)],
    ] as const) {
      const { ticks } = timeTicks(from, to, 5)
      expect(ticks.length).toBeGreaterThan(0)
      expect(ticks.length).toBeLessThanOrEqual(5)
      for (const tick of ticks) {
        expect(tick).toBeGreaterThanOrEqual(from)
        expect(tick).toBeLessThanOrEqual(to)
      }
    }
  })

  it('gives one tick for a single moment and none for a range that is not one', () => {
    expect(timeTicks(day(2026, 3, 1), day(2026, 3, 1))).toEqual({ ticks: [day(2026, 3, 1)], unit: 'day' })
    expect(timeTicks(day(2026, 3, 2), day(2026, 3, 1)).ticks).toEqual([])
    expect(timeTicks(Number.NaN, day(2026, 3, 1)).ticks).toEqual([])
  })
})

describe('tick and tooltip dates', () => {
  it('formats ticks as finely as they are spaced, in the user locale', () => {
    const time = day(2025, 3, 3)
    expect(formatTick(time, 'day')).toBe(new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' }).format(time))
    expect(formatTick(time, 'month')).toBe(new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric' }).format(time))
    expect(formatTick(time, 'year')).toBe('2025')
    expect(formatTick(Number.NaN, 'day')).toBe('')
  })

  it('shows a point’s full date', () => {
    const time = day(2025, 3, 3)
    expect(formatChartDate(time)).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(time))
    expect(formatChartDate(time)).toContain('2025')
  })
})

describe('timeDomain', () => {
  it('runs from the first to the last point, whatever their order', () => {
    expect(timeDomain([day(2026, 3, 8), day(2026, 3, 1), day(2026, 3, 4)])).toEqual([day(2026, 3, 1), day(2026, 3, 8)])
  })

  it('gives a single point a day either side, and no points no domain', () => {
    expect(timeDomain([day(2026, 3, 8)])).toEqual([day(2026, 3, 8) - DAY_MS, day(2026, 3, 8) + DAY_MS])
    expect(timeDomain([])).toBeUndefined()
  })
})
