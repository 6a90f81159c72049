import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { isMeasurementType, parseMeasurement, type Measurement } from '../../../../src/api/schemas/measurement'
import { MAX_CHILD_DEPTH, StrictMeasurement } from '../../../../src/api/schemas/measurement'
import { issueText as issueTextIn } from '../../../../src/words/issue-words'
import { flagsWords } from '../../../../src/words/flags'
import { asJson, groupMeasurement, images, pathsOf, regularMeasurement } from '../fixtures'

/** The flags' words in English, as an English page says them. */
const issueText = (problem: Parameters<typeof issueTextIn>[1]) => issueTextIn(flagsWords.english, problem)

const issueAt = (record: Measurement, path: string) => record.issues.find((issue) => issue.path === path)
/** The sentence of the issue at `path`, as the screens show it. */
const messageAt = (record: Measurement, path: string) => {
  const issue = issueAt(record, path)
  return issue && issueText(issue.problem)
}
const allIssues = (record: Measurement): string[] => [...pathsOf(record), ...record.children.flatMap(allIssues)]

describe('parseMeasurement: a record as the spec describes it', () => {
  it('the fixtures match the strict schema', () => {
    expect(StrictMeasurement.safeParse(regularMeasurement(1)).success).toBe(true)
    expect(StrictMeasurement.safeParse(groupMeasurement(2)).success).toBe(true)
  })

  it('keeps every field and reports no issues', () => {
    const record = parseMeasurement(regularMeasurement(1))
    expect(record).toEqual({
      id: 1,
      uid: 'm-1',
      type: 'regular',
      avg_depth: 0.4,
      max_depth: 0.9,
      max_width: 2.1,
      max_length: 3.25,
      perimeter: 9.8,
      area: 5.5,
      volume: 2.2,
      date: '2026-03-01',
      granulation: 60,
      slough: 30,
      eschar: 10,
      is_locked: false,
      images: images(1),
      children: [],
      created_at: '2026-03-01 10:00:00',
      issues: [],
    })
  })

  it('parses children recursively two levels deep, with no issues anywhere', () => {
    const group = parseMeasurement(groupMeasurement(3))
    expect(group.type).toBe('group')
    expect(group.children.map((c) => [c.id, c.type])).toEqual([
      [31, 'multiple'],
      [32, 'regular'],
    ])
    expect(group.children[0]?.children.map((c) => [c.id, c.type])).toEqual([
      [301, 'regular'],
      [302, 'regular'],
    ])
    expect(group.children[0]?.children[1]?.images?.outline).toBe(images(302).outline)
    expect(allIssues(group)).toEqual([])
  })

  it('accepts a child that omits fields (no thumbnail, empty children) without issues', () => {
    const childImages = { original: images(5).original, outline: images(5).outline, classification: images(5).classification }
    const record = parseMeasurement(
      regularMeasurement(4, { type: 'multiple', children: [{ id: 5, type: 'regular', images: childImages, children: [] }] }),
    )
    const child = record.children[0]
    expect(child?.images).toEqual(childImages)
    expect(child?.images?.thumbnail).toBeUndefined()
    expect(child?.children).toEqual([])
    expect(child?.area).toBeUndefined()
    expect(allIssues(record)).toEqual([])
  })

  it('accepts a record reduced by fields= to a few columns', () => {
    const record = parseMeasurement({ id: 9, area: 1.5 })
    expect(record).toMatchObject({ id: 9, area: 1.5, children: [], issues: [] })
    expect(record.images).toBeUndefined()
  })

  it('accepts ISO date-times and zero percentages', () => {
    const record = parseMeasurement(regularMeasurement(1, { created_at: '2026-03-01T10:00:00Z', granulation: 0, slough: 100, eschar: 0 }))
    expect(record.issues).toEqual([])
  })

  it('tolerates fields the spec does not list (updated_at is kept)', () => {
    const record = parseMeasurement({ ...regularMeasurement(1), updated_at: '2026-03-02 08:00:00', wound_id: 7 })
    expect(record.updated_at).toBe('2026-03-02 08:00:00')
    expect(record.issues).toEqual([])
  })
})

