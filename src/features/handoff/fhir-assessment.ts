import type { CodeableConcept, Observation, ObservationComponent } from '@medplum/fhirtypes'
import type { Assessment } from '../../api/schemas/assessment'
import { FREE_TEXT_MARKERS } from '../../domain/assessment-signs'
import { calendarDate } from '../../domain/visits'
import { GUIDE_CODES, GUIDE_VALUES, type Code } from './fhir-codes'
import { IDENTIFIER_ARCS } from './fhir-identifiers'
import { coding, concept, fhirString, observation, quantity, type RecordWriter } from './fhir-observation'
import { PROJECT_CODES, projectCode, type ProjectCodeKey } from './fhir-project-codes'
import { answerText, type CodesTranslate } from '../../whole-history/code-words'
import { infectionFacts } from './infection-facts'
import { alsoRecorded, infectionEntry, notClockPosition, notRecorded, offScale, painScale, unreadShape } from './fhir-narrative'

/*
 * An assessment's Observations in the FHIR export (fhir-bundle.ts), all `final`: exudate, odour,
 * edge, peri-wound skin, tunnelling and undermining, the pain scales, infection and notes. A value
 * the guide codes goes as its code, any other in words; blank text is not a finding, and neither is
 * the specification's free-text marker (OTHER-FREE-TEXT, OTHER_FREE_TEXT: it only announces that
 * free-text entries follow, and those go, as text). Each Observation has its own identifier: the
 * field's system, the assessment's id, and for an entry of a list its place in it (fhir-identifiers.ts).
 *
 * Pain: one Observation per scale, coded with the project's code for that scale only. LOINC
 * 72514-3, which the export used to give all three scales, made a LOINC reader see three
 * conflicting scores a day; no LOINC code per scale has been checked in LOINC's own files here, so
 * none is claimed.
 */

/** A value the guide codes, or text: the service's word in (English) words, free text as entered. */
function answer(words: CodesTranslate, value: string, codes: Readonly<Record<string, Code>>): CodeableConcept {
  const text = fhirString(answerText(words, value)) ?? value
  const code = Object.hasOwn(codes, value) ? codes[value] : undefined
  return code ? { coding: [coding(code)], text } : { text }
}

type Field = keyof typeof IDENTIFIER_ARCS.assessment

/** A list's entry that is a finding: neither blank nor the specification's marker that free text follows. */
const isFinding = (entry: string) => fhirString(entry) !== undefined && !FREE_TEXT_MARKERS.has(entry.trim())

