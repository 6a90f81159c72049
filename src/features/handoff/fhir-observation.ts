import type { CodeableConcept, Coding, Identifier, Observation, Quantity, Reference } from '@medplum/fhirtypes'
import { calendarDate } from '../../domain/visits'
import { parseServiceDateTime } from '../../shared/format'
import { plainText } from '../../shared/plain-text'
import { UCUM, type Code } from './fhir-codes'
import { noDateSent, notCalendarDate } from '#words/handoff'

/*
 * The FHIR export's building blocks (fhir-bundle.ts): codings, concepts, UCUM quantities and FHIR
 * strings made of service values, and the Observation each finding of a record becomes, with what
 * every Observation of that record shares (its identifier, the wound, its date, when it was issued).
 */

const CATEGORY_EXAM: CodeableConcept = {
  coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'exam', display: 'Exam' }],
}

export const coding = ({ system, code, display }: Code): Coding => ({ system, code, display })
export const concept = (code: Code, text?: string): CodeableConcept => ({ coding: [coding(code)], text: text ?? code.display })

/** A centimetre, square or cubic centimetre or per cent, in UCUM; `unit` is how it reads. */
export const quantity = (value: number, code: 'cm' | 'cm2' | 'cm3' | '%'): Quantity => ({
  value,
  unit: code === 'cm2' ? 'cm²' : code === 'cm3' ? 'cm³' : code,
  system: UCUM,
  code,
})

/** A FHIR string holds at least one non-space character; undefined when the text has none. */
export function fhirString(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  const text = plainText(value).trim()
  return text === '' ? undefined : text
}

type RecordContext = {
  identifier: Identifier[]
  focus: Reference[]
  effectiveDateTime?: string
  issued?: string
  note?: { text: string }[]
}

type ServiceRecord = { id: number | null; date?: string; created_at?: string }

/** Where a record's Observations go, and what they share. */
export type RecordWriter = {
  /** Adds the Observation to the Bundle; the full URL of its entry. */
  add: (observation: Observation) => string
  contextOf: (endpoint: 'measurements' | 'assessments', record: ServiceRecord) => RecordContext
}

/** What every Observation of a record shares; `base` is the service's API, which issued the record's id. */
export function recordContext(
  base: string,
  wound: Reference,
  endpoint: 'measurements' | 'assessments',
  record: ServiceRecord,
): RecordContext {
  const context: RecordContext = { identifier: [], focus: [wound] }
  if (record.id !== null) context.identifier.push({ system: `${base}/${endpoint}`, value: String(record.id) })
  const date = calendarDate(record.date)
  if (date !== undefined) context.effectiveDateTime = date
  else {
    const sent = fhirString(record.date)
    context.note = [{ text: sent ? notCalendarDate(sent) : noDateSent }]
  }
  const created = parseServiceDateTime(record.created_at)
  if (created) context.issued = created.toISOString()
  return context
}

export function observation(
  context: RecordContext,
  status: Observation['status'],
  code: CodeableConcept,
  rest: Partial<Observation>,
): Observation {
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
