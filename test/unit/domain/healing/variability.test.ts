import { describe, expect, it } from 'vitest'
import { AREA_VARIABILITY_PERCENT, measurableChange, percentDigits } from '../../../../src/domain/healing/variability'

describe('measurableChange: the 10% measurement variability', () => {
  it('is 10%: the between-rater repeatability limit (≈ 8.9%) rounded up', () => {
    expect(AREA_VARIABILITY_PERCENT).toBe(10)
    expect(1.96 * Math.SQRT2 * 3.2).toBeLessThan(AREA_VARIABILITY_PERCENT)
  })

  it('counts a change of 10% or more either way as measurable, and less as none', () => {
    // 10 → 9 is −10% exactly; 10 → 9.01 is −9.9%.
    expect(measurableChange(10, 9)).toBe('smaller')
    expect(measurableChange(10, 9.01)).toBe('none')
    // 4.1 → 3.69 is −10% of 4.1 (floating point would make it −9.999…%).
    expect(measurableChange(4.1, 3.69)).toBe('smaller')
    expect(measurableChange(10, 11)).toBe('larger')
    expect(measurableChange(10, 10.99)).toBe('none')
    expect(measurableChange(10, 10)).toBe('none')
  })

  it('reads a closed wound that reopens as larger, and one that stays closed as unchanged', () => {
    expect(measurableChange(0, 0.5)).toBe('larger')
    expect(measurableChange(0, 0)).toBe('none')
  })

  it('takes another variability when asked: the sentences and checks follow the one number', () => {
    expect(measurableChange(10, 8.9, 12)).toBe('none')
    expect(measurableChange(10, 8.8, 12)).toBe('smaller')
    expect(measurableChange(10, 11.1, 12)).toBe('none')
    expect(measurableChange(10, 11.2, 12)).toBe('larger')
  })
})

describe('percentDigits: a percentage beside a threshold', () => {
  it('is whole unless rounding would cross the threshold or hide a change', () => {
    expect(percentDigits(62.04, 53)).toBe(0)
    expect(percentDigits(53.4, 53)).toBe(1)
    expect(percentDigits(52.96, 53)).toBe(2)
    expect(percentDigits(0.3, 53)).toBe(1)
    expect(percentDigits(0, 0)).toBe(0)
    expect(percentDigits(52.9999, 53)).toBe(3)
  })
})
