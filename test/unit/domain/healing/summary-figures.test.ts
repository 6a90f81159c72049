import { describe, expect, it } from 'vitest'
import { dateOf, pointOn, timeOf } from './courses'
import type { MeasurementPoint } from '../../../../src/domain/healing/series'
import { percentChange, recordSpan, summaryFigures } from '../../../../src/domain/healing/summary-figures'

/** A measurement on a day with an area (null: measured without one). */
const at = (day: number, area: number | null, extra: Partial<Pick<MeasurementPoint, 'id' | 'locked'>> = {}): MeasurementPoint =>
  pointOn(day, area, { locked: false, ...extra })

describe('summaryFigures', () => {
  it('has nothing to say without a usable area', () => {
    const nothing = { latest: null, sincePrevious: null, trend: [] }
    expect(summaryFigures([])).toEqual(nothing)
    expect(summaryFigures([at(0, null), at(7, Number.NaN), at(14, -1), at(21, Number.POSITIVE_INFINITY)])).toEqual(nothing)
  })

  it('gives the latest measurement with an area, and the change since the one before', () => {
    const figures = summaryFigures([at(0, 10), at(14, 8, { id: 7, locked: true }), at(28, null)])
    expect(figures.latest).toEqual({ id: 7, date: dateOf(14), area: 8, locked: true })
    expect(figures.sincePrevious).toEqual({ fromDate: dateOf(0), fromArea: 10, change: -2, percent: -20 })
  })

  it('keeps a latest measurement without an id or a lock state as it is', () => {
    expect(summaryFigures([at(0, 3, { id: null, locked: null })]).latest).toEqual({ id: null, date: dateOf(0), area: 3, locked: null })
  })

  it('compares with a measurement on an earlier date, not another reading of the same day', () => {
    const figures = summaryFigures([at(0, 10), at(7, 9), at(14, 8, { id: 20 }), at(14, 6, { id: 21 })])
    expect(figures.latest).toMatchObject({ id: 21, area: 6 })
    expect(figures.sincePrevious).toMatchObject({ fromDate: dateOf(7), fromArea: 9, change: -3 })
    expect(figures.sincePrevious?.percent).toBeCloseTo(-33.333, 3)
    expect(summaryFigures([at(0, 10, { id: 1 }), at(0, 9, { id: 2 })]).sincePrevious).toBeNull()
  })

  it('skips an earlier measurement without a usable area', () => {
    expect(summaryFigures([at(0, 10), at(7, null), at(10, -3), at(14, 12)]).sincePrevious).toEqual({
      fromDate: dateOf(0),
      fromArea: 10,
      change: 2,
      percent: 20,
    })
  })

  it('gives a growing wound a positive change, a smaller one a negative one, without floating-point noise', () => {
    expect(summaryFigures([at(0, 4), at(7, 5)]).sincePrevious).toMatchObject({ change: 1, percent: 25 })
    const shrank = summaryFigures([at(0, 10), at(7, 4.7)]).sincePrevious
    // 10 → 4.7 cm² is −53%, not −52.99999999999999%.
    expect(shrank?.percent).toBe(-53)
    expect(shrank?.change).toBeCloseTo(-5.3, 10)
  })

  it('gives an unchanged area a change of 0 %, not -0 % (toBe tells them apart)', () => {
    expect(summaryFigures([at(0, 4), at(7, 4)]).sincePrevious).toMatchObject({ change: 0, percent: 0 })
    expect(summaryFigures([at(0, 4), at(7, 4)]).sincePrevious?.percent).toBe(0)
    expect(percentChange(0)).toBe(0)
    expect(percentChange(20)).toBe(-20)
    expect(percentChange(null)).toBeNull()
  })

  it('has no percentage for a change from a closed wound', () => {
    expect(summaryFigures([at(0, 0), at(7, 2)]).sincePrevious).toEqual({ fromDate: dateOf(0), fromArea: 0, change: 2, percent: null })
    expect(summaryFigures([at(0, 2), at(7, 0)]).sincePrevious).toMatchObject({ change: -2, percent: -100 })
  })

  it('draws the trend from the areas in date order, without the measurements that have none', () => {
    const figures = summaryFigures([at(0, 10), at(7, null), at(14, 8), at(21, 0)])
    expect(figures.trend).toEqual([
      { time: timeOf(0), area: 10 },
      { time: timeOf(14), area: 8 },
      { time: timeOf(21), area: 0 },
    ])
  })

  it('draws up to 200 points of the trend, keeping the first and the last', () => {
    const series = (count: number) => Array.from({ length: count }, (_, day) => at(day, 100 - day / 100))
    expect(summaryFigures(series(200)).trend).toHaveLength(200)
    for (const count of [201, 1000]) {
      const trend = summaryFigures(series(count)).trend
      expect(trend).toHaveLength(200)
      expect(trend[0]).toEqual({ time: timeOf(0), area: 100 })
      expect(trend.at(-1)).toEqual({ time: timeOf(count - 1), area: 100 - (count - 1) / 100 })
      expect(trend.every((point, i) => i === 0 || point.time > (trend[i - 1]?.time ?? Infinity))).toBe(true)
    }
    // The figures beside the trend still read the whole series.
    expect(summaryFigures(series(1000)).latest).toMatchObject({ date: dateOf(999) })
  })
})

describe('recordSpan', () => {
  it('gives the first and last date of the dated records and the count of all of them', () => {
    // Five records, two of them without a usable date.
    expect(recordSpan(5, [at(0, 1), at(7, null), at(21, 2)])).toEqual({ count: 5, first: dateOf(0), last: dateOf(21) })
  })

  it('has one date for a single dated record, and none for none', () => {
    expect(recordSpan(1, [{ date: '2026-03-01' }])).toEqual({ count: 1, first: '2026-03-01', last: '2026-03-01' })
    expect(recordSpan(3, [])).toEqual({ count: 3, first: undefined, last: undefined })
    expect(recordSpan(0, [])).toEqual({ count: 0, first: undefined, last: undefined })
  })

  it('reads the ends of the list as given: the series comes in date order', () => {
    expect(recordSpan(2, [{ date: '2026-03-09' }, { date: '2026-03-01' }])).toEqual({ count: 2, first: '2026-03-09', last: '2026-03-01' })
  })
})
