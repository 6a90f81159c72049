import type { IssueProblem, RecordIssue } from '../api/schemas/issues'
import { shorten } from '../api/schemas/issues'
import type { Say } from '../i18n/numbered'
import { formatNumber } from '../text/format'
import { hasInvisible, showInvisible } from '../text/plain-text'
import * as w from './flags/messages'

/*
 * How a record, or a page, departs from the service specification (src/api/schemas finds it), in
 * the words of `t` (the flags' catalog, src/words/flags): each problem's facts to its message.
 */

const count = (n: number) => formatNumber(n, 0)

/** "NONE, MINIMUM" */
const listed = (values: readonly unknown[]) => values.map(String).join(', ')

/**
 * A value sent, quoted: text cut to 40 characters, as JSON, its hidden characters written out
 * (JSON.stringify writes out C0 controls, showInvisible the rest); only the shape of a list or an object.
 */
function received(t: Say, input: unknown): string {
  if (input === null) return 'null'
  if (typeof input === 'string') return showInvisible(JSON.stringify(shorten(input)))
  if (Array.isArray(input)) return t(w.aList)
  if (typeof input === 'object') return t(w.anObject)
  if (typeof input === 'number' || typeof input === 'boolean' || typeof input === 'bigint') return String(input)
  return typeof input
}

/** The sentence of one issue: "expected number, got "3"". */
export function issueText(t: Say, problem: IssueProblem): string {
  switch (problem.kind) {
    // A value
    case 'invalid_type':
      if (problem.received !== undefined)
        return t(w.gotValue, { expected: String(problem.expected), received: received(t, problem.received) })
      return problem.expected === undefined ? t(w.missing) : t(w.missingExpected, { expected: problem.expected })
    case 'invalid_value': {
      if (problem.received === undefined) return t(w.missingAllowed, { allowed: listed(problem.allowed) })
      const values = { received: received(t, problem.received), allowed: listed(problem.allowed) }
      const hidden = typeof problem.received === 'string' && hasInvisible(problem.received)
      return t(hidden ? w.unexpectedHiddenValue : w.unexpectedValue, values)
    }
    case 'too_small':
      return t(w.belowMinimum, { minimum: String(problem.minimum) })
    case 'too_big':
      return t(w.aboveMaximum, { maximum: String(problem.maximum) })
    case 'invalid_format':
      return t(w.invalidFormat, { format: problem.format, received: received(t, problem.received) })
    case 'unrecognized_keys':
      return t(w.unexpectedFields, { count: problem.keys.length, keys: problem.keys.map((key) => showInvisible(shorten(key))).join(', ') })
    case 'invalid_union':
      return t(w.noKnownShape)
    case 'hidden-characters':
      return typeof problem.received === 'string'
        ? t(w.hiddenCharactersValue, { received: received(t, problem.received) })
        : t(w.hiddenCharacters)
    case 'implausible-date':
      return t(w.implausibleDate, { first: problem.years.first, last: problem.years.last })
    case 'off-spec':
      return t(w.offSpec)
    // A record and its nesting
    case 'not-an-object':
      return problem.got === undefined ? t(w.notAnObject) : t(w.notAnObjectGot, { got: problem.got })
    case 'nested-too-deep':
      return t(w.nestedTooDeep, { levels: problem.levels })
    case 'unread-levels':
      return t(w.unreadLevels, { children: problem.children, depth: problem.limit + 1, limit: problem.limit })
    case 'child-type':
      return t(w.childType, { parent: shorten(problem.parent), child: shorten(problem.child) })
    case 'shared-id':
      return problem.parent
        ? t(w.sharedIdAmongChildren, { id: problem.id, records: problem.records, parent: problem.parent.id ?? t(w.noId) })
        : t(w.sharedIdOnPage, { id: problem.id, records: problem.records })
    case 'nested-id':
      return t(w.nestedId, { id: problem.id })
    // A page
    case 'other-page':
      return t(w.otherPage, { said: count(problem.said), asked: count(problem.asked) })
    case 'page-count':
      return t(w.pageCount, {
        lastPage: count(problem.lastPage),
        total: count(problem.total),
        perPage: count(problem.perPage),
        pages: count(problem.pages),
      })
    case 'overfull-page':
      return t(w.overfullPage, { records: count(problem.records), perPage: count(problem.perPage) })
  }
}

/** "path: sentence", one issue in a line (an export's cell). */
export const issueLine = (t: Say, issue: RecordIssue): string => t(w.issueLine, { path: issue.path, text: issueText(t, issue.problem) })
