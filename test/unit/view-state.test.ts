import { describe, expect, it } from 'vitest'
import { canonicalSearch } from '../../src/config/view-state'

describe('canonical app URL', () => {
  it.each([
    ['', ''],
    ['?wound=1', '?wound=1'],
    ['?wound=1&page=1&rows=25&tab=measurements', '?wound=1'],
    ['?wound=1&page=abc&rows=33', '?wound=1'],
    ['?wound=0&page=-2', ''],
    ['?rows=50&wound=7&page=3&tab=assessments', '?wound=7&tab=assessments&page=3&rows=50'],
    ['?wound=2&utm=x', '?wound=2'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalSearch(input)).toBe(expected)
  })
})
