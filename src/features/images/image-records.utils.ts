import type { WholeHistory } from '../../api/whole-history-queries'
import { IMAGE_KINDS, type ImageKind, type Measurement } from '../../api/schemas/measurement'
import { inTimeOrder } from '../../domain/record-order'
import { safeHttpUrl } from '../../shared/safe-url'

/*
 * Pure helpers of the image panel: finding a measurement (or a child of one) in the wound's whole
 * history, the order the panel steps through, and the images a record has (their words: src/words/images).
 */

type LocatedMeasurement = {
  record: Measurement
  /** The history page that holds it (a child is on its top-level parent's page). */
  page: number
  issuedAt: number
  /** When the page arrived, on this device's clock. */
  receivedAt: number
  perPage: number
}

function findIn(records: readonly Measurement[], id: number): Measurement | undefined {
  for (const record of records) {
    if (record.id === id) return record
    // The parser bounds the depth (PARSE_DEPTH_LIMIT): every level it kept is searched.
    if (record.children.length > 0) {
      const found = findIn(record.children, id)
      if (found) return found
    }
  }
  return undefined
}

/**
 * Every record with `id`, in the service's order. Ids are unique in the service, but one that sends
 * an id twice must not have the second record's images shown as the first's: both are returned. A
 * match's own children are not searched again (they are shown with it).
 */
export function locateMeasurements(history: WholeHistory<Measurement> | undefined, id: number): LocatedMeasurement[] {
  if (!history) return []
  const found: LocatedMeasurement[] = []
  const collect = (records: readonly Measurement[], chunk: Omit<LocatedMeasurement, 'record'>) => {
    for (const record of records) {
      if (record.id === id) found.push({ ...chunk, record })
      else collect(record.children, chunk)
    }
  }
  for (const page of Object.keys(history.pages)
    .map(Number)
    .sort((a, b) => a - b)) {
    const chunk = history.pages[page]
    if (chunk) collect(chunk.records, { page, issuedAt: chunk.issuedAt, receivedAt: chunk.receivedAt, perPage: chunk.metadata.perPage })
  }
  return found
}

export function locateMeasurement(history: WholeHistory<Measurement> | undefined, id: number): LocatedMeasurement | undefined {
  if (!history) return undefined
  for (const page of Object.keys(history.pages)
    .map(Number)
    .sort((a, b) => a - b)) {
    const chunk = history.pages[page]
    const record = chunk ? findIn(chunk.records, id) : undefined
    if (chunk && record) return { record, page, issuedAt: chunk.issuedAt, receivedAt: chunk.receivedAt, perPage: chunk.metadata.perPage }
  }
  return undefined
}

/** The top-level measurement holding `id` (itself when it is top-level). */
export function topLevelOf(history: WholeHistory<Measurement> | undefined, id: number): (Measurement & { id: number }) | undefined {
  return topLevelInDateOrder(history).find((record) => record.id === id || findIn(record.children, id) !== undefined)
}

/** Top-level measurements with an id, in time order (domain/record-order.ts): the order ←/→ step through. */
export function topLevelInDateOrder(history: WholeHistory<Measurement> | undefined): (Measurement & { id: number })[] {
  if (!history) return []
  const records = Object.values(history.pages).flatMap((chunk) => chunk.records)
  return inTimeOrder(records.filter((record): record is Measurement & { id: number } => record.id !== null))
}

/** The id one step before (-1) or after (+1) `id` in date order; a child steps from its parent. */
export function stepFrom(history: WholeHistory<Measurement> | undefined, id: number, step: -1 | 1): number | undefined {
  const ordered = topLevelInDateOrder(history)
  const from = topLevelOf(history, id)?.id ?? id
  const index = ordered.findIndex((record) => record.id === from)
  return index === -1 ? undefined : ordered[index + step]?.id
}

/** A record and every child below it, parents first. */
export function withDescendants(record: Measurement): Measurement[] {
  return [record, ...record.children.flatMap((child) => withDescendants(child))]
}

type RecordImage = {
  kind: ImageKind
  /** Only an http(s) URL; undefined when the service sent anything else (javascript:, data:, junk). */
  url: string | undefined
}

/** The kinds the record has, in the spec's order; a kind with an empty value is not there. */
export function imagesOf(record: Measurement): RecordImage[] {
  return IMAGE_KINDS.flatMap((kind) => {
    const raw = record.images?.[kind]
    return raw ? [{ kind, url: safeHttpUrl(raw) }] : []
  })
}
