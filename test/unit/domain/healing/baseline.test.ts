import { describe, expect, it } from 'vitest'
import { baselineDates, resolveBaseline, type BaselineCandidate } from '../../../../src/domain/healing/baseline'

const date = (day: number) => new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10)
const at = (day: number, area: number | null): BaselineCandidate => ({ date: date(day), area })

describe('the baseline of the clinician’s choosing', () => {
  // Day 7 measured without an area; two measurements on day 14.
  const points = [at(0, 10), at(7, null), at(14, 8), at(14, 7.5), at(28, 6)]

  it('lists every date with an area once, in date order, whatever order the points come in', () => {
    expect(baselineDates(points)).toEqual([date(0), date(14), date(28)])
    expect(baselineDates([...points].reverse())).toEqual([date(0), date(14), date(28)])
    expect(baselineDates([at(3, -1), at(4, Number.NaN), at(5, 0)])).toEqual([date(5)])
  })

  it('resolves a chosen date to that date, or the next one with an area', () => {
    expect(resolveBaseline(points, null)).toEqual({ date: date(0), requested: null, adjustment: 'none', isFirst: true })
    expect(resolveBaseline(points, date(14))).toEqual({ date: date(14), requested: date(14), adjustment: 'none', isFirst: false })
    // Day 7 has no area, day 10 no measurement: the next measured date, day 14.
    expect(resolveBaseline(points, date(7))).toMatchObject({ date: date(14), adjustment: 'next-measurement' })
    expect(resolveBaseline(points, date(10))).toMatchObject({ date: date(14), adjustment: 'next-measurement' })
  })

  it('before the first: the first; after the latest: the first, and said; no area at all: none', () => {
    expect(resolveBaseline(points, date(-5))).toMatchObject({ date: date(0), adjustment: 'next-measurement', isFirst: true })
    expect(resolveBaseline(points, date(40))).toMatchObject({ date: date(0), adjustment: 'after-latest', isFirst: true })
    expect(resolveBaseline([], date(0))).toMatchObject({ date: null, adjustment: 'none' })
  })
})
