import type { Bundle, CodeableConcept, Identifier, Observation, Resource } from '@medplum/fhirtypes'
import { parseAssessment } from '../../../../src/api/schemas/assessment'
import { parseMeasurement, type Measurement } from '../../../../src/api/schemas/measurement'
import { fhirBundle, type FhirExportInput } from '../../../../src/features/handoff/fhir-bundle'
import { getWoundData } from '../../../../src/mocks/data'
import { codesWords } from '../../../../src/words/codes'

/*
 * What the FHIR export's tests share: a Bundle made the way the app makes one (fixed moments and
 * full URLs, the codes' English words), a demo wound's records parsed as the app parses them, and
 * ways to read a Bundle.
 */

export const API = 'https://wounds.example.org/api/v1'
export const RETRIEVED_AT = new Date('2026-11-25T10:00:00Z')
export const EXPORTED_AT = new Date('2026-11-25T10:05:00Z')

/** The codes' words the app gives an export: their English catalog, whatever the language shown. */
export const ENGLISH_CODES = await codesWords.load('en')

let counter = 0
const uuid = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`

export function bundleOf(input: Partial<FhirExportInput> & Pick<FhirExportInput, 'measurements' | 'assessments'>): Bundle {
  return fhirBundle({
    woundId: 1,
    apiBase: API,
    retrievedAt: RETRIEVED_AT,
    exportedAt: EXPORTED_AT,
    woundType: null,
    scope: { kind: 'history' },
    uuid,
    codes: ENGLISH_CODES,
    ...input,
  })
}

export function demoWound(id: number) {
  const data = getWoundData(id)
  if (!data) throw new Error(`no demo wound ${id}`)
  return { measurements: data.measurements.map((m) => parseMeasurement(m)), assessments: data.assessments.map((a) => parseAssessment(a)) }
}

/** Every part of these measurements: their children, and the children's children. */
export const partsOf = (measurements: readonly Measurement[]): Measurement[] =>
  measurements.flatMap((m) => [...m.children, ...partsOf(m.children)])

export const resources = (bundle: Bundle): Resource[] => (bundle.entry ?? []).flatMap((entry) => (entry.resource ? [entry.resource] : []))
export const observations = (bundle: Bundle): Observation[] =>
  resources(bundle).flatMap((r) => (r.resourceType === 'Observation' ? [r] : []))
export const codesOf = (concept: CodeableConcept | undefined): string[] => (concept?.coding ?? []).flatMap((c) => (c.code ? [c.code] : []))
export const withCode = (bundle: Bundle, code: string) => observations(bundle).filter((o) => codesOf(o.code).includes(code))

/** A resource's own identifiers (Bundle and a few others have one, most a list). */
export function identifiersOf(resource: Resource): Identifier[] {
  const identifier: Identifier | Identifier[] | undefined = 'identifier' in resource ? resource.identifier : undefined
  return Array.isArray(identifier) ? identifier : identifier ? [identifier] : []
}

/** The entry a `urn:uuid:` reference names. */
export function resolve(bundle: Bundle, reference: string | undefined): Resource | undefined {
  return bundle.entry?.find((entry) => entry.fullUrl === reference)?.resource
}
