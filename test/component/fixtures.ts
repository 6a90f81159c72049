import { StrictAssessment } from '../../src/api/schemas/assessment'
import { StrictMeasurement } from '../../src/api/schemas/measurement'
import { StrictPageMetadata } from '../../src/api/schemas/page'

/*
 * Service payloads for one-off handlers. Records that should match the spec go through the strict
 * schemas, so a fixture cannot drift from the service's format unnoticed.
 */

export function measurementRecord(id: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const record = StrictMeasurement.parse({
    id,
    uid: `m-${id}`,
    type: 'regular',
    area: 4.25,
    perimeter: 8.1,
    max_length: 3.2,
    max_width: 1.7,
    avg_depth: 0.3,
    max_depth: 0.5,
    volume: 1.1,
    date: '2026-02-03',
    granulation: 60,
    slough: 30,
    eschar: 10,
    is_locked: false,
    created_at: '2026-02-03 09:15:00',
  })
  return { ...record, ...overrides }
}

/** `values` must match the spec; `offSpecValues` are merged in after the check, on purpose. */
export function assessmentRecord(id: number, values: Record<string, unknown> = {}, offSpecValues: Record<string, unknown> = {}) {
  const record = StrictAssessment.parse({
    id,
    date: '2026-02-03',
    created_at: '2026-02-03 09:20:00',
    values: {
      wound_edge: ['ROLLED'],
      peri_wound_skin: ['DRY'],
      pain: { at_rest_scale: 2, with_movement_scale: 5, at_night_scale: 3 },
      exudate: { amount: 'MODERATE', type: 'SEROUS', comment: null },
      odor: 'NO',
      notes: null,
      ...values,
    },
  })
  return { ...record, values: { ...record.values, ...offSpecValues } }
}

/** A one-page list body as the service sends it. */
export function listBody(data: readonly unknown[]) {
  return {
    data,
    metadata: StrictPageMetadata.parse({
      current_page: 1,
      last_page: 1,
      per_page: 25,
      total: data.length,
      next_page_url: null,
      prev_page_url: null,
    }),
  }
}
