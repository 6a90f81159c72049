import type { CodeableConcept, Observation, ObservationComponent } from '@medplum/fhirtypes'
import type { Assessment } from '../../api/schemas/assessment'
import { calendarDate } from '../../domain/visits'
import { GUIDE_CODES, GUIDE_VALUES, PAIN_SEVERITY, PROJECT_CODES, projectCode, type Code, type ProjectCodeKey } from './fhir-codes'
import { coding, concept, fhirString, observation, quantity, type RecordWriter } from './fhir-observation'
import { answerWords, infectionFacts } from '#words/record'
import { alsoRecorded, infectionEntry, notClockPosition, notRecorded, offScale, painScale, unreadShape } from '#words/handoff'

/*
 * An assessment's Observations in the FHIR export (fhir-bundle.ts), all `final`: exudate, odour,
 * edge, peri-wound skin, tunnelling and undermining, the pain scales, infection and notes. A value
 * the guide codes goes as its code, any other in words; blank text is not a finding.
 */

/** A value the guide codes, or text: the service's word in words, free text as entered. */
function answer(value: string, codes: Readonly<Record<string, Code>>): CodeableConcept {
  const text = fhirString(answerWords(value)) ?? value
  const code = Object.hasOwn(codes, value) ? codes[value] : undefined
  return code ? { coding: [coding(code)], text } : { text }
}

export function addAssessment(writer: RecordWriter, assessment: Assessment): void {
  const context = writer.contextOf('assessments', assessment)
  const values = assessment.values
  if (values === undefined) return
  const coded = (code: Code | CodeableConcept, rest: Partial<Observation>) =>
    writer.add(observation(context, 'final', 'system' in code ? concept(code) : code, rest))
  // Blank text is not a finding: only what has something to read is exported.
  const [amount, type, odour] = [values.exudate?.amount, values.exudate?.type, values.odor].map((value) =>
    fhirString(value) === undefined ? undefined : value,
  )
  if (amount !== undefined) coded(GUIDE_CODES.exudateAmount, { valueCodeableConcept: answer(amount, GUIDE_VALUES.exudateAmount) })
  const comment = fhirString(values.exudate?.comment)
  if (type !== undefined || comment !== undefined) {
    coded(GUIDE_CODES.exudateAppearance, {
      ...(type === undefined
        ? { dataAbsentReason: { text: notRecorded } }
        : { valueCodeableConcept: answer(type, GUIDE_VALUES.exudateType) }),
      ...(comment === undefined ? {} : { note: [{ text: comment }] }),
    })
  }
  if (odour !== undefined) coded(GUIDE_CODES.odour, { valueCodeableConcept: answer(odour, GUIDE_VALUES.odour) })
  for (const entry of values.wound_edge) {
    if (fhirString(entry) !== undefined) coded(GUIDE_CODES.edge, { valueCodeableConcept: answer(entry, GUIDE_VALUES.edge) })
  }
  for (const entry of values.peri_wound_skin) {
    if (fhirString(entry) !== undefined)
      coded(projectCode('periWoundSkin'), { valueCodeableConcept: answer(entry, GUIDE_VALUES.periWound) })
  }
  for (const [key, position, length] of [
    ['tunneling', GUIDE_CODES.tunnellingPosition, GUIDE_CODES.tunnellingLength],
    ['undermining', GUIDE_CODES.underminingPosition, GUIDE_CODES.underminingLength],
  ] as const) {
    const extent = values[key]
    for (const hour of extent?.direction ?? []) {
      const clock = Number.isInteger(hour) && hour >= 1 && hour <= 12 ? GUIDE_VALUES.clock[hour - 1] : undefined
      coded(position, { valueCodeableConcept: clock ? concept(clock) : { text: notClockPosition(hour) } })
    }
    if (extent?.length !== undefined) coded(length, { valueQuantity: quantity(extent.length, 'cm') })
  }
  for (const [key, scale] of [
    ['at_rest_scale', 'painAtRest'],
    ['with_movement_scale', 'painWithMovement'],
    ['at_night_scale', 'painAtNight'],
  ] as const) {
    const score = values.pain?.[key]
    if (score === undefined) continue
    const code: CodeableConcept = {
      coding: [coding(PAIN_SEVERITY), coding(projectCode(scale))],
      text: painScale(PROJECT_CODES[scale].display),
    }
    // A score off the integer 0–10 scale is exported as sent, as a number with a note, never clamped.
    coded(
      code,
      Number.isInteger(score) && score >= 0 && score <= 10
        ? { valueInteger: score }
        : { valueQuantity: { value: score }, note: [{ text: offScale }] },
    )
  }
  const infection = infectionComponents(values.infection)
  if (infection) coded(projectCode('infection'), infection)
  const notes = fhirString(values.notes)
  if (notes !== undefined) coded(projectCode('assessmentNotes'), { valueString: notes })
}

/** The infection object's shape is open: what is known becomes components, the rest a note with every key as sent. */
function infectionComponents(infection: unknown): Partial<Observation> | undefined {
  const entries = infectionFacts(infection)
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
      component('infected', { valueCodeableConcept: { text: fhirString(answerWords(raw)) ?? raw } })
    } else if (entry.key === 'signs_of_local_infection' && Array.isArray(raw)) {
      for (const sign of raw) {
        const text = typeof sign === 'string' ? fhirString(answerWords(sign)) : undefined
        if (text !== undefined) component('localInfectionSign', { valueCodeableConcept: { text } })
      }
    } else if (entry.key === 'wound_swab' && typeof raw === 'string' && fhirString(raw) !== undefined) {
      component('woundSwab', { valueString: fhirString(answerWords(raw)) ?? raw })
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
