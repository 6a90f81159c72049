import { describe, expect, it } from 'vitest'
import { pointOn } from './courses'
import type { MeasurementPoint } from '../../../../src/domain/healing/series'
import { possibleTracingErrors, withoutExcluded } from '../../../../src/domain/healing/tracing-errors'

/** A measurement on a day with an area (null: measured without one); ids follow the order unless given. */
const at = (day: number, area: number | null, id: number | null = day + 1): MeasurementPoint => pointOn(day, area, { id })

/** Areas a week apart, ids 1, 2, 3… */
const weekly = (...areas: (number | null)[]) => areas.map((area, week) => at(week * 7, area, week + 1))

const asked = (points: readonly MeasurementPoint[]) =>
  possibleTracingErrors(points).map((question) => [question.point.id, question.direction])

describe('possibleTracingErrors', () => {
  it('asks about an area that jumps up or dips down from both neighbours, with the neighbours', () => {
    expect(possibleTracingErrors(weekly(10, 12, 10))).toEqual([
      { point: at(7, 12, 2), before: at(0, 10, 1), after: at(14, 10, 3), direction: 'larger' },
    ])
    expect(asked(weekly(10, 8, 10))).toEqual([[2, 'smaller']])
  })

  it('counts a difference of exactly 10% from both, not one just under', () => {
    expect(asked(weekly(10, 11, 10))).toEqual([[2, 'larger']])
    expect(asked(weekly(10, 10.99, 10))).toEqual([])
    expect(asked(weekly(10, 9, 10))).toEqual([[2, 'smaller']])
    expect(asked(weekly(10, 9.01, 10))).toEqual([])
  })

  it('needs the neighbours to agree with each other', () => {
    // 10 → 10.99 is 9.9%: no measurable change, so 13 stands out; 10 → 11 is 10%: the wound grew.
    expect(asked(weekly(10, 13, 10.99))).toEqual([[2, 'larger']])
    expect(asked(weekly(10, 13, 11))).toEqual([])
    expect(asked(weekly(10, 7, 9.5))).toEqual([[2, 'smaller']])
    expect(asked(weekly(10, 7, 9))).toEqual([])
  })

  it('needs the area to stand out from both neighbours, not from one', () => {
    // 11.2 is 12% above 10 but 6.7% above 10.5.
    expect(asked(weekly(10, 11.2, 10.5))).toEqual([])
    expect(asked(weekly(10.5, 11.2, 10))).toEqual([])
    expect(asked(weekly(10, 9.5, 10))).toEqual([])
  })

  it('never asks about the first or the last measurement, nor with fewer than three', () => {
    expect(asked(weekly(13, 10, 10))).toEqual([])
    expect(asked(weekly(10, 10, 7))).toEqual([])
    expect(asked(weekly(10, 20))).toEqual([])
    expect(asked(weekly(10))).toEqual([])
    expect(asked([])).toEqual([])
  })

  it('takes the nearest measurements with a usable area as the neighbours', () => {
    const points = weekly(10, null, Number.NaN, 13, -1, 10, null)
    expect(possibleTracingErrors(points)).toEqual([
      { point: at(21, 13, 4), before: at(0, 10, 1), after: at(35, 10, 6), direction: 'larger' },
    ])
    // Without an area a measurement is never asked about, even between two that agree.
    expect(asked(weekly(10, null, 10))).toEqual([])
  })

  it('asks only about a measurement with an id, though one without can be a neighbour', () => {
    expect(asked([at(0, 10), at(7, 13, null), at(14, 10)])).toEqual([])
    expect(possibleTracingErrors([at(0, 10, null), at(7, 13, 5), at(14, 10, null)])).toMatchObject([
      { point: { id: 5 }, before: { id: null }, after: { id: null } },
    ])
  })

  it('finds a second reading on the same day that disagrees with the others', () => {
    const points = [at(0, 10, 1), at(14, 10, 2), at(14, 13, 3), at(28, 10, 4)]
    expect(asked(points)).toEqual([[3, 'larger']])
  })

  it('reads a closed wound as 0: one reading open between two closed ones, or closed between two open ones', () => {
    expect(asked(weekly(0, 0.5, 0))).toEqual([[2, 'larger']])
    expect(asked(weekly(5, 0, 5))).toEqual([[2, 'smaller']])
    expect(asked(weekly(0, 0, 0))).toEqual([])
  })

  it('lists several questions in date order', () => {
    expect(asked(weekly(10, 15, 10, 10, 5, 10))).toEqual([
      [2, 'larger'],
      [5, 'smaller'],
    ])
  })
})

describe('withoutExcluded', () => {
  const points = [at(0, 10, 1), at(7, 12, null), at(14, 13, 3), at(21, 8, 4)]

  it('gives the series itself when nothing is left out', () => {
    expect(withoutExcluded(points, [])).toBe(points)
  })

  it('leaves out the listed ids, in order, keeping measurements without an id', () => {
    expect(withoutExcluded(points, [3]).map((point) => point.id)).toEqual([1, null, 4])
    expect(withoutExcluded(points, [4, 1]).map((point) => point.id)).toEqual([null, 3])
  })

  it('ignores ids that are not in the series', () => {
    expect(withoutExcluded(points, [99]).map((point) => point.id)).toEqual([1, null, 3, 4])
    expect(withoutExcluded([], [1])).toEqual([])
  })
})
