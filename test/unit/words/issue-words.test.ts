import { describe, expect, it } from 'vitest'
import type { IssueProblem } from '../../../src/api/schemas/issues'
import { issueLine as issueLineIn, issueText as issueTextIn } from '../../../src/words/issue-words'
import { flagsWords } from '../../../src/words/flags'

/** The flags' words in English, as an English page says them. */
const issueText = (problem: Parameters<typeof issueTextIn>[1]) => issueTextIn(flagsWords.english, problem)
const issueLine = (issue: Parameters<typeof issueLineIn>[1]) => issueLineIn(flagsWords.english, issue)

describe('a record issue in words', () => {
  it.each<[IssueProblem, string]>([
    // A value
    [{ kind: 'invalid_type', expected: 'number', received: '2.50' }, 'expected number, got "2.50"'],
    [{ kind: 'invalid_type', expected: 'number', received: null }, 'expected number, got null'],
    [{ kind: 'invalid_type', expected: 'number', received: [1] }, 'expected number, got a list'],
    [{ kind: 'invalid_type', expected: 'string', received: { a: 1 } }, 'expected string, got an object'],
    [{ kind: 'invalid_type', expected: 'number', received: true }, 'expected number, got true'],
    [{ kind: 'invalid_type', expected: 'object', received: undefined }, 'missing (expected object)'],
    [{ kind: 'invalid_type', expected: undefined, received: undefined }, 'missing'],
    [{ kind: 'invalid_value', allowed: ['NO', 'MALODOROUS'], received: undefined }, 'missing (allowed: NO, MALODOROUS)'],
    [
      { kind: 'invalid_value', allowed: ['NONE', 'MINIMUM', 'MODERATE', 'LARGE'], received: 'COPIOUS' },
      'unexpected value "COPIOUS" (allowed: NONE, MINIMUM, MODERATE, LARGE)',
    ],
    [{ kind: 'invalid_value', allowed: [0, 1], received: 2 }, 'unexpected value 2 (allowed: 0, 1)'],
    [
      { kind: 'invalid_value', allowed: ['LARGE'], received: '\u2067LARGE\u202E' },
      'unexpected value "⟨U+2067⟩LARGE⟨U+202E⟩" (allowed: LARGE); it holds characters that cannot be seen, written out as ⟨U+…⟩',
    ],
    [{ kind: 'too_small', minimum: 0 }, 'below the minimum of 0'],
    [{ kind: 'too_big', maximum: 100 }, 'above the maximum of 100'],
    [{ kind: 'invalid_format', format: 'date', received: '2026-13-01' }, 'not a valid date: "2026-13-01"'],
    [{ kind: 'unrecognized_keys', keys: ['colour'] }, 'unexpected field colour'],
    [{ kind: 'unrecognized_keys', keys: ['colour', 'size\u200B'] }, 'unexpected fields colour, size⟨U+200B⟩'],
    [{ kind: 'invalid_union' }, 'does not match any known shape'],
    [
      { kind: 'hidden-characters', received: 'ROLLED\u200B' },
      'holds characters that cannot be seen (bidirectional or zero-width controls): "ROLLED⟨U+200B⟩"',
    ],
    [{ kind: 'hidden-characters', received: undefined }, 'holds characters that cannot be seen (bidirectional or zero-width controls)'],
    [{ kind: 'implausible-date', years: { first: 1900, last: 2100 } }, 'an implausible date: outside 1900–2100'],
    [{ kind: 'off-spec' }, 'does not match the specification'],
    // A record and its nesting
    [{ kind: 'not-an-object' }, 'expected an object'],
    [{ kind: 'not-an-object', got: 'string' }, 'expected an object, got string'],
    [{ kind: 'nested-too-deep', levels: 2 }, 'nested deeper than the 2 levels the specification allows'],
    [{ kind: 'unread-levels', children: 3, limit: 100 }, '3 children 101 levels down are not shown: the viewer reads 100 levels'],
    [{ kind: 'child-type', parent: 'multiple', child: 'group' }, 'a multiple measurement cannot hold a group child'],
    [{ kind: 'shared-id', id: 7, records: 2 }, 'id 7 is shared by 2 records on this page'],
    [{ kind: 'shared-id', id: 7, records: 3, parent: { id: 5 } }, 'id 7 is shared by 3 records among the children of measurement 5'],
    [
      { kind: 'shared-id', id: 7, records: 2, parent: { id: null } },
      'id 7 is shared by 2 records among the children of measurement (no id)',
    ],
    [{ kind: 'nested-id', id: 4 }, 'id 4 repeats the id of a measurement it is nested in'],
    // A page
    [{ kind: 'other-page', said: 1200, asked: 3 }, 'says page 1,200, but page 3 was asked for'],
    [{ kind: 'page-count', lastPage: 6, total: 1520, perPage: 100, pages: 16 }, 'says 6 pages, but 1,520 records at 100 a page make 16'],
    [{ kind: 'overfull-page', records: 120, perPage: 100 }, 'holds 120 records, more than a page of 100'],
  ])('%o reads %s', (problem, text) => {
    expect(issueText(problem)).toBe(text)
  })

  it('quotes service text cut to 40 characters, with nothing left that can be hidden or reorder the words', () => {
    const long = 'A'.repeat(45)
    expect(issueText({ kind: 'invalid_type', expected: 'number', received: long })).toBe(`expected number, got "${'A'.repeat(40)}…"`)
    expect(issueText({ kind: 'child-type', parent: 'group', child: 'B'.repeat(41) })).toBe(
      `a group measurement cannot hold a ${'B'.repeat(40)}… child`,
    )
    expect(issueText({ kind: 'unrecognized_keys', keys: ['C'.repeat(41)] })).toBe(`unexpected field ${'C'.repeat(40)}…`)
    // JSON writes out C0 controls; the others are written out as ⟨U+…⟩.
    expect(issueText({ kind: 'invalid_format', format: 'url', received: 'a\u0000b\u202Ec' })).toBe('not a valid url: "a\\u0000b⟨U+202E⟩c"')
  })

  it('puts the path before the sentence in a line', () => {
    expect(issueLine({ path: 'area', problem: { kind: 'invalid_type', expected: 'number', received: '2.50' } })).toBe(
      'area: expected number, got "2.50"',
    )
  })
})
