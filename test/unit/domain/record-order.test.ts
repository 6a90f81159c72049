import { describe, expect, it } from 'vitest'
import { compareDays, compareIds, inTimeOrder, usableDate } from '../../../src/domain/record-order'

const record = (id: number | null, date?: string) => ({ id, ...(date === undefined ? {} : { date }) })

describe('the one order of records over time', () => {
  it('orders by day, then id; no usable date and no id last; equal records as they came', () => {
    const first = record(null, '2026-03-01')
    const second = record(null, '2026-03-01')
    const records = [
      record(9),
      record(4, 'next Tuesday'),
      record(3, '0000-01-01'),
      record(7, ' 2026-03-02 '),
      first,
      record(5, '2026-03-01'),
      second,
      record(2, '2026-03-01'),
    ]
    const ordered = inTimeOrder(records)
    expect(ordered.map((r) => [r.id, r.date])).toEqual([
      [2, '2026-03-01'],
      [5, '2026-03-01'],
      [null, '2026-03-01'],
      [null, '2026-03-01'],
      [7, ' 2026-03-02 '],
      [3, '0000-01-01'],
      [4, 'next Tuesday'],
      [9, undefined],
    ])
    expect([ordered[2], ordered[3]]).toEqual([first, second])
    expect(ordered[2]).toBe(first)
  })

  it('reads a usable day the way the series does: trimmed, real, a year a record can carry', () => {
    expect(usableDate(' 2026-03-02 ')).toBe('2026-03-02')
    expect(usableDate('2026-02-30')).toBeUndefined()
    expect(usableDate('0000-01-01')).toBeUndefined()
    expect(usableDate(undefined)).toBeUndefined()
    expect(compareDays('2026-03-01', undefined)).toBeLessThan(0)
    expect(compareIds(null, 1)).toBeGreaterThan(0)
  })
})
