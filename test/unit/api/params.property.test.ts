import {
  EXACT_FILTER_KEYS,
  FILTER_KEYS,
  FILTER_KINDS,
  MEASUREMENT_FILTER_KEYS,
  type FilterKey,
  type MeasurementFilterKey,
} from '../../../src/api/fields'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { filterProblem, parseFilterParam, serializeFilterParam } from '../../../src/api/filters'
import {
  ALLOWED_FIELDS,
  ALLOWED_FILTERS,
  buildListQuery,
  OPERATORS,
  SORTS,
  type Endpoint,
  type Filter,
  type ListQuery,
  type Operator,
} from '../../../src/api/params'

/*
 * Property-based tests of the query-string builder of both lists: for any view the builder
 * either refuses it (a RangeError) or writes a query string that a server reads back as exactly
 * the intended parameters: no value can smuggle `&`, `=`, `[`, `]` or `#` into another parameter,
 * no key repeats, no key is empty, and every filter value it accepted round-trips exactly.
 */

const RUNS = { numRuns: 300 }

const FIELDS = ALLOWED_FIELDS
const FILTER_KEYS_OF = ALLOWED_FILTERS

/** Characters that mean something in a query string or URL, and other troublemakers. */
const SPECIAL = [
  '&',
  '=',
  '[',
  ']',
  '#',
  '?',
  '+',
  '%',
  '%26',
  '%3D',
  ' ',
  '\t',
  '\n',
  ',',
  ';',
  '/',
  '\\',
  '"',
  "'",
  '<',
  '>',
  '>=',
  '<=',
  '\u0000',
  'é',
  '傷',
  '🩹',
  '\u202e',
]
const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary-ascii' }),
  fc.array(fc.oneof(fc.constantFrom(...SPECIAL), fc.string({ maxLength: 3 })), { maxLength: 6 }).map((parts) => parts.join('')),
)

/** Integers a view might hold for page, per_page and wound id, valid or not. */
const count = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 1000 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      0,
      -1,
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.MAX_SAFE_INTEGER,
      Number.MAX_SAFE_INTEGER + 2,
      1e21,
    ),
  },
  { weight: 1, arbitrary: fc.double() },
)

type AnyFilter = { key: string; op: Operator; value: string }
type AnyQuery = { woundId: number; page?: number; perPage?: number; sort?: string; fields: string[]; filters: AnyFilter[] }

const filterValueArb = fc.oneof(
  hostileText,
  fc.constantFrom('5', ' 2.5 ', '2026-03-01', '2026-03-01 10:00:00', 'group', 'true', '=5', '>5', ' <3', '', '  '),
)

/** Conditions on any keys, with some keys given more than once (the first non-blank one must win), in any order. */
const filtersFor = (endpoint: Endpoint): fc.Arbitrary<AnyFilter[]> =>
  fc
    .array(
      fc.record({
        key: fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...FILTER_KEYS_OF[endpoint], ...FILTER_KEYS) },
          { weight: 1, arbitrary: hostileText },
        ),
        op: fc.constantFrom(...OPERATORS),
        value: filterValueArb,
      }),
      { maxLength: 5 },
    )
    .chain((filters) =>
      filters.length === 0
        ? fc.constant(filters)
        : fc
            .array(fc.record({ pick: fc.nat({ max: filters.length - 1 }), op: fc.constantFrom(...OPERATORS), value: filterValueArb }), {
              maxLength: 3,
            })
            .map((repeats) => [...filters, ...repeats.map(({ pick, op, value }) => ({ key: filters[pick]?.key ?? 'id', op, value }))])
            .chain((all) => fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length })),
    )

const queryFor = (endpoint: Endpoint): fc.Arbitrary<AnyQuery> =>
  fc.record(
    {
      woundId: count,
      page: count,
      perPage: count,
      sort: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...SORTS) }, { weight: 1, arbitrary: hostileText }),
      fields: fc.array(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...FIELDS[endpoint]) }, { weight: 1, arbitrary: hostileText }), {
        maxLength: 6,
      }),
      filters: filtersFor(endpoint),
    },
    { requiredKeys: ['woundId', 'fields', 'filters'] },
  )

