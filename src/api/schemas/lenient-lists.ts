import * as z from 'zod/mini'
import { lenientNumber } from './primitives'

/*
 * Lenient lists (see primitives.ts): an assessment's coded lists and its list of numbers. Apart
 * from primitives.ts, which the first rows load with the measurement's schema: only the
 * assessment's schema, loaded later, reads lists.
 */

/** Every entry kept: strings as they are, anything else written out, so nothing is lost. */
// z.optional: an absent list is an empty list, not a failure of the object holding it.
export const lenientStringList = z.pipe(
  z.optional(z.unknown()),
  z.transform((value): string[] => {
    if (value === undefined || value === null) return []
    const list: unknown[] = Array.isArray(value) ? value : [value]
    return list.map((entry) => (typeof entry === 'string' ? entry : JSON.stringify(entry)))
  }),
)

export const lenientNumberList = z.pipe(
  z.optional(z.unknown()),
  z.transform((value): number[] => {
    const list: unknown[] = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]
    return list.flatMap((entry) => {
      const parsed = lenientNumber.safeParse(entry)
      return parsed.success && parsed.data !== undefined ? [parsed.data] : []
    })
  }),
)
