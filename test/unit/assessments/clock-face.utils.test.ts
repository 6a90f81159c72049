import { describe, expect, it } from 'vitest'
import {
  clockDirections,
  clockPoint,
  extentDescription,
  extentSummary,
  unrecognisedPhrase,
} from '../../../src/features/assessments/clock-face.utils'

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

describe('phrases', () => {
  it('joins lists the way people say them', () => {
    expect(unrecognisedPhrase([])).toBe('')
    expect(unrecognisedPhrase([2])).toBe('2')
    expect(unrecognisedPhrase([0, 13])).toBe('0 and 13')
    expect(unrecognisedPhrase([1, 2.5, 3])).toBe('1, 2.5 and 3')
  })

  it('names clock positions', () => {
    expect(extentSummary({ length: 1, direction: [] })).toBe('1 cm, no clock position')
    expect(extentSummary({ length: 1, direction: [6] })).toBe("1 cm at 6 o'clock")
    expect(extentSummary({ length: 1, direction: [2, 3] })).toBe("1 cm at 2 and 3 o'clock")
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

describe('extentSummary and extentDescription', () => {
  it('gives length and positions', () => {
    expect(extentSummary({ direction: [3, 2, 2], length: 3 })).toBe("3 cm at 2 and 3 o'clock")
    expect(extentDescription('Tunnelling', { direction: [2, 3], length: 3 })).toBe("Tunnelling 3 cm at 2 and 3 o'clock")
  })

  it('says what is missing', () => {
    expect(extentDescription('Undermining', { direction: [6] })).toBe("Undermining at 6 o'clock, length not recorded")
    expect(extentDescription('Undermining', { direction: [], length: 1.5 })).toBe('Undermining 1.5 cm, no clock position')
    expect(extentDescription('Tunnelling', {})).toBe('Tunnelling recorded without length or clock position')
    expect(extentDescription('Tunnelling', undefined)).toBe('Tunnelling not recorded')
    expect(extentSummary(undefined)).toBe('')
  })

  it('leaves directions outside 1–12 out of the picture’s description', () => {
    expect(extentDescription('Tunnelling', { direction: [0, 14], length: 2 })).toBe('Tunnelling 2 cm, no clock position')
    expect(extentDescription('Tunnelling', { direction: [0, 4], length: 2 })).toBe("Tunnelling 2 cm at 4 o'clock")
  })
})
