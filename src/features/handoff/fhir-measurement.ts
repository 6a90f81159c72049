import type { CodeableConcept, Observation, ObservationComponent } from '@medplum/fhirtypes'
import type { Measurement } from '../../api/schemas/measurement'
import { measuresOf } from '../../domain/measures'
import { fieldLabel } from '#words/fields'
import { GUIDE_CODES, projectCode, tissueCode } from './fhir-codes'
import { concept, observation, quantity, type RecordWriter } from './fhir-observation'

/*
 * A measurement's Observations in the FHIR export (fhir-bundle.ts): its size as a panel (the parts
 * of a group or multiple measurement as its members), volume, perimeter, average depth and each
 * tissue's share of the wound bed. Locked measurements are `final`, the others `preliminary`.
 */

/** Adds the measurement's Observations (its parts' first); the full URLs of its size panels. */
export function addMeasurement(writer: RecordWriter, measurement: Measurement): string[] {
  const { add } = writer
  const context = writer.contextOf('measurements', measurement)
  const status: Observation['status'] = measurement.is_locked === true ? 'final' : 'preliminary'
  const urls: string[] = []
  // Parts of a group or multiple measurement first, so the panel can name them as its members.
  const members = measurement.children.flatMap((child) => addMeasurement(writer, child))
  const components: ObservationComponent[] = [
    ['length', measurement.max_length, 'cm'] as const,
    ['width', measurement.max_width, 'cm'] as const,
    ['depth', measurement.max_depth, 'cm'] as const,
    ['area', measurement.area, 'cm2'] as const,
  ].flatMap(([key, value, unit]) =>
    value === undefined ? [] : [{ code: concept(GUIDE_CODES[key]), valueQuantity: quantity(value, unit) }],
  )
  if (components.length > 0 || members.length > 0) {
    urls.push(
      add(
        observation(context, status, concept(GUIDE_CODES.sizePanel), {
          ...(components.length > 0 ? { component: components } : {}),
          ...(members.length > 0 ? { hasMember: members.map((reference) => ({ reference })) } : {}),
        }),
      ),
    )
  }
  const single = (code: CodeableConcept, value: number | undefined, unit: 'cm' | 'cm3') => {
    if (value !== undefined) add(observation(context, status, code, { valueQuantity: quantity(value, unit) }))
  }
  single(concept(GUIDE_CODES.volume), measurement.volume, 'cm3')
  single(concept(projectCode('perimeter')), measurement.perimeter, 'cm')
  single(concept(projectCode('averageDepth')), measurement.avg_depth, 'cm')
  for (const tissue of measuresOf('tissue')) {
    const share = measurement[tissue]
    if (share === undefined) continue
    // A tissue the guide's value set has no concept for goes as text, as the service names it.
    const code = tissueCode(tissue)
    add(
      observation(context, status, concept(GUIDE_CODES.woundBed), {
        valueCodeableConcept: code ? concept(code) : { text: fieldLabel(tissue) },
        component: [{ code: concept(GUIDE_CODES.woundBedShare), valueQuantity: quantity(share, '%') }],
      }),
    )
  }
  return urls
}
