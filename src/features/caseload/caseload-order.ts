import { concernRank } from '../../domain/caseload'
import type { CaseloadRow } from './use-caseload'

/** The caseload's columns that sort, and how: rows not read (loading, failed, empty) always after the read ones, as listed. */
export type CaseloadSort = { key: 'concern' | 'wound' | 'latest' | 'measured'; descending: boolean }

export const DEFAULT_SORT: CaseloadSort = { key: 'concern', descending: false }

const value = (row: Extract<CaseloadRow, { state: 'read' }>, key: CaseloadSort['key']): number => {
  switch (key) {
    case 'concern':
      return concernRank(row.facts.concern)
    case 'wound':
      return row.id
    case 'latest':
      return row.facts.latest?.area ?? Number.POSITIVE_INFINITY
    case 'measured':
      return row.facts.daysSinceMeasured ?? Number.POSITIVE_INFINITY
  }
}

/** The rows in the order chosen; ties (and the rows not read) in the order the wounds were listed. */
export function orderRows(rows: readonly CaseloadRow[], ids: readonly number[], sort: CaseloadSort): CaseloadRow[] {
  const listed = (row: CaseloadRow) => ids.indexOf(row.id)
  return [...rows].sort((a, b) => {
    if (a.state !== 'read' || b.state !== 'read') return Number(a.state !== 'read') - Number(b.state !== 'read') || listed(a) - listed(b)
    const difference = sort.key === 'wound' ? a.id - b.id : value(a, sort.key) - value(b, sort.key)
    return (sort.descending ? -difference : difference) || listed(a) - listed(b)
  })
}

/** A header pressed: its column ascending, or the other way when it already sorts. */
export const nextSort = (current: CaseloadSort, key: CaseloadSort['key']): CaseloadSort =>
  current.key === key ? { key, descending: !current.descending } : { key, descending: false }
