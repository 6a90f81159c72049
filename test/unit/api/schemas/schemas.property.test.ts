import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { issueLine as issueLineIn, issueText as issueTextIn } from '../../../../src/words/issue-words'
import { flagsWords } from '../../../../src/words/flags'
import { parseAssessment, type Assessment } from '../../../../src/api/schemas/assessment'
import { parseErrorBody } from '../../../../src/api/schemas/error'
import { parseMeasurement, type Measurement } from '../../../../src/api/schemas/measurement'
import { parseListPage } from '../../../../src/api/schemas/page'
import {
  AssessmentFields,
  EXUDATE_AMOUNTS,
  EXUDATE_TYPES,
  ODORS,
  PERI_WOUND_SKIN_CODES,
  StrictAssessment,
  WOUND_EDGE_CODES,
  YES_NO,
  YES_NO_NA,
} from '../../../../src/api/schemas/assessment'
import {
  IMAGE_KINDS,
  MEASUREMENT_TYPES,
  MeasurementFields,
  PARSE_DEPTH_LIMIT,
  StrictMeasurement,
} from '../../../../src/api/schemas/measurement'
import { StrictPageMetadata } from '../../../../src/api/schemas/page'

/** The flags' words in English, as an English page says them. */
const issueText = (problem: Parameters<typeof issueTextIn>[1]) => issueTextIn(flagsWords.english, problem)
const issueLine = (issue: Parameters<typeof issueLineIn>[1]) => issueLineIn(flagsWords.english, issue)

/*
 * Property-based tests of the tolerant parsers (docs/architecture.md, the decisions where the specification is silent): whatever the service
 * sends, parsing never throws, never drops a record, keeps every id it can read (same count,
 * same order, children included), flags what the strict schema refuses, and flags nothing in a
 * record built exactly as the specification describes it.
 */

const RUNS = { numRuns: 100 }

/** Parse depth the measurement parser descends to (src/api/schemas/measurement.ts PARSE_DEPTH_LIMIT). */

type Json = fc.JsonValue
type JsonObject = Record<string, Json>

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/* ---------------------------------------------------------------------------------------------
 * What the viewer accepts as an id (src/api/schemas/primitives.ts lenientId): a safe integer, or
 * a string of digits (spaces around allowed). Anything else reads as null, and is flagged.
 * ------------------------------------------------------------------------------------------- */

const readableId: fc.Arbitrary<number | string> = fc.oneof(
  fc.maxSafeInteger(),
  fc.maxSafeNat().map(String),
  fc
    .tuple(fc.constantFrom('', ' ', '\t'), fc.nat(), fc.constantFrom('', ' ', '\n'))
    .map(([before, n, after]) => `${before}${String(n)}${after}`),
)

const unreadableId: fc.Arbitrary<Json> = fc.oneof(
  fc.constant(null),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
  fc.constantFrom(2 ** 53, -(2 ** 53) - 2, 1e21),
  fc.string().filter((s) => !/^\s*\d+\s*$/.test(s)),
  fc.boolean(),
  fc.constant({}),
  fc.array(fc.nat(), { maxLength: 2 }),
)

/** The id the viewer should show for a raw record: the number it reads, or null. */
function expectedId(raw: unknown): number | null {
  if (!isObject(raw)) return null
  const id = raw.id
  if (typeof id === 'number') return Number.isSafeInteger(id) ? id : null
  if (typeof id === 'string' && /^\s*\d+\s*$/.test(id)) return Number(id)
  return null
}

/* ---------------------------------------------------------------------------------------------
 * Values of the specification, for records that must parse without issues.
 * ------------------------------------------------------------------------------------------- */

const pad = (n: number) => String(n).padStart(2, '0')
const specDay = fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true })
const specDate = specDay.map((d) => d.toISOString().slice(0, 10))
const specDateTime = specDay.map(
  (d) => `${d.toISOString().slice(0, 10)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`,
)
const specNumber = fc.double({ noNaN: true, noDefaultInfinity: true })
const specPercent = fc.double({ min: 0, max: 100, noNaN: true })
const specUrl = fc
  .tuple(
    fc.constantFrom('https', 'http'),
    fc.stringMatching(/^[a-z][a-z0-9]{0,10}$/),
    fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/),
    fc.nat(),
  )
  .map(([scheme, host, file, n]) => `${scheme}://${host}.example.org/${file}.png?expires=${String(n)}&signature=abc`)
