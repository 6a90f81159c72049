import { EXACT_FILTER_KEYS } from '../api/fields'
import { ALLOWED_FIELDS, ALLOWED_FILTERS, OPERATORS, SORTS, type Endpoint, type Operator, type Sort } from '../api/params'
import { isMeasurementType } from '../api/schemas/measurement'

/** Our decisions where the specification leaves a behaviour open. */
export const DEFAULT_PER_PAGE = 15
export const MAX_PER_PAGE = 100

type FilterValue = number | string | boolean
export type ParsedFilter = { key: string; op: Operator; value: FilterValue }

export type ListRequest = {
  woundId: number
  page: number
  perPage: number
  sort: Sort | undefined
  /** Allowed field names as asked; undefined when the request does not restrict fields. */
  fields: readonly string[] | undefined
  filters: readonly ParsedFilter[]
}

/** Laravel-style validation messages, keyed by parameter. */
export type ValidationErrors = Record<string, string[]>
type ParseResult = { ok: true; request: ListRequest } | { ok: false; errors: ValidationErrors }

type FilterKind = 'integer' | 'number' | 'date' | 'datetime' | 'type' | 'boolean'

function kindOf(key: string): FilterKind {
  if (key === 'id') return 'integer'
  if (key === 'date') return 'date'
  if (key === 'created_at' || key === 'updated_at') return 'datetime'
  if (key === 'type') return 'type'
  if (key === 'is_locked') return 'boolean'
  return 'number'
}

const isRealDate = (value: string) => {
  const parsed = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value)
}

/** The value in canonical form, or an error message. Dates compare as `YYYY-MM-DD HH:MM:SS` strings. */
function parseValue(kind: FilterKind, raw: string): FilterValue | { error: string } {
  switch (kind) {
    case 'integer':
      return /^-?\d+$/.test(raw) ? Number(raw) : { error: 'must be an integer' }
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : { error: 'must be a number' }
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(raw) && isRealDate(raw) ? raw : { error: 'must be a date (YYYY-MM-DD)' }
    case 'datetime': {
      const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2}):(\d{2}))?$/.exec(raw)
      const [, day = '', hh = '00', mm = '00', ss = '00'] = match ?? []
      const valid = match !== null && isRealDate(day) && Number(hh) < 24 && Number(mm) < 60 && Number(ss) < 60
      return valid ? `${day} ${hh}:${mm}:${ss}` : { error: 'must be a date (YYYY-MM-DD) or a date and time (YYYY-MM-DD HH:MM:SS)' }
    }
    case 'type':
      return isMeasurementType(raw) ? raw : { error: 'must be one of group, multiple, regular' }
    case 'boolean':
      if (['true', '1'].includes(raw.toLowerCase())) return true
      return ['false', '0'].includes(raw.toLowerCase()) ? false : { error: 'must be true or false' }
  }
}

const OPERATOR_PATTERN = /^(>=|<=|>|<|=)?(.*)$/s
const isOperator = (value: string): value is Operator => (OPERATORS as readonly string[]).includes(value)
const isSort = (value: string): value is Sort => (SORTS as readonly string[]).includes(value)

/** The last value of a repeated parameter wins, as PHP reads a query string; empty counts as absent. */
function lastValue(params: URLSearchParams, name: string): string | undefined {
  const value = params.getAll(name).at(-1)?.trim()
  return value === '' ? undefined : value
}

function positiveInteger(raw: string | undefined, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (raw === undefined || !/^\d+$/.test(raw)) return undefined
  const n = Number(raw)
  return n >= 1 && n <= max ? n : undefined
}

/**
 * Validates every parameter and reports all problems at once (one 422), like a Laravel form
 * request. Parameters the spec does not list are ignored, as such services do.
 */
export function parseListRequest(endpoint: Endpoint, params: URLSearchParams): ParseResult {
  const errors: ValidationErrors = {}
  const fail = (name: string, message: string) => (errors[name] ??= []).push(message)

  const rawWound = lastValue(params, 'wound_id')
  const woundId = positiveInteger(rawWound)
  if (rawWound === undefined) fail('wound_id', 'The wound id field is required.')
  else if (woundId === undefined) fail('wound_id', 'The wound id field must be a positive integer.')

  const rawPage = lastValue(params, 'page')
  const page = rawPage === undefined ? 1 : positiveInteger(rawPage)
  if (page === undefined) fail('page', 'The page field must be a positive integer.')

  const rawPerPage = lastValue(params, 'per_page')
  const perPage = rawPerPage === undefined ? DEFAULT_PER_PAGE : positiveInteger(rawPerPage, MAX_PER_PAGE)
  if (perPage === undefined) fail('per_page', `The per page field must be an integer between 1 and ${MAX_PER_PAGE}.`)

  const rawSort = lastValue(params, 'sort')
  const sort = rawSort !== undefined && isSort(rawSort) ? rawSort : undefined
  if (rawSort !== undefined && sort === undefined) fail('sort', `The selected sort is invalid (allowed: ${SORTS.join(', ')}).`)

  const fields = lastValue(params, 'fields')
    ?.split(',')
    .map((f) => f.trim())
    .filter((f) => f !== '')
  for (const field of fields ?? []) {
    if (!ALLOWED_FIELDS[endpoint].includes(field))
      fail('fields', `The field ${field} cannot be selected (allowed: ${ALLOWED_FIELDS[endpoint].join(', ')}).`)
  }

  const filters = new Map<string, ParsedFilter>()
  for (const name of new Set(params.keys())) {
    if (name !== 'filter' && !name.startsWith('filter[')) continue
    const key = /^filter\[([^[\]]+)\]$/.exec(name)?.[1]
    if (key === undefined) {
      fail(name, 'The filter field must be an object of the form filter[<key>]=<operator><value>.')
      continue
    }
    if (!ALLOWED_FILTERS[endpoint].includes(key)) {
      fail(`filter.${key}`, `The filter key ${key} is not allowed (allowed: ${ALLOWED_FILTERS[endpoint].join(', ')}).`)
      continue
    }
    const raw = lastValue(params, name)
    if (raw === undefined) continue
    const [, op = '=', rest = ''] = OPERATOR_PATTERN.exec(raw) ?? []
    if (!isOperator(op)) continue
    if (EXACT_FILTER_KEYS.has(key) && op !== '=') {
      fail(`filter.${key}`, `The filter ${key} is matched exactly and takes no comparison operator.`)
      continue
    }
    const value = parseValue(kindOf(key), rest.trim())
    if (typeof value === 'object') fail(`filter.${key}`, `The filter ${key} ${value.error}; allowed operators: ${OPERATORS.join(' ')}.`)
    else filters.set(key, { key, op, value })
  }

  if (woundId === undefined || page === undefined || perPage === undefined || Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    request: { woundId, page, perPage, sort, fields: fields?.length ? fields : undefined, filters: [...filters.values()] },
  }
}
