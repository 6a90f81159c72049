import type { Measurement } from '../api/schemas/measurement'

/** The latest dated top-level measurement that has a thumbnail (the latest photo may predate the latest area). */
export function latestPhotoRecord(
  records: readonly Measurement[],
  points: readonly { id: number | null }[],
): (Measurement & { id: number }) | undefined {
  const withPhoto = new Map<number, Measurement & { id: number }>()
  for (const record of records) {
    if (record.id !== null && record.images?.thumbnail && !withPhoto.has(record.id)) withPhoto.set(record.id, { ...record, id: record.id })
  }
  const latest = points.findLast((point) => point.id !== null && withPhoto.has(point.id))
  return latest?.id == null ? undefined : withPhoto.get(latest.id)
}