const specImages = fc.record(
  Object.fromEntries(IMAGE_KINDS.map((kind) => [kind, specUrl])) as Record<(typeof IMAGE_KINDS)[number], fc.Arbitrary<string>>,
  { requiredKeys: [] },
)

const specMeasurementFields = {
  uid: fc.string(),
  avg_depth: specNumber,
  max_depth: specNumber,
  max_width: specNumber,
  max_length: specNumber,
  perimeter: specNumber,
  area: specNumber,
  volume: specNumber,
  date: specDate,
  granulation: specPercent,
  slough: specPercent,
  eschar: specPercent,
  is_locked: fc.boolean(),
  images: specImages,
  created_at: specDateTime,
}

type MeasurementType = (typeof MEASUREMENT_TYPES)[number]

/** A measurement as the spec allows it: group → multiple/regular, multiple → regular, two levels at most. */
function specMeasurement(type: MeasurementType, level = 0): fc.Arbitrary<JsonObject> {
  const childTypes: Record<MeasurementType, readonly MeasurementType[]> = {
    group: ['multiple', 'regular'],
    multiple: ['regular'],
    regular: [],
  }
  const allowed = level < 2 ? childTypes[type] : []
  const children: fc.Arbitrary<Json[]> =
    allowed.length === 0
      ? fc.constant([])
      : fc.array(
          fc.constantFrom(...allowed).chain((t) => specMeasurement(t, level + 1)),
          { maxLength: 3 },
        )
  return fc
    .tuple(fc.record(specMeasurementFields, { requiredKeys: [] }), fc.maxSafeInteger(), children, fc.boolean())
    .map(([fields, id, kids, withChildren]) => ({
      ...fields,
      id,
      // Nesting rule 4: a child may omit fields, `type` and `children` included.
      ...(level === 0 || withChildren ? { type } : {}),
      ...(kids.length > 0 || withChildren ? { children: kids } : {}),
    }))
}

const anySpecMeasurement = fc.constantFrom(...MEASUREMENT_TYPES).chain((type) => specMeasurement(type))

const painScale = fc.integer({ min: 0, max: 10 })
const clockDirections = fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 4 })
const extent = fc.record({ direction: clockDirections, length: fc.integer({ min: 0, max: 30 }) })
const freeOrCode = (codes: readonly string[]) => fc.array(fc.oneof(fc.constantFrom(...codes), fc.string()), { maxLength: 4 })

const specValues = fc.record(
  {
    wound_edge: freeOrCode(WOUND_EDGE_CODES),
    peri_wound_skin: freeOrCode(PERI_WOUND_SKIN_CODES),
    pain: fc.record({ at_rest_scale: painScale, with_movement_scale: painScale, at_night_scale: painScale }),
    exudate: fc.record(
      { amount: fc.constantFrom(...EXUDATE_AMOUNTS), comment: fc.option(fc.string()), type: fc.constantFrom(...EXUDATE_TYPES) },
      { requiredKeys: ['amount', 'type'] },
    ),
    odor: fc.constantFrom(...ODORS),
    infection: fc.record(
      {
        infected: fc.string(),
        signs_of_local_infection: fc.array(fc.string(), { maxLength: 3 }),
        wound_swab: fc.string(),
        wound_swab_date: fc.option(specDate),
      },
      { requiredKeys: [] },
    ),
    tunneling: extent,
    undermining: extent,
    miscellaneous: fc.record(
      {
        unable_to_capture: fc.constantFrom(...YES_NO),
        unable_to_capture_reason: fc.option(fc.string()),
        qol_assessment_performed: fc.constantFrom(...YES_NO_NA),
        qol_details: fc.option(fc.string()),
      },
      { requiredKeys: ['unable_to_capture', 'qol_assessment_performed'] },
    ),
    notes: fc.option(fc.string()),
  },
  { requiredKeys: ['wound_edge', 'peri_wound_skin', 'pain', 'exudate', 'odor'] },
)

const specAssessment = fc.record(
  { id: fc.maxSafeInteger(), date: specDate, created_at: specDateTime, values: specValues },
  { requiredKeys: ['id'] },
)

