import type { CodeableConcept, Coding, Identifier, Observation, Quantity, Reference } from '@medplum/fhirtypes'
import { calendarDate } from '../../domain/visits'
import { parseServiceDateTime } from '../../text/format'
import { plainText } from '../../text/plain-copy'
import { UCUM, type Code } from './fhir-codes'
import { noDateSent, notCalendarDate } from './fhir-narrative'

/*
 * The FHIR export's building blocks (fhir-bundle.ts): codings, concepts, UCUM quantities and FHIR
 * strings made of service values, and the Observation each finding of a record becomes, with what
 * every Observation of that record shares (the wound, its date, when it was issued, the key its
 * identifiers are made of: each Observation has its own, fhir-identifiers.ts).
 */

const CATEGORY_EXAM: CodeableConcept = {
  coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'exam', display: 'Exam' }],
}

export const coding = ({ system, code, display }: Code): Coding => ({ system, code, display })
export const concept = (code: Code, text?: string): CodeableConcept => ({ coding: [coding(code)], text: text ?? code.display })

/** A UCUM unit of the export: centimetre, square centimetre, millilitre (a volume: 1 cm³ = 1 mL) or per cent. */
export type Unit = 'cm' | 'cm2' | 'mL' | '%'

/** A quantity in UCUM; `unit` is how it reads. */
export const quantity = (value: number, code: Unit): Quantity => ({ value, unit: code === 'cm2' ? 'cm²' : code, system: UCUM, code })

/** A FHIR string holds at least one non-space character; undefined when the text has none. */
export function fhirString(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  const text = plainText(value).trim()
  return text === '' ? undefined : text
}

type RecordContext = {
  /** What names the record at the service, for its Observations' identifiers: a measurement's uid, else its id. */
  key: string | undefined
  focus: Reference[]
  effectiveDateTime?: string
  issued?: string
  note?: { text: string }[]
}

type ServiceRecord = { id: number | null; uid?: string; date?: string; created_at?: string }

/** Where a record's Observations go, and what they share. */
export type RecordWriter = {
  /** Adds the Observation to the Bundle; the full URL of its entry. */
  add: (observation: Observation) => string
  contextOf: (record: ServiceRecord) => RecordContext
  /** An Observation's identifier: the field's system, the record's key (and the entry's place); none when taken. */
  identify: (arc: readonly [number, number], key: string | undefined, entry?: number) => Identifier[]
}

/** What every Observation of a record shares. */
export function recordContext(wound: Reference, record: ServiceRecord): RecordContext {
  const key = fhirString(record.uid) ?? (record.id === null ? undefined : String(record.id))
  const context: RecordContext = { key, focus: [wound] }
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

/** An Observation of a record, with its identifier (none: the record has no key, or it is taken). */
export function observation(
  context: RecordContext,
  identifier: Identifier[],
  status: Observation['status'],
  code: CodeableConcept,
  rest: Partial<Observation>,
): Observation {
  // The record's own note (a date that is not one) first, then the observation's.
  const note = [...(context.note ?? []), ...(rest.note ?? [])]
  return {
    resourceType: 'Observation',
    ...(identifier.length > 0 ? { identifier } : {}),
    status,
    category: [CATEGORY_EXAM],
    code,
    focus: context.focus,
    ...(context.effectiveDateTime ? { effectiveDateTime: context.effectiveDateTime } : {}),
    ...(context.issued ? { issued: context.issued } : {}),
    ...rest,
    ...(note.length > 0 ? { note } : {}),
  }
}
