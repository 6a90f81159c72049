import {
  ASSESSMENT_FIELDS,
  ASSESSMENT_FILTER_KEYS,
  EXACT_FILTER_KEYS,
  MEASUREMENT_FIELDS,
  MEASUREMENT_FILTER_KEYS,
  type AssessmentFilterKey,
  type MeasurementField,
  type MeasurementFilterKey,
} from '../../../src/api/fields'
import { describe, expect, it } from 'vitest'
import { buildListQuery, canonicalFields, OPERATORS, SORTS, type Filter, type ListQuery } from '../../../src/api/params'

/** The parameters exactly as a server would read them. */
const decode = (query: string): [string, string][] => [...new URLSearchParams(query).entries()]
const names = (query: string): string[] => decode(query).map(([name]) => name)
const param = (query: string, name: string): string | null => new URLSearchParams(query).get(name)

const measurementFilter = (key: MeasurementFilterKey, op: Filter['op'], value: string): Filter<MeasurementFilterKey> => ({ key, op, value })
const measurements = (query: Partial<ListQuery<'measurements'>>) => buildListQuery('measurements', { woundId: 7, ...query })
const assessments = (query: Partial<ListQuery<'assessments'>>) => buildListQuery('assessments', { woundId: 7, ...query })

describe('buildListQuery: wound_id, page, per_page', () => {
  it('sends only wound_id when nothing else is asked', () => {
    expect(measurements({})).toBe('wound_id=7')
    expect(assessments({})).toBe('wound_id=7')
  })

  it('sends page and per_page as plain integers', () => {
    const query = measurements({ page: 3, perPage: 50 })
    expect(query).toBe('wound_id=7&page=3&per_page=50')
    expect(decode(query)).toEqual([
      ['wound_id', '7'],
      ['page', '3'],
      ['per_page', '50'],
    ])
  })

  it('accepts the largest safe integers', () => {
    const query = buildListQuery('measurements', { woundId: Number.MAX_SAFE_INTEGER, page: 1, perPage: 1 })
    expect(param(query, 'wound_id')).toBe(String(Number.MAX_SAFE_INTEGER))
    expect(param(query, 'page')).toBe('1')
    expect(param(query, 'per_page')).toBe('1')
  })

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    'rejects wound id %s with a RangeError',
    (woundId) => {
      expect(() => buildListQuery('measurements', { woundId })).toThrow(RangeError)
      expect(() => buildListQuery('assessments', { woundId })).toThrow(/Invalid wound id/)
    },
  )

  it.each([0, -3, 2.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects page %s and per_page %s with a RangeError', (n) => {
    expect(() => measurements({ page: n })).toThrow(RangeError)
    expect(() => measurements({ page: n })).toThrow(/Invalid page/)
    expect(() => assessments({ perPage: n })).toThrow(RangeError)
    expect(() => assessments({ perPage: n })).toThrow(/Invalid per_page/)
  })

  it('leaves page and per_page out when they are undefined', () => {
    expect(names(measurements({ page: undefined, perPage: undefined, sort: undefined, fields: undefined, filters: undefined }))).toEqual([
      'wound_id',
    ])
  })
})

describe('buildListQuery: sort', () => {
  it.each(SORTS)('sends sort=%s verbatim (a leading minus survives decoding)', (sort) => {
    const query = measurements({ sort })
    expect(param(query, 'sort')).toBe(sort)
    expect(param(assessments({ sort }), 'sort')).toBe(sort)
  })
})

describe('buildListQuery: fields', () => {
  it('sends every allowed measurement column, comma-separated, in the spec order', () => {
    const reversed = [...MEASUREMENT_FIELDS].reverse()
    const query = measurements({ fields: reversed })
    expect(param(query, 'fields')).toBe(MEASUREMENT_FIELDS.join(','))
  })

  it('sends every allowed assessment column', () => {
    expect(param(assessments({ fields: ['values', 'created_at', 'date'] }), 'fields')).toBe('id,date,created_at,values')
    expect(param(assessments({ fields: [...ASSESSMENT_FIELDS] }), 'fields')).toBe(ASSESSMENT_FIELDS.join(','))
  })

  it('always includes id, and only once', () => {
    expect(param(measurements({ fields: ['area'] }), 'fields')).toBe('id,area')
    expect(param(measurements({ fields: ['area', 'id', 'id'] }), 'fields')).toBe('id,area')
  })

  it('leaves fields out when none are asked (every column)', () => {
    expect(names(measurements({ fields: [] }))).not.toContain('fields')
  })

  it('the comma separator is not percent-encoded, so the service sees a list', () => {
    const query = measurements({ fields: ['date', 'area'] })
    expect(query).toContain('fields=id,area,date')
  })
})

