import type { Bundle, BundleEntry, CodeSystem, Reference } from '@medplum/fhirtypes'
import type { Assessment } from '../../api/schemas/assessment'
import type { Measurement } from '../../api/schemas/measurement'
import { PROJECT_CODES, PROJECT_SYSTEM } from './fhir-codes'
import { addAssessment } from './fhir-assessment'
import { addMeasurement } from './fhir-measurement'
import { recordContext, type RecordWriter } from './fhir-observation'
import { bundleTitle, woundIdType, woundName } from '#words/handoff'

/*
 * The wound's records as a FHIR R4 Bundle of type `collection`, following the HL7 FHIR Skin & Wound
 * Assessment implementation guide where it has a code (fhir-codes.ts). Pure: the caller downloads it.
 * Loaded only when the clinician exports (a dynamic import), so no one pays for it otherwise.
 *
 * A measurement's Observations are fhir-measurement.ts, an assessment's fhir-assessment.ts, what they
 * share fhir-observation.ts.
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

export function fhirBundle(input: FhirExportInput): Bundle {
  const base = input.apiBase.replace(/\/+$/, '')
  const newId = input.uuid ?? (() => crypto.randomUUID())
  const wound: Reference = {
    identifier: { system: base, type: { text: woundIdType }, value: String(input.woundId) },
    display: woundName(input.woundId),
  }
  const entries: BundleEntry[] = []
  const writer: RecordWriter = {
    add: (observation) => {
      const fullUrl = `urn:uuid:${newId()}`
      entries.push({ fullUrl, resource: observation })
      return fullUrl
    },
    contextOf: (endpoint, record) => recordContext(base, wound, endpoint, record),
  }

  for (const measurement of input.measurements) addMeasurement(writer, measurement)
  for (const assessment of input.assessments) addAssessment(writer, assessment)
  entries.push({ fullUrl: `urn:uuid:${newId()}`, resource: projectCodeSystem() })

  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: input.retrievedAt.toISOString(),
    meta: {
      tag: [
        {
          system: PROJECT_SYSTEM,
          code: 'export',
          display: bundleTitle(input.woundId, input.scope),
        },
      ],
    },
    entry: entries,
  }
}

/** This project's CodeSystem, in full, so a receiving system can read every project code it meets. */
function projectCodeSystem(): CodeSystem {
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
