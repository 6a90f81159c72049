import { describe, expect, it } from 'vitest'
import { baselineAndLatest, defaultComparePair, inDateOrder, previousDate, type Dated } from '../../../../src/features/images/compare.utils'
import { byMonth, timelineEntries } from '../../../../src/features/images/timeline.utils'
import { areaText, type ImagesTranslate } from '../../../../src/features/images/image-words'
import { changeText, changeWords } from '../../../../src/features/images/timeline-words'
import { measurementSeries } from '../../../../src/domain/healing/series'
import { parseMeasurement } from '../../../../src/api/schemas/measurement'
import { topLevelInDateOrder } from '../../../../src/features/images/image-records.utils'
import { woundVerdict } from '../../../../src/domain/healing/verdict'
import { formatDate } from '../../../../src/text/format'
import { englishWords } from '../../../../scripts/catalogs'
import { ROOT } from '../../../../tools/harness/paths'

/** The images' English words, from their catalog. */
const t: ImagesTranslate = englishWords(`${ROOT}/src/words`, 'images')

/** A top-level measurement as the schema reads it: only what these helpers look at. */
const m = (id: number, date: string | undefined, area?: number) => ({ id, date, area, children: [], issues: [] }) as unknown as Dated

// In date order, as topLevelInDateOrder gives them: two on 10 Feb, one undated last.
const A = m(1, '2026-01-05', 10)
const B = m(2, '2026-02-10', 8)
const C = m(3, '2026-02-10', 7)
const D = m(4, '2026-03-01', 6)
const E = m(5, '2026-04-20', 5)
const U = m(6, undefined, 4)
const ORDERED = [A, B, C, D, E, U]
const ids = (pair: readonly Dated[] | undefined) => pair?.map((r) => r.id)

describe('the dates Compare opens on', () => {
  it('from a measurement: the date before it and that one, never the same date twice', () => {
    expect(ids(defaultComparePair(ORDERED, D))).toEqual([3, 4])
    // C shares its date with B: the previous date is A's, not B's.
    expect(ids(defaultComparePair(ORDERED, C))).toEqual([1, 3])
    expect(ids(defaultComparePair(ORDERED, E))).toEqual([4, 5])
  })

  it('from the first measurement: that one and the latest', () => {
    expect(ids(defaultComparePair(ORDERED, A))).toEqual([1, 5])
  })

  it('without a measurement, or from an undated one: the baseline and the latest', () => {
    expect(ids(defaultComparePair(ORDERED, undefined))).toEqual([1, 5])
    expect(ids(defaultComparePair(ORDERED, U))).toEqual([1, 5])
    // The overview's chosen baseline: the first measurement on or after that date.
    expect(ids(defaultComparePair(ORDERED, undefined, '2026-02-11'))).toEqual([4, 5])
    expect(ids(defaultComparePair(ORDERED, U, '2026-02-10'))).toEqual([2, 5])
  })

  it('is undefined when the wound has one date only', () => {
    expect(defaultComparePair([B, C], C)).toBeUndefined()
    expect(defaultComparePair([A], A)).toBeUndefined()
    expect(defaultComparePair([], undefined)).toBeUndefined()
  })

  it('baseline and latest: a baseline on or after the latest date falls back to the first', () => {
    expect(ids(baselineAndLatest(ORDERED, '2026-04-20'))).toEqual([1, 5])
    expect(ids(baselineAndLatest(ORDERED, '2030-01-01'))).toEqual([1, 5])
    expect(ids(baselineAndLatest([A, B, D], null))).toEqual([1, 4])
  })

  it('previous date and date order', () => {
    expect(previousDate(ORDERED, A)).toBeUndefined()
    expect(previousDate(ORDERED, U)).toBeUndefined()
    expect(previousDate(ORDERED, D)?.id).toBe(3)
    expect(ids(inDateOrder(ORDERED, E, B))).toEqual([2, 5])
    expect(ids(inDateOrder(ORDERED, B, E))).toEqual([2, 5])
  })
})