describe('canonicalFields', () => {
  it('is empty when nothing is restricted', () => {
    expect(canonicalFields('measurements', [])).toEqual([])
    expect(canonicalFields('assessments', [])).toEqual([])
  })

  it('deduplicates, orders as the spec lists and puts id first', () => {
    expect(canonicalFields('measurements', ['volume', 'area', 'volume', 'type'])).toEqual(['id', 'type', 'area', 'volume'])
  })

  it('drops columns the endpoint does not allow', () => {
    // `values` is an assessment column; `children`, `created_at` are not selectable for measurements.
    expect(canonicalFields('measurements', ['values', 'children', 'created_at', 'area'])).toEqual(['id', 'area'])
    expect(canonicalFields('assessments', ['area', 'images', 'values'])).toEqual(['id', 'values'])
  })

  it('gives the same list for any order of the same columns', () => {
    const a: MeasurementField[] = ['images', 'date', 'area', 'is_locked']
    expect(canonicalFields('measurements', a)).toEqual(canonicalFields('measurements', [...a].reverse()))
  })

  it('does not let a disallowed column reach the query string', () => {
    const query = buildListQuery('measurements', { woundId: 1, fields: ['area', 'password' as MeasurementField] })
    expect(param(query, 'fields')).toBe('id,area')
  })
})

/** What `filter[key]` carries for one measurement filter. */
const sentFilter = (key: MeasurementFilterKey, op: Filter['op'], value: string) =>
  param(measurements({ filters: [measurementFilter(key, op, value)] }), `filter[${key}]`)

describe('filter[key] values', () => {
  it('omits the default = operator', () => {
    expect(sentFilter('id', '=', '5')).toBe('5')
  })

  it.each(OPERATORS.filter((op) => op !== '='))('prefixes the %s operator', (op) => {
    expect(sentFilter('area', op, '2.5')).toBe(`${op}2.5`)
  })

  it.each(MEASUREMENT_FILTER_KEYS.filter((key) => EXACT_FILTER_KEYS.has(key)))('never puts an operator on the exact key %s', (key) => {
    for (const op of OPERATORS) expect(sentFilter(key, op, 'x')).toBe('x')
  })

  it('knows exactly type and is_locked as exact keys', () => {
    expect([...EXACT_FILTER_KEYS].sort()).toEqual(['is_locked', 'type'])
  })
})

describe('buildListQuery: filters', () => {
  it('sends filter[key]=<op><value> for every measurement key', () => {
    const filters = MEASUREMENT_FILTER_KEYS.map((key) => measurementFilter(key, '>=', '1'))
    const decoded = decode(measurements({ filters }))
    const sent = decoded.filter(([name]) => name.startsWith('filter['))
    expect(sent).toEqual(MEASUREMENT_FILTER_KEYS.map((key) => [`filter[${key}]`, EXACT_FILTER_KEYS.has(key) ? '1' : '>=1']))
  })

  it('sends filter[key] for every assessment key', () => {
    const filters = ASSESSMENT_FILTER_KEYS.map((key): Filter<AssessmentFilterKey> => ({ key, op: '<', value: '2026-01-01' }))
    expect(decode(assessments({ filters }))).toEqual([
      ['wound_id', '7'],
      ['filter[id]', '<2026-01-01'],
      ['filter[date]', '<2026-01-01'],
      ['filter[created_at]', '<2026-01-01'],
    ])
  })

  it('sends the default operator as a bare value', () => {
    const query = measurements({ filters: [measurementFilter('id', '=', '42')] })
    expect(query).toBe('wound_id=7&filter[id]=42')
    expect(param(query, 'filter[id]')).toBe('42')
  })

  it.each([
    ['>', '%3E'],
    ['<', '%3C'],
    ['>=', '%3E%3D'],
    ['<=', '%3C%3D'],
  ] as const)('percent-encodes the %s operator so = cannot split the pair', (op, encoded) => {
    const query = measurements({ filters: [measurementFilter('date', op, '2026-03-01')] })
    expect(query).toBe(`wound_id=7&filter[date]=${encoded}2026-03-01`)
    expect(param(query, 'filter[date]')).toBe(`${op}2026-03-01`)
  })

  it('sends type and is_locked without an operator whatever the view asked', () => {
    const query = measurements({ filters: [measurementFilter('type', '>=', 'group'), measurementFilter('is_locked', '<', 'true')] })
    expect(param(query, 'filter[type]')).toBe('group')
    expect(param(query, 'filter[is_locked]')).toBe('true')
  })

  it.each([
    'wound care',
    'a+b',
    'a&page=99',
    'x=y',
    'before#after',
    '100%',
    '%20',
    'ünïcödé 傷 🩹',
    '2026-03-01 10:00:00',
    'quote\'"<tag>',
    'slash/and?query',
  ])('round-trips the value %j unambiguously', (value) => {
    const query = measurements({ filters: [measurementFilter('created_at', '>', value)] })
    const decoded = decode(query)
    expect(decoded).toEqual([
      ['wound_id', '7'],
      ['filter[created_at]', `>${value}`],
    ])
    // nothing in the value can start a new parameter or a fragment
    expect(query.split('&')).toHaveLength(2)
    expect(query).not.toContain('#')
    expect(query).not.toContain(' ')
  })

  it('encodes a space as %20 and + as %2B (never a bare + that reads as a space)', () => {
    const query = measurements({ filters: [measurementFilter('created_at', '>=', '2026-03-01 10:00:00+01')] })
    expect(query).toBe('wound_id=7&filter[created_at]=%3E%3D2026-03-01%2010%3A00%3A00%2B01')
    expect(param(query, 'filter[created_at]')).toBe('>=2026-03-01 10:00:00+01')
  })

  it('trims values and skips empty or blank ones', () => {
    const query = measurements({
      filters: [measurementFilter('id', '>', '  5  '), measurementFilter('area', '<', ''), measurementFilter('volume', '<', '   ')],
    })
    expect(decode(query)).toEqual([
      ['wound_id', '7'],
      ['filter[id]', '>5'],
    ])
  })

  it('drops keys the endpoint does not allow', () => {
    const query = assessments({
      filters: [
        { key: 'type' as AssessmentFilterKey, op: '=', value: 'group' },
        { key: 'updated_at' as AssessmentFilterKey, op: '>', value: '2026-01-01' },
        { key: 'id', op: '>', value: '1' },
      ],
    })
    expect(decode(query)).toEqual([
      ['wound_id', '7'],
      ['filter[id]', '>1'],
    ])
    const unknown = measurements({ filters: [{ key: 'wound_id' as MeasurementFilterKey, op: '=', value: '8' }] })
    expect(decode(unknown)).toEqual([['wound_id', '7']])
  })

  it('keeps one condition per key: the first given wins', () => {
    const query = measurements({
      filters: [
        measurementFilter('date', '>=', '2026-01-01'),
        measurementFilter('area', '>', '1'),
        measurementFilter('date', '<=', '2026-12-31'),
      ],
    })
    // Keys in the field table's order (api/fields.ts: the specification's order of 2.2).
    expect(decode(query)).toEqual([
      ['wound_id', '7'],
      ['filter[area]', '>1'],
      ['filter[date]', '>=2026-01-01'],
    ])
  })

  it('a blank duplicate does not hide a real condition for the same key', () => {
    const query = measurements({ filters: [measurementFilter('date', '>=', ' '), measurementFilter('date', '<=', '2026-12-31')] })
    expect(param(query, 'filter[date]')).toBe('<=2026-12-31')
  })
})

