import { readCatalog } from '../../scripts/catalogs'
import { ROOT } from '../../tools/harness/paths'

const READ_ATTRIBUTES = ['aria-label', 'title', 'aria-valuetext']
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * An area's English messages without placeholders (src/words/<area>/en.json) that are still in
 * `element`: in its text, or in what it says to a screen reader or in a tooltip, as a whole word or
 * phrase (not a part of one). In the pseudo-locale there should be none: a message found is a word
 * written in English outside the catalog. Messages of punctuation only ("/10", "“") are left out.
 */
export function englishLeft(element: HTMLElement, area: string): string[] {
  const attributes = Array.from(element.querySelectorAll(READ_ATTRIBUTES.map((name) => `[${name}]`).join(', '))).flatMap((node) =>
    READ_ATTRIBUTES.map((name) => node.getAttribute(name) ?? ''),
  )
  // Text node by text node: a label and its value side by side ("Tissue" "Granulation…") are two.
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  const texts: string[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.nodeValue ?? '')
  const said = [...texts, ...attributes].join('\n')
  return Object.values(readCatalog(`${ROOT}/src/words/${area}/en.json`))
    .filter((message) => !message.includes('{') && /\p{L}/u.test(message))
    .filter((message) => new RegExp(`(?<!\\p{L})${escape(message)}(?!\\p{L})`, 'u').test(said))
}
