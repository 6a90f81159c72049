/*
 * Calendar dates (`YYYY-MM-DD`), the one way every view reads them: a day, never a moment, so
 * never shifted by time zone. Pure text and arithmetic, no wound knowledge (domain/ may read it).
 */

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A calendar date (`YYYY-MM-DD`, spaces around it ignored); undefined when it is not one (`2026-02-30`). */
export function parseCalendarDate(value: string | undefined): Date | undefined {
  const match = value ? CALENDAR_DATE.exec(value.trim()) : null
  if (!match) return undefined
  const [, y, m, d] = match.map(Number)
  if (y === undefined || m === undefined || d === undefined) return undefined
  // setFullYear, not the constructor: new Date(5, 0, 1) is 1905, so "0005-01-01" would read as 1905.
  const date = new Date(2000, 0, 1)
  date.setFullYear(y, m - 1, d)
  return date.getMonth() === m - 1 ? date : undefined
}

/**
 * Years a wound-care record can carry: a date outside them ("0000-01-01", "9999-12-31") is a
 * placeholder or a typo. It is shown as sent and flagged, but never placed on a time axis or used
 * as a baseline.
 */
const PLAUSIBLE_YEARS = { first: 1900, last: 2100 } as const

export const isPlausibleDate = (date: Date): boolean =>
  date.getFullYear() >= PLAUSIBLE_YEARS.first && date.getFullYear() <= PLAUSIBLE_YEARS.last

/** One day, in milliseconds: every calendar day is this long in UTC arithmetic. */
export const DAY_MS = 86_400_000

const pad = (n: number) => String(n).padStart(2, '0')

/** The `YYYY-MM-DD` of a date's calendar day. */
export const isoDate = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
