import { describe, expect, it } from 'vitest'
import { parseAssessment } from '../../../src/api/schemas/assessment'
import { parseMeasurement } from '../../../src/api/schemas/measurement'
import { StrictAssessment } from '../../../src/api/schemas/assessment'
import { StrictMeasurement } from '../../../src/api/schemas/measurement'
import { DEMO_WOUNDS, getWoundData } from '../../../src/mocks/data'
import { WOUND_DEFINITIONS } from '../../../src/mocks/wounds'
import { allRaw, flatten, list, type RawRecord } from './helpers'

/** Strict check of a record and, separately, of each child (children are checked one by one). */
function strictMeasurementFailures(record: RawRecord): number[] {
  const own = StrictMeasurement.safeParse(record).success ? [] : [Number(record.id)]
  const children = Array.isArray(record.children) ? record.children : []
  return [...own, ...children.flatMap((child: RawRecord) => strictMeasurementFailures(child))]
}

describe('the demo wounds', () => {
  it('lists five wounds for the start screen', () => {
    expect(DEMO_WOUNDS.map((wound) => wound.id)).toEqual([1, 2, 3, 4, 5, 6])
    for (const wound of DEMO_WOUNDS) expect(wound.label.length * wound.description.length).toBeGreaterThan(0)
  })

  it('is deterministic: building a wound twice gives the same records', () => {
    const venous = WOUND_DEFINITIONS.find((wound) => wound.id === 1)
    expect(JSON.stringify(venous?.build())).toBe(JSON.stringify(venous?.build()))
  })

  it('numbers records uniquely across the whole service', () => {
    const all = [1, 2, 3, 5].flatMap((id) => {
      const history = getWoundData(id)
      const measurements = flatten((history?.measurements ?? []).map((m) => parseMeasurement(m)))
      return [...measurements.map((m) => m.id), ...(history?.assessments ?? []).map((a) => a.id)]
    })
    expect(new Set(all).size).toBe(all.length)
  })
})

