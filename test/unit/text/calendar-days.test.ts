import { describe, expect, it } from 'vitest'
import { parseCalendarDate } from '../../../src/text/calendar-date'
import { addDays, dayNumber } from '../../../src/text/calendar-days'

describe('days on the calendar', () => {
  it('adds whole days across month and year ends, and none to a date that is not one', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDays('2026-02-30', 1)).toBeUndefined()
  })

  it('numbers days one apart, whatever the clocks do between them', () => {
    const day = (text: string) => dayNumber(parseCalendarDate(text) ?? new Date(Number.NaN))
    expect(day('2026-03-29') - day('2026-03-28')).toBe(1)
    expect(day('2026-10-25') - day('2026-10-24')).toBe(1)
    expect(day('2027-01-01') - day('2026-01-01')).toBe(365)
  })
})
