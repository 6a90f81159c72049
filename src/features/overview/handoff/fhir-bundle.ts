import type {
  Bundle,
  BundleEntry,
  CodeableConcept,
  CodeSystem,
  Coding,
  Identifier,
  Observation,
  ObservationComponent,
  Quantity,
  Reference,
} from '@medplum/fhirtypes'
import type { Assessment } from '../../../api/schemas/assessment'
import type { Measurement } from '../../../api/schemas/measurement'
import { FIELDS } from '../../../domain/fields'
import { measuresOf } from '../../../domain/measures'
import { calendarDate } from '../../../domain/visits'
import { parseServiceDateTime } from '../../../shared/format'
import {
  GUIDE_CODES,
  GUIDE_VALUES,
  PAIN_SEVERITY,
  PROJECT_CODES,
  PROJECT_SYSTEM,
  UCUM,
  projectCode,
  tissueCode,
  type Code,
  type ProjectCodeKey,
} from './fhir-codes'
import { plainText } from '../../../shared/plain-text'
import { answerWords, infectionFacts } from './record-words'

/*
 * The wound's records as a FHIR R4 Bundle of type `collection`, following the HL7 FHIR Skin & Wound
 * Assessment implementation guide where it has a code (fhir-codes.ts). Pure: the caller downloads it.
 * Loaded only when the clinician exports (a dynamic import), so no one pays for it otherwise.
 *
 * Decisions (docs/clinical.md, "Hand-off"):
 * - The service knows no patient: `subject` is left for the receiving record to set. Every
 *   Observation's `focus` names the wound by the service's wound ID, as an identifier.
 * - The service's record ids are kept as identifiers (system: the endpoint that issued them).
 *   The Observations of one record share its identifier.
 * - status: `final` for a measurement the service says is locked, `preliminary` for one that is
 *   not (or when it does not say), since it may still change; assessments are `final`.
 * - effectiveDateTime is the record's calendar date; a record without one has none (and says so
 *   in a note). `issued` is its created_at, when that is a moment.
 * - Image URLs are never exported: they are signed and expire 10 minutes after they are issued.
 * - Service text goes as FHIR strings: control characters and direction overrides removed,
 *   nothing interpreted. Markup stays characters.
 */

export type FhirExportInput = {
  woundId: number
  measurements: readonly Measurement[]
  assessments: readonly Assessment[]
  /** The service's API as an absolute URL ("https://wounds.example/api/v1"): it names the identifiers' systems. */
  apiBase: string
  retrievedAt: Date
  /** What is exported, for the Bundle's own description. */
  scope: { kind: 'history' } | { kind: 'visit'; date: string }
  /** Makes each entry's `urn:uuid:` full URL. */
  uuid?: () => string
}

const CATEGORY_EXAM: CodeableConcept = {
  coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'exam', display: 'Exam' }],
}

const coding = ({ system, code, display }: Code): Coding => ({ system, code, display })
const concept = (code: Code, text?: string): CodeableConcept => ({ coding: [coding(code)], text: text ?? code.display })

/** A centimetre, square or cubic centimetre or per cent, in UCUM; `unit` is how it reads. */
const quantity = (value: number, code: 'cm' | 'cm2' | 'cm3' | '%'): Quantity => ({
  value,
  unit: code === 'cm2' ? 'cm²' : code === 'cm3' ? 'cm³' : code,
  system: UCUM,
  code,
})

/** A FHIR string holds at least one non-space character; undefined when the text has none. */
function fhirString(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  const text = plainText(value).trim()
  return text === '' ? undefined : text
}

const textOf = answerWords

/** A value the guide codes, or text: the service's word in words, free text as entered. */
function answer(value: string, codes: Readonly<Record<string, Code>>): CodeableConcept {
  const text = fhirString(textOf(value)) ?? value
  const code = Object.hasOwn(codes, value) ? codes[value] : undefined
  return code ? { coding: [coding(code)], text } : { text }
}

type RecordContext = {
  identifier: Identifier[]
  focus: Reference[]
  effectiveDateTime?: string
  issued?: string
  note?: { text: string }[]
}

