import { describe, expect, it } from 'vitest'
import { WOUND_TYPE_CHOICES } from '../../../src/domain/healing/references'
import { LIST_RESET, openWound } from '../../../src/url-state/view-state'
import { canonicalSearch, orderViewParams } from '../../../src/url-state/view-url'

describe('canonical app URL', () => {
  it.each([
    ['', ''],
    ['?wound=1', '?wound=1'],
    ['?wound=1&page=1&rows=25&tab=measurements', '?wound=1'],
    ['?wound=1&page=abc&rows=33', '?wound=1'],
    ['?wound=0&page=-2', ''],
    ['?rows=50&wound=7&page=3&tab=assessments', '?wound=7&tab=assessments&page=3&rows=50'],
    ['?wound=2&utm=x', '?wound=2'],
    // Ids that parseInt would coerce into another wound are dropped, not read as 1, 1, 31 or 2.
    ['?wound=1e3', ''],
    ['?wound=1.9', ''],
    ['?wound=0x1F', ''],
    ['?wound=2abc', ''],
    ['?wound=012', ''],
    ['?wound=%201', ''],
    ['?wound=99999999999999999999', ''],
    ['?wound=3&page=9007199254740993', '?wound=3'],
    ['?wound=3&page=2.5&selected=1e2', '?wound=3'],
    ['?wound=9007199254740991', '?wound=9007199254740991'],
    // Opened rows are row keys: record ids of any sign, and an id with its position where ids repeat.
    ['?wound=3&expanded=5,0,-4,5~2,~3,x,5~1,1e2,-0', '?wound=3&expanded=~3,-4,0,5,5~2'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalSearch(input)).toBe(expected)
  })
})

describe('parameter order', () => {
  it('writes parameters in one order whatever order they were set in', () => {
    const ordered = orderViewParams(new URLSearchParams('rows=10&fields=id,area&page=2&wound=1&filter[area]=>=5&sort=-id'))
    expect(ordered.toString()).toBe(new URLSearchParams('wound=1&sort=-id&filter[area]=>=5&fields=id,area&page=2&rows=10').toString())
  })
})

describe('the overview baseline in the app URL', () => {
  it.each([
    ['?wound=1&tab=overview&baseline=2026-03-01', '?wound=1&tab=overview&baseline=2026-03-01'],
    // Malformed or not a calendar date: dropped.
    ['?wound=1&baseline=2026-3-1', '?wound=1'],
    ['?wound=1&baseline=2026-02-30', '?wound=1'],
    ['?wound=1&baseline=yesterday', '?wound=1'],
    // A baseline belongs to a wound: without one it is dropped.
    ['?baseline=2026-03-01', ''],
    // Written after the reference, in the one parameter order.
    ['?baseline=2026-03-01&reference=vlu-phillips-2000&wound=5', '?wound=5&reference=vlu-phillips-2000&baseline=2026-03-01'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalSearch(input)).toBe(expected)
  })

  it('is dropped when another wound is opened, and kept when the tab changes', () => {
    expect(openWound(3)).toMatchObject({ wound: 3, baseline: null })
    expect(LIST_RESET).not.toHaveProperty('baseline')
  })
})

describe('measurements left out of the figures (exclude) in the app URL', () => {
  it.each([
    ['?wound=1&tab=overview&exclude=100050', '?wound=1&tab=overview&exclude=100050'],
    // Listed once, ascending.
    ['?wound=1&exclude=9,3,9', '?wound=1&exclude=3,9'],
    // Ids only: what is not one is dropped; without a wound the list means nothing.
    ['?wound=1&exclude=3,x', '?wound=1&exclude=3'],
    ['?exclude=3', ''],
  ])('%s → %s', (input, expected) => {
    expect(canonicalSearch(input)).toBe(expected)
  })

  it('is dropped when another wound is opened', () => {
    expect(openWound(3)).toMatchObject({ wound: 3, exclude: null })
  })
})