const specMetadata = fc
  .record({
    current_page: fc.integer({ min: 1, max: 500 }),
    last_page: fc.integer({ min: 1, max: 500 }),
    per_page: fc.integer({ min: 1, max: 100 }),
    total: fc.nat({ max: 50_000 }),
  })
  .map((m) => ({
    ...m,
    next_page_url: m.current_page < m.last_page ? `https://svc.example.org/api/v1/measurements?page=${String(m.current_page + 1)}` : null,
    prev_page_url: null,
  }))

/* ---------------------------------------------------------------------------------------------
 * Hostile and garbage payloads: every field either a spec value, a near miss, or any JSON at all.
 * ------------------------------------------------------------------------------------------- */

const anyJson = fc.jsonValue({ maxDepth: 3 })
const nearMisses: fc.Arbitrary<Json> = fc.constantFrom(
  null,
  '',
  ' ',
  '2.50',
  ' 7 ',
  '1e3',
  'NaN',
  'Infinity',
  '-0',
  -1,
  101,
  1.5,
  0,
  true,
  'true',
  1,
  '0',
  {},
  [],
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
  'toString',
)
const garbage: fc.Arbitrary<Json> = fc.oneof(nearMisses, anyJson)
const orGarbage = <T extends Json>(valid: fc.Arbitrary<T>): fc.Arbitrary<Json> => fc.oneof(valid, garbage)

const messyMeasurementFields = {
  uid: orGarbage(fc.string()),
  type: orGarbage(fc.oneof(fc.constantFrom(...MEASUREMENT_TYPES), fc.string())),
  avg_depth: orGarbage(specNumber),
  max_depth: orGarbage(specNumber),
  max_width: orGarbage(specNumber),
  max_length: orGarbage(specNumber),
  perimeter: orGarbage(specNumber),
  area: orGarbage(specNumber),
  volume: orGarbage(specNumber),
  date: orGarbage(specDate),
  granulation: orGarbage(specPercent),
  slough: orGarbage(specPercent),
  eschar: orGarbage(specPercent),
  is_locked: orGarbage(fc.boolean()),
  images: orGarbage(fc.dictionary(fc.constantFrom(...IMAGE_KINDS, 'other'), orGarbage(specUrl), { maxKeys: 5 })),
  created_at: orGarbage(specDateTime),
  updated_at: orGarbage(specDateTime),
}

/** A measurement-shaped object: an id the viewer can read (or not), messy fields, messy children. */
const { messyMeasurement } = fc.letrec<{ messyMeasurement: JsonObject; child: Json }>((tie) => ({
  messyMeasurement: fc
    .tuple(
      fc.oneof({ weight: 4, arbitrary: readableId }, { weight: 1, arbitrary: unreadableId }),
      fc.boolean(),
      fc.record(messyMeasurementFields, { requiredKeys: [] }),
      fc.oneof({ maxDepth: 4, depthIdentifier: 'children' }, fc.constant(undefined), fc.array(tie('child'), { maxLength: 2 }), garbage),
    )
    .map(([id, withId, fields, children]) => ({ ...fields, ...(withId ? { id } : {}), ...(children === undefined ? {} : { children }) })),
  child: fc.oneof({ weight: 4, arbitrary: tie('messyMeasurement') }, { weight: 1, arbitrary: garbage }),
}))

const messyValues = fc.record(
  {
    wound_edge: orGarbage(fc.array(fc.oneof(fc.string(), garbage), { maxLength: 3 })),
    peri_wound_skin: orGarbage(fc.array(fc.oneof(fc.string(), garbage), { maxLength: 3 })),
    pain: orGarbage(
      fc.record(
        { at_rest_scale: orGarbage(painScale), with_movement_scale: orGarbage(painScale), at_night_scale: orGarbage(painScale) },
        { requiredKeys: [] },
      ),
    ),
    exudate: orGarbage(
      fc.record(
        { amount: orGarbage(fc.constantFrom(...EXUDATE_AMOUNTS)), comment: garbage, type: orGarbage(fc.constantFrom(...EXUDATE_TYPES)) },
        { requiredKeys: [] },
      ),
    ),
    odor: orGarbage(fc.constantFrom(...ODORS)),
    infection: garbage,
    tunneling: orGarbage(
      fc.record(
        { direction: orGarbage(fc.array(orGarbage(fc.integer({ min: 1, max: 12 })), { maxLength: 4 })), length: garbage },
        { requiredKeys: [] },
      ),
    ),
    undermining: orGarbage(extent),
    miscellaneous: garbage,
    notes: garbage,
  },
  { requiredKeys: [] },
)

