import { EXACT_FILTER_KEYS, FILTER_KINDS, isFilterKey, type FilterKey } from './fields'
import { OPERATORS, type Filter, type Operator } from './params'
import { isMeasurementType } from './schemas/measurement'
import { parseCalendarDate } from '../shared/calendar-date'

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?: \d{2}:\d{2}:\d{2})?$/
const NUMBER = /^-?\d+(\.\d+)?$/

/** Why a value cannot be sent for this key, in words for the field's message; undefined when it can. */
function filterValueProblem(key: FilterKey, value: string): string | undefined {
  const v = value.trim()
  if (v === '') return 'Enter a value.'
  switch (FILTER_KINDS[key]) {
    case 'integer':
      return /^\d+$/.test(v) ? undefined : 'Enter a whole number.'
    case 'number':
      return NUMBER.test(v) && Number(v) >= 0 ? undefined : 'Enter a number of 0 or more, e.g. 2.5.'
    case 'percent':
      return NUMBER.test(v) && Number(v) >= 0 && Number(v) <= 100 ? undefined : 'Enter a percentage from 0 to 100.'
    case 'date':
      return parseCalendarDate(v) ? undefined : 'Enter a date as YYYY-MM-DD.'
    case 'datetime':
      return parseCalendarDate(DATE_TIME.exec(v)?.[1]) ? undefined : 'Enter a date and time.'
    case 'type':
      return isMeasurementType(v) ? undefined : 'Choose group, multiple or regular.'
    case 'boolean':
      return v === 'true' || v === 'false' ? undefined : 'Choose yes or no.'
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
export const filterProblem = (key: string, value: string): string | undefined =>
  isFilterKey(key) ? filterValueProblem(key, value) : 'Not a filter of this list.'
