import { englishWords, readCatalog } from '../../scripts/catalogs'
import { ROOT } from '../../tools/harness/paths'
import type { MessageId } from '../../src/i18n/numbered'
import type { Messages as Assessments } from '../../src/words/assessments/messages'
import type { Messages as Caseload } from '../../src/words/caseload/messages'
import type { Messages as Charts } from '../../src/words/charts/messages'
import type { Messages as Codes } from '../../src/words/codes/messages'
import type { Messages as ConnectionForm } from '../../src/words/connection-form/messages'
import type * as FirstRows from '../../src/words/first-rows/messages'
import type * as Flags from '../../src/words/flags/messages'
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
 * compiler against the area's messages.ts, and so are the placeholders' values.
 */

/** A numbered area's messages.ts (its constants) as id → what the placeholders take. */
type Numbered<N> = { [K in keyof N]: N[K] extends MessageId<infer V> ? V : never }

type Areas = {
  assessments: Assessments
  caseload: Caseload
  charts: Charts
  codes: Codes
  'connection-form': ConnectionForm
  'first-rows': Numbered<typeof FirstRows>
  flags: Numbered<typeof Flags>
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

export type Area = keyof Areas
/** An id of `area`'s messages. */
export type Id<A extends Area> = keyof Areas[A] & string
/** What the placeholders of `area`'s message `id` take; `undefined`: none. */
type Values<A extends Area, K extends Id<A>> = Areas[A][K] & (object | undefined)

type English = (id: string, values?: Record<string, unknown>) => string
const compiled = new Map<Area, English>()

/** `area`'s English messages, compiled once. */
function english(area: Area): English {
  let words = compiled.get(area)
  if (!words) {
    words = englishWords(`${ROOT}/src/words`, area)
    compiled.set(area, words)
  }
  return words
}

/** `area`'s English message `id`, with its placeholders' values. */
export function say<A extends Area, K extends Id<A>>(
  area: A,
  id: K,
  ...values: Values<A, K> extends undefined ? [] : [Values<A, K>]
): string {
  const given: object | undefined = values[0]
  return english(area)(id, given && { ...given })
}

/** `say` of one area: `const first = wordsOf('first-rows')`, `first('retry')`. */
export function wordsOf<A extends Area>(area: A) {
  return <K extends Id<A>>(id: K, ...values: Values<A, K> extends undefined ? [] : [Values<A, K>]): string => say(area, id, ...values)
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
  const source = readCatalog(`${ROOT}/src/words/${area}/en.json`)[id]
  if (source === undefined) throw new Error(`no message "${id}" in ${area}/en.json`)
  const given: Record<string, unknown> = { ...values }
  const open = Object.fromEntries(
    (source.match(/\{(\w+)/g) ?? [])
      .map((name) => name.slice(1))
      .filter((name) => !(name in given))
      .map((name) => [name, `@@${name}@@`]),
  )
  // An open plural's count (`#`) is its marker read as a number: NaN.
  const text = escapePattern(english(area)(id, { ...open, ...given })).replace(/@@\w+@@|NaN/g, '.+?')
  return new RegExp(exact === 'start' ? `^${text}` : exact ? `^${text}$` : text)
}
