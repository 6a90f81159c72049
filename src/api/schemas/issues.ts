import type * as z from 'zod/mini'
import { hasInvisible, showInvisible } from '../../shared/plain-text'

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
        : `unexpected value ${received(issue.input)} (allowed: ${issue.values.map(String).join(', ')})${hiddenNote(issue.input)}`
    case 'too_small':
      return `below the minimum of ${String(issue.minimum)}`
    case 'too_big':
      return `above the maximum of ${String(issue.maximum)}`
    case 'invalid_format':
      return `not a valid ${issue.format}: ${received(issue.input)}`
    case 'unrecognized_keys':
      return `unexpected field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => showInvisible(shorten(key))).join(', ')}`
    case 'invalid_union':
      return `does not match any known shape`
    case 'custom':
      // A check of ours that says what it found (zod's default message says nothing).
      if (issue.message === HIDDEN_CHARACTERS && typeof issue.input === 'string') return `${HIDDEN_CHARACTERS}: ${received(issue.input)}`
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

/** The message's closing words for a value with invisible characters in it. */
const hiddenNote = (input: unknown): string =>
  typeof input === 'string' && hasInvisible(input) ? '; it holds characters that cannot be seen, written out as ⟨U+…⟩' : ''

/** The refinement message for text that should be a code and holds invisible characters. */
export const HIDDEN_CHARACTERS = 'holds characters that cannot be seen (bidirectional or zero-width controls)'

function received(input: unknown): string {
  if (input === null) return 'null'
  // JSON.stringify writes out C0 controls (\u0000); showInvisible writes out the rest.
  if (typeof input === 'string') return showInvisible(JSON.stringify(shorten(input)))
  if (Array.isArray(input)) return 'a list'
  if (typeof input === 'object') return 'an object'
  if (typeof input === 'number' || typeof input === 'boolean' || typeof input === 'bigint') return String(input)
  return typeof input
}

export function toRecordIssues(issues: readonly z.core.$ZodIssue[], prefix = ''): RecordIssue[] {
  return issues.map((issue) => {
    const path = [prefix, ...issue.path.map((segment) => showInvisible(shorten(String(segment))))].filter(Boolean).join('.')
    return { path: path || '(record)', message: describe(issue) }
  })
}