describe('wound 1: a venous leg ulcer that responded to compression, then stalled', () => {
  it('has more than one page of measurements of all three types, nested two levels', async () => {
    const raw = await allRaw('measurements', 1)
    expect(raw.length).toBeGreaterThan(25)
    expect(raw.length).toBeLessThanOrEqual(50)
    const records = raw.map((record) => parseMeasurement(record))
    expect(new Set(records.map((m) => m.type))).toEqual(new Set(['regular', 'multiple', 'group']))

    const multiples = records.filter((m) => m.type === 'multiple')
    for (const m of multiples) {
      expect(m.children.length).toBeGreaterThanOrEqual(2)
      expect(m.children.every((child) => child.type === 'regular')).toBe(true)
    }
    const groups = records.filter((m) => m.type === 'group')
    expect(groups.length).toBeGreaterThanOrEqual(2)
    for (const group of groups) {
      expect(group.children.map((child) => child.type)).toEqual(['regular', 'multiple'])
      const nested = group.children[1]?.children ?? []
      expect(nested.length).toBeGreaterThanOrEqual(2)
      expect(nested.every((grandchild) => grandchild.type === 'regular' && grandchild.children.length === 0)).toBe(true)
    }
    const children = flatten(records).filter((m) => !records.includes(m))
    expect(children.some((child) => child.images?.thumbnail === undefined)).toBe(true)
    expect(children.some((child) => child.avg_depth === undefined)).toBe(true)
    for (const m of records) expect(Object.keys(m.images ?? {}).sort()).toEqual(['classification', 'original', 'outline', 'thumbnail'])
  })

  it('heals: area from about 12 to about 2.5 cm², granulation up, eschar gone', async () => {
    const records = (await allRaw('measurements', 1, '&sort=id')).map((record) => parseMeasurement(record))
    const first = records[0]
    const last = records[records.length - 1]
    expect(first?.area).toBeGreaterThan(10)
    expect(first?.area).toBeLessThan(14)
    expect(last?.area).toBeGreaterThan(2)
    expect(last?.area).toBeLessThan(3.2)
    expect(first?.granulation).toBeLessThan(50)
    expect(last?.granulation).toBeGreaterThan(75)
    expect(last?.eschar).toBe(0)
    expect(first?.is_locked).toBe(true)
    expect(last?.is_locked).toBe(false)
    for (const m of records) {
      // avg_depth is rounded to 0.01 cm, so the product is only as good as area × 0.005.
      expect(Math.abs((m.volume ?? 0) - (m.area ?? 0) * (m.avg_depth ?? 0))).toBeLessThanOrEqual((m.area ?? 0) * 0.006 + 0.01)
      expect(m.max_length).toBeGreaterThanOrEqual(m.max_width ?? 0)
    }
    const gaps = records.slice(1).map((m, i) => (Date.parse(m.date ?? '') - Date.parse(records[i]?.date ?? '')) / 86_400_000)
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(3)
    expect(Math.max(...gaps)).toBeLessThanOrEqual(10)
  })

  it('keeps every record strictly to the spec except the three deliberate quirks', async () => {
    const history = getWoundData(1)
    const measurements = await allRaw('measurements', 1)
    const assessments = await allRaw('assessments', 1)
    const failures = [
      ...measurements.flatMap(strictMeasurementFailures),
      ...assessments.filter((record) => !StrictAssessment.safeParse(record).success).map((record) => Number(record.id)),
    ]
    expect(new Set(failures)).toEqual(history?.quirkyIds)
    expect(failures).toHaveLength(3)

    // The viewer's parser keeps the quirky records and flags them.
    const flagged = [...measurements.map((m) => parseMeasurement(m)), ...assessments.map((a) => parseAssessment(a))].filter(
      (r) => r.issues.length > 0,
    )
    expect(flagged.map((r) => r.id).sort()).toEqual([...(history?.quirkyIds ?? [])].sort())
    const values = assessments.map((a) => JSON.stringify(a))
    expect(values.some((v) => v.includes('"amount":"COPIOUS"'))).toBe(true)
    expect(values.some((v) => v.includes('"status":"SUSPECTED"'))).toBe(true)
    expect(measurements.some((m) => typeof m.area === 'string' && /^\d+\.\d\d$/.test(m.area))).toBe(true)
  })

  it('has varied, realistic assessments, one per measurement date', async () => {
    const raw = await allRaw('assessments', 1)
    const assessments = raw.map((record) => parseAssessment(record))
    const measurementDates = (await allRaw('measurements', 1)).map((m) => m.date)
    expect(assessments.map((a) => a.date).sort()).toEqual([...measurementDates].sort())

    const text = JSON.stringify(raw)
    for (const expected of [
      'BLEEDING__FRIABLE_GRANULATION_TISSUE',
      '"wound_swab":"YES"',
      'OTHER-FREE-TEXT',
      'OTHER_FREE_TEXT',
      '"tunneling"',
      '"undermining"',
      '"miscellaneous"',
    ]) {
      expect(text).toContain(expected)
    }
    const amounts = assessments.map((a) => a.values?.exudate?.amount)
    expect(amounts[0]).toBe('LARGE')
    expect(amounts[amounts.length - 1]).toBe('NONE')
    expect(new Set(amounts)).toEqual(new Set(['LARGE', 'MODERATE', 'MINIMUM', 'NONE', 'COPIOUS']))
    expect(assessments[0]?.values?.odor).toBe('MALODOROUS')
    expect(assessments[assessments.length - 1]?.values?.odor).toBe('NO')
    const pain = assessments.map((a) => a.values?.pain?.at_rest_scale ?? 0)
    expect(pain[0]).toBeGreaterThan((pain[pain.length - 1] ?? 0) + 3)
    expect(assessments.filter((a) => a.values?.notes).length).toBeGreaterThan(assessments.length / 2)
    const late = raw.slice(-10).map((a) => JSON.stringify(a))
    expect(late.some((a) => a.includes('"infected":"YES"'))).toBe(false)
  })
})

describe('the other wounds', () => {
  it('wound 2 has an empty history', () => {
    expect(getWoundData(2)).toMatchObject({ measurements: [], assessments: [] })
  })

  it('wound 3 has a long history, several pages of each list', async () => {
    const measurements = await list('measurements', 'wound_id=3')
    const assessments = await list('assessments', 'wound_id=3&per_page=100')
    expect(measurements.metadata.total).toBeGreaterThanOrEqual(500)
    expect(assessments.metadata.last_page).toBeGreaterThanOrEqual(5)
    const types = new Set(getWoundData(3)?.measurements.map((m) => m.type))
    expect(types).toEqual(new Set(['regular', 'multiple', 'group']))
  })

  it('wound 5 has stalled: less than 20 % area reduction after four weeks', async () => {
    const records = (await allRaw('measurements', 5)).map((record) => parseMeasurement(record))
    expect(records.length).toBeGreaterThanOrEqual(18)
    const start = Date.parse(records[0]?.date ?? '')
    const span = (Date.parse(records[records.length - 1]?.date ?? '') - start) / 86_400_000
    expect(span).toBeGreaterThan(100)
    const atFourWeeks = records.find((m) => Date.parse(m.date ?? '') - start >= 28 * 86_400_000)
    const baseline = records[0]?.area ?? 0
    expect((baseline - (atFourWeeks?.area ?? 0)) / baseline).toBeLessThan(0.2)
  })
})
