import { describe, expect, it } from 'vitest'
import { clockDirections, clockPoint } from '../../../../src/features/assessments/clock-face.utils'

describe('clockDirections', () => {
  it('keeps each clock position once, in clock order', () => {
    expect(clockDirections([3, 2, 3, 12, 2])).toEqual({ positions: [2, 3, 12], unrecognised: [] })
  })

  it('sets aside directions outside 1–12 and fractions, each once, in the order sent', () => {
    expect(clockDirections([13, 1, 0, 2.5, -3, 13, 12])).toEqual({ positions: [1, 12], unrecognised: [13, 0, 2.5, -3] })
  })

  it('is empty for a missing or empty list', () => {
    expect(clockDirections(undefined)).toEqual({ positions: [], unrecognised: [] })
    expect(clockDirections([])).toEqual({ positions: [], unrecognised: [] })
  })
})

describe('clockPoint', () => {
  it('puts 12 at the top and goes clockwise', () => {
    expect(clockPoint(12, 10)).toEqual({ x: 0, y: -10 })
    expect(clockPoint(3, 10)).toEqual({ x: 10, y: 0 })
    expect(clockPoint(6, 10)).toEqual({ x: 0, y: 10 })
    expect(clockPoint(9, 10)).toEqual({ x: -10, y: 0 })
    expect(clockPoint(2, 10)).toEqual({ x: 8.66, y: -5 })
  })
})
