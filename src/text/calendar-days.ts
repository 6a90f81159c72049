import { DAY_MS, isoDate, parseCalendarDate } from './calendar-date'

/*
 * Arithmetic on calendar days: a date's day number, a date some days on. Apart from
 * calendar-date.ts, which the first rows load (a visit's date in the app URL), so that only the
 * chunks that count days (the healing judgement, the overview) carry it.
 */

/** A calendar date's day number; UTC arithmetic, so every day is exactly 24 h long. */
export const dayNumber = (date: Date): number => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS

/** `YYYY-MM-DD` plus whole days, on the calendar. Undefined for a date that is not one. */
export function addDays(date: string, days: number): string | undefined {
  const parsed = parseCalendarDate(date)
  if (!parsed) return undefined
  return isoDate(new Date(parsed.getFullYear(), parsed.getMonth(), parsed.getDate() + days))
}
