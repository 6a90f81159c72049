/**
 * Keys that tell rows apart, for a list whose records carry a service id. A record is keyed by
 * its id ("7"), and by its position when ids repeat among its siblings: "7~2" is the second record
 * with id 7, "~3" the third record, which has no id. The keys survive in the app URL (rows opened),
 * so a service that sends one id twice still has each record opened, shown and chosen on its own.
 */
export type Keyed = { id: number | null }

/** A key as written in the app URL: `<id>`, `<id>~<n>` (n ≥ 2) or `~<n>` (n ≥ 1). */
const ROW_KEY = /^(?:(0|-?[1-9]\d{0,15})(?:~([2-9]|[1-9]\d{1,5}))?|~([1-9]\d{0,5}))$/

export function isRowKey(text: string): boolean {
  const match = ROW_KEY.exec(text)
  return match !== null && (match[1] === undefined || Number.isSafeInteger(Number(match[1])))
}

/**
 * The key of every record (and, with `children`, every descendant) by object identity. Siblings
 * are counted among themselves: children of two parents never share a counter.
 */
export function rowKeys<T extends Keyed>(records: readonly T[], children?: (record: T) => readonly T[]): Map<T, string> {
  const keys = new Map<T, string>()
  const visit = (siblings: readonly T[]) => {
    const seen = new Map<number, number>()
    siblings.forEach((record, index) => {
      if (record.id === null) {
        keys.set(record, `~${index + 1}`)
      } else {
        const occurrence = (seen.get(record.id) ?? 0) + 1
        seen.set(record.id, occurrence)
        keys.set(record, occurrence === 1 ? String(record.id) : `${record.id}~${occurrence}`)
      }
      const below = children?.(record)
      if (below && below.length > 0) visit(below)
    })
  }
  visit(records)
  return keys
}

/** Keys listed once each, in a fixed order (by id, then position), for one canonical app URL. */
export function canonicalRowKeys(keys: readonly string[]): string[] {
  const parts = (key: string): [number, number] => {
    const [id = '', n = ''] = key.split('~')
    return [id === '' ? Number.NEGATIVE_INFINITY : Number(id), n === '' ? 1 : Number(n)]
  }
  return [...new Set(keys.filter(isRowKey))].sort((a, b) => {
    const [idA, nA] = parts(a)
    const [idB, nB] = parts(b)
    return idA === idB ? nA - nB : idA < idB ? -1 : 1
  })
}

/**
 * Which of the records sent with one id a key names: 2 for the second ("7~2"); 1 for the first
 * ("7"), and for a record without an id ("~3"), which no other record repeats. A record's controls
 * say it when it is above 1 ("record 2 with this id"), so repeated records' controls differ.
 */
export function repeatOf(key: string): number {
  const n = key.split('~')[1]
  return n === undefined || key.startsWith('~') ? 1 : Number(n)
}
