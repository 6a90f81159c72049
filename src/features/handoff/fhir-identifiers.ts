import type { Identifier } from '@medplum/fhirtypes'
import { PROJECT_SYSTEM } from './fhir-codes'

/*
 * The export's identifiers: one per resource, never two alike in a Bundle, and the same whatever
 * base URL the records were read through (the service directly, or the nginx `/api` proxy), so an
 * importer can upsert on them.
 *
 * System: an OID under this project's own arc. ITU-T X.667 (ISO/IEC 9834-8) makes a UUID, written
 * as one decimal integer under 2.25, an OID its owner may extend with sub-arcs; the project's UUID
 * is its CodeSystem's (PROJECT_SYSTEM), so its arc is OID_ROOT, and each record kind and field has
 * a sub-arc of it (IDENTIFIER_ARCS, the table in docs/clinical.md). Value: what names the record at
 * the service: a measurement's `uid` (the specification's "second unique identifier"), or its `id`
 * when it has no uid; an assessment's `id` (assessments have no uid); and, for a field with several
 * entries (wound edge and peri-wound entries, clock positions), "-" and the entry's place in the
 * service's list, from 1, counting every entry sent (so a record's identifiers stay the same
 * however many of its entries become Observations).
 *
 * A record with neither uid nor id gets no identifier (there is nothing stable to name it by); nor
 * does a finding whose identifier the Bundle already holds (a service that sends one id twice):
 * the Observation still goes, without one. The ids are the wound-care service's own: they name a
 * record within one service (two installations of it could issue the same id), which is what the
 * viewer reads from.
 */

/** The project's UUID as one decimal integer under 2.25 (X.667): 2.25.77527678903830905375031606451431014835. */
const OID_ROOT = `2.25.${BigInt(`0x${PROJECT_SYSTEM.slice('urn:uuid:'.length).replaceAll('-', '')}`).toString()}`

type Arc = readonly [kind: number, field: number]

/** Sub-arcs of OID_ROOT: record kind (1 wound, 2 measurement, 3 assessment), then field. Never renumbered. */
export const IDENTIFIER_ARCS = {
  wound: { id: [1, 1] },
  measurement: {
    /** The size panel of a top-level measurement, or the part-size Observation of a part. */
    size: [2, 1],
    perimeter: [2, 2],
    averageDepth: [2, 3],
    granulation: [2, 4],
    slough: [2, 5],
    eschar: [2, 6],
  },
  assessment: {
    exudateAmount: [3, 1],
    exudateAppearance: [3, 2],
    odour: [3, 3],
    woundEdge: [3, 4],
    periWoundSkin: [3, 5],
    tunnellingPosition: [3, 6],
    tunnellingLength: [3, 7],
    underminingPosition: [3, 8],
    underminingLength: [3, 9],
    painAtRest: [3, 10],
    painWithMovement: [3, 11],
    painAtNight: [3, 12],
    infection: [3, 13],
    notes: [3, 14],
  },
} as const satisfies Record<string, Record<string, Arc>>

export const identifierSystem = (arc: Arc): string => `urn:oid:${OID_ROOT}.${arc.join('.')}`

/** Hands out identifiers for one Bundle: none for a record without a key, none that was handed out before. */
export function identifierRegistry(): (arc: Arc, key: string | undefined, entry?: number) => Identifier[] {
  const taken = new Set<string>()
  return (arc, key, entry) => {
    if (key === undefined) return []
    const identifier = { system: identifierSystem(arc), value: entry === undefined ? key : `${key}-${entry}` }
    const seen = `${identifier.system} ${identifier.value}`
    if (taken.has(seen)) return []
    taken.add(seen)
    return [identifier]
  }
}