export function fhirBundle(input: FhirExportInput): Bundle {
  const base = input.apiBase.replace(/\/+$/, '')
  const newId = input.uuid ?? (() => crypto.randomUUID())
  const wound: Reference = {
    identifier: { system: base, type: { text: 'Wound ID' }, value: String(input.woundId) },
    display: `Wound ${input.woundId}`,
  }
  const entries: BundleEntry[] = []
  const add = (observation: Observation): string => {
    const fullUrl = `urn:uuid:${newId()}`
    entries.push({ fullUrl, resource: observation })
    return fullUrl
  }

  const contextOf = (endpoint: 'measurements' | 'assessments', record: { id: number | null; date?: string; created_at?: string }) => {
    const context: RecordContext = { identifier: [], focus: [wound] }
    if (record.id !== null) context.identifier.push({ system: `${base}/${endpoint}`, value: String(record.id) })
    const date = calendarDate(record.date)
    if (date !== undefined) context.effectiveDateTime = date
    else {
      const sent = fhirString(record.date)
      context.note = [
        { text: sent ? `The service’s date for this record is not a calendar date: ${sent}` : 'The service sent no date for this record.' },
      ]
    }
    const created = parseServiceDateTime(record.created_at)
    if (created) context.issued = created.toISOString()
    return context
  }

  const observation = (
    context: RecordContext,
    status: Observation['status'],
    code: CodeableConcept,
    rest: Partial<Observation>,
  ): Observation => {
    // The record's own note (a date that is not one) first, then the observation's.
    const note = [...(context.note ?? []), ...(rest.note ?? [])]
    return {
      resourceType: 'Observation',
      status,
      category: [CATEGORY_EXAM],
      code,
      focus: context.focus,
      ...(context.identifier.length > 0 ? { identifier: context.identifier } : {}),
      ...(context.effectiveDateTime ? { effectiveDateTime: context.effectiveDateTime } : {}),
      ...(context.issued ? { issued: context.issued } : {}),
      ...rest,
      ...(note.length > 0 ? { note } : {}),
    }
  }

  const addMeasurement = (measurement: Measurement): string[] => {
    const context = contextOf('measurements', measurement)
    const status: Observation['status'] = measurement.is_locked === true ? 'final' : 'preliminary'
    const urls: string[] = []
    // Parts of a group or multiple measurement first, so the panel can name them as its members.
    const members = measurement.children.flatMap(addMeasurement)
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
          valueCodeableConcept: code ? concept(code) : { text: FIELDS[tissue].label },
          component: [{ code: concept(GUIDE_CODES.woundBedShare), valueQuantity: quantity(share, '%') }],
        }),
      )
    }
    return urls
  }

  const addAssessment = (assessment: Assessment) => {
    const context = contextOf('assessments', assessment)
    const values = assessment.values
    if (values === undefined) return
    const coded = (code: Code | CodeableConcept, rest: Partial<Observation>) =>
      add(observation(context, 'final', 'system' in code ? concept(code) : code, rest))
    // Blank text is not a finding: only what has something to read is exported.
    const [amount, type, odour] = [values.exudate?.amount, values.exudate?.type, values.odor].map((value) =>
      fhirString(value) === undefined ? undefined : value,
    )
    if (amount !== undefined) coded(GUIDE_CODES.exudateAmount, { valueCodeableConcept: answer(amount, GUIDE_VALUES.exudateAmount) })
    const comment = fhirString(values.exudate?.comment)
    if (type !== undefined || comment !== undefined) {
      coded(GUIDE_CODES.exudateAppearance, {
        ...(type === undefined
          ? { dataAbsentReason: { text: 'Not recorded' } }
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
        coded(position, { valueCodeableConcept: clock ? concept(clock) : { text: `${hour} (not a clock position)` } })
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
        text: `${PROJECT_CODES[scale].display} (0–10)`,
      }
      // A score off the integer 0–10 scale is exported as sent, as a number with a note, never clamped.
      coded(
        code,
        Number.isInteger(score) && score >= 0 && score <= 10
          ? { valueInteger: score }
          : { valueQuantity: { value: score }, note: [{ text: 'Not a score on the 0 to 10 scale: exported as the service sent it.' }] },
      )
    }
    const infection = infectionComponents(values.infection)
    if (infection) coded(projectCode('infection'), infection)
    const notes = fhirString(values.notes)
    if (notes !== undefined) coded(projectCode('assessmentNotes'), { valueString: notes })
  }

  for (const measurement of input.measurements) addMeasurement(measurement)
  for (const assessment of input.assessments) addAssessment(assessment)
  entries.push({ fullUrl: `urn:uuid:${newId()}`, resource: projectCodeSystem() })

  const what = input.scope.kind === 'visit' ? `the visit of ${input.scope.date}` : 'the whole history'
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: input.retrievedAt.toISOString(),
    meta: {
      tag: [
        {
          system: PROJECT_SYSTEM,
          code: 'export',
          display: `Wound ${input.woundId}, ${what}, from the wound-care service (digital wound measurement)`,
        },
      ],
    },
    entry: entries,
  }
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
      component('infected', { valueCodeableConcept: { text: fhirString(textOf(raw)) ?? raw } })
    } else if (entry.key === 'signs_of_local_infection' && Array.isArray(raw)) {
      for (const sign of raw) {
        const text = typeof sign === 'string' ? fhirString(textOf(sign)) : undefined
        if (text !== undefined) component('localInfectionSign', { valueCodeableConcept: { text } })
      }
    } else if (entry.key === 'wound_swab' && typeof raw === 'string' && fhirString(raw) !== undefined) {
      component('woundSwab', { valueString: fhirString(textOf(raw)) ?? raw })
    } else if (entry.key === 'wound_swab_date' && typeof raw === 'string' && calendarDate(raw) !== undefined) {
      component('woundSwabDate', { valueDateTime: calendarDate(raw) })
    } else {
      const text = fhirString(`${entry.label}: ${entry.text}`)
      if (text !== undefined) unknown.push(text)
    }
  }
  if (components.length === 0 && unknown.length === 0) return undefined
  return {
    ...(components.length > 0
      ? { component: components }
      : { dataAbsentReason: { text: 'Recorded in a shape this export does not read; see the note' } }),
    ...(unknown.length > 0 ? { note: [{ text: `Also recorded, as sent: ${unknown.join('; ')}` }] } : {}),
  }
}

/** This project's CodeSystem, in full, so a receiving system can read every project code it meets. */
export function projectCodeSystem(): CodeSystem {
  return {
    resourceType: 'CodeSystem',
    url: PROJECT_SYSTEM,
    name: 'WoundHistoryObservation',
    title: 'Wound History observation codes',
    status: 'active',
    experimental: false,
    description:
      'Codes of the Wound History viewer for what the wound-care service records and the HL7 FHIR Skin & Wound Assessment implementation guide has no code for.',
    caseSensitive: true,
    content: 'complete',
    concept: [
      ...Object.values(PROJECT_CODES).map(({ code, display, definition }) => ({ code, display, definition })),
      { code: 'export', display: 'Exported by Wound History', definition: 'A Bundle exported by the Wound History viewer.' },
    ],
  }
}