const messyAssessment: fc.Arbitrary<JsonObject> = fc
  .tuple(
    fc.oneof({ weight: 4, arbitrary: readableId }, { weight: 1, arbitrary: unreadableId }),
    fc.boolean(),
    fc.record({ date: orGarbage(specDate), created_at: orGarbage(specDateTime), values: orGarbage(messyValues) }, { requiredKeys: [] }),
  )
  .map(([id, withId, fields]) => ({ ...fields, ...(withId ? { id } : {}) }))

/** A list page whose data mixes messy records and plain garbage, and whose metadata may be anything. */
const listPageOf = (record: fc.Arbitrary<Json>) =>
  fc.record(
    {
      data: fc.array(fc.oneof({ weight: 5, arbitrary: record }, { weight: 1, arbitrary: garbage }), { maxLength: 8 }),
      metadata: fc.oneof(
        specMetadata,
        fc.record(
          { current_page: garbage, last_page: garbage, per_page: garbage, total: garbage, next_page_url: garbage },
          { requiredKeys: [] },
        ),
        garbage,
      ),
      extra: garbage,
    },
    { requiredKeys: ['data'] },
  )

/* ---------------------------------------------------------------------------------------------
 * Checks
 * ------------------------------------------------------------------------------------------- */

const isOptionalString = (value: unknown) => value === undefined || typeof value === 'string'
const isOptionalFiniteNumber = (value: unknown) => value === undefined || (typeof value === 'number' && Number.isFinite(value))
const isId = (value: unknown) => value === null || Number.isSafeInteger(value) || (typeof value === 'number' && Number.isInteger(value))

/**
 * How the parsed measurement fails to mirror the raw one (empty when it does): the id it could
 * read, one child per raw child in the same order (down to the parse depth limit), issues whenever
 * the strict schema refuses it, and only the types the UI renders (text as strings, numbers
 * finite): an object reaching a React text position would crash the table. Collected as words
 * and asserted once, so a large tree costs one expect.
 */
function measurementMismatches(raw: unknown, parsed: Measurement, depth = 0, path = 'record'): string[] {
  const problems: string[] = []
  const check = (ok: boolean, what: string) => {
    if (!ok) problems.push(`${path}: ${what}`)
  }
  check(parsed.id === expectedId(raw), `id ${String(parsed.id)}, expected ${String(expectedId(raw))}`)
  check(isId(parsed.id), 'id is not an integer or null')
  for (const key of ['uid', 'type', 'date', 'created_at', 'updated_at'] as const) check(isOptionalString(parsed[key]), `${key} is not text`)
  for (const key of [
    'avg_depth',
    'max_depth',
    'max_width',
    'max_length',
    'perimeter',
    'area',
    'volume',
    'granulation',
    'slough',
    'eschar',
  ] as const) {
    check(isOptionalFiniteNumber(parsed[key]), `${key} is not a finite number`)
  }
  check(parsed.is_locked === undefined || typeof parsed.is_locked === 'boolean', 'is_locked is not a boolean')
  for (const kind of IMAGE_KINDS) check(isOptionalString(parsed.images?.[kind]), `images.${kind} is not text`)
  check(
    Array.isArray(parsed.issues) && parsed.issues.every((i) => typeof i.path === 'string' && issueText(i.problem) !== ''),
    'issues are not {path, problem} pairs with a sentence',
  )
  if (!isObject(raw) || !StrictMeasurement.safeParse(raw).success)
    check(parsed.issues.length > 0, 'does not match the spec but is not flagged')

  const rawChildren = isObject(raw) && Array.isArray(raw.children) ? (raw.children as unknown[]) : []
  const expectedCount = depth < PARSE_DEPTH_LIMIT ? rawChildren.length : 0
  check(parsed.children.length === expectedCount, `${String(parsed.children.length)} children, expected ${String(expectedCount)}`)
  parsed.children.forEach((child, index) => {
    problems.push(...measurementMismatches(rawChildren[index], child, depth + 1, `${path}.children.${String(index)}`))
  })
  return problems
}

function expectMeasurementMirrors(raw: unknown, parsed: Measurement): void {
  expect(measurementMismatches(raw, parsed)).toEqual([])
}