/** An assessment's Observations; `words`: the codes' words in English. */
export function addAssessment(writer: RecordWriter, assessment: Assessment, words: CodesTranslate): void {
  const context = writer.contextOf(assessment)
  const values = assessment.values
  if (values === undefined) return
  /** The field's Observation; `entry` is its place in the service's list (from 1) when the field has several. */
  const coded = (field: Field, code: Code | CodeableConcept, rest: Partial<Observation>, entry?: number) =>
    writer.add(
      observation(
        context,
        writer.identify(IDENTIFIER_ARCS.assessment[field], context.key, entry),
        'final',
        'system' in code ? concept(code) : code,
        rest,
      ),
    )
  // Blank text is not a finding: only what has something to read is exported.
  const [amount, type, odour] = [values.exudate?.amount, values.exudate?.type, values.odor].map((value) =>
    fhirString(value) === undefined ? undefined : value,
  )
  if (amount !== undefined)
    coded('exudateAmount', GUIDE_CODES.exudateAmount, { valueCodeableConcept: answer(words, amount, GUIDE_VALUES.exudateAmount) })
  const comment = fhirString(values.exudate?.comment)
  if (type !== undefined || comment !== undefined) {
    coded('exudateAppearance', GUIDE_CODES.exudateAppearance, {
      ...(type === undefined
        ? { dataAbsentReason: { text: notRecorded } }
        : { valueCodeableConcept: answer(words, type, GUIDE_VALUES.exudateType) }),
      ...(comment === undefined ? {} : { note: [{ text: comment }] }),
    })
  }
  if (odour !== undefined) coded('odour', GUIDE_CODES.odour, { valueCodeableConcept: answer(words, odour, GUIDE_VALUES.odour) })
  for (const [i, entry] of values.wound_edge.entries()) {
    if (isFinding(entry)) coded('woundEdge', GUIDE_CODES.edge, { valueCodeableConcept: answer(words, entry, GUIDE_VALUES.edge) }, i + 1)
  }
  for (const [i, entry] of values.peri_wound_skin.entries()) {
    if (isFinding(entry))
      coded('periWoundSkin', projectCode('periWoundSkin'), { valueCodeableConcept: answer(words, entry, GUIDE_VALUES.periWound) }, i + 1)
  }
  for (const [key, field, position, length] of [
    ['tunneling', 'tunnelling', GUIDE_CODES.tunnellingPosition, GUIDE_CODES.tunnellingLength],
    ['undermining', 'undermining', GUIDE_CODES.underminingPosition, GUIDE_CODES.underminingLength],
  ] as const) {
    const extent = values[key]
    for (const [i, hour] of (extent?.direction ?? []).entries()) {
      const clock = Number.isInteger(hour) && hour >= 1 && hour <= 12 ? GUIDE_VALUES.clock[hour - 1] : undefined
      coded(`${field}Position`, position, { valueCodeableConcept: clock ? concept(clock) : { text: notClockPosition(hour) } }, i + 1)
    }
    if (extent?.length !== undefined) coded(`${field}Length`, length, { valueQuantity: quantity(extent.length, 'cm') })
  }
  for (const [key, scale] of [
    ['at_rest_scale', 'painAtRest'],
    ['with_movement_scale', 'painWithMovement'],
    ['at_night_scale', 'painAtNight'],
  ] as const) {
    const score = values.pain?.[key]
    if (score === undefined) continue
    const code: CodeableConcept = { coding: [coding(projectCode(scale))], text: painScale(PROJECT_CODES[scale].display) }
    // A score off the integer 0–10 scale is exported as sent, as a number with a note, never clamped.
    coded(
      scale,
      code,
      Number.isInteger(score) && score >= 0 && score <= 10
        ? { valueInteger: score }
        : { valueQuantity: { value: score }, note: [{ text: offScale }] },
    )
  }
  const infection = infectionComponents(words, values.infection)
  if (infection) coded('infection', projectCode('infection'), infection)
  const notes = fhirString(values.notes)
  if (notes !== undefined) coded('notes', projectCode('assessmentNotes'), { valueString: notes })
}

/** The infection object's shape is open: what is known becomes components, the rest a note with every key as sent. */
function infectionComponents(words: CodesTranslate, infection: unknown): Partial<Observation> | undefined {
  const entries = infectionFacts(words, infection)
  if (entries.length === 0) return undefined
  const components: ObservationComponent[] = []
  const unknown: string[] = []
  const record =
    typeof infection === 'object' && infection !== null && !Array.isArray(infection) ? (infection as Record<string, unknown>) : {}
  const component = (key: ProjectCodeKey, value: Partial<ObservationComponent>) =>
    components.push({ code: concept(projectCode(key)), ...value })
  for (const entry of entries) {
    const raw = entry.known ? record[entry.key] : undefined
    if (entry.key === 'infected' && typeof raw === 'string' && fhirString(raw) !== undefined) {
      component('infected', { valueCodeableConcept: { text: fhirString(answerText(words, raw)) ?? raw } })
    } else if (entry.key === 'signs_of_local_infection' && Array.isArray(raw)) {
      for (const sign of raw) {
        const text = typeof sign === 'string' ? fhirString(answerText(words, sign)) : undefined
        if (text !== undefined) component('localInfectionSign', { valueCodeableConcept: { text } })
      }
    } else if (entry.key === 'wound_swab' && typeof raw === 'string' && fhirString(raw) !== undefined) {
      component('woundSwab', { valueString: fhirString(answerText(words, raw)) ?? raw })
    } else if (entry.key === 'wound_swab_date' && typeof raw === 'string' && calendarDate(raw) !== undefined) {
      component('woundSwabDate', { valueDateTime: calendarDate(raw) })
    } else {
      const text = fhirString(infectionEntry(entry))
      if (text !== undefined) unknown.push(text)
    }
  }
  if (components.length === 0 && unknown.length === 0) return undefined
  return {
    ...(components.length > 0 ? { component: components } : { dataAbsentReason: { text: unreadShape } }),
    ...(unknown.length > 0 ? { note: [{ text: alsoRecorded(unknown) }] } : {}),
  }
}