describe('buildListQuery: order', () => {
  const full: ListQuery<'measurements'> = {
    woundId: 12,
    page: 2,
    perPage: 25,
    sort: '-created_at',
    fields: ['area', 'date'],
    filters: [
      measurementFilter('is_locked', '=', 'false'),
      measurementFilter('date', '>', '2026-01-01'),
      measurementFilter('id', '<', '900'),
    ],
  }

  it('puts parameters in a fixed order: wound_id, page, per_page, sort, fields, filters by key', () => {
    expect(names(buildListQuery('measurements', full))).toEqual([
      'wound_id',
      'page',
      'per_page',
      'sort',
      'fields',
      'filter[id]',
      'filter[date]',
      'filter[is_locked]',
    ])
  })

  it('gives the same string for the same view whatever order its lists came in', () => {
    const shuffled: ListQuery<'measurements'> = {
      filters: [...(full.filters ?? [])].reverse(),
      fields: [...(full.fields ?? [])].reverse(),
      sort: full.sort,
      perPage: full.perPage,
      page: full.page,
      woundId: full.woundId,
    }
    expect(buildListQuery('measurements', shuffled)).toBe(buildListQuery('measurements', full))
  })

  it('does not modify the query it is given', () => {
    const filters = [measurementFilter('id', '<', ' 5 '), measurementFilter('date', '>', '2026-01-01')]
    const fields: MeasurementField[] = ['date', 'area']
    buildListQuery('measurements', { woundId: 1, filters, fields })
    expect(filters.map((f) => f.key)).toEqual(['id', 'date'])
    expect(filters[0]?.value).toBe(' 5 ')
    expect(fields).toEqual(['date', 'area'])
  })

  it('decodes to exactly the parameters of the view', () => {
    expect(decode(buildListQuery('measurements', full))).toEqual([
      ['wound_id', '12'],
      ['page', '2'],
      ['per_page', '25'],
      ['sort', '-created_at'],
      ['fields', 'id,area,date'],
      ['filter[id]', '<900'],
      ['filter[date]', '>2026-01-01'],
      ['filter[is_locked]', 'false'],
    ])
  })
})

describe('values that would be ambiguous on the wire', () => {
  it('refuses a filter value that starts with an operator', () => {
    expect(() => buildListQuery('measurements', { woundId: 1, filters: [{ key: 'area', op: '>', value: '=5' }] })).toThrow(RangeError)
    expect(() => buildListQuery('measurements', { woundId: 1, filters: [{ key: 'area', op: '=', value: '>5' }] })).toThrow(RangeError)
  })

  it('refuses a sort the service does not know', () => {
    expect(() => buildListQuery('measurements', { woundId: 1, sort: 'area' as 'id' })).toThrow(RangeError)
  })
})
