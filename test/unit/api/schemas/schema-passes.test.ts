import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseAssessment } from '../../../../src/api/schemas/assessment'
import { parseMeasurement } from '../../../../src/api/schemas/measurement'
import { parseListPage } from '../../../../src/api/schemas/page'
import { AssessmentFields, StrictAssessment } from '../../../../src/api/schemas/assessment'
import { MeasurementFields, StrictMeasurement } from '../../../../src/api/schemas/measurement'
import { getWoundData } from '../../../../src/mocks/data'
import { presentAssessment, presentMeasurement, signerFor } from '../../../../src/mocks/present'

/*
 * A whole history is thousands of records: each is checked against the strict schema once, and
 * read a second time (leniently) only when the strict schema refuses it. A change that checks
 * every record twice again doubles the parse cost of a long history; these counts catch it
 * without timing anything.
 */

const sign = signerFor('https://svc.test', Date.UTC(2026, 0, 1))
/** Page 1 of the long demo wound as the service sends it: 100 measurements, their children, 100 assessments. */
const history = getWoundData(3)
const measurements = (history?.measurements ?? []).slice(0, 100).map((record) => presentMeasurement(record, undefined, sign))
const assessments = (history?.assessments ?? []).slice(0, 100).map((record) => presentAssessment(record, undefined))
const countAll = (records: readonly { children?: unknown }[]): number =>
  records.reduce<number>(
    (sum, record) => sum + 1 + (Array.isArray(record.children) ? countAll(record.children as { children?: unknown }[]) : 0),
    0,
  )

const METADATA = { current_page: 1, last_page: 6, per_page: 100, total: 528, next_page_url: null, prev_page_url: null }

afterEach(() => {
  vi.restoreAllMocks()
})

describe('schema passes per record', () => {
  it('a page of measurements that match the specification: one strict check per record (children included), no lenient pass', () => {
    const strict = vi.spyOn(StrictMeasurement, 'safeParse')
    const lenient = vi.spyOn(MeasurementFields, 'parse')
    const page = parseListPage({ data: measurements, metadata: METADATA }, parseMeasurement, { page: 1, perPage: 100 })
    expect(page.records).toHaveLength(100)
    expect(page.records.every((record) => record.issues.length === 0)).toBe(true)
    expect(countAll(measurements)).toBeGreaterThan(100)
    expect(strict).toHaveBeenCalledTimes(countAll(measurements))
    expect(lenient).not.toHaveBeenCalled()
  })

  it('a page of assessments that match the specification: one strict check each, no lenient pass', () => {
    const strict = vi.spyOn(StrictAssessment, 'safeParse')
    const lenient = vi.spyOn(AssessmentFields, 'parse')
    const page = parseListPage({ data: assessments, metadata: METADATA }, parseAssessment, { page: 1, perPage: 100 })
    expect(page.records).toHaveLength(100)
    expect(page.records.every((record) => record.issues.length === 0)).toBe(true)
    expect(strict).toHaveBeenCalledTimes(100)
    expect(lenient).not.toHaveBeenCalled()
  })

  it('only a record the strict schema refuses is read a second time, and keeps what can be kept', () => {
    const strict = vi.spyOn(StrictMeasurement, 'safeParse')
    const lenient = vi.spyOn(MeasurementFields, 'parse')
    const offSpec = { ...measurements[0], area: '2.50', children: [] }
    const records = [offSpec, ...measurements.slice(1, 10).map((record) => ({ ...record, children: [] }))].map((raw) =>
      parseMeasurement(raw),
    )
    expect(strict).toHaveBeenCalledTimes(10)
    expect(lenient).toHaveBeenCalledTimes(1)
    expect(records[0]?.area).toBe(2.5)
    expect(records[0]?.issues.map((issue) => issue.path)).toEqual(['area'])
  })
})
