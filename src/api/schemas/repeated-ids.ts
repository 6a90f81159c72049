import type { RecordIssue } from './issues'

type Identified = { id: number | null; issues: RecordIssue[] }

const childrenOf = <T extends Identified>(record: T): T[] | undefined =>
  'children' in record && Array.isArray(record.children) ? (record.children as T[]) : undefined

/**
 * Ids are unique in the service. A page whose records share one, or a child that repeats the id
 * of a record above it, is flagged on every record concerned; the records are kept, in place
 * (the screens tell them apart by position). Records without such a repeat are returned as they
 * were (the same objects). `parent`: the measurement whose children `records` are; none for a page.
 */
export function flagRepeatedIds<T extends Identified>(
  records: T[],
  parent?: { id: number | null },
  ancestors: ReadonlySet<number> = new Set(),
): T[] {
  const counts = new Map<number, number>()
  for (const record of records) if (record.id !== null) counts.set(record.id, (counts.get(record.id) ?? 0) + 1)
  const flagged = records.map((record) => {
    const issues: RecordIssue[] = []
    const id = record.id
    const shared = id === null ? 1 : (counts.get(id) ?? 1)
    if (id !== null && shared > 1) issues.push({ path: 'id', problem: { kind: 'shared-id', id, records: shared, parent } })
    if (id !== null && ancestors.has(id)) issues.push({ path: 'id', problem: { kind: 'nested-id', id } })
    const children = childrenOf(record)
    const below =
      children && children.length > 0 ? flagRepeatedIds(children, { id }, id === null ? ancestors : new Set([...ancestors, id])) : children
    if (issues.length === 0 && below === children) return record
    return { ...record, issues: [...record.issues, ...issues], ...(below === children ? {} : { children: below }) }
  })
  // Nothing repeated: the very same array, so that nothing above it is copied either.
  return flagged.every((record, index) => record === records[index]) ? records : flagged
}
