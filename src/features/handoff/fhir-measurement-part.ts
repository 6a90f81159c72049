import type { Observation, ObservationComponent } from '@medplum/fhirtypes'
import type { Measurement } from '../../api/schemas/measurement'
import type { MeasuredField } from '../../domain/fields'
import { measuresOf } from '../../domain/measures'
import { fieldLabel } from '../../lists/field-names'
import { firstRowWords } from '../../words/first-rows'
import { partShare } from './fhir-narrative'
import { IDENTIFIER_ARCS } from './fhir-identifiers'
import { concept, observation, quantity, type RecordWriter, type Unit } from './fhir-observation'
import { projectCode, type ProjectCodeKey } from './fhir-project-codes'

/*
 * The parts of a group or multiple measurement in the FHIR export (why they are not wound size
 * panels: fhir-measurement.ts). A part is one Observation coded `wound-part-size` (the project's),
 * its own figures as components with the project's `part-…` codes, never a code of the guide's
 * (no 72287-6, 89260-4, length, width, depth or woundvolume), and its own parts (a multiple's
 * regular children) in its `derivedFrom`. Volume in mL, as the size panel's (1 cm³ = 1 mL).
 */

/** A part's figures: the service's field, the project's code, the UCUM unit. */
const PART_FIGURES = [
  ['max_length', 'partLength', 'cm'],
  ['max_width', 'partWidth', 'cm'],
  ['max_depth', 'partDepth', 'cm'],
  ['avg_depth', 'partAverageDepth', 'cm'],
  ['area', 'partArea', 'cm2'],
  ['volume', 'partVolume', 'mL'],
  ['perimeter', 'partPerimeter', 'cm'],
] as const satisfies readonly (readonly [MeasuredField, ProjectCodeKey, Unit])[]

/** A tissue's share of a part's wound bed; a tissue without a code here goes with its name as the component's text. */
const PART_TISSUES: Partial<Record<MeasuredField, ProjectCodeKey>> = {
  granulation: 'partGranulation',
  slough: 'partSlough',
  eschar: 'partEschar',
}

function partComponents(part: Measurement): ObservationComponent[] {
  const figures = PART_FIGURES.flatMap(([field, key, unit]) => {
    const value = part[field]
    return value === undefined ? [] : [{ code: concept(projectCode(key)), valueQuantity: quantity(value, unit) }]
  })
  const tissues = measuresOf('tissue').flatMap((tissue) => {
    const value = part[tissue]
    if (value === undefined) return []
    const key = PART_TISSUES[tissue]
    // A share of 0 % is a figure here (this part has none of the tissue), not a coded finding.
    return [
      {
        code: key ? concept(projectCode(key)) : { text: partShare(fieldLabel(firstRowWords.english, tissue)) },
        valueQuantity: quantity(value, '%'),
      },
    ]
  })
  return [...figures, ...tissues]
}

/** Adds each part's Observation, its own parts' first; the full URLs of the parts that have something to say. */
export function addParts(writer: RecordWriter, parts: readonly Measurement[]): string[] {
  return parts.flatMap((part) => {
    const context = writer.contextOf(part)
    const status: Observation['status'] = part.is_locked === true ? 'final' : 'preliminary'
    const own = addParts(writer, part.children)
    const components = partComponents(part)
    if (components.length === 0 && own.length === 0) return []
    const identifier = writer.identify(IDENTIFIER_ARCS.measurement.size, context.key)
    return [
      writer.add(
        observation(context, identifier, status, concept(projectCode('woundPartSize')), {
          ...(components.length > 0 ? { component: components } : {}),
          ...(own.length > 0 ? { derivedFrom: own.map((reference) => ({ reference })) } : {}),
        }),
      ),
    ]
  })
}
