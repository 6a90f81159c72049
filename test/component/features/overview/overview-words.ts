import { englishWords, readCatalog } from '../../../../scripts/catalogs'
import { ROOT } from '../../../../tools/harness/paths'

/*
 * The overview's English words, from its catalogs (src/words/overview, verdict, charts): the tests
 * find what the screen says through them, so a change of wording is one edit there.
 */

type Area = 'overview' | 'verdict' | 'charts'
type Words = (id: string, values?: Record<string, unknown>) => string

const AREAS: Record<Area, Words> = {
  overview: englishWords(`${ROOT}/src/words`, 'overview'),
  verdict: englishWords(`${ROOT}/src/words`, 'verdict'),
  charts: englishWords(`${ROOT}/src/words`, 'charts'),
}

export const overviewWords = AREAS.overview
export const verdictWords = AREAS.verdict

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A message as a pattern: the placeholders given keep their values (a select's case, a plural's
 * count), every other one matches any text. `exact` anchors it at both ends.
 */
export function messagePattern(area: Area, id: string, values: Record<string, unknown> = {}, exact = false): RegExp {
  const open = Object.fromEntries(
    (readCatalog(`${ROOT}/src/words/${area}/en.json`)[id]?.match(/\{(\w+)/g) ?? [])
      .map((name) => name.slice(1))
      .filter((name) => !(name in values))
      .map((name) => [name, `@@${name}@@`]),
  )
  const text = escape(AREAS[area](id, { ...open, ...values })).replace(/@@\w+@@/g, '.+?')
  return new RegExp(exact ? `^${text}$` : text)
}

/** The area's English messages without placeholders, with a letter in them: none should be left in the pseudo-locale. */
export function plainEnglish(area: Area): string[] {
  return Object.values(readCatalog(`${ROOT}/src/words/${area}/en.json`)).filter(
    (message) => !message.includes('{') && /\p{L}/u.test(message),
  )
}

/** The plain English messages of `areas` still in `element`'s text or its accessible names, as whole words. */
export function englishIn(element: HTMLElement, ...areas: Area[]): string[] {
  const attributes = Array.from(element.querySelectorAll('[aria-label], [title], [alt]')).flatMap((node) =>
    ['aria-label', 'title', 'alt'].map((name) => node.getAttribute(name) ?? ''),
  )
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  const texts: string[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.nodeValue ?? '')
  const said = [...texts, ...attributes].join('\n')
  return areas.flatMap(plainEnglish).filter((message) => new RegExp(`(?<!\\p{L})${escape(message)}(?!\\p{L})`, 'u').test(said))
}
