import type { Bundle, BundleEntry, Reference } from '@medplum/fhirtypes'
import type { Assessment } from '../../api/schemas/assessment'
import type { Measurement } from '../../api/schemas/measurement'
import type { WoundTypeChoice } from '../../domain/healing/references'
import type { CodesTranslate } from '../../whole-history/code-words'
import { PROJECT_SYSTEM } from './fhir-codes'
import { addAssessment } from './fhir-assessment'
import { IDENTIFIER_ARCS, identifierRegistry, identifierSystem } from './fhir-identifiers'
import { addMeasurement } from './fhir-measurement'
import { recordContext, type RecordWriter } from './fhir-observation'
import { projectCodeSystem } from './fhir-project-codes'
import { exportProvenance, softwareDevice } from './fhir-provenance'
import { bundleTitle, woundIdType, woundName } from './fhir-narrative'

/*
 * The wound's records as a FHIR R4 Bundle of type `collection`: Observations, the project's
 * CodeSystem, the software as a Device and a Provenance that says where the Observations come from
 * and, in words, what the Bundle is and is not. Pure: the caller downloads it. Loaded only when
 * the clinician exports (a dynamic import), so no one pays for it otherwise.
 *
 * Codes: fhir-codes.ts (from an unballoted CI build of the HL7 FHIR Skin & Wound Assessment guide,
 * 0.1.0, draft) and fhir-project-codes.ts. A top-level measurement's Observations are
 * fhir-measurement.ts, its parts' fhir-measurement-part.ts, an assessment's fhir-assessment.ts,
 * what they share fhir-observation.ts, identifiers fhir-identifiers.ts, Device and Provenance
 * fhir-provenance.ts.
 *
 * Decisions (docs/clinical.md, "Hand-off"):
 * - The service knows no patient: `subject` is left for the receiving record to set. Every
 *   Observation's `focus` names the wound by the service's wound ID, as an identifier whose system
 *   is the project's (not the service's address, which depends on how the viewer reached it).
 * - Each Observation has its own identifier, the same whatever base URL the records came through
 *   (fhir-identifiers.ts); no two resources of a Bundle share one.
 * - status: `final` for a measurement the service says is locked, `preliminary` for one that is
 *   not (or when it does not say), since it may still change; assessments are `final`.
 * - effectiveDateTime is the record's calendar date; a record without one has none (and says so
 *   in a note). `issued` is its created_at, when that is a moment. The Bundle's `timestamp` and the
 *   Provenance's `recorded` are the moment of the export.
 * - Image URLs are never exported: they are signed and expire 10 minutes after they are issued.
 * - Service text goes as FHIR strings: control characters and direction overrides removed,
 *   nothing interpreted. Markup stays characters.
 */

export type FhirExportInput = {
  woundId: number
  measurements: readonly Measurement[]
  assessments: readonly Assessment[]
  /** The service's API as the viewer reached it ("https://wounds.example/api/v1"): the Provenance's source, never an identifier. */
  apiBase: string
  retrievedAt: Date
  /** The moment of the export: the Bundle's timestamp, the Provenance's `recorded`. */
  exportedAt: Date
  /** The wound type the clinician chose in the viewer (the app URL); null: not chosen. Said in words, never coded. */
  woundType: WoundTypeChoice | null
  /** What is exported, for the Bundle's own description. */
  scope: { kind: 'history' } | { kind: 'visit'; date: string }
  /** Makes each entry's `urn:uuid:` full URL. */
  uuid?: () => string
  /**
   * The codes' words in English (`codesWords.load('en')`): an export is English whatever the
   * language shown, and its codes' words are the ones the screens and the note say, from one catalog.
   */
  codes: CodesTranslate
}

export function fhirBundle(input: FhirExportInput): Bundle {
  const newId = input.uuid ?? (() => crypto.randomUUID())
  const wound: Reference = {
    identifier: { system: identifierSystem(IDENTIFIER_ARCS.wound.id), type: { text: woundIdType }, value: String(input.woundId) },
    display: woundName(input.woundId),
  }
  const entries: BundleEntry[] = []
  const entry = (resource: NonNullable<BundleEntry['resource']>) => {
    const fullUrl = `urn:uuid:${newId()}`
    entries.push({ fullUrl, resource })
    return fullUrl
  }
  const writer: RecordWriter = {
    add: entry,
    contextOf: (record) => recordContext(wound, record),
    identify: identifierRegistry(),
  }

  for (const measurement of input.measurements) addMeasurement(writer, measurement)
  for (const assessment of input.assessments) addAssessment(writer, assessment, input.codes)
  const targets = entries.flatMap((e) => (e.fullUrl ? [e.fullUrl] : []))
  const title = bundleTitle(input.woundId, input.scope)
  entry(projectCodeSystem())
  const device = entry(softwareDevice())
  // A Provenance needs a target: a Bundle with no Observation (nothing recorded) has the Device alone.
  if (targets.length > 0) entry(exportProvenance({ ...input, targets, device, title }))

  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: input.exportedAt.toISOString(),
    meta: { tag: [{ system: PROJECT_SYSTEM, code: 'export', display: title }] },
    entry: entries,
  }
}
