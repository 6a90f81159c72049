import { describe, expect, it } from 'vitest'
import { getWoundData } from '../../../src/mocks/data'
import { assessments, ids, measurements } from './helpers'

type NumericKey =
  'avg_depth' | 'max_depth' | 'max_width' | 'max_length' | 'perimeter' | 'area' | 'volume' | 'granulation' | 'slough' | 'eschar'

const compare = {
  '=': (a: number | string, b: number | string) => a === b,
  '>': (a: number | string, b: number | string) => a > b,
  '<': (a: number | string, b: number | string) => a < b,
  '>=': (a: number | string, b: number | string) => a >= b,
  '<=': (a: number | string, b: number | string) => a <= b,
}

const all = () => measurements('wound_id=1&per_page=100')

describe('measurement filters on numbers', () => {
  const cases: [NumericKey, keyof typeof compare, number][] = [
    ['avg_depth', '<=', 0.2],
    ['max_depth', '>', 0.4],
    ['max_width', '>=', 2.5],
    ['max_length', '<', 3],
    ['perimeter', '>', 10],
    ['area', '>=', 2.5],
    ['volume', '<', 1],
    ['granulation', '>=', 70],
    ['slough', '<=', 20],
    ['eschar', '=', 0],
  ]

  it.each(cases)('filter[%s]=%s%s keeps exactly the matching records', async (key, op, value) => {
    const expected = (await all()).filter((m) => {
      const actual = m[key]
      return actual !== undefined && compare[op](actual, value)
    })
    const query = `wound_id=1&per_page=100&filter[${key}]=${encodeURIComponent(op === '=' ? String(value) : `${op}${value}`)}`
    const kept = await measurements(query)
    expect(kept.length).toBeGreaterThan(0)
    expect(kept.length).toBeLessThan(40)
    expect(ids(kept)).toEqual(ids(expected))
    for (const m of kept) expect(compare[op](m[key] ?? Number.NaN, value)).toBe(true)
  })

  it('compares numbers numerically, also when a record sends them as strings', async () => {
    const quirky = (await all()).find((m) => m.issues.some((issue) => issue.path === 'area'))
    expect(quirky?.area).toBeDefined()
    const kept = await measurements(`wound_id=1&filter[area]=${quirky?.area ?? ''}`)
    expect(ids(kept)).toContain(quirky?.id)
    for (const m of kept) expect(m.area).toBe(quirky?.area)
  })
})

describe('measurement filters on other keys', () => {
  it('filter[id] with >=', async () => {
    const kept = await measurements('wound_id=1&per_page=100&filter[id]=>=100030')
    expect(kept.length).toBeGreaterThan(5)
    for (const m of kept) expect(m.id).toBeGreaterThanOrEqual(100030)
  })

  it('filter[date] with <', async () => {
    const kept = await measurements('wound_id=1&per_page=100&filter[date]=<2026-03-01')
    expect(kept.length).toBeGreaterThan(3)
    for (const m of kept) expect((m.date ?? '') < '2026-03-01').toBe(true)
  })

  it.each(['group', 'multiple', 'regular'])('filter[type]=%s matches exactly', async (type) => {
    const kept = await measurements(`wound_id=1&per_page=100&filter[type]=${type}`)
    expect(kept.length).toBeGreaterThan(0)
    for (const m of kept) expect(m.type).toBe(type)
  })

  it.each([
    ['false', false],
    ['0', false],
    ['true', true],
    ['1', true],
  ] as const)('filter[is_locked]=%s', async (value, locked) => {
    const kept = await measurements(`wound_id=1&per_page=100&filter[is_locked]=${value}`)
    expect(kept.length).toBeGreaterThan(0)
    for (const m of kept) expect(m.is_locked).toBe(locked)
  })

  it('filter[created_at] with a date compares against the start of that day', async () => {
    const after = await measurements('wound_id=1&per_page=100&filter[created_at]=>=2026-06-01')
    expect(after.length).toBeGreaterThan(3)
    for (const m of after) expect((m.created_at ?? '') >= '2026-06-01 00:00:00').toBe(true)
    // A photo taken during 5 January is not "= 2026-01-05", which means midnight.
    expect(await measurements('wound_id=1&filter[created_at]=2026-01-05')).toEqual([])
  })

  it('filter[created_at] with a date and time', async () => {
    const kept = await measurements(`wound_id=1&per_page=100&filter[created_at]=${encodeURIComponent('<=2026-01-05 16:09:00')}`)
    expect(kept.map((m) => m.created_at)).toEqual(['2026-01-05 16:09:00'])
  })

  it('filter[updated_at] uses the moment kept beside each record', async () => {
    const history = getWoundData(1)
    const expected = (history?.measurements ?? []).filter((m) => (history?.updatedAt.get(m.id) ?? '') > '2026-09-01 00:00:00')
    const kept = await measurements('wound_id=1&per_page=100&filter[updated_at]=>2026-09-01')
    expect(kept.length).toBeGreaterThan(0)
    expect(ids(kept)).toEqual(ids(expected))
  })

  it('combines filters with AND, on top-level records only', async () => {
    const kept = await measurements('wound_id=1&per_page=100&filter[type]=group&filter[area]=<5')
    expect(kept.length).toBeGreaterThan(0)
    for (const m of kept) {
      expect(m.type).toBe('group')
      expect(m.area ?? 99).toBeLessThan(5)
      // Children travel with their parent even when they would not match on their own.
      expect(m.children.length).toBeGreaterThan(0)
    }
  })

  it('the last of repeated filter values wins', async () => {
    const kept = await measurements('wound_id=1&per_page=100&filter[area]=<3&filter[area]=>10')
    for (const m of kept) expect(m.area ?? 0).toBeGreaterThan(10)
  })
})

describe('assessment filters', () => {
  it('filter[id] with >', async () => {
    const kept = await assessments('wound_id=1&per_page=100&filter[id]=>150035')
    expect(ids(kept)).toEqual([150036, 150037, 150038, 150039, 150040])
  })

  it('filter[date] with <=', async () => {
    const kept = await assessments('wound_id=1&per_page=100&filter[date]=<=2026-02-01')
    expect(kept.length).toBeGreaterThan(2)
    for (const a of kept) expect((a.date ?? '') <= '2026-02-01').toBe(true)
  })

  it('filter[date] with an implicit =', async () => {
    const kept = await assessments('wound_id=1&filter[date]=2026-01-05')
    expect(kept.map((a) => a.date)).toEqual(['2026-01-05'])
  })

  it('filter[created_at] with >', async () => {
    const kept = await assessments(`wound_id=1&per_page=100&filter[created_at]=${encodeURIComponent('>2026-09-01 12:00:00')}`)
    expect(kept.length).toBeGreaterThan(0)
    for (const a of kept) expect((a.created_at ?? '') > '2026-09-01 12:00:00').toBe(true)
  })
})
