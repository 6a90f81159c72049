import type { CodeableConcept, Observation, ObservationComponent } from '@medplum/fhirtypes'
import type { Measurement } from '../../api/schemas/measurement'
import { measuresOf } from '../../domain/measures'
import { fieldLabel } from '../../lists/field-names'
import { firstRowWords } from '../../words/first-rows'
import { partsNote, zeroShares } from './fhir-narrative'
import { GUIDE_CODES, SIZE_COMPONENTS, tissueCode } from './fhir-codes'
import { IDENTIFIER_ARCS } from './fhir-identifiers'
import { addParts } from './fhir-measurement-part'
import { concept, observation, quantity, type RecordWriter } from './fhir-observation'
import { projectCode } from './fhir-project-codes'

/*
 * A top-level measurement's Observations in the FHIR export (fhir-bundle.ts): the wound's size as
 * a panel (LOINC 72287-6: length, width, maximum depth, area and volume as its components, the
 * codes and units of the guide's WoundSize profile), perimeter, average depth, and each tissue's
 * share of the wound bed. Locked measurements are `final`, the others `preliminary`.
 *
 * The parts of a group or multiple measurement (its children, and a multiple's regular children)
 * are not wounds: an importer that reads every 72287-6 panel or 89260-4 area as the wound's would
 * see several wounds on one date. So the wound's size is the top-level measurement's alone, and
 * each part is one Observation of its own, coded with the project's `wound-part-size`, its figures
 * as components with project codes (fhir-measurement-part.ts). The panel names its parts in
 * `derivedFrom`, not `hasMember`. FHIR R4 Observation.hasMember: "This observation is a group
 * observation (e.g. a battery, a panel of tests, a set of vital sign measurements) that includes
 * the target as a member of the group": members of a wound size panel read as the wound's size
 * findings. Observation.derivedFrom: "The target resource that represents a measurement from which
 * this observation value is derived": the measurement's figures are those of what its parts trace
 * (the specification: a group's children are its individual measurements, a multiple's are
 * sub-measurements within one image, with inclusion and exclusion; it does not say how the
 * parent's figures are computed, and the export computes nothing from them).
 *
 * A tissue share of 0 % is the tissue's absence, not a finding of it: no wound-bed Observation
 * (which would read "wound base: necrotic eschar"); the panel's note says which tissues were 0 %.
 */

/** Adds a top-level measurement's Observations, its parts' first (the panel names them). */
export function addMeasurement(writer: RecordWriter, measurement: Measurement): void {
  const { add, identify } = writer
  const context = writer.contextOf(measurement)
  const arcs = IDENTIFIER_ARCS.measurement
  const status: Observation['status'] = measurement.is_locked === true ? 'final' : 'preliminary'
  const parts = addParts(writer, measurement.children)
  const components: ObservationComponent[] = SIZE_COMPONENTS.flatMap(({ code, field, unit }) => {
    const value = measurement[field]
    return value === undefined ? [] : [{ code: concept(code), valueQuantity: quantity(value, unit) }]
  })
  const tissues = measuresOf('tissue')
  const absent = tissues
    .filter((tissue) => measurement[tissue] === 0)
    .map((tissue) => fieldLabel(firstRowWords.english, tissue).toLowerCase())
  const notes = [...(parts.length > 0 ? [partsNote(parts.length)] : []), ...(absent.length > 0 ? [zeroShares(absent)] : [])]
  if (components.length > 0 || parts.length > 0) {
    add(
      observation(context, identify(arcs.size, context.key), status, concept(GUIDE_CODES.sizePanel), {
        ...(components.length > 0 ? { component: components } : {}),
        ...(parts.length > 0 ? { derivedFrom: parts.map((reference) => ({ reference })) } : {}),
        ...(notes.length > 0 ? { note: notes.map((text) => ({ text })) } : {}),
      }),
    )
  }
  const single = (arc: readonly [number, number], code: CodeableConcept, value: number | undefined) => {
    if (value !== undefined) add(observation(context, identify(arc, context.key), status, code, { valueQuantity: quantity(value, 'cm') }))
  }
  single(arcs.perimeter, concept(projectCode('perimeter')), measurement.perimeter)
  single(arcs.averageDepth, concept(projectCode('averageDepth')), measurement.avg_depth)
  for (const tissue of tissues) {
    const share = measurement[tissue]
    if (share === undefined || share === 0) continue
    // A tissue the guide's value set has no concept for goes as text, as the service names it.
    const code = tissueCode(tissue)
    const arc = Object.hasOwn(arcs, tissue) ? arcs[tissue as keyof typeof arcs] : undefined
    add(
      observation(context, arc ? identify(arc, context.key) : [], status, concept(GUIDE_CODES.woundBed), {
        valueCodeableConcept: code ? concept(code) : { text: fieldLabel(firstRowWords.english, tissue) },
        component: [{ code: concept(GUIDE_CODES.woundBedShare), valueQuantity: quantity(share, '%') }],
      }),
    )
  }
}
