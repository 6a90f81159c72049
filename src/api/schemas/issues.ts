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
      return `unexpected field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`
    case 'invalid_union':
      return `does not match any known shape`
    case 'invalid_key':
    case 'invalid_element':
    case 'not_multiple_of':
    case 'custom':
      return `does not match the specification`
  }
}

function received(input: unknown): string {
  if (input === null) return 'null'
  if (typeof input === 'string') return JSON.stringify(input.length > 40 ? `${input.slice(0, 40)}…` : input)
  if (Array.isArray(input)) return 'a list'
  if (typeof input === 'object') return 'an object'
  if (typeof input === 'number' || typeof input === 'boolean' || typeof input === 'bigint') return String(input)
  return typeof input
}

export function toRecordIssues(issues: readonly z.core.$ZodIssue[], prefix = ''): RecordIssue[] {
  return issues.map((issue) => {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.')
    return { path: path || '(record)', message: describe(issue) }
  })
}
