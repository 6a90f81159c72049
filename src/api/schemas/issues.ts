import type * as z from 'zod/mini'

/** One way a record departs from the service specification, in words a person can read. */
export type RecordIssue = { path: string; message: string }

/**
 * Parse options for every strict (reporting) parse: zod 4 leaves `issue.input` out unless asked,
 * and `describe` needs it to tell "missing" from "present but wrong" and to quote the value.
 */
export const REPORT_INPUT = { reportInput: true } as const

const describe = (issue: z.core.$ZodIssue): string => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input !== undefined) return `expected ${issue.expected}, got ${received(issue.input)}`
      // zod names a required-but-absent z.unknown() "nonoptional", which says nothing to a reader.
      return issue.expected === 'nonoptional' ? 'missing' : `missing (expected ${issue.expected})`
    case 'invalid_value':
      return issue.input === undefined
        ? `missing (allowed: ${issue.values.map(String).join(', ')})`
        : `unexpected value ${received(issue.input)} (allowed: ${issue.values.map(String).join(', ')})`
    case 'too_small':
      return `below the minimum of ${String(issue.minimum)}`
    case 'too_big':
      return `above the maximum of ${String(issue.maximum)}`
    case 'invalid_format':
      return `not a valid ${issue.format}: ${received(issue.input)}`
    case 'unrecognized_keys':
      return `unexpected field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => shorten(key)).join(', ')}`
    case 'invalid_union':
      return `does not match any known shape`
    case 'custom':
      // A check of ours that says what it found (zod's default message says nothing).
      return issue.message && issue.message !== 'Invalid input' ? issue.message : 'does not match the specification'
    case 'invalid_key':
    case 'invalid_element':
    case 'not_multiple_of':
      return `does not match the specification`
  }
}

/**
 * Service text quoted in an issue is cut to 40 characters: an issue says what is wrong, and the
 * record itself shows the whole value.
 */
export const shorten = (text: string, length = 40): string => (text.length > length ? `${text.slice(0, length)}…` : text)

function received(input: unknown): string {
  if (input === null) return 'null'
  if (typeof input === 'string') return JSON.stringify(shorten(input))
  if (Array.isArray(input)) return 'a list'
  if (typeof input === 'object') return 'an object'
  if (typeof input === 'number' || typeof input === 'boolean' || typeof input === 'bigint') return String(input)
  return typeof input
}

export function toRecordIssues(issues: readonly z.core.$ZodIssue[], prefix = ''): RecordIssue[] {
  return issues.map((issue) => {
    const path = [prefix, ...issue.path.map((segment) => shorten(String(segment)))].filter(Boolean).join('.')
    return { path: path || '(record)', message: describe(issue) }
  })
}