describe('the images tab and Compare in the app URL', () => {
  it.each([
    ['?wound=3&tab=images', '?wound=3&tab=images'],
    // Compare is two measurements of the open viewer: with `selected`, written after it.
    ['?compare=5,7&wound=1&selected=7', '?wound=1&selected=7&compare=5,7'],
    ['?wound=1&compare=5,7', '?wound=1'],
    ['?wound=1&selected=7&compare=5', '?wound=1&selected=7'],
    ['?wound=1&selected=7&compare=5,7,9', '?wound=1&selected=7'],
    ['?wound=1&selected=7&compare=5,x', '?wound=1&selected=7'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalSearch(input)).toBe(expected)
  })

  it('is dropped when another wound is opened', () => {
    expect(openWound(3)).toMatchObject({ selected: null, compare: null })
  })
})

/*
 * Every value of the app URL is its canonical form or is dropped: a link never keeps a value the
 * app reads as something else (a `+` is a space in a query, and " 2026-03-05" read as 5 March), a
 * date no record carries, or characters that reorder what the address bar shows.
 */
describe('only canonical values stay in the app URL', () => {
  const RLO = '\u202E'
  it.each(WOUND_TYPE_CHOICES)('keeps the wound type %s', (choice) => {
    expect(canonicalSearch(`?wound=1&reference=${choice}`)).toBe(`?wound=1&reference=${choice}`)
  })

  it.each(
    [
      // A visit or a baseline: YYYY-MM-DD, a real calendar date, in the years a record can carry.
      ['?wound=1&visit=2026-03-05', '?wound=1&visit=2026-03-05'],
      ['?wound=1&visit=1900-01-01', '?wound=1&visit=1900-01-01'],
      ['?wound=1&visit=+2026-03-05', '?wound=1'],
      ['?wound=1&visit=2026-03-05+', '?wound=1'],
      ['?wound=1&visit=%202026-03-05', '?wound=1'],
      ['?wound=1&visit=0001-01-01', '?wound=1'],
      ['?wound=1&visit=1899-12-31', '?wound=1'],
      ['?wound=1&visit=9999-12-31', '?wound=1'],
      ['?wound=1&visit=2026-03-05%E2%80%AE', '?wound=1'],
      ['?wound=1&visit=%EF%BC%92026-03-05', '?wound=1'],
      ['?wound=1&tab=overview&baseline=+2026-03-01', '?wound=1&tab=overview'],
      ['?wound=1&tab=overview&baseline=0001-01-01', '?wound=1&tab=overview'],
      // A wound type: one of the choices, spelled as the app spells it.
      ['?wound=1&reference=vlu-phillips-2000', '?wound=1&reference=vlu-phillips-2000'],
      ['?wound=1&reference=other', '?wound=1&reference=other'],
      [`?wound=1&reference=${encodeURIComponent(RLO.repeat(200))}`, '?wound=1'],
      ['?wound=1&reference=VLU-PHILLIPS-2000', '?wound=1'],
      ['?wound=1&reference=+other', '?wound=1'],
      ['?wound=1&reference=made-up-2024', '?wound=1'],
      // Rows a page: one of the choices, as a whole number (not 50abc, 50.0, 5e1, +50).
      ['?wound=1&rows=50', '?wound=1&rows=50'],
      ['?wound=1&rows=50abc', '?wound=1'],
      ['?wound=1&rows=50.0', '?wound=1'],
      ['?wound=1&rows=5e1', '?wound=1'],
      ['?wound=1&rows=+50', '?wound=1'],
      // Tab and sort: exactly as written by the app.
      ['?wound=1&tab=+overview', '?wound=1'],
      ['?wound=1&sort=+id', '?wound=1'],
      // A filter: as the service reads it, the operator left out when it is `=`.
      ['?wound=1&filter[area]=>=2.5', '?wound=1&filter%5Barea%5D=%3E%3D2.5'],
      ['?wound=1&filter[area]=>=+2.5', '?wound=1'],
      ['?wound=1&filter[area]==2.5', '?wound=1'],
      ['?wound=1&filter[date]=2026-03-05%E2%80%AE', '?wound=1'],
      // Ids in lists: each a canonical id, the others dropped.
      ['?wound=1&tab=overview&exclude=3,+4,5', '?wound=1&tab=overview&exclude=3,5'],
    ].map(([input = '', expected = '']) => ({ input, expected, shown: input.length > 80 ? `${input.slice(0, 60)}…` : input })),
  )('$shown → $expected', ({ input, expected }) => {
    expect(decodeURIComponent(canonicalSearch(input))).toBe(decodeURIComponent(expected))
  })
})
