import { describe, expect, it } from 'vitest'
import { dateOrdered, seriesCache, type Series } from '../../../../src/domain/healing/dated-records'

type Row = { id: number | null; date?: string | undefined; tag?: string }

const ids = (rows: { id: number | null }[]) => rows.map((row) => row.id)

describe('dateOrdered: the one order of records over time', () => {
  it('orders by calendar date, then by id, a record without an id after those with one', () => {
    const { dated } = dateOrdered<Row>([
      { id: 3, date: '2026-03-01' },
      { id: null, date: '2026-01-05' },
      { id: 9, date: '2026-01-05' },
      { id: 2, date: '2026-01-05' },
      { id: 1, date: '2026-02-01' },
    ])
    expect(ids(dated.map((d) => d.record))).toEqual([2, 9, null, 1, 3])
    expect(dated.map((d) => d.date)).toEqual(['2026-01-05', '2026-01-05', '2026-01-05', '2026-02-01', '2026-03-01'])
  })

  it('keeps records equal on both keys in the order they arrived (a stable sort)', () => {
    const { dated } = dateOrdered<Row>([
      { id: null, date: '2026-01-05', tag: 'first' },
      { id: null, date: '2026-01-05', tag: 'second' },
    ])
    expect(dated.map((d) => d.record.tag)).toEqual(['first', 'second'])
  })

  it('places a day on the axis: its day number and time, spaces around the date ignored', () => {
    const { dated } = dateOrdered<Row>([
      { id: 1, date: ' 2026-01-02 ' },
      { id: 2, date: '2026-01-01' },
    ])
    const [first, second] = dated
    expect(first?.date).toBe('2026-01-01')
    expect(second?.date).toBe('2026-01-02')
    expect((second?.dayNumber ?? 0) - (first?.dayNumber ?? 0)).toBe(1)
    expect(second?.time).toBeGreaterThan(first?.time ?? Infinity)
  })

  it('leaves out what has no usable date, with the reason and the value as sent', () => {
    const { dated, leftOut } = dateOrdered<Row>([
      { id: 1 },
      { id: 2, date: '   ' },
      { id: 3, date: '2026-02-30' },
      { id: 4, date: '5 Jan 2026' },
      { id: 5, date: '0000-01-01' },
      { id: null, date: '9999-12-31' },
      { id: 7, date: '2026-01-05' },
    ])
    expect(ids(dated.map((d) => d.record))).toEqual([7])
    expect(leftOut).toEqual([
      { id: 1, reason: 'no-date' },
      { id: 2, reason: 'no-date' },
      { id: 3, reason: 'unparseable-date', value: '2026-02-30' },
      { id: 4, reason: 'unparseable-date', value: '5 Jan 2026' },
      { id: 5, reason: 'implausible-date', value: '0000-01-01' },
      { id: null, reason: 'implausible-date', value: '9999-12-31' },
    ])
  })

  it('draws a record the service sent twice twice, and names its id as repeated', () => {
    const { dated, repeatedIds } = dateOrdered<Row>([
      { id: 5, date: '2026-01-05' },
      { id: 6, date: '2026-01-06' },
      { id: 5, date: '2026-01-05' },
      { id: null, date: '2026-01-07' },
      { id: null, date: '2026-01-08' },
    ])
    expect(ids(dated.map((d) => d.record))).toEqual([5, 5, 6, null, null])
    expect(repeatedIds).toEqual([5])
  })

  it('counts an id as repeated even when one of its records has no usable date', () => {
    const { dated, leftOut, repeatedIds } = dateOrdered<Row>([
      { id: 8, date: '2026-01-05' },
      { id: 8, date: 'soon' },
    ])
    expect(dated).toHaveLength(1)
    expect(leftOut).toEqual([{ id: 8, reason: 'unparseable-date', value: 'soon' }])
    expect(repeatedIds).toEqual([8])
  })
})

describe('seriesCache: the same series and points while a history arrives page by page', () => {
  const empty = (): Series<{ n: number }> => ({ points: [], leftOut: [], repeatedIds: [] })

  it('builds a series once for a list of records, again for another list', () => {
    const cache = seriesCache<Row, { n: number }>()
    const list: Row[] = [{ id: 1, date: '2026-01-01' }]
    let builds = 0
    const build = () => {
      builds += 1
      return empty()
    }
    const first = cache.series(list, build)
    expect(cache.series(list, build)).toBe(first)
    expect(builds).toBe(1)
    expect(cache.series([...list], build)).not.toBe(first)
    expect(builds).toBe(2)
  })

  it('reuses a point while the first date is the same, and builds it again when it moves', () => {
    const cache = seriesCache<Row, { n: number }>()
    const record: Row = { id: 1, date: '2026-01-10' }
    const day0 = cache.point(record, 100, () => ({ n: 9 }))
    expect(cache.point(record, 100, () => ({ n: 0 }))).toBe(day0)
    // An earlier page arrived: the day counts from another first date.
    const moved = cache.point(record, 95, () => ({ n: 14 }))
    expect(moved).not.toBe(day0)
    expect(moved.n).toBe(14)
  })
})
