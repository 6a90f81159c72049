import { CASELOAD_WOUNDS } from './caseload-wounds'
import type { WireMeasurement } from './wire'
import { woundOfRecordId } from './record-ids'
import type { WoundHistory } from './wound-histories'
import { WOUND_DEFINITIONS, type WoundDefinition } from './wounds'

export type { WoundHistory } from './wound-histories'
export type { WireAssessment, WireMeasurement } from './wire'

/** Every wound the demo service holds: the six demo wounds and the caseload's 24 (caseload.ts). */
const ALL_WOUNDS: readonly WoundDefinition[] = [...WOUND_DEFINITIONS, ...CASELOAD_WOUNDS]

/** The demo wounds, for the start screen (the caseload's are opened by id or as `?wounds=`). */
export const DEMO_WOUNDS: readonly { id: number; label: string; description: string }[] = WOUND_DEFINITIONS.map(
  ({ id, label, description }) => ({ id, label, description }),
)

export type WoundLookup = { status: 'found'; history: WoundHistory } | { status: 'forbidden' } | { status: 'missing' }

/** Built on first use: the long history should not slow down demo start-up or unrelated tests. */
const histories = new Map<number, WoundHistory>()
const measurementIndexes = new WeakMap<WoundHistory, ReadonlyMap<number, WireMeasurement>>()

/** A wound's raw records (wire format, image paths not yet signed); undefined for unknown wounds. */
export function getWoundData(woundId: number): WoundHistory | undefined {
  const cached = histories.get(woundId)
  if (cached) return cached
  const definition = ALL_WOUNDS.find((wound) => wound.id === woundId)
  if (!definition) return undefined
  const history = definition.build()
  histories.set(woundId, history)
  return history
}

export function lookupWound(woundId: number): WoundLookup {
  const definition = ALL_WOUNDS.find((wound) => wound.id === woundId)
  if (!definition) return { status: 'missing' }
  if (definition.access === 'forbidden') return { status: 'forbidden' }
  const history = getWoundData(woundId)
  return history ? { status: 'found', history } : { status: 'missing' }
}

/**
 * Any measurement, top-level or child, by id: the image server draws from it. `lookup` finds the
 * wound its id belongs to (the demo's, or a server's own generated wounds).
 */
export function findMeasurement(
  measurementId: number,
  lookup: (woundId: number) => WoundLookup = lookupWound,
): WireMeasurement | undefined {
  const found = lookup(woundOfRecordId(measurementId))
  if (found.status !== 'found') return undefined
  let index = measurementIndexes.get(found.history)
  if (!index) {
    const all = new Map<number, WireMeasurement>()
    const visit = (records: readonly WireMeasurement[]) => {
      for (const record of records) {
        all.set(record.id, record)
        visit(record.children ?? [])
      }
    }
    visit(found.history.measurements)
    index = all
    measurementIndexes.set(found.history, index)
  }
  return index.get(measurementId)
}