function assessmentMismatches(raw: unknown, parsed: Assessment): string[] {
  const problems: string[] = []
  const check = (ok: boolean, what: string) => {
    if (!ok) problems.push(what)
  }
  check(parsed.id === expectedId(raw), `id ${String(parsed.id)}, expected ${String(expectedId(raw))}`)
  check(isOptionalString(parsed.date) && isOptionalString(parsed.created_at), 'date or created_at is not text')
  const values = parsed.values
  if (values) {
    for (const list of [values.wound_edge, values.peri_wound_skin])
      check(Array.isArray(list) && list.every((e) => typeof e === 'string'), 'a code list holds non-text')
    for (const scale of [values.pain?.at_rest_scale, values.pain?.with_movement_scale, values.pain?.at_night_scale])
      check(isOptionalFiniteNumber(scale), 'a pain scale is not a finite number')
    for (const text of [values.exudate?.amount, values.exudate?.type, values.exudate?.comment, values.odor, values.notes])
      check(isOptionalString(text), 'exudate/odour/notes is not text')
    for (const tract of [values.tunneling, values.undermining]) {
      check((tract?.direction ?? []).every(Number.isFinite) && isOptionalFiniteNumber(tract?.length), 'a tract is not numbers')
    }
    const misc = values.miscellaneous
    for (const text of [misc?.unable_to_capture, misc?.unable_to_capture_reason, misc?.qol_assessment_performed, misc?.qol_details])
      check(isOptionalString(text), 'miscellaneous is not text')
  }
  if (!isObject(raw) || !StrictAssessment.safeParse(raw).success)
    check(parsed.issues.length > 0, 'does not match the spec but is not flagged')
  return problems
}

function expectAssessmentMirrors(raw: unknown, parsed: Assessment): void {
  expect(assessmentMismatches(raw, parsed)).toEqual([])
}

function allIssues(record: Measurement): string[] {
  return [...record.issues.map((issue) => `${String(record.id)} ${issueLine(issue)}`), ...record.children.flatMap(allIssues)]
}

const REQUESTED = { page: 3, perPage: 25 }

function expectSaneMetadata(page: {
  metadata: { currentPage: number; lastPage: number; perPage: number; total: number }
  records: unknown[]
}): void {
  const { currentPage, lastPage, perPage, total } = page.metadata
  expect(Number.isInteger(currentPage) && currentPage >= 1, `currentPage ${String(currentPage)}`).toBe(true)
  expect(Number.isInteger(lastPage) && lastPage >= 1, `lastPage ${String(lastPage)}`).toBe(true)
  expect(Number.isInteger(perPage) && perPage >= 1, `perPage ${String(perPage)}`).toBe(true)
  expect(Number.isInteger(total) && total >= 0, `total ${String(total)}`).toBe(true)
  if (page.records.length > 0) expect(lastPage).toBeGreaterThanOrEqual(currentPage)
}

/* ---------------------------------------------------------------------------------------------
 * Properties
 * ------------------------------------------------------------------------------------------- */

describe('parsing arbitrary JSON never throws', () => {
  it('parseMeasurement, parseAssessment and parseErrorBody take any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (raw) => {
        expectMeasurementMirrors(raw, parseMeasurement(raw))
        expectAssessmentMirrors(raw, parseAssessment(raw))
        const error = parseErrorBody(raw)
        expect(isOptionalString(error.title)).toBe(true)
        expect(isOptionalString(error.message)).toBe(true)
        expect(error.code === undefined || typeof error.code === 'string' || Number.isFinite(error.code)).toBe(true)
      }),
      RUNS,
    )
  })

  it('parseListPage takes any JSON body, and any envelope keeps every entry of its data', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (body) => {
        const page = parseListPage(body, parseMeasurement, REQUESTED)
        expectSaneMetadata(page)
        const data = isObject(body) && Array.isArray(body.data) ? body.data : []
        expect(page.records).toHaveLength(data.length)
        page.records.forEach((record, index) => {
          expectMeasurementMirrors(data[index], record)
        })
        const assessments = parseListPage(body, parseAssessment, REQUESTED)
        expect(assessments.records).toHaveLength(data.length)
      }),
      RUNS,
    )
  })

  it('parseErrorBody reads any error_code / error_cde as a number, a trimmed string or nothing', () => {
    const code = fc.oneof(
      garbage,
      fc.nat().map(String),
      fc.nat().map((n) => ` ${String(n)} `),
      fc.nat(),
    )
    fc.assert(
      fc.property(fc.record({ error: garbage, message: garbage, error_code: code, error_cde: code }, { requiredKeys: [] }), (body) => {
        const parsed = parseErrorBody(body)
        const sent = body.error_code ?? body.error_cde
        if (typeof sent === 'number' && Number.isFinite(sent)) expect(parsed.code).toBe(sent)
        else if (typeof sent === 'string' && /^\s*\d+\s*$/.test(sent)) expect(parsed.code).toBe(Number(sent))
        else if (typeof sent === 'string' && sent.trim() !== '') expect(parsed.code).toBe(sent.trim())
        else expect(parsed.code).toBeUndefined()
        if (typeof body.error === 'string' && body.error !== '') expect(parsed.title).toBe(body.error)
        if (typeof body.message === 'string' && body.message !== '') expect(parsed.message).toBe(body.message)
      }),
      RUNS,
    )
  })
})

