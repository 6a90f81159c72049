import { describe, expect, it } from 'vitest'
import { compareAreas } from '../../../src/domain/compared-areas'

describe('compareAreas: the percentage area reduction between two dates, or why there is none', () => {
  it('says which way the area went, and by how much of the first area', () => {
    expect(compareAreas(10, 4.7)).toEqual({ kind: 'reduced', percent: 53 })
    expect(compareAreas(4, 5)).toEqual({ kind: 'increased', percent: 25 })
    expect(compareAreas(2, 0)).toEqual({ kind: 'reduced', percent: 100 })
    expect(compareAreas(3.2, 3.2)).toEqual({ kind: 'unchanged' })
  })

  it('says what is missing: an area not recorded, or a first area of 0', () => {
    expect(compareAreas(undefined, 3)).toEqual({ kind: 'missing' })
    expect(compareAreas(3, undefined)).toEqual({ kind: 'missing' })
    expect(compareAreas(0, 3)).toEqual({ kind: 'fromZero' })
  })
})