describe('the images over time', () => {
  it('gives each measurement its change from the previous one with an area', () => {
    const noArea = m(7, '2026-02-20', undefined)
    const entries = timelineEntries([A, B, noArea, D])
    expect(entries.map((e) => e.change?.delta)).toEqual([undefined, -2, undefined, -2])
    expect(entries[3]?.change?.since).toBe('2026-02-10')
    expect(entries[3]?.change?.percent).toBeCloseTo(-25)
    expect(entries.map((e) => e.key)).toEqual(['1@0', '2@1', '7@2', '4@3'])
    // From 0 cm² a percentage means nothing.
    expect(timelineEntries([m(1, '2026-01-01', 0), m(2, '2026-01-02', 1)])[1]?.change).toEqual({
      delta: 1,
      percent: null,
      since: '2026-01-01',
    })
  })

  it('words the change, with real minus signs, and says what is missing', () => {
    const [, fell, , same] = timelineEntries([A, B, m(9, '2026-02-11', 9), m(10, '2026-02-12', 9)])
    expect(changeText(t, fell?.change)).toBe('−2.00 cm² (−20.0%)')
    expect(changeWords(t, fell?.change)).toBe(`2.00 cm² smaller than on ${formatDate('2026-01-05')}`)
    expect(changeText(t, same?.change)).toBe('±0.00 cm² (±0.0%)')
    expect(changeWords(t, same?.change)).toBe(`unchanged since ${formatDate('2026-02-11')}`)
    const grew = timelineEntries([m(1, '2026-01-01', 2), m(2, '2026-01-02', 3)])[1]
    expect(changeText(t, grew?.change)).toBe('+1.00 cm² (+50.0%)')
    expect(changeWords(t, grew?.change)).toMatch(/^1.00 cm² larger than on/)
    expect(areaText(t, undefined)).toBe('Area not recorded')
    expect(areaText(t, 4.5)).toBe('4.50 cm²')
  })

  it('groups consecutive measurements by calendar month; undated ones under a heading of their own, with no month', () => {
    const months = byMonth(timelineEntries(ORDERED))
    expect(months.map((month) => [month.key, month.entries.map((e) => e.record.id)])).toEqual([
      ['2026-1', [1]],
      ['2026-2', [2, 3]],
      ['2026-3', [4]],
      ['2026-4', [5]],
      ['undated', [6]],
    ])
    expect(months.at(-1)?.label).toBeUndefined()
    expect(months[0]?.label).toMatch(/2026/)
  })
})

describe('"Baseline and latest" starts where the overview’s metrics do (one baseline rule for every view)', () => {
  // 10 Feb measured without an area, 1 Mar with a negative one (not usable), 10 May the latest.
  const records = [
    m(10, '0000-01-01', 12),
    m(11, '2026-01-05', 10),
    m(12, '2026-02-10'),
    m(13, '2026-03-01', -1),
    m(14, '2026-03-20', 6),
    m(15, '2026-04-20', 5),
    m(16, '2026-05-10', 4),
  ]
  const overviewBaseline = (baseline: string | null, excluded: number[] = []) =>
    woundVerdict(measurementSeries(records).points, { baselineDate: baseline, excluded }).metrics?.baseline.date

  it.each([
    ['none chosen', null, []],
    ['a date measured without an area', '2026-02-10', []],
    ['a date whose area is not usable', '2026-03-01', []],
    ['a date between measurements', '2026-03-10', []],
    ['a date with a measurement left out', '2026-03-20', [14]],
    ['the first measurement left out', null, [11]],
  ] as const)('%s', (_, baseline, excluded) => {
    const pair = baselineAndLatest(records, baseline, [...excluded])
    expect(pair?.[0].date).toBe(overviewBaseline(baseline, [...excluded]))
  })
})

describe('the images over time step through records in the order the charts draw them (one order over time)', () => {
  it('holds the series’ order, and puts what the series leaves out after it, by id', () => {
    const records = [
      { id: 6, date: 'next Tuesday', area: 1 },
      { id: 5, date: '0000-01-01', area: 1 },
      { id: 4, date: ' 2026-03-09', area: 1 },
      { id: 3, date: '2026-03-02', area: 1 },
      { id: 2, date: '2026-03-02', area: 1 },
      { id: 1, date: '2026-03-16', area: 1 },
    ].map((raw) => parseMeasurement(raw))
    const history = { pages: { 1: { page: 1, records, metadata: { total: 6 } } } } as unknown as Parameters<typeof topLevelInDateOrder>[0]
    const series = measurementSeries(records)
    const drawn = series.points.map((point) => point.id)
    expect(drawn).toEqual([2, 3, 4, 1])
    const stepped = topLevelInDateOrder(history).map((record) => record.id)
    expect(stepped.slice(0, drawn.length)).toEqual(drawn)
    // What the charts leave out (no usable date) comes after, by id.
    expect(stepped.slice(drawn.length)).toEqual([5, 6])
  })
})
