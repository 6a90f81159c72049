import { describe, expect, it } from 'vitest'
import { createRandom } from '../../../src/mocks/random'

describe('seeded random numbers', () => {
  it('repeat for the same seed and differ between seeds', () => {
    const a = createRandom(42).next
    const b = createRandom(42).next
    const c = createRandom(43).next
    const first = Array.from({ length: 5 }, a)
    expect(Array.from({ length: 5 }, b)).toEqual(first)
    expect(Array.from({ length: 5 }, c)).not.toEqual(first)
    for (const n of first) expect(n >= 0 && n < 1).toBe(true)
  })

  it('keep integers within their inclusive bounds and reach both ends', () => {
    const random = createRandom(7)
    const seen = new Set(Array.from({ length: 500 }, () => random.int(3, 10)))
    expect([...seen].sort((x, y) => x - y)).toEqual([3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('make version-4-shaped UUIDs', () => {
    expect(createRandom(1).uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})
