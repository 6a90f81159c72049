import { englishWords, messageArguments, readCatalog } from '../../scripts/catalogs'
import { ROOT } from '../../tools/harness/paths'
import type { Messages as Assessments } from '../../src/words/assessments/messages'
import type { Messages as Caseload } from '../../src/words/caseload/messages'
import type { Messages as Charts } from '../../src/words/charts/messages'
import type { Messages as Codes } from '../../src/words/codes/messages'
import type { Messages as ConnectionForm } from '../../src/words/connection-form/messages'
import type FirstRows from '../../src/words/first-rows/en.json'
import type Flags from '../../src/words/flags/en.json'
import type { Messages as Handoff } from '../../src/words/handoff/messages'
import type { Messages as Idle } from '../../src/words/idle/messages'
import type { Messages as Images } from '../../src/words/images/messages'
import type { Messages as Language } from '../../src/words/language/messages'
import type { Messages as Notices } from '../../src/words/notices/messages'
import type { Messages as Overview } from '../../src/words/overview/messages'
import type { Messages as PushGaps } from '../../src/words/push-gaps/messages'
import type { Messages as SignIn } from '../../src/words/sign-in/messages'
import type { Messages as SignedInUser } from '../../src/words/signed-in-user/messages'
import type { Messages as Verdict } from '../../src/words/verdict/messages'
import type { Messages as Visits } from '../../src/words/visits/messages'

/*
 * The app's English words, from its catalogs (src/words/<area>/en.json): the tests find what a
 * screen says through them, so a change of wording is one edit there. An id is checked by the
 * compiler against the area's messages.ts (a numbered area's against its en.json), and so are the
 * placeholders' values (a numbered area's at run time).
 */

/** The areas whose messages.ts gives each message's placeholders a type. */
type Named = {
  assessments: Assessments
  caseload: Caseload
  charts: Charts
  codes: Codes
  'connection-form': ConnectionForm
  handoff: Handoff
  idle: Idle
  images: Images
  language: Language
  notices: Notices
  overview: Overview
  'push-gaps': PushGaps
  'sign-in': SignIn
  'signed-in-user': SignedInUser
  verdict: Verdict
  visits: Visits
}

/**
 * The numbered areas' ids, from their en.json: their messages.ts is not taken whole here, so that
 * the exports check (test/unit/architecture/exports.test.ts) still finds a message no screen says.
 */
type Numbered = {
  'first-rows': keyof typeof FirstRows
  flags: keyof typeof Flags
}

export type Area = keyof Named | keyof Numbered
/** An id of `area`'s messages. */
export type Id<A extends Area> = A extends keyof Named ? keyof Named[A] & string : A extends keyof Numbered ? Numbered[A] & string : never
/** What the placeholders of `area`'s message `id` take; `undefined`: none. */
type Values<A extends Area, K extends Id<A>> = A extends keyof Named
  ? K extends keyof Named[A]
    ? Named[A][K] & (object | undefined)
    : never
  : Record<string, unknown> | undefined
/** The values `say` takes after the id: none for a message without placeholders. */
type Given<A extends Area, K extends Id<A>> = A extends keyof Numbered
  ? [values?: Record<string, unknown>]
  : Values<A, K> extends undefined
    ? []
    : [Values<A, K>]

/** The numbered areas, whose placeholders `say` checks at run time. */
const NUMBERED: Record<keyof Numbered, true> = { 'first-rows': true, flags: true }

type English = (id: string, values?: Record<string, unknown>) => string
const compiled = new Map<Area, English>()
const sources = new Map<Area, Record<string, string>>()

/** `area`'s English messages, compiled once. */
function english(area: Area): English {
  let words = compiled.get(area)
  if (!words) {
    words = englishWords(`${ROOT}/src/words`, area)
    compiled.set(area, words)
  }
  return words
}

/** The names of the placeholders of `area`'s message `id`; throws on an id the catalog lacks. */
function placeholders(area: Area, id: string): string[] {
  let catalog = sources.get(area)
  if (!catalog) {
    catalog = readCatalog(`${ROOT}/src/words/${area}/en.json`)
    sources.set(area, catalog)
  }
  const source = catalog[id]
  if (source === undefined) throw new Error(`no message "${id}" in ${area}/en.json`)
  return Object.keys(messageArguments(source))
}

/** `area`'s English message `id`, with its placeholders' values (each given, and no other). */
export function say<A extends Area, K extends Id<A>>(area: A, id: K, ...values: Given<A, K>): string {
  const given: object | undefined = values[0]
  const names = placeholders(area, id)
  const keys = Object.keys(given ?? {})
  // A named area's values are checked by the compiler; a numbered area's here.
  if (area in NUMBERED && (names.some((name) => !keys.includes(name)) || keys.some((key) => !names.includes(key))))
    throw new Error(`${area}/${id} takes ${names.join(', ') || 'no values'}, not ${keys.join(', ') || 'none'}`)
  return english(area)(id, given && { ...given })
}

/** `say` of one area: `const first = wordsOf('first-rows')`, `first('retry')`. */
export function wordsOf<A extends Area>(area: A) {
  return <K extends Id<A>>(id: K, ...values: Given<A, K>): string => say(area, id, ...values)
}

/** `text` as a pattern matching itself. */
export const escapePattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A message as a pattern: the placeholders given keep their values (a select's case, a plural's
 * count), every other one matches any text (a plural left open takes its `other` case). `exact`
 * anchors it at both ends, `'start'` at the start only.
 */
export function messagePattern<A extends Area, K extends Id<A>>(
  area: A,
  id: K,
  values: Partial<Exclude<Values<A, K>, undefined>> | Record<string, never> = {},
  exact: boolean | 'start' = false,
): RegExp {
  const given: Record<string, unknown> = { ...values }
  const open = Object.fromEntries(
    placeholders(area, id)
      .filter((name) => !(name in given))
      .map((name) => [name, `@@${name}@@`]),
  )
  // An open plural's count (`#`) is its marker read as a number: NaN.
  const text = escapePattern(english(area)(id, { ...open, ...given })).replace(/@@\w+@@|NaN/g, '.+?')
  return new RegExp(exact === 'start' ? `^${text}` : exact ? `^${text}$` : text)
}
