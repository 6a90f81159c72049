import { describe, expect, it } from 'vitest'
import { csvOf } from '../../../../src/shared/csv'
import { MEASUREMENT_FIELDS } from '../../../../src/api/fields'
import { parseMeasurement } from '../../../../src/api/schemas/measurement'
import { MEASURED_FIELDS } from '../../../../src/domain/fields'
import { MEASUREMENTS_CSV, measurementsCsv } from '../../../../src/features/measurements/measurement-csv'
import { firstRowWords } from '../../../../src/words/first-rows'
import { asJson, groupMeasurement, images, regularMeasurement } from '../../api/fixtures'

const byId = (rows: ReturnType<typeof MEASUREMENTS_CSV.rows>, id: number) => {
  const row = rows.find((r) => r.id === id)
  if (!row) throw new Error(`no row ${id}`)
  return row
}

describe('the rows of the measurements CSV', () => {
  it('has a column for every field of the spec, plus parent, depth and issues', () => {
    // The measured values come from the field table, in its order (domain/fields.ts).
    expect(MEASUREMENTS_CSV.headers).toEqual([
      'id',
      'parent_id',
      'depth',
      'uid',
      'type',
      'date',
      ...MEASURED_FIELDS,
      'is_locked',
      'created_at',
      'image_thumbnail',
      'image_original',
      'image_outline',
      'image_classification',
      'spec_issues',
    ])
    for (const field of MEASUREMENT_FIELDS.filter((key) => key !== 'images')) expect(MEASUREMENTS_CSV.headers, field).toContain(field)
    expect(MEASURED_FIELDS.slice(0, 3)).toEqual(['area', 'perimeter', 'max_length'])
  })

  it('writes one row per measurement, each followed by its children, two levels deep, with parent ids', () => {
    const rows = MEASUREMENTS_CSV.rows([parseMeasurement(groupMeasurement(5)), parseMeasurement(regularMeasurement(6))])
    expect(rows.map((r) => [r.id, r.parent_id, r.depth, r.type])).toEqual([
      [5, null, 0, 'group'],
      [51, 5, 1, 'multiple'],
      [501, 51, 2, 'regular'],
      [502, 51, 2, 'regular'],
      [52, 5, 1, 'regular'],
      [6, null, 0, 'regular'],
    ])
  })

  it('keeps every value as the service sent it: numbers, booleans, dates and signed image URLs', () => {
    const [row] = MEASUREMENTS_CSV.rows([parseMeasurement(regularMeasurement(7, { is_locked: true }))])
    expect(row).toEqual({
      id: 7,
      parent_id: null,
      depth: 0,
      uid: 'm-7',
      type: 'regular',
      date: '2026-03-01',
      area: 5.5,
      perimeter: 9.8,
      max_length: 3.25,
      max_width: 2.1,
      avg_depth: 0.4,
      max_depth: 0.9,
      volume: 2.2,
      granulation: 60,
      slough: 30,
      eschar: 10,
      is_locked: true,
      created_at: '2026-03-01 10:00:00',
      image_thumbnail: images(7).thumbnail,
      image_original: images(7).original,
      image_outline: images(7).outline,
      image_classification: images(7).classification,
      spec_issues: '',
    })
  })

  it("leaves the cells of a child's missing fields empty", () => {
    const parent = regularMeasurement(8, {
      type: 'multiple',
      children: [{ id: 81, type: 'regular', area: 1.25, images: { original: 'https://images.svc.test/81.png?sig=x' }, children: [] }],
    })
    const rows = MEASUREMENTS_CSV.rows([parseMeasurement(parent)])
    const child = byId(rows, 81)
    expect(child).toMatchObject({
      id: 81,
      parent_id: 8,
      depth: 1,
      area: 1.25,
      image_original: 'https://images.svc.test/81.png?sig=x',
      spec_issues: '',
    })
    for (const field of [
      'uid',
      'date',
      'perimeter',
      'volume',
      'granulation',
      'is_locked',
      'created_at',
      'image_thumbnail',
      'image_outline',
    ] as const) {
      expect(child[field], field).toBeUndefined()
    }
    const line = csvOf(MEASUREMENTS_CSV, [parseMeasurement(parent)]).csv.split('\r\n')[2]
    const sent: Partial<Record<string, string>> = { id: '81', parent_id: '8', depth: '1', type: 'regular', area: '1.25' }
    sent.image_original = 'https://images.svc.test/81.png?sig=x'
    expect(line).toBe(MEASUREMENTS_CSV.headers.map((header) => sent[header] ?? '').join(','))
    expect(line).toMatch(/^81,8,1,,regular,,1\.25,,/)
  })

  it("joins the record's departures from the spec into spec_issues, each on its own row", () => {
    const raw = asJson(groupMeasurement(9))
    raw.area = 'large'
    const children = raw.children as Record<string, unknown>[]
    const firstChild = children[0]
    if (!firstChild) throw new Error('fixture has children')
    firstChild.granulation = 140
    children.push({ ...regularMeasurement(93), type: 'group' })
    const rows = MEASUREMENTS_CSV.rows([parseMeasurement(raw)])

    const parentIssues = byId(rows, 9).spec_issues
    expect(parentIssues).toMatch(/^area: /)
    expect(parentIssues).toContain('; children.2.type: a group measurement cannot hold a group child')
    expect(byId(rows, 91).spec_issues).toBe('granulation: above the maximum of 100')
    expect(byId(rows, 92).spec_issues).toBe('')
  })

  it('writes levels deeper than the spec allows rather than dropping them', () => {
    const deep = regularMeasurement(10, {
      type: 'group',
      children: [
        regularMeasurement(101, { type: 'multiple', children: [regularMeasurement(1011, { children: [regularMeasurement(10111)] })] }),
      ],
    })
    const rows = MEASUREMENTS_CSV.rows([parseMeasurement(deep)])
    expect(rows.map((r) => [r.id, r.parent_id, r.depth])).toEqual([
      [10, null, 0],
      [101, 10, 1],
      [1011, 101, 2],
      [10111, 1011, 3],
    ])
    expect(byId(rows, 1011).spec_issues).toMatch(/nested deeper than the 2 levels/)
  })

  it('reads numbers sent as strings as numbers', () => {
    const raw = asJson(regularMeasurement(11))
    raw.area = '3.40'
    expect(MEASUREMENTS_CSV.rows([parseMeasurement(raw)])[0]?.area).toBe(3.4)
  })
})

describe('MEASUREMENTS_CSV', () => {
  it('writes the header and CRLF-terminated lines; nothing but the header for an empty list', () => {
    expect(csvOf(MEASUREMENTS_CSV, []).csv).toBe(`${MEASUREMENTS_CSV.headers.join(',')}\r\n`)
    const csv = csvOf(MEASUREMENTS_CSV, [parseMeasurement(groupMeasurement(5))]).csv
    const lines = csv.split('\r\n')
    expect(lines[0]).toBe(MEASUREMENTS_CSV.headers.join(','))
    expect(lines).toHaveLength(1 + 5 + 1)
    expect(lines.at(-1)).toBe('')
    expect(lines[2]?.startsWith('51,5,1,m-51,multiple,2026-03-01,5.5,')).toBe(true)
  })

  it('quotes and neutralises text fields', () => {
    const csv = csvOf(MEASUREMENTS_CSV, [parseMeasurement(regularMeasurement(12, { uid: '=cmd|"x",y' }))]).csv
    expect(csv.split('\r\n')[1]).toContain(',"\'=cmd|""x"",y",')
  })

  it('names the file in the language shown', () => {
    expect(measurementsCsv(firstRowWords.english).fileName(12)).toBe('wound-12-measurements.csv')
  })
})
