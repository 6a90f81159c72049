import type * as z from 'zod/mini'
import type { StrictAssessment } from '../../../src/api/schemas/assessment'
import type { StrictMeasurement } from '../../../src/api/schemas/measurement'

/*
 * Wire-format records exactly as the specification describes them. Typed with the strict schemas'
 * input types so that a change to the spec schemas breaks the fixtures at compile time.
 */

export type WireMeasurement = z.input<typeof StrictMeasurement>
export type WireAssessment = z.input<typeof StrictAssessment>

const signed = (name: string) => `https://images.svc.test/m/${name}.png?expires=1772360400&signature=abc123`

export const images = (id: number) => ({
  thumbnail: signed(`${id}-thumb`),
  original: signed(`${id}-original`),
  outline: signed(`${id}-outline`),
  classification: signed(`${id}-classification`),
})

export function regularMeasurement(id: number, overrides: Partial<WireMeasurement> = {}): WireMeasurement {
  return {
    id,
    uid: `m-${id}`,
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
    images: images(id),
    children: [],
    created_at: '2026-03-01 10:00:00',
    ...overrides,
  }
}

/** group → [multiple → [regular, regular], regular]: the deepest nesting the spec allows. */
export function groupMeasurement(id: number): WireMeasurement {
  return regularMeasurement(id, {
    type: 'group',
    children: [
      regularMeasurement(id * 10 + 1, {
        type: 'multiple',
        children: [regularMeasurement(id * 100 + 1), regularMeasurement(id * 100 + 2)],
      }),
      regularMeasurement(id * 10 + 2),
    ],
  })
}

export function assessment(id: number, overrides: Partial<WireAssessment> = {}): WireAssessment {
  return {
    id,
    date: '2026-03-01',
    created_at: '2026-03-01 10:00:00',
    values: {
      wound_edge: ['ATTACHED', 'ROLLED'],
      peri_wound_skin: ['DRY', 'ERYTHEMA'],
      pain: { at_rest_scale: 0, with_movement_scale: 4, at_night_scale: 10 },
      exudate: { amount: 'MODERATE', comment: 'changed twice daily', type: 'SERO-SANGUINEOUS' },
      odor: 'NO',
      infection: {
        infected: 'YES',
        signs_of_local_infection: ['BLEEDING__FRIABLE_GRANULATION_TISSUE'],
        wound_swab: 'YES',
        wound_swab_date: '2026-02-27',
      },
      tunneling: { direction: [1, 12], length: 2 },
      undermining: { direction: [6], length: 1 },
      miscellaneous: {
        unable_to_capture: 'NO',
        unable_to_capture_reason: null,
        qol_assessment_performed: 'N/A',
        qol_details: null,
      },
      notes: 'Dressing changed.',
    },
    ...overrides,
  }
}

/** A deep copy as plain JSON, to mutate into shapes the types forbid. */
export function asJson(value: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>
}

export const pathsOf = (record: { issues: { path: string }[] }) => record.issues.map((issue) => issue.path)
