import { isoDate, isPlausibleDate, parseCalendarDate } from '../text/calendar-date'

/*
 * The one order of a wound's records over time, for every view (the charts' series, the images
 * over time and their ← →, the visits): by calendar date, a record without a usable date (none, not
 * a date, a year no record can carry) after every dated one; then by id, a record without an id
 * after those with one. Records equal on both keep the order they arrived in (the sort is stable).
 */

/** A record's day as `YYYY-MM-DD`, or undefined when it has no usable date. */
export function usableDate(value: string | undefined): string | undefined {
  const parsed = parseCalendarDate(value)
  return parsed && isPlausibleDate(parsed) ? isoDate(parsed) : undefined
}

/** Ids ascending, a missing id last. */
export function compareIds(a: number | null, b: number | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1
  return a - b
}

/** `YYYY-MM-DD` days ascending, a missing day last. */
export function compareDays(a: string | undefined, b: string | undefined): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1
  return a < b ? -1 : a > b ? 1 : 0
}

/** Records in time order (see the top of the file); a new array, the records themselves unchanged. */
export function inTimeOrder<R extends { id: number | null; date?: string | undefined }>(records: readonly R[]): R[] {
  const keyed = records.map((record) => ({ record, day: usableDate(record.date) }))
  keyed.sort((a, b) => compareDays(a.day, b.day) || compareIds(a.record.id, b.record.id))
  return keyed.map(({ record }) => record)
}
