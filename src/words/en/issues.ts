import type { IssueProblem, RecordIssue } from '../../api/schemas/issues'
import { shorten } from '../../api/schemas/issues'
import { hasInvisible, showInvisible } from '../../text/plain-text'

/* How a record, or a page, departs from the service specification (api/schemas finds it). */

const count = (n: number) => n.toLocaleString('en')

/** "NONE, MINIMUM" */
const listed = (values: readonly unknown[]) => values.map(String).join(', ')

const HIDDEN_CHARACTERS = 'holds characters that cannot be seen (bidirectional or zero-width controls)'

/**
 * A value sent, quoted: text cut to 40 characters, as JSON, its hidden characters written out
 * (JSON.stringify writes out C0 controls, showInvisible the rest); only the shape of a list or an object.
 */
function received(input: unknown): string {
  if (input === null) return 'null'
  if (typeof input === 'string') return showInvisible(JSON.stringify(shorten(input)))
  if (Array.isArray(input)) return 'a list'
  if (typeof input === 'object') return 'an object'
  if (typeof input === 'number' || typeof input === 'boolean' || typeof input === 'bigint') return String(input)
  return typeof input
}

/** The sentence of one issue: "expected number, got "3"". */
export function issueText(problem: IssueProblem): string {
  switch (problem.kind) {
    // A value
    case 'invalid_type':
      if (problem.received !== undefined) return `expected ${String(problem.expected)}, got ${received(problem.received)}`
      return problem.expected === undefined ? 'missing' : `missing (expected ${problem.expected})`
    case 'invalid_value':
      return problem.received === undefined
        ? `missing (allowed: ${listed(problem.allowed)})`
        : `unexpected value ${received(problem.received)} (allowed: ${listed(problem.allowed)})${typeof problem.received === 'string' && hasInvisible(problem.received) ? '; it holds characters that cannot be seen, written out as ⟨U+…⟩' : ''}`
    case 'too_small':
      return `below the minimum of ${String(problem.minimum)}`
    case 'too_big':
      return `above the maximum of ${String(problem.maximum)}`
    case 'invalid_format':
      return `not a valid ${problem.format}: ${received(problem.received)}`
    case 'unrecognized_keys':
      return `unexpected field${problem.keys.length > 1 ? 's' : ''} ${problem.keys.map((key) => showInvisible(shorten(key))).join(', ')}`
    case 'invalid_union':
      return 'does not match any known shape'
    case 'hidden-characters':
      return typeof problem.received === 'string' ? `${HIDDEN_CHARACTERS}: ${received(problem.received)}` : HIDDEN_CHARACTERS
    case 'implausible-date':
      return `an implausible date: outside ${problem.years.first}–${problem.years.last}`
    case 'off-spec':
      return 'does not match the specification'
    // A record and its nesting
    case 'not-an-object':
      return problem.got === undefined ? 'expected an object' : `expected an object, got ${problem.got}`
    case 'nested-too-deep':
      return `nested deeper than the ${problem.levels} levels the specification allows`
    case 'unread-levels':
      return `${problem.children} children ${problem.limit + 1} levels down are not shown: the viewer reads ${problem.limit} levels`
    case 'child-type':
      return `a ${shorten(problem.parent)} measurement cannot hold a ${shorten(problem.child)} child`
    case 'shared-id':
      return `id ${problem.id} is shared by ${problem.records} records ${problem.parent ? `among the children of measurement ${problem.parent.id ?? '(no id)'}` : 'on this page'}`
    case 'nested-id':
      return `id ${problem.id} repeats the id of a measurement it is nested in`
    // A page
    case 'other-page':
      return `says page ${count(problem.said)}, but page ${count(problem.asked)} was asked for`
    case 'page-count':
      return `says ${count(problem.lastPage)} pages, but ${count(problem.total)} records at ${count(problem.perPage)} a page make ${count(problem.pages)}`
    case 'overfull-page':
      return `holds ${count(problem.records)} records, more than a page of ${count(problem.perPage)}`
  }
}

/** "path: sentence", one issue in a line (an export's cell). */
export const issueLine = (issue: RecordIssue): string => `${issue.path}: ${issueText(issue.problem)}`