describe('parseMeasurement: tolerant of departures, and says so', () => {
  it('keeps numeric strings as numbers and flags each one', () => {
    const raw = { ...regularMeasurement(1), area: '2.50', max_depth: ' 1 ', granulation: '45' }
    const record = parseMeasurement(raw)
    expect(record.area).toBe(2.5)
    expect(record.max_depth).toBe(1)
    expect(record.granulation).toBe(45)
    expect(pathsOf(record)).toEqual(['max_depth', 'area', 'granulation'])
    expect(messageAt(record, 'area')).toBe('expected number, got "2.50"')
  })

  it('drops a non-numeric string in a numeric field but flags it', () => {
    const record = parseMeasurement({ ...regularMeasurement(1), volume: 'n/a', perimeter: '1e3' })
    expect(record.volume).toBeUndefined()
    expect(record.perimeter).toBeUndefined()
    expect(pathsOf(record)).toEqual(['perimeter', 'volume'])
  })

  it('flags null in numeric fields', () => {
    const record = parseMeasurement({ ...regularMeasurement(1), avg_depth: null, eschar: null })
    expect(record.avg_depth).toBeUndefined()
    expect(record.eschar).toBeUndefined()
    expect(messageAt(record, 'avg_depth')).toBe('expected number, got null')
    expect(pathsOf(record)).toEqual(['avg_depth', 'eschar'])
  })

  it('keeps an unknown type as given and flags it', () => {
    const record = parseMeasurement({ ...regularMeasurement(1), type: 'polygon' })
    expect(record.type).toBe('polygon')
    expect(messageAt(record, 'type')).toContain('"polygon"')
    expect(pathsOf(record)).toEqual(['type'])
  })

  it('keeps percentages outside 0–100 and flags them', () => {
    const record = parseMeasurement({ ...regularMeasurement(1), granulation: 120, slough: -5 })
    expect([record.granulation, record.slough]).toEqual([120, -5])
    expect(messageAt(record, 'granulation')).toBe('above the maximum of 100')
    expect(messageAt(record, 'slough')).toBe('below the minimum of 0')
  })

  it('reads is_locked given as a string or 0/1, and flags it', () => {
    expect(parseMeasurement({ id: 1, is_locked: 'true' }).is_locked).toBe(true)
    expect(parseMeasurement({ id: 1, is_locked: '0' }).is_locked).toBe(false)
    expect(parseMeasurement({ id: 1, is_locked: 1 }).is_locked).toBe(true)
    expect(pathsOf(parseMeasurement({ id: 1, is_locked: 'true' }))).toEqual(['is_locked'])
    expect(parseMeasurement({ id: 1, is_locked: 'maybe' }).is_locked).toBeUndefined()
  })

  it('keeps dates that are not dates as strings, flagged', () => {
    const record = parseMeasurement({ ...regularMeasurement(1), date: '01/03/2026', created_at: 'yesterday' })
    expect(record.date).toBe('01/03/2026')
    expect(record.created_at).toBe('yesterday')
    expect(pathsOf(record)).toEqual(['date', 'created_at'])
  })

  it('flags a placeholder date outside 1900–2100, keeping it as sent', () => {
    for (const date of ['0000-01-01', '1899-12-31', '2101-01-01']) {
      const record = parseMeasurement({ ...regularMeasurement(1), date })
      expect(record.date).toBe(date)
      expect(record.issues).toEqual([{ path: 'date', problem: { kind: 'implausible-date', years: { first: 1900, last: 2100 } } }])
      expect(messageAt(record, 'date')).toBe('an implausible date: outside 1900–2100')
    }
    expect(parseMeasurement({ ...regularMeasurement(1), date: '1900-01-01' }).issues).toEqual([])
  })

  it('flags a javascript: image URL but keeps it as a string (the renderer decides)', () => {
    const raw = asJson(regularMeasurement(1))
    raw.images = { ...images(1), original: 'javascript:alert(1)', outline: 'data:image/png;base64,AAAA' }
    const record = parseMeasurement(raw)
    expect(record.images?.original).toBe('javascript:alert(1)')
    expect(record.images?.outline).toBe('data:image/png;base64,AAAA')
    expect(record.images?.thumbnail).toBe(images(1).thumbnail)
    expect(pathsOf(record)).toEqual(['images.original', 'images.outline'])
  })

  // Checked without z.url's general machinery (measurement.ts): what it accepts, keeps and reports must not change.
  it.each([
    'https://x.test/a.png',
    ' https://x.test/a.png\n',
    'HTTP://X.test/a',
    'https://x.test/a\tb\n.png',
    'https://x.test/%zz?q=1#h',
    'https://[::1]:8080/a',
    'https://',
    'http:/x.test/a',
    'http//x.test/a',
    'https://exa mple.test/a',
    'https://x.test:99999/a',
    'ftp://x.test/a',
    '//x.test/a',
    '\u0000https://x.test/a',
    'x.test/a.png',
    '',
  ])('reads image URL %j as zod’s z.url({ protocol: /^https?$/ }) reads it', (url) => {
    const raw = asJson(regularMeasurement(1))
    raw.images = { ...images(1), original: url }
    const record = parseMeasurement(raw)
    const zod = z.url({ protocol: /^https?$/ }).safeParse(url)
    if (zod.success) {
      expect(record.images?.original).toBe(zod.data)
      expect(pathsOf(record)).toEqual([])
    } else {
      expect(record.images?.original).toBe(url)
      expect(record.issues).toEqual([{ path: 'images.original', problem: { kind: 'invalid_format', format: 'url', received: url } }])
    }
  })

  it('keeps the record when images is not an object', () => {
    const record = parseMeasurement({ ...regularMeasurement(1), images: 'https://x.test/a.png' })
    expect(record.images).toEqual({})
    expect(record.area).toBe(5.5)
    expect(pathsOf(record)).toEqual(['images'])
  })

  it.each([
    ['missing', {}, null],
    ['null', { id: null }, null],
    ['a word', { id: 'abc' }, null],
    ['fractional', { id: 1.5 }, null],
    ['a string of digits', { id: '12' }, 12],
  ])('keeps a record whose id is %s (id %s) and flags the id', (_label, idPart, expected) => {
    const raw = asJson(regularMeasurement(1))
    Reflect.deleteProperty(raw, 'id')
    const record = parseMeasurement({ ...raw, ...idPart })
    expect(record.id).toBe(expected)
    expect(record.area).toBe(5.5)
    expect(pathsOf(record)).toEqual(['id'])
  })

  it.each([null, 'measurement', 42, true, [1, 2], undefined])('keeps a non-object record %j as an empty, flagged record', (raw) => {
    const record = parseMeasurement(raw)
    expect(record.id).toBeNull()
    expect(record.children).toEqual([])
    expect(record.issues[0]?.path).toBe('(record)')
    expect(messageAt(record, '(record)')).toMatch(/^expected an object/)
  })
})

