import { EXACT_FILTER_KEYS, FILTER_KINDS, isFilterKey, type FilterKey, type FilterKind } from './fields'
import { OPERATORS, type Filter, type Operator } from './params'
import { isMeasurementType } from './schemas/measurement'
import { parseCalendarDate } from '../text/calendar-date'

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?: \d{2}:\d{2}:\d{2})?$/
const NUMBER = /^-?\d+(\.\d+)?$/

/**
 * Why a value cannot be sent for a key: it is empty, it is not of the key's kind (the kind it
 * should be), or the key is not a filter of the list. src/words says it (lists.ts).
 */
type FilterProblem = 'empty' | FilterKind | 'not-a-filter'

/** Why a value cannot be sent for this key; undefined when it can. */
function filterValueProblem(key: FilterKey, value: string): FilterProblem | undefined {
  const v = value.trim()
  if (v === '') return 'empty'
  const kind = FILTER_KINDS[key]
  switch (kind) {
    case 'integer':
      return /^\d+$/.test(v) ? undefined : kind
    case 'number':
      return NUMBER.test(v) && Number(v) >= 0 ? undefined : kind
    case 'percent':
      return NUMBER.test(v) && Number(v) >= 0 && Number(v) <= 100 ? undefined : kind
    case 'date':
      return parseCalendarDate(v) ? undefined : kind
    case 'datetime':
      return parseCalendarDate(DATE_TIME.exec(v)?.[1]) ? undefined : kind
    case 'type':
      return isMeasurementType(v) ? undefined : kind
    case 'boolean':
      return v === 'true' || v === 'false' ? undefined : kind
  }
}

/** Operators a key accepts: exact keys only `=`. */
export const operatorsFor = (key: FilterKey): readonly Operator[] => (EXACT_FILTER_KEYS.has(key) ? ['='] : OPERATORS)

/**
 * Reads one `filter[key]` value as the service writes it (`>=2.5`, `2.5`, `group`). Anything that
 * is not valid for the key reads as no filter, so a hand-edited URL cannot send a bad request.
 */
export function parseFilterParam(key: FilterKey, raw: string): Filter<FilterKey> | null {
  const match = /^(>=|<=|>|<|=)?(.*)$/s.exec(raw.trim())
  const op: Operator = OPERATORS.find((o) => o === match?.[1]) ?? '='
  const value = (match?.[2] ?? '').trim()
  if (!operatorsFor(key).includes(op)) return null
  if (filterValueProblem(key, value) !== undefined) return null
  return { key, op, value }
}

/** The URL (and wire) form of a filter: operator omitted when it is `=`. */
export const serializeFilterParam = (filter: Filter): string => `${filter.op === '=' ? '' : filter.op}${filter.value}`

/** Filters from a form (plain strings) as the service's vocabulary; unknown keys or operators are dropped. */
export function toServiceFilters(entries: readonly { key: string; op: string; value: string }[]): Filter<FilterKey>[] {
  return entries.flatMap(({ key, op, value }) => {
    const operator = OPERATORS.find((o) => o === op)
    return isFilterKey(key) && operator ? [{ key, op: operator, value }] : []
  })
}

/** Why a value cannot be sent, for any key a form may hold. */
export const filterProblem = (key: string, value: string): FilterProblem | undefined =>
  isFilterKey(key) ? filterValueProblem(key, value) : 'not-a-filter'
