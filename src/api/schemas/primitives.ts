import * as z from 'zod/mini'
import { parseCalendarDate } from '../../text/calendar-date'

/*
 * Strict primitives describe the wire format exactly as the specification gives it.
 * Lenient primitives never fail: they keep what can be kept and turn the rest into undefined,
 * so a record is always shown; the strict schema reports what did not match.
 */

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/

/** A number, or a string of digits (services built on SQL decimals often send "2.50"). */
export const lenientNumber = z.catch(
  z.optional(z.union([z.number().check(z.refine(Number.isFinite)), z.pipe(z.string().check(z.regex(NUMERIC)), z.transform(Number))])),
  undefined,
)

export const lenientString = z.catch(
  z.optional(z.union([z.string(), z.pipe(z.union([z.number(), z.boolean()]), z.transform(String))])),
  undefined,
)

export const lenientBoolean = z.catch(
  z.optional(
    z.union([
      z.boolean(),
      z.pipe(
        z.enum(['true', 'false', '1', '0']),
        z.transform((v) => v === 'true' || v === '1'),
      ),
      // 0 or 1 (z.literal([0, 1]) would read the same, and bring zod's literal type into the first rows).
      z.pipe(
        z.number().check(z.refine((v) => v === 0 || v === 1)),
        z.transform((v) => v === 1),
      ),
    ]),
  ),
  undefined,
)

/** The record id: an integer, or a string of digits. null when absent so the record still shows. */
export const lenientId = z.catch(
  z.nullable(z.union([z.int(), z.pipe(z.string().check(z.regex(/^\s*\d+\s*$/)), z.transform(Number))])),
  null,
)

export const strictNumber = z.number()
export const strictPercent = z.number().check(z.gte(0), z.lte(100))
/** Years a record can plausibly carry (the screens use the same range: src/text/format.ts). */
export const PLAUSIBLE_YEARS = { first: 1900, last: 2100 }
/** The refinement message (a name, not words) of a well-formed date outside PLAUSIBLE_YEARS. */
export const IMPLAUSIBLE_DATE = 'implausible-date'
/**
 * A calendar date `YYYY-MM-DD` that exists (2026-02-30 does not): what zod's z.iso.date() accepts,
 * and an invalid_format issue of format date as it reports, checked with the app's own calendar
 * (text/calendar-date.ts) rather than z.iso.date()'s leap-year pattern: 0.2 KB of the first rows.
 * A well-formed date outside PLAUSIBLE_YEARS is flagged too.
 */
export const strictDate = z.string().check(
  (payload) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(payload.value) || !parseCalendarDate(payload.value))
      payload.issues.push({ code: 'invalid_format', format: 'date', input: payload.value, continue: true })
  },
  z.refine((date) => {
    // Only a well-formed date is judged here; the format check above already flags the others.
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return true
    const year = Number(date.slice(0, 4))
    return year >= PLAUSIBLE_YEARS.first && year <= PLAUSIBLE_YEARS.last
  }, IMPLAUSIBLE_DATE),
)
/**
 * The spec's sample shape `YYYY-MM-DD HH:MM:SS` (UTC); ISO 8601 with T and zone is accepted too.
 * A mismatch is a zod `invalid_format` issue of format `regex`.
 */
export const strictDateTime = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/))
