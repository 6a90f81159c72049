import { afterEach, describe, expect, it } from 'vitest'
import { dateFormat, formatDate, formatNumber, setFormatLocale } from '../../../src/text/format'
import { isPlausibleDate, parseCalendarDate } from '../../../src/text/calendar-date'

describe('calendar dates', () => {
  it('reads a year below 100 as that year, not as 19xx', () => {
    expect(parseCalendarDate('0005-01-01')?.getFullYear()).toBe(5)
    expect(parseCalendarDate('0099-12-31')?.getFullYear()).toBe(99)
    expect(formatDate('0000-01-01')).not.toMatch(/1900/)
    expect(formatDate('0050-06-01')).not.toMatch(/1950/)
  })

  it('calls dates outside 1900–2100 implausible', () => {
    const plausible = (text: string) => {
      const date = parseCalendarDate(text)
      return date !== undefined && isPlausibleDate(date)
    }
    expect(['1900-01-01', '2026-03-05', '2100-12-31'].map(plausible)).toEqual([true, true, true])
    expect(['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31'].map(plausible)).toEqual([false, false, false, false])
  })
})

describe('numbers', () => {
  it('never shows minus zero', () => {
    expect(formatNumber(-0)).toBe(formatNumber(0))
    expect(formatNumber(-0.0001, 2)).toBe(formatNumber(0, 2))
  })

  it('writes a value too large to read in scientific notation, so it cannot spill out of its box', () => {
    expect(formatNumber(1e308).length).toBeLessThanOrEqual(12)
    expect(formatNumber(-1e300).length).toBeLessThanOrEqual(12)
    expect(formatNumber(1234567.891, 2)).toBe((1234567.89).toLocaleString(undefined, { maximumFractionDigits: 2 }))
  })
})

describe('the locale the app chose', () => {
  afterEach(() => {
    setFormatLocale(undefined)
  })

  it('writes every date and number in it, whatever the machine’s locale', () => {
    setFormatLocale('de')
    expect(formatDate('2026-09-22')).toBe('22.09.2026')
    expect(formatNumber(1234.5, 1)).toBe('1.234,5')
    expect(dateFormat({ month: 'long', year: 'numeric' }).format(new Date(2026, 8, 22))).toBe('September 2026')
    setFormatLocale('en')
    expect(formatDate('2026-09-22')).toBe('Sep 22, 2026')
    expect(formatNumber(1234.5, 1)).toBe('1,234.5')
  })

  it('is the browser’s own variant of the language, the first the browser prefers', () => {
    setFormatLocale('en', ['de-DE', 'en-GB', 'en-US'])
    expect(formatDate('2026-09-22')).toBe('22 Sept 2026')
    setFormatLocale('de', ['en-GB', 'de-AT', 'de-DE'])
    expect(formatDate('2026-01-05')).toBe('05.01.2026')
    expect(dateFormat({ month: 'long' }).format(new Date(2026, 0, 5))).toBe('Jänner')
  })

  it('is the language itself where the browser has no variant of it', () => {
    setFormatLocale('de', ['en-US', 'fr-FR'])
    expect(dateFormat({ month: 'long' }).format(new Date(2026, 0, 5))).toBe('Januar')
  })
})
