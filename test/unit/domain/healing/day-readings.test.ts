import { describe, expect, it } from 'vitest'
import { dayReadings } from '../../../../src/domain/healing/day-readings'
import { pointOn } from './courses'

describe('dayReadings: one reading per date, for every figure that reads the area over time', () => {
  it('takes the last measurement of a date with a usable area, in the order the points come (date, then id)', () => {
    const readings = dayReadings([
      pointOn(0, 12, { id: 1 }),
      pointOn(0, 10, { id: 2 }),
      pointOn(0, null, { id: 3 }),
      pointOn(7, 8, { id: 4 }),
    ])
    expect(readings.map((point) => [point.date, point.id, point.area])).toEqual([
      [pointOn(0, 0).date, 2, 10],
      [pointOn(7, 0).date, 4, 8],
    ])
  })

  it('leaves out dates with no usable area at all, and never makes one up', () => {
    expect(dayReadings([pointOn(0, null), pointOn(7, -1), pointOn(14, Number.NaN)])).toEqual([])
    expect(dayReadings([pointOn(0, 0)]).map((point) => point.area)).toEqual([0])
  })
})
