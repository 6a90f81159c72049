import { describe, expect, it } from 'vitest'
import { formatDate, formatMeasure, formatNumber, formatSigned } from '../../../src/text/format'
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
    expect(formatMeasure(-0.001, 'cm²')).not.toMatch(/^-/)
  })

  it('writes a value too large to read in scientific notation, so it cannot spill out of its box', () => {
    expect(formatNumber(1e308).length).toBeLessThanOrEqual(12)
    expect(formatNumber(-1e300).length).toBeLessThanOrEqual(12)
    expect(formatNumber(1234567.891, 2)).toBe((1234567.89).toLocaleString(undefined, { maximumFractionDigits: 2 }))
  })
})

describe('changes', () => {
  it('carry their sign, and a change that rounds to nothing reads 0', () => {
    expect(formatSigned(1.234)).toBe(`+${formatNumber(1.23)}`)
    expect(formatSigned(-0.4)).toBe(formatNumber(-0.4))
    expect(formatSigned(0.001)).toBe(formatNumber(0))
    expect(formatSigned(-0.001)).toBe(formatNumber(0))
  })
})
