import type { Device, Provenance } from '@medplum/fhirtypes'
import type { WoundTypeChoice } from '../../domain/healing/references'
import { SOFTWARE } from '../../text/software'
import { woundTypeName, type CodesTranslate } from '../../whole-history/code-words'
import { exportNarrative, serviceSource } from './fhir-narrative'
import { FHIR_CODES } from './fhir-codes'
import { coding } from './fhir-observation'

/*
 * Who made the Bundle, from what, and what it is not (fhir-bundle.ts).
 *
 * - The software is a Device (FHIR R4's resource for software too): `deviceName` its name (type
 *   user-friendly-name), `version` the build's (package.json's, src/text/software.ts).
 * - A Provenance says how the Observations came to be: `target` every Observation, `recorded` the
 *   moment of the export, `agent` the Device as the assembler ("a device that operates
 *   independently of an author on custodian's algorithms for data extraction of existing
 *   information for purpose of generating a new artifact", R4 provenance-participant-type), and
 *   `entity` the wound-care service's records as the source (the API's address as the viewer
 *   reached it: where the records were read, not what names them; the identifiers do not use it).
 * - What a person must read goes in the Provenance's narrative (`text`, status `additional`: it
 *   says more than its elements): the service's records only, no judgement and no reference, the
 *   wound type as the clinician chose it in the viewer (or not chosen), the software and its
 *   intended purpose, and that the codes come from an unballoted draft of the guide. XHTML with
 *   every character of text escaped.
 * - No `meta.profile`: no resource here has been checked against a profile, so none claims one.
 *   (`meta.source` is a URI for a source system; the software has none, so it is not used.)
 */

export function softwareDevice(): Device {
  return {
    resourceType: 'Device',
    deviceName: [{ name: SOFTWARE.name, type: FHIR_CODES.userFriendlyName.code }],
    version: [{ value: SOFTWARE.version }],
  }
}

/** Text as XHTML character data: the five characters markup gives meaning to, escaped. */
const escapeXhtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

type ProvenanceFacts = {
  /** The full URLs of the Observations. */
  targets: readonly string[]
  /** The full URL of the software's Device. */
  device: string
  woundId: number
  /** The Bundle's description (bundleTitle). */
  title: string
  woundType: WoundTypeChoice | null
  /** The codes' words in English: the wound type's name. */
  codes: CodesTranslate
  apiBase: string
  retrievedAt: Date
  exportedAt: Date
}

export function exportProvenance(facts: ProvenanceFacts): Provenance {
  const paragraphs = exportNarrative({
    title: facts.title,
    woundType: facts.woundType === null ? null : woundTypeName(facts.codes, facts.woundType),
    software: SOFTWARE,
    retrievedAt: facts.retrievedAt,
  })
  return {
    resourceType: 'Provenance',
    text: {
      status: 'additional',
      div: `<div xmlns="http://www.w3.org/1999/xhtml">${paragraphs.map((p) => `<p>${escapeXhtml(p)}</p>`).join('')}</div>`,
    },
    target: facts.targets.map((reference) => ({ reference })),
    recorded: facts.exportedAt.toISOString(),
    agent: [
      {
        type: { coding: [coding(FHIR_CODES.assembler)] },
        who: { reference: facts.device, display: `${SOFTWARE.name} ${SOFTWARE.version}` },
      },
    ],
    entity: [
      {
        role: FHIR_CODES.source.code,
        what: { identifier: { system: 'urn:ietf:rfc:3986', value: facts.apiBase }, display: serviceSource(facts.woundId) },
      },
    ],
  }
}
