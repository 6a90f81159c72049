import { IMAGE_KINDS, type ImageKind } from '../api/schemas/measurement'
import { imageToken } from './signing'
import type { WireAssessment, WireImagePaths, WireMeasurement } from './wire'

/** Turns a stored image path into the absolute signed URL a client receives. */
export type Signer = (path: string) => string

export function signerFor(origin: string, issuedAt: number): Signer {
  return (path) => `${origin}${path}?token=${imageToken(path, issuedAt)}`
}

function signImages(images: WireImagePaths, sign: Signer): Partial<Record<ImageKind, string>> {
  const signed: Partial<Record<ImageKind, string>> = {}
  for (const kind of IMAGE_KINDS) {
    const path = images[kind]
    if (path !== undefined) signed[kind] = sign(path)
  }
  return signed
}

/**
 * Decisions where the spec is silent:
 * - `id` is always returned, whatever `fields` says (a row needs its key);
 * - `children` is not in the allowed list, so children come only when `fields` is absent;
 * - likewise created_at is not an allowed measurement field, so `fields` leaves it out.
 */
export function presentMeasurement(record: WireMeasurement, fields: readonly string[] | undefined, sign: Signer): Record<string, unknown> {
  const full: Record<string, unknown> = {
    ...record,
    ...(record.images ? { images: signImages(record.images, sign) } : {}),
    ...(record.children ? { children: record.children.map((child) => presentMeasurement(child, undefined, sign)) } : {}),
  }
  return fields ? pick(full, fields) : full
}

export function presentAssessment(record: WireAssessment, fields: readonly string[] | undefined): Record<string, unknown> {
  return fields ? pick(record, fields) : { ...record }
}

/** The asked-for fields in the record's own order, plus id. */
function pick(record: Readonly<Record<string, unknown>>, fields: readonly string[]): Record<string, unknown> {
  const wanted = new Set(['id', ...fields])
  return Object.fromEntries(Object.entries(record).filter(([key]) => wanted.has(key)))
}
