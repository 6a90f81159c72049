import { describe, expect, it } from 'vitest'
import { StrictAssessment } from '../../../src/api/schemas/assessment'
import { parseMeasurement, StrictMeasurement } from '../../../src/api/schemas/measurement'
import { CASELOAD_WOUND_IDS } from '../../../src/mocks/caseload'
import { CASELOAD_WOUNDS } from '../../../src/mocks/caseload-wounds'
import { getWoundData } from '../../../src/mocks/data'
import { allRaw, failure, list, ORIGIN, type RawRecord } from './helpers'

/* The caseload's generated wounds as the demo service answers for them. */

/** Ids of a measurement and its children (each checked on its own) that do not keep strictly to the specification. */
function offSpec(record: RawRecord): unknown[] {
  const children: unknown = record.children
  const own = StrictMeasurement.safeParse({ ...record, children: [] }).success ? [] : [record.id]
  return [...own, ...(Array.isArray(children) ? children.flatMap((child: RawRecord) => offSpec(child)) : [])]
}

const woundOf = (course: string) => CASELOAD_WOUNDS.find((wound) => wound.course === course)?.id ?? 0

describe("the caseload's wounds on the demo service", () => {
  it.each(['measurements', 'assessments'] as const)('answers 403 Access denied for the forbidden wound on %s', async (endpoint) => {
    expect(await failure(endpoint, `wound_id=${woundOf('forbidden')}`)).toMatchObject({
      status: 403,
      error: 'Access denied',
      error_code: '101',
    })
  })

  it.each(['measurements', 'assessments'] as const)('answers empty %s for the wound without records', async (endpoint) => {
    const page = await list(endpoint, `wound_id=${woundOf('no-records')}`)
    expect(page.data).toEqual([])
    expect(page.metadata).toMatchObject({ total: 0, current_page: 1, last_page: 1 })
  })

  it('sends every other generated wound, all of its records, strictly to the specification', async () => {
    const open = CASELOAD_WOUND_IDS.filter((id) => id !== woundOf('forbidden') && id !== woundOf('no-records'))
    for (const id of open) {
      const measurements = await allRaw('measurements', id)
      const assessments = await allRaw('assessments', id)
      expect(measurements.length).toBeGreaterThan(0)
      expect(measurements).toHaveLength(getWoundData(id)?.measurements.length ?? -1)
      expect(assessments).toHaveLength(measurements.length)
      expect(measurements.flatMap(offSpec)).toEqual([])
      expect(assessments.filter((record) => !StrictAssessment.safeParse(record).success)).toEqual([])
    }
  })

  it('sends each image as a signed URL that expires, as the demo wounds do, and serves it', async () => {
    const [record] = (await list('measurements', `wound_id=${woundOf('healing')}&per_page=1`)).data.map((m) => parseMeasurement(m))
    const thumbnail = record?.images?.thumbnail ?? ''
    expect(thumbnail).toMatch(new RegExp(`^${ORIGIN}/demo-images/${record?.id}/thumbnail\\.svg\\?token=[\\w-]+$`))
    const image = await fetch(thumbnail)
    expect(image.status).toBe(200)
    expect(image.headers.get('Content-Type')).toBe('image/svg+xml')
    const tampered = await fetch(`${thumbnail}x`)
    expect(tampered.status).toBe(403)
  })
})
