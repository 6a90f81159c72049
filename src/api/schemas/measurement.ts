import * as z from 'zod/mini'
import { MEASURE_KEYS, MEASUREMENT_WIRE, type MeasureKey } from '../fields'
import { REPORT_INPUT, toRecordIssues, type RecordIssue } from './issues'
import {
  lenientBoolean,
  lenientId,
  lenientNumber,
  lenientString,
  strictDate,
  strictDateTime,
  strictNumber,
  strictPercent,
} from './primitives'

/** The measured values' schemas, one per measure of the field table (api/fields.ts). */
function measures<S>(schema: (key: MeasureKey) => S): Record<MeasureKey, S> {
  return Object.fromEntries(MEASURE_KEYS.map((key) => [key, schema(key)])) as Record<MeasureKey, S>
}

export const MEASUREMENT_TYPES = ['group', 'multiple', 'regular'] as const
export type MeasurementType = (typeof MEASUREMENT_TYPES)[number]

export const IMAGE_KINDS = ['thumbnail', 'original', 'outline', 'classification'] as const
export type ImageKind = (typeof IMAGE_KINDS)[number]

/** Spec 2.2, nesting rule 3: group → multiple → regular. */
export const MAX_CHILD_DEPTH = 2
/**
 * Levels beyond the spec's two are kept and flagged, down to this many; below it a hostile payload
 * could exhaust the stack, so what lies deeper is not read, and the record says so.
 */
export const PARSE_DEPTH_LIMIT = 100

/**
 * Spec 2.2 as written. Every field is optional because `fields=` may leave any of them out and
 * children may omit some (nesting rule 4). Children are checked one by one, each with its own issues.
 */
/**
 * An image's address: what zod's z.url({ protocol: /^https?$/ }) accepts, checked as it checks it
 * (trimmed, http:// or https:// in any case, then whatever the URL parser takes; the value kept
 * trimmed, without tabs and line breaks; otherwise an invalid_format issue of format url), without
 * z.url's general machinery (hostnames, normalising, other protocols): 0.35 KB of the first rows.
 */
const httpUrl = z.string().check((payload) => {
  const value = payload.value.trim()
  if (/^https?:\/\//i.test(value) && parsesAsUrl(value)) payload.value = value.replace(/[\t\n\r]/g, '')
  else payload.issues.push({ code: 'invalid_format', format: 'url', input: payload.value, continue: true })
})

function parsesAsUrl(value: string): boolean {
  // Without building the URL or throwing where the browser can say so (every image of every record passes here).
  if (typeof URL.canParse === 'function') return URL.canParse(value)
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}

const strictImages = z.object({
  thumbnail: z.optional(httpUrl),
  original: z.optional(httpUrl),
  outline: z.optional(httpUrl),
  classification: z.optional(httpUrl),
})

export const StrictMeasurement = z.object({
  id: z.int(),
  uid: z.optional(z.string()),
  type: z.optional(z.enum(MEASUREMENT_TYPES)),
  ...measures((key) => z.optional(MEASUREMENT_WIRE[key].value === 'percent' ? strictPercent : strictNumber)),
  date: z.optional(strictDate),
  is_locked: z.optional(z.boolean()),
  images: z.optional(strictImages),
  children: z.optional(z.array(z.unknown())),
  created_at: z.optional(strictDateTime),
})

const lenientImages = z.catch(
  z.object({
    thumbnail: lenientString,
    original: lenientString,
    outline: lenientString,
    classification: lenientString,
  }),
  {},
)

/** What the viewer keeps of a measurement, whatever arrived. */
export const MeasurementFields = z.object({
  id: lenientId,
  uid: lenientString,
  type: lenientString,
  ...measures(() => lenientNumber),
  date: lenientString,
  is_locked: lenientBoolean,
  images: z.optional(lenientImages),
  created_at: lenientString,
  updated_at: lenientString,
})

export type Measurement = z.infer<typeof MeasurementFields> & {
  children: Measurement[]
  /** How this record departs from the specification; empty when it matches. */
  issues: RecordIssue[]
}

type KeptFields = z.infer<typeof MeasurementFields>

/**
 * What the lenient schema keeps of a record the strict schema accepted, without running it: every
 * field then has its spec type, which the lenient schema keeps as it is. `updated_at` is no spec
 * field (the strict schema drops it) but is kept when sent. (`children` here is the raw list: the
 * caller puts the parsed children in its place.)
 */
function fieldsOfStrict(strict: z.infer<typeof StrictMeasurement>, input: object): KeptFields {
  const updated = (input as { updated_at?: unknown }).updated_at
  return updated === undefined ? strict : { ...strict, updated_at: lenientString.parse(updated) }
}

/**
 * One record, checked once: the strict schema says whether it matches the specification, and
 * when it does (nearly always) its result is what the viewer keeps. Only a record it refuses is
 * read a second time, leniently, to keep everything that can be kept.
 */
export function parseMeasurement(raw: unknown, depth = 0): Measurement {
  const input: object = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {}
  const issues: RecordIssue[] = []
  if (input !== raw) issues.push({ path: '(record)', problem: { kind: 'not-an-object', got: raw === null ? 'null' : typeof raw } })

  const strict = StrictMeasurement.safeParse(input, REPORT_INPUT)
  if (!strict.success) issues.push(...toRecordIssues(strict.error.issues))
  const fields = strict.success ? fieldsOfStrict(strict.data, input) : MeasurementFields.parse(input)
  const rawChildren = (input as { children?: unknown }).children
  const children: Measurement[] = []
  if (Array.isArray(rawChildren) && rawChildren.length > 0) {
    if (depth >= MAX_CHILD_DEPTH) {
      issues.push({ path: 'children', problem: { kind: 'nested-too-deep', levels: MAX_CHILD_DEPTH } })
    }
    if (depth < PARSE_DEPTH_LIMIT) {
      for (const child of rawChildren) children.push(parseMeasurement(child, depth + 1))
    } else {
      issues.push({ path: 'children', problem: { kind: 'unread-levels', children: rawChildren.length, limit: PARSE_DEPTH_LIMIT } })
    }
  }
  issues.push(...nestingIssues(fields.type, children))
  return { ...fields, children, issues }
}

/** Spec 2.2 nesting rules 1 and 2. */
function nestingIssues(type: string | undefined, children: Measurement[]): RecordIssue[] {
  const allowed: Record<string, readonly string[]> = { group: ['regular', 'multiple'], multiple: ['regular'], regular: [] }
  // Own keys only: a type sent as "__proto__" or "constructor" must not reach Object.prototype.
  const permitted = type === undefined || !Object.hasOwn(allowed, type) ? undefined : allowed[type]
  if (permitted === undefined) return []
  return children.flatMap((child, index) =>
    child.type !== undefined && !permitted.includes(child.type)
      ? [{ path: `children.${index}.type`, problem: { kind: 'child-type', parent: type ?? '', child: child.type } as const }]
      : [],
  )
}

export const isMeasurementType = (value: string | undefined): value is MeasurementType =>
  (MEASUREMENT_TYPES as readonly (string | undefined)[]).includes(value)
