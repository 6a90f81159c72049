import { readCatalog } from '../../../../scripts/catalogs'
import { ROOT } from '../../../../tools/harness/paths'
import { escapePattern, wordsOf } from '../../words'

export { messagePattern } from '../../words'

/*
 * The overview's English words, from its catalogs (src/words/overview, verdict, charts): the tests
 * find what the screen says through them, so a change of wording is one edit there.
 */

type Area = 'overview' | 'verdict' | 'charts'

export const overviewWords = wordsOf('overview')
export const verdictWords = wordsOf('verdict')

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
  return areas.flatMap(plainEnglish).filter((message) => new RegExp(`(?<!\\p{L})${escapePattern(message)}(?!\\p{L})`, 'u').test(said))
}
