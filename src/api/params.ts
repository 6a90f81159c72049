/**
 * View state → query string for the two list endpoints, assessments and measurements. The order of parameters is
 * fixed so that equal views give equal URLs (and equal cache keys).
 */

import {
  ASSESSMENT_FIELDS,
  ASSESSMENT_FILTER_KEYS,
  EXACT_FILTER_KEYS,
  MEASUREMENT_FIELDS,
  MEASUREMENT_FILTER_KEYS,
  type AssessmentField,
  type AssessmentFilterKey,
  type MeasurementField,
  type MeasurementFilterKey,
} from './fields'

export type Endpoint = 'assessments' | 'measurements'

export const SORTS = ['id', '-id', 'created_at', '-created_at'] as const
export type Sort = (typeof SORTS)[number]

export const OPERATORS = ['=', '>', '<', '>=', '<='] as const
export type Operator = (typeof OPERATORS)[number]

export type Filter<K extends string = string> = { key: K; op: Operator; value: string }

type EndpointVocabulary = {
  assessments: { field: AssessmentField; filterKey: AssessmentFilterKey }
  measurements: { field: MeasurementField; filterKey: MeasurementFilterKey }
}

export type ListQuery<E extends Endpoint = Endpoint> = {
  woundId: number
  page?: number | undefined
  perPage?: number | undefined
  sort?: Sort | undefined
  /** Columns to ask for; `id` is always added. Empty or absent: every column. */
  fields?: readonly EndpointVocabulary[E]['field'][] | undefined
  filters?: readonly Filter<EndpointVocabulary[E]['filterKey']>[] | undefined
}

/** The fields each list may ask for, and the keys it filters on, in the specification's order. */
export const ALLOWED_FIELDS: Record<Endpoint, readonly string[]> = { assessments: ASSESSMENT_FIELDS, measurements: MEASUREMENT_FIELDS }
export const ALLOWED_FILTERS: Record<Endpoint, readonly string[]> = {
  assessments: ASSESSMENT_FILTER_KEYS,
  measurements: MEASUREMENT_FILTER_KEYS,
}

/** `filter[key]` value: the operator, omitted when it is the default `=`, as the service reads it. */
function filterValue(filter: Filter): string {
  // A value that itself starts with an operator would change the condition (`>` + `=5` is `>=5`).
  if (/^[<>=]/.test(filter.value.trim())) throw new RangeError(`Filter value for ${filter.key} starts with an operator: ${filter.value}`)
  const op = filter.op === '=' || EXACT_FILTER_KEYS.has(filter.key) ? '' : filter.op
  return `${op}${filter.value}`
}

const enc = encodeURIComponent

export function buildListQuery<E extends Endpoint>(endpoint: E, query: ListQuery<E>): string {
  if (!Number.isSafeInteger(query.woundId) || query.woundId < 1) throw new RangeError(`Invalid wound id: ${query.woundId}`)
  const parts: string[] = [`wound_id=${query.woundId}`]
  if (query.page !== undefined) parts.push(`page=${positiveInt(query.page, 'page')}`)
  if (query.perPage !== undefined) parts.push(`per_page=${positiveInt(query.perPage, 'per_page')}`)
  if (query.sort !== undefined) {
    if (!(SORTS as readonly string[]).includes(query.sort)) throw new RangeError(`Invalid sort: ${query.sort}`)
    parts.push(`sort=${enc(query.sort)}`)
  }

  const fields = canonicalFields(endpoint, query.fields ?? [])
  if (fields.length > 0) parts.push(`fields=${fields.map(enc).join(',')}`)

  const allowedFilters = ALLOWED_FILTERS[endpoint]
  const filters = [...(query.filters ?? [])]
    .filter((f) => allowedFilters.includes(f.key) && f.value.trim() !== '')
    .sort((a, b) => allowedFilters.indexOf(a.key) - allowedFilters.indexOf(b.key))
  const seen = new Set<string>()
  for (const f of filters) {
    if (seen.has(f.key)) continue // one condition per key: the service reads `filter` as an object
    seen.add(f.key)
    parts.push(`filter[${f.key}]=${enc(filterValue({ ...f, value: f.value.trim() }))}`)
  }
  return parts.join('&')
}

/** Allowed, deduplicated, in the spec's order, `id` first; empty when nothing is restricted. */
export function canonicalFields(endpoint: Endpoint, fields: readonly string[]): string[] {
  if (fields.length === 0) return []
  const allowed = ALLOWED_FIELDS[endpoint]
  const wanted = new Set([...fields, 'id'])
  return allowed.filter((f) => wanted.has(f))
}

function positiveInt(n: number, name: string): number {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`Invalid ${name}: ${n}`)
  return n
}

/** `-created_at` → { key: 'created_at', descending: true } (a leading minus is descending). */
export function sortParts(sort: Sort | null | undefined): { key: string; descending: boolean } | null {
  if (!sort) return null
  return sort.startsWith('-') ? { key: sort.slice(1), descending: true } : { key: sort, descending: false }
}

/** A header click: another column starts ascending; the same column flips direction. */
export function toggledSort(current: Sort | null | undefined, key: string): Sort | null {
  const parts = sortParts(current)
  const next = parts?.key === key && !parts.descending ? `-${key}` : key
  return SORTS.find((s) => s === next) ?? null
}