describe('list pages of messy records: no record is dropped', () => {
  it('measurements: same count, same ids, same order, children included; off-spec records flagged', () => {
    fc.assert(
      fc.property(listPageOf(messyMeasurement), (body) => {
        const page = parseListPage(body, parseMeasurement, REQUESTED)
        expect(page.records).toHaveLength(body.data.length)
        expect(page.records.map((r) => r.id)).toEqual(body.data.map(expectedId))
        page.records.forEach((record, index) => {
          expectMeasurementMirrors(body.data[index], record)
        })
        expectSaneMetadata(page)
        if (!StrictPageMetadata.safeParse(body.metadata).success)
          expect(page.issues.length, 'off-spec metadata is flagged').toBeGreaterThan(0)
      }),
      RUNS,
    )
  })

  it('assessments: same count, same ids, same order; off-spec records flagged', () => {
    fc.assert(
      fc.property(listPageOf(messyAssessment), (body) => {
        const page = parseListPage(body, parseAssessment, REQUESTED)
        expect(page.records.map((r) => r.id)).toEqual(body.data.map(expectedId))
        page.records.forEach((record, index) => {
          expectAssessmentMirrors(body.data[index], record)
        })
        expectSaneMetadata(page)
      }),
      RUNS,
    )
  })

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'a measurement of type %j with children is parsed, not thrown on',
    (type) => {
      // Found by the property above: the nesting check once looked the type up on a plain object.
      const raw = { id: 1, type, children: [{ id: 1, type: 'regular' }] }
      const parsed = parseMeasurement(raw)
      expect(parsed.children.map((c) => c.id)).toEqual([1])
      expect(parsed.issues.some((issue) => issue.path === 'type')).toBe(true)
      expect(parseListPage({ data: [raw, { id: 2 }] }, parseMeasurement, REQUESTED).records.map((r) => r.id)).toEqual([1, 2])
    },
  )

  it('a record whose id cannot be read is still a record, with id null and an issue on `id`', () => {
    fc.assert(
      fc.property(messyMeasurement, unreadableId, (record, id) => {
        const parsed = parseMeasurement({ ...record, id })
        expect(parsed.id).toBeNull()
        expect(parsed.issues.some((issue) => issue.path === 'id')).toBe(true)
        const assessment = parseAssessment({ ...record, id })
        expect(assessment.id).toBeNull()
        expect(assessment.issues.some((issue) => issue.path === 'id')).toBe(true)
      }),
      RUNS,
    )
  })
})

