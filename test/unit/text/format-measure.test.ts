import { afterEach, describe, expect, it } from 'vitest'
import { formatNumber, setFormatLocale } from '../../../src/text/format'
import { formatMeasure, formatSigned } from '../../../src/text/format-measure'

describe('measures', () => {
  it('never show minus zero, and a missing value reads as a dash', () => {
    expect(formatMeasure(-0.001, 'cm²')).not.toMatch(/^-/)
    expect(formatMeasure(3.4, 'cm²')).toBe(`${formatNumber(3.4)} cm²`)
    expect(formatMeasure(undefined, 'cm²')).toBe('—')
  })
})

describe('changes', () => {
  afterEach(() => {
    setFormatLocale(undefined)
  })

  it('carry their sign, and a change that rounds to nothing reads 0', () => {
    expect(formatSigned(1.234)).toBe(`+${formatNumber(1.23)}`)
    expect(formatSigned(-0.4)).toBe(formatNumber(-0.4))
    expect(formatSigned(0.001)).toBe(formatNumber(0))
    expect(formatSigned(-0.001)).toBe(formatNumber(0))
  })

  it('are written in the locale the app chose', () => {
    setFormatLocale('de')
    expect(formatSigned(-0.4, 1)).toBe('-0,4')
  })
})