describe('parseMeasurement: nesting rules', () => {
  it(`keeps nesting deeper than ${MAX_CHILD_DEPTH} levels but flags the level that goes too deep`, () => {
    const tooDeep = regularMeasurement(1, {
      type: 'group',
      children: [
        regularMeasurement(2, {
          type: 'multiple',
          children: [regularMeasurement(3, { children: [regularMeasurement(4)] })],
        }),
      ],
    })
    const record = parseMeasurement(tooDeep)
    const level2 = record.children[0]?.children[0]
    expect(level2?.children.map((c) => c.id)).toEqual([4])
    expect(pathsOf(record)).toEqual([])
    expect(record.children[0]?.issues).toEqual([])
    expect(level2?.issues.map((i) => i.path)).toContain('children')
    const tooDeepIssue = level2?.issues.find((i) => i.path === 'children')
    expect(tooDeepIssue && issueText(tooDeepIssue.problem)).toMatch(/deeper than the 2 levels/)
  })

  it('a regular measurement holding children breaks rule 2/3 and is flagged, children kept', () => {
    const record = parseMeasurement(regularMeasurement(1, { children: [regularMeasurement(2)] }))
    expect(record.children).toHaveLength(1)
    expect(messageAt(record, 'children.0.type')).toBe('a regular measurement cannot hold a regular child')
  })

  it('a multiple holding a group is flagged (rule 2)', () => {
    const record = parseMeasurement(
      regularMeasurement(1, { type: 'multiple', children: [regularMeasurement(2), regularMeasurement(3, { type: 'group' })] }),
    )
    expect(record.children.map((c) => c.type)).toEqual(['regular', 'group'])
    expect(pathsOf(record)).toEqual(['children.1.type'])
    expect(messageAt(record, 'children.1.type')).toBe('a multiple measurement cannot hold a group child')
  })

  it('a multiple holding a multiple, and a group holding a group, are flagged', () => {
    const multiple = parseMeasurement(regularMeasurement(1, { type: 'multiple', children: [regularMeasurement(2, { type: 'multiple' })] }))
    expect(pathsOf(multiple)).toEqual(['children.0.type'])
    const group = parseMeasurement(regularMeasurement(1, { type: 'group', children: [regularMeasurement(2, { type: 'group' })] }))
    expect(pathsOf(group)).toEqual(['children.0.type'])
  })

  it('does not judge nesting under an unknown type or for children of unknown type', () => {
    const unknownParent = parseMeasurement({ id: 1, type: 'polygon', children: [{ id: 2, type: 'group' }] })
    expect(pathsOf(unknownParent)).toEqual(['type'])
    const unknownChild = parseMeasurement({ id: 1, type: 'multiple', children: [{ id: 2 }] })
    expect(pathsOf(unknownChild)).toEqual([])
  })

  it('a bad child is flagged on the child; its parent and siblings stay clean', () => {
    const raw = asJson(groupMeasurement(1))
    const children = raw.children as Record<string, unknown>[]
    children[1] = { ...children[1], area: 'big', id: 'x' }
    const record = parseMeasurement(raw)
    expect(record.issues).toEqual([])
    expect(record.children[0]?.issues).toEqual([])
    expect(record.children[1]?.id).toBeNull()
    expect(pathsOf(record.children[1] ?? { issues: [] })).toEqual(['id', 'area'])
  })

  it('keeps non-object children as flagged empty records', () => {
    const record = parseMeasurement({ id: 1, type: 'group', children: [null, 'x', { id: 3, type: 'regular' }] })
    expect(record.children.map((c) => c.id)).toEqual([null, null, 3])
    expect(record.children[0]?.issues[0]?.path).toBe('(record)')
  })

  it('flags children that are not a list', () => {
    const record = parseMeasurement({ id: 1, type: 'group', children: { id: 2 } })
    expect(record.children).toEqual([])
    expect(pathsOf(record)).toEqual(['children'])
  })

  it('survives hostile nesting without recursing forever', () => {
    let raw: Record<string, unknown> = { id: 0 }
    for (let depth = 1; depth <= 200; depth++) raw = { id: depth, children: [raw] }
    const record = parseMeasurement(raw)
    let levels = 0
    for (let node: Measurement | undefined = record; node; node = node.children[0]) levels++
    expect(levels).toBeGreaterThan(MAX_CHILD_DEPTH + 1)
    expect(levels).toBeLessThan(200)
  })
})

describe('isMeasurementType', () => {
  it('knows exactly the three spec types', () => {
    expect(['group', 'multiple', 'regular'].every(isMeasurementType)).toBe(true)
    expect(isMeasurementType('polygon')).toBe(false)
    expect(isMeasurementType(undefined)).toBe(false)
    expect(isMeasurementType('Group')).toBe(false)
  })
})