describe('records built exactly as the specification describes them', () => {
  it('measurements of every type, with children two levels deep, parse with no issues anywhere', () => {
    fc.assert(
      fc.property(anySpecMeasurement, (raw) => {
        expect(StrictMeasurement.safeParse(raw).success).toBe(true)
        const parsed = parseMeasurement(raw)
        expect(allIssues(parsed)).toEqual([])
        expectMeasurementMirrors(raw, parsed)
        // Every value the spec allows is kept as sent.
        for (const key of Object.keys(specMeasurementFields) as (keyof typeof specMeasurementFields)[]) {
          expect(parsed[key], key).toEqual(raw[key])
        }
      }),
      RUNS,
    )
  })

  it('assessments parse with no issues, and every value is kept', () => {
    fc.assert(
      fc.property(specAssessment, (raw) => {
        expect(StrictAssessment.safeParse(raw).success).toBe(true)
        const parsed = parseAssessment(raw)
        expect(parsed.issues).toEqual([])
        expect(parsed.id).toBe(raw.id)
        expect(parsed.date).toBe(raw.date)
        expect(parsed.created_at).toBe(raw.created_at)
        expect(parsed.values === undefined).toBe(raw.values === undefined)
        if (raw.values) {
          expect(parsed.values?.wound_edge).toEqual(raw.values.wound_edge)
          expect(parsed.values?.peri_wound_skin).toEqual(raw.values.peri_wound_skin)
          expect(parsed.values?.pain).toEqual(raw.values.pain)
          expect(parsed.values?.odor).toBe(raw.values.odor)
          expect(parsed.values?.infection).toEqual(raw.values.infection)
          expect(parsed.values?.tunneling).toEqual(raw.values.tunneling)
          expect(parsed.values?.notes ?? null).toEqual(raw.values.notes ?? null)
        }
      }),
      RUNS,
    )
  })

  it('a page of them with counts that agree keeps its metadata and raises no page issues', () => {
    // Counts that agree: the page asked for, as many pages as total and per_page make, no more
    // records than a page holds.
    const agreeing = specMetadata.map((m) => ({
      ...m,
      current_page: REQUESTED.page,
      last_page: Math.max(1, Math.ceil(m.total / m.per_page)),
    }))
    fc.assert(
      fc.property(fc.array(anySpecMeasurement, { maxLength: 6 }), agreeing, (data, metadata) => {
        fc.pre(data.length <= metadata.per_page)
        const page = parseListPage({ data, metadata }, parseMeasurement, REQUESTED)
        expect(page.issues).toEqual([])
        expect(page.records.flatMap(allIssues)).toEqual([])
        expect(page.records.map((r) => r.id)).toEqual(data.map((r) => r.id))
        expect(page.metadata.currentPage).toBe(metadata.current_page)
        expect(page.metadata.perPage).toBe(metadata.per_page)
        expect(page.metadata.total).toBe(metadata.total)
        expect(page.metadata.lastPage).toBe(data.length > 0 ? Math.max(metadata.last_page, metadata.current_page) : metadata.last_page)
      }),
      RUNS,
    )
  })

  it('counts that disagree with each other or with the request are flagged, and the page asked for is the one shown', () => {
    fc.assert(
      fc.property(fc.array(anySpecMeasurement, { maxLength: 6 }), specMetadata, (data, metadata) => {
        const page = parseListPage({ data, metadata }, parseMeasurement, REQUESTED)
        const paths = page.issues.map((issue) => issue.path)
        expect(page.metadata.currentPage).toBe(REQUESTED.page)
        expect(paths.includes('metadata.current_page')).toBe(metadata.current_page !== REQUESTED.page)
        expect(paths.includes('metadata.last_page')).toBe(metadata.last_page !== Math.max(1, Math.ceil(metadata.total / metadata.per_page)))
        expect(paths.includes('data')).toBe(data.length > metadata.per_page)
        expectSaneMetadata(page)
      }),
      RUNS,
    )
  })
})

const withoutKeys = (record: object, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)))

describe('one check per record', () => {
  // A record the strict schema accepts is not read again: what is kept of it must be exactly what
  // the lenient schema would have kept.
  // updated_at is no field of the spec's record, but a service may send it: it is kept either way.
  const withUpdatedAt = fc
    .tuple(anySpecMeasurement, orGarbage(specDateTime))
    .map(([record, updated]) => ({ ...record, updated_at: updated }))
  const specOrMessyMeasurement = fc.oneof(anySpecMeasurement, withUpdatedAt, messyMeasurement)
  const specOrMessyAssessment = fc.oneof(specAssessment, messyAssessment)

  it('a measurement the strict schema accepts keeps what the lenient schema would keep', () => {
    fc.assert(
      fc.property(specOrMessyMeasurement, (raw) => {
        expect(withoutKeys(parseMeasurement(raw), ['children', 'issues'])).toStrictEqual(MeasurementFields.parse(raw))
      }),
      { numRuns: 300 },
    )
  })

  it('an assessment the strict schema accepts keeps what the lenient schema would keep', () => {
    fc.assert(
      fc.property(specOrMessyAssessment, (raw) => {
        expect(withoutKeys(parseAssessment(raw), ['issues'])).toStrictEqual(AssessmentFields.parse(raw))
      }),
      { numRuns: 300 },
    )
  })
})
