import type * as z from 'zod/mini'
import { showInvisible } from '../../text/plain-text'
import { IMPLAUSIBLE_DATE, PLAUSIBLE_YEARS } from './primitives'

/**
 * What a record, or a page, does that the service specification does not allow: the facts, no
 * words (src/words says them). Values are as sent (`received`: undefined when nothing was); the
 * words quote them. What zod finds keeps zod's issue code as its kind.
 */
export type IssueProblem =
  /** Absent (`received` undefined), or not of the `expected` type (undefined when the schema names none). */
  | { kind: 'invalid_type'; expected: string | undefined; received: unknown }
  /** Absent, or not one of the `allowed` values. */
  | { kind: 'invalid_value'; allowed: readonly unknown[]; received: unknown }
  | { kind: 'too_small'; minimum: number | bigint }
  | { kind: 'too_big'; maximum: number | bigint }
  /** Not a valid `format` (zod's name of it: date, url, regex). */
  | { kind: 'invalid_format'; format: string; received: unknown }
  /** Fields the specification does not have. */
  | { kind: 'unrecognized_keys'; keys: readonly string[] }
  /** None of the shapes a value may take. */
  | { kind: 'invalid_union' }
  /** A code, or an entry of a coded list, with bidirectional or zero-width controls in it. */
  | { kind: typeof HIDDEN_CHARACTERS; received: unknown }
  | { kind: typeof IMPLAUSIBLE_DATE; years: { first: number; last: number } }
  /** Off the specification in a way with nothing more to say. */
  | { kind: 'off-spec' }
  /** `got`: what it was instead (a JavaScript type name), when known. */
  | { kind: 'not-an-object'; got?: string }
  /** Children below the spec's `levels` levels of nesting. */
  | { kind: 'nested-too-deep'; levels: number }
  /** `children` children below the `limit` levels the viewer reads, not shown. */
  | { kind: 'unread-levels'; children: number; limit: number }
  /** A child whose type its parent's type cannot hold. */
  | { kind: 'child-type'; parent: string; child: string }
  /** `records` records share the id: on one page, or among the children of a measurement (`parent`). */
  | { kind: 'shared-id'; id: number; records: number; parent?: { id: number | null } | undefined }
  /** A child with the id of a measurement it is nested in. */
  | { kind: 'nested-id'; id: number }
  /** The page the service says it sent, and the one asked for. */
  | { kind: 'other-page'; said: number; asked: number }
  /** A page count that cannot hold the total: `pages` is what `total` at `perPage` a page make. */
  | { kind: 'page-count'; lastPage: number; total: number; perPage: number; pages: number }
  | { kind: 'overfull-page'; records: number; perPage: number }

/** One way a record departs from the service specification: where, and what. */
export type RecordIssue = { path: string; problem: IssueProblem }

/**
 * Parse options for every strict (reporting) parse: zod 4 leaves `issue.input` out unless asked,
 * and the words need it to tell "missing" from "present but wrong" and to quote the value.
 */
export const REPORT_INPUT = { reportInput: true } as const

const problemOf = (issue: z.core.$ZodIssue): IssueProblem => {
  switch (issue.code) {
    case 'invalid_type':
      // zod names a required-but-absent z.unknown() "nonoptional", which names no type.
      return { kind: issue.code, expected: issue.expected === 'nonoptional' ? undefined : issue.expected, received: issue.input }
    case 'invalid_value':
      return { kind: issue.code, allowed: issue.values, received: issue.input }
    case 'too_small':
      return { kind: issue.code, minimum: issue.minimum }
    case 'too_big':
      return { kind: issue.code, maximum: issue.maximum }
    case 'invalid_format':
      return { kind: issue.code, format: issue.format, received: issue.input }
    case 'unrecognized_keys':
      return { kind: issue.code, keys: issue.keys }
    case 'invalid_union':
      return { kind: issue.code }
    case 'custom':
      // A check of ours, named by its message (zod's default message names none).
      if (issue.message === HIDDEN_CHARACTERS) return { kind: HIDDEN_CHARACTERS, received: issue.input }
      return issue.message === IMPLAUSIBLE_DATE ? { kind: IMPLAUSIBLE_DATE, years: PLAUSIBLE_YEARS } : { kind: 'off-spec' }
    case 'invalid_key':
    case 'invalid_element':
    case 'not_multiple_of':
      return { kind: 'off-spec' }
  }
}

/**
 * Service text quoted in an issue is cut to 40 characters: an issue says what is wrong, and the
 * record itself shows the whole value.
 */
export const shorten = (text: string, length = 40): string => (text.length > length ? `${text.slice(0, length)}…` : text)

/** The refinement message (a name, not words) of text that should be a code and holds invisible characters. */
export const HIDDEN_CHARACTERS = 'hidden-characters'

export function toRecordIssues(issues: readonly z.core.$ZodIssue[], prefix = ''): RecordIssue[] {
  return issues.map((issue) => {
    const path = [prefix, ...issue.path.map((segment) => showInvisible(shorten(String(segment))))].filter(Boolean).join('.')
    return { path: path || '(record)', problem: problemOf(issue) }
  })
}