/** Keys (and the raw query) as a server splits them: `&` between pairs, the first `=` in each. */
function rawPairs(query: string): [string, string][] {
  return query.split('&').map((pair) => {
    const at = pair.indexOf('=')
    return at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)]
  })
}

/**
 * What the view asks for, written down independently of the builder: the pairs a server must
 * read, or the reason the builder has to refuse.
 */
function intended(endpoint: Endpoint, q: AnyQuery): { refuse: string } | { pairs: [string, string][] } {
  const positive = (n: number) => Number.isSafeInteger(n) && n >= 1
  if (!positive(q.woundId)) return { refuse: 'wound id' }
  const pairs: [string, string][] = [['wound_id', String(q.woundId)]]
  if (q.page !== undefined) {
    if (!positive(q.page)) return { refuse: 'page' }
    pairs.push(['page', String(q.page)])
  }
  if (q.perPage !== undefined) {
    if (!positive(q.perPage)) return { refuse: 'per_page' }
    pairs.push(['per_page', String(q.perPage)])
  }
  if (q.sort !== undefined) {
    if (!(SORTS as readonly string[]).includes(q.sort)) return { refuse: 'sort' }
    pairs.push(['sort', q.sort])
  }
  if (q.fields.length > 0) {
    const wanted = new Set([...q.fields, 'id'])
    pairs.push(['fields', FIELDS[endpoint].filter((f) => wanted.has(f)).join(',')])
  }
  // One condition per key, in the spec's key order; the first non-blank one given for a key wins.
  for (const key of FILTER_KEYS_OF[endpoint]) {
    const first = q.filters.find((f) => f.key === key && f.value.trim() !== '')
    if (!first) continue
    const value = first.value.trim()
    // A value that starts with an operator would change the condition: it must be refused.
    if (/^[<>=]/.test(value)) return { refuse: `filter ${key} starts with an operator` }
    const op = first.op === '=' || EXACT_FILTER_KEYS.has(key) ? '' : first.op
    pairs.push([`filter[${key}]`, `${op}${value}`])
  }
  return { pairs }
}

/** Lone surrogates cannot be written in a URL at all (encodeURIComponent throws URIError). */
const wellFormed = (s: string) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s)

