import type { Operator } from '../api/params'
import type { ListRequest, ParsedFilter } from './query'
import { numberOf } from './wire'

type Row = Readonly<Record<string, unknown>> & { id: number }

/** Reads a field for filtering; it may answer from beside the record (updated_at is not sent). */
export type FieldReader<T> = (record: T, key: string) => unknown

function compare<V extends number | string>(actual: V, op: Operator, expected: V): boolean {
  switch (op) {
    case '=':
      return actual === expected
    case '>':
      return actual > expected
    case '<':
      return actual < expected
    case '>=':
      return actual >= expected
    case '<=':
      return actual <= expected
  }
}

/** `YYYY-MM-DD` means the start of that day when compared with a moment. */
function canonicalMoment(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value} 00:00:00`
  return value.replace('T', ' ').slice(0, 19)
}

/** Records without the filtered field never match (a SQL comparison with NULL is never true). */
function matchesFilter(actual: unknown, filter: ParsedFilter): boolean {
  const expected = filter.value
  if (typeof expected === 'boolean') return actual === expected
  if (typeof expected === 'number') {
    const value = numberOf(actual)
    return value !== undefined && compare(value, filter.op, expected)
  }
  if (typeof actual !== 'string') return false
  const isMoment = expected.length === 19
  return compare(isMoment ? canonicalMoment(actual) : actual, filter.op, expected)
}

function sortRows<T extends Row>(rows: T[], sort: ListRequest['sort']): T[] {
  const descending = sort?.startsWith('-') ?? false
  const byCreated = sort === 'created_at' || sort === '-created_at'
  const direction = descending ? -1 : 1
  return rows.sort((a, b) => {
    if (byCreated) {
      const x = typeof a.created_at === 'string' ? a.created_at : ''
      const y = typeof b.created_at === 'string' ? b.created_at : ''
      if (x !== y) return x < y ? -direction : direction
    }
    return (a.id - b.id) * direction
  })
}

type PageSlice<T> = { rows: T[]; total: number; lastPage: number }

/**
 * Filters apply to top-level records only; children travel with their parent. Without `sort`
 * records come in id order (our decision: the specification does not say how a list without `sort` is ordered).
 */
export function selectPage<T extends Row>(records: readonly T[], request: ListRequest, read: FieldReader<T>): PageSlice<T> {
  const kept = records.filter((record) => request.filters.every((filter) => matchesFilter(read(record, filter.key), filter)))
  const sorted = sortRows(kept, request.sort)
  const start = (request.page - 1) * request.perPage
  return {
    rows: sorted.slice(start, start + request.perPage),
    total: sorted.length,
    lastPage: Math.max(1, Math.ceil(sorted.length / request.perPage)),
  }
}

/** Same origin, path and parameters as the request, with only `page` changed. */
function pageUrl(requestUrl: URL, page: number): string {
  const url = new URL(requestUrl.href)
  url.hash = ''
  url.searchParams.set('page', String(page))
  return url.href
}

export function pageMetadata(requestUrl: URL, request: ListRequest, slice: PageSlice<unknown>) {
  const current = request.page
  return {
    current_page: current,
    last_page: slice.lastPage,
    per_page: request.perPage,
    total: slice.total,
    next_page_url: current < slice.lastPage ? pageUrl(requestUrl, current + 1) : null,
    prev_page_url: current > 1 ? pageUrl(requestUrl, Math.min(current - 1, slice.lastPage)) : null,
  }
}
