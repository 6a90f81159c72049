/*
 * The service's fields, one line each, as the specification gives them (sections 2.1, 2.2, 4.1,
 * 4.2): what a value is on the wire, whether `fields` may ask for it, and what its filter takes
 * (`null`: the list does not filter on it). Every list of the viewer's that names fields — what
 * `fields` allows, the filter keys and kinds, the measured values the schemas read — derives from
 * these two tables. How a clinician names a field lives beside it in src/domain/fields.ts.
 */

/** What a filter key takes, so a value can be checked before anything is sent. */
export type FilterKind = 'integer' | 'number' | 'percent' | 'date' | 'datetime' | 'type' | 'boolean'

/** What a field holds on the wire. `number`: a decimal in its unit; `percent`: 0–100. */
type WireValue = 'integer' | 'string' | 'number' | 'percent' | 'date' | 'datetime' | 'boolean' | 'object'

type WireField = { readonly value: WireValue; readonly select: boolean; readonly filter: FilterKind | null }

/** Spec 2.2 and 4.2, in the specification's order (`fields` is sent in this order). */
export const MEASUREMENT_WIRE = {
  id: { value: 'integer', select: true, filter: 'integer' },
  uid: { value: 'string', select: true, filter: null },
  type: { value: 'string', select: true, filter: 'type' },
  avg_depth: { value: 'number', select: true, filter: 'number' },
  max_depth: { value: 'number', select: true, filter: 'number' },
  max_width: { value: 'number', select: true, filter: 'number' },
  max_length: { value: 'number', select: true, filter: 'number' },
  perimeter: { value: 'number', select: true, filter: 'number' },
  area: { value: 'number', select: true, filter: 'number' },
  volume: { value: 'number', select: true, filter: 'number' },
  date: { value: 'date', select: true, filter: 'date' },
  granulation: { value: 'percent', select: true, filter: 'percent' },
  slough: { value: 'percent', select: true, filter: 'percent' },
  eschar: { value: 'percent', select: true, filter: 'percent' },
  is_locked: { value: 'boolean', select: true, filter: 'boolean' },
  images: { value: 'object', select: true, filter: null },
  /** Not selectable (4.2 leaves it out of `fields`), but sent and filtered on. */
  created_at: { value: 'datetime', select: false, filter: 'datetime' },
  /** No field of 2.2; a filter key of 4.2 all the same. */
  updated_at: { value: 'datetime', select: false, filter: 'datetime' },
} as const satisfies Record<string, WireField>

/** Spec 2.1 and 4.1. */
const ASSESSMENT_WIRE = {
  id: { value: 'integer', select: true, filter: 'integer' },
  date: { value: 'date', select: true, filter: 'date' },
  created_at: { value: 'datetime', select: true, filter: 'datetime' },
  values: { value: 'object', select: true, filter: null },
} as const satisfies Record<string, WireField>

type Wire = typeof MEASUREMENT_WIRE | typeof ASSESSMENT_WIRE
type Selectable<T extends Wire> = { [K in keyof T]: T[K] extends { select: true } ? K : never }[keyof T] & string
type Filterable<T extends Wire> = { [K in keyof T]: T[K] extends { filter: FilterKind } ? K : never }[keyof T] & string

export type MeasurementField = Selectable<typeof MEASUREMENT_WIRE>
export type AssessmentField = Selectable<typeof ASSESSMENT_WIRE>
export type MeasurementFilterKey = Filterable<typeof MEASUREMENT_WIRE>
export type AssessmentFilterKey = Filterable<typeof ASSESSMENT_WIRE>
export type FilterKey = MeasurementFilterKey | AssessmentFilterKey

/** A measured value of a measurement: a number in its unit, or a percentage. */
export type MeasureKey = {
  [K in keyof typeof MEASUREMENT_WIRE]: (typeof MEASUREMENT_WIRE)[K]['value'] extends 'number' | 'percent' ? K : never
}[keyof typeof MEASUREMENT_WIRE]

const keysWhere = <T extends Wire, K extends keyof T & string>(table: T, test: (field: WireField) => boolean): K[] =>
  (Object.keys(table) as K[]).filter((key) => test(table[key] as WireField))

export const MEASUREMENT_FIELDS: readonly MeasurementField[] = keysWhere(MEASUREMENT_WIRE, (field) => field.select)
export const ASSESSMENT_FIELDS: readonly AssessmentField[] = keysWhere(ASSESSMENT_WIRE, (field) => field.select)
export const MEASUREMENT_FILTER_KEYS: readonly MeasurementFilterKey[] = keysWhere(MEASUREMENT_WIRE, (field) => field.filter !== null)
export const ASSESSMENT_FILTER_KEYS: readonly AssessmentFilterKey[] = keysWhere(ASSESSMENT_WIRE, (field) => field.filter !== null)
/** The measured values, in the specification's order. */
export const MEASURE_KEYS: readonly MeasureKey[] = keysWhere(
  MEASUREMENT_WIRE,
  (field) => field.value === 'number' || field.value === 'percent',
)

/** What each filter key takes; a key both lists filter on takes the same in both. */
export const FILTER_KINDS = Object.fromEntries(
  [...Object.entries(ASSESSMENT_WIRE), ...Object.entries(MEASUREMENT_WIRE)].flatMap(([key, field]: [string, WireField]) =>
    field.filter === null ? [] : [[key, field.filter]],
  ),
) as Record<FilterKey, FilterKind>

export const FILTER_KEYS = Object.keys(FILTER_KINDS) as FilterKey[]

export const isFilterKey = (key: string): key is FilterKey => Object.hasOwn(FILTER_KINDS, key)

/** Keys matched exactly by the service (a type, true or false): no comparison operator applies. */
export const EXACT_FILTER_KEYS: ReadonlySet<string> = new Set(
  FILTER_KEYS.filter((key) => FILTER_KINDS[key] === 'type' || FILTER_KINDS[key] === 'boolean'),
)