function check(endpoint: Endpoint, q: AnyQuery): void {
  const expected = intended(endpoint, q)
  let query: string
  try {
    query = buildListQuery(endpoint, q as ListQuery)
  } catch (error) {
    expect(error, 'the builder refuses with a RangeError only').toBeInstanceOf(RangeError)
    expect('refuse' in expected ? expected.refuse : `an unexpected refusal: ${String(error)}`).not.toMatch(/^an unexpected refusal/)
    return
  }
  expect('refuse' in expected ? `should have refused: ${expected.refuse}` : 'built').toBe('built')
  if ('refuse' in expected) return

  // Read back as a server would: exactly the intended pairs, in order.
  expect([...new URLSearchParams(query).entries()]).toEqual(expected.pairs)
  const raw = rawPairs(query)
  expect(raw).toHaveLength(expected.pairs.length)
  const keys = raw.map(([key]) => key)
  expect(new Set(keys).size, `duplicate keys in ${query}`).toBe(keys.length)
  for (const [key, value] of raw) {
    expect(key, `key of ${query}`).toMatch(/^(wound_id|page|per_page|sort|fields|filter\[[a-z_]+\])$/)
    // Nothing in a value can end the pair, start another key, open a bracket or a fragment.
    expect(value, `value of ${key} in ${query}`).toMatch(/^[A-Za-z0-9\-_.!~*'()%,]*$/)
  }
  expect(query).not.toMatch(/[#\s]/)
}

describe('buildListQuery: any view is refused or written unambiguously', () => {
  it('measurements', () => {
    fc.assert(
      fc.property(
        queryFor('measurements').filter((q) => q.filters.every((f) => wellFormed(f.value))),
        (q) => {
          check('measurements', q)
        },
      ),
      RUNS,
    )
  })

  it('assessments', () => {
    fc.assert(
      fc.property(
        queryFor('assessments').filter((q) => q.filters.every((f) => wellFormed(f.value))),
        (q) => {
          check('assessments', q)
        },
      ),
      RUNS,
    )
  })

  it('a filter value that starts with an operator stays refused, whatever the operator chosen and the spaces around it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MEASUREMENT_FILTER_KEYS),
        fc.constantFrom(...OPERATORS),
        fc.constantFrom('=', '>', '<', '>=', '<=', '=='),
        fc.string(),
        fc.constantFrom('', ' ', '\t '),
        (key, op, prefix, rest, space) => {
          const filters: Filter<MeasurementFilterKey>[] = [{ key, op, value: `${space}${prefix}${rest}` }]
          expect(() => buildListQuery('measurements', { woundId: 1, filters })).toThrow(RangeError)
        },
      ),
      RUNS,
    )
  })

  it('a lone surrogate in a filter value is refused, never half-encoded', () => {
    // encodeURIComponent cannot write it; whatever the builder does, it must not send a query.
    fc.assert(
      fc.property(fc.constantFrom('\uD800', '\uDFFF', 'a\uDBFFb'), (value) => {
        expect(() => buildListQuery('measurements', { woundId: 1, filters: [{ key: 'created_at', op: '>', value }] })).toThrow()
      }),
      { numRuns: 3 },
    )
  })
})

/* ---------------------------------------------------------------------------------------------
 * Valid filter values, per key kind (src/api/filters.ts): what the filter form lets through.
 * ------------------------------------------------------------------------------------------- */

const pad = (n: number) => String(n).padStart(2, '0')
const day = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T23:59:59Z'), noInvalidDate: true })
const decimal = fc
  .tuple(fc.nat({ max: 100_000 }), fc.option(fc.stringMatching(/^\d{1,3}$/), { nil: undefined }))
  .map(([whole, frac]) => (frac === undefined ? String(whole) : `${String(whole)}.${frac}`))

function validValue(key: FilterKey): fc.Arbitrary<string> {
  switch (FILTER_KINDS[key]) {
    case 'integer':
      return fc.maxSafeNat().map(String)
    case 'date':
      return day.map((d) => d.toISOString().slice(0, 10))
    case 'datetime':
      return day.map((d) => `${d.toISOString().slice(0, 10)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`)
    case 'type':
      return fc.constantFrom('group', 'multiple', 'regular')
    case 'boolean':
      return fc.constantFrom('true', 'false')
    case 'percent':
      return decimal.filter((v) => Number(v) <= 100)
    case 'number':
      return decimal
  }
}

const validFilter: fc.Arbitrary<Filter<FilterKey>> = fc
  .constantFrom(...MEASUREMENT_FILTER_KEYS)
  .chain((key) => fc.record({ key: fc.constant(key), op: fc.constantFrom(...OPERATORS), value: validValue(key) }))

describe('filter values the builder accepts round-trip exactly', () => {
  it('what the service receives for a valid filter reads back (parseFilterParam) as the same condition', () => {
    fc.assert(
      fc.property(fc.uniqueArray(validFilter, { selector: (f) => f.key, maxLength: 6 }), (filters) => {
        for (const f of filters) expect(filterProblem(f.key, f.value)).toBeUndefined()
        const params = new URLSearchParams(buildListQuery('measurements', { woundId: 3, filters }))
        for (const f of filters) {
          const sent = params.get(`filter[${f.key}]`)
          expect(sent, `filter[${f.key}] sent`).not.toBeNull()
          const read = parseFilterParam(f.key, sent ?? '')
          // Exact keys take no operator: the condition is equality whatever the view held.
          expect(read).toEqual({ key: f.key, op: EXACT_FILTER_KEYS.has(f.key) ? '=' : f.op, value: f.value })
        }
      }),
      RUNS,
    )
  })

  it('parseFilterParam never throws, and what it accepts serialises back to an equivalent value', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FILTER_KEYS),
        fc.oneof(hostileText, fc.constantFrom('>=5', '<2026-01-01', '= 3', '>>1', '<=100.5')),
        (key, raw) => {
          const parsed = parseFilterParam(key, raw)
          if (parsed === null) return
          expect(filterProblem(key, parsed.value)).toBeUndefined()
          expect(parseFilterParam(key, serializeFilterParam(parsed))).toEqual(parsed)
        },
      ),
      RUNS,
    )
  })
})
