import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { readFileSync } from 'node:fs'
import { ROOT } from '../../tools/harness/paths'
import { DEMO_CASELOAD_IDS } from '../../src/mocks/caseload'
import { demoUrl, failedResource, test } from './browser'

/*
 * The screens whose words are in catalogs (src/words/<area>/), in the pseudo-locale (`lang=en-XA`:
 * every letter accented, every text 40 % longer), at a phone's and a laptop's width: none of the
 * area's English is left, no text is cut off or drawn over other text, and nothing is wider than
 * the screen. What the service sent (wound labels, free text) is not the app's words and may stay.
 */

const WIDTHS = [390, 1366] as const

type Screen = {
  name: string
  /** The app URL's query, without lang. */
  query: string
  /** The areas whose words the screen shows. */
  areas: readonly string[]
  /** The element holding the areas' words (it carries their `lang`). */
  container: string
  /** Until the screen has all it will show. */
  ready: (page: Page) => Promise<void>
}

const SCREENS: readonly Screen[] = [
  {
    name: 'caseload',
    query: `?wounds=${DEMO_CASELOAD_IDS.join(',')}`,
    areas: ['caseload'],
    container: 'section.caseload',
    ready: async (page) => {
      await page.locator('section.caseload tbody tr').first().waitFor()
      await page.waitForFunction(
        () => document.querySelectorAll('section.caseload tbody tr[data-state="loading"]').length === 0,
        undefined,
        {
          timeout: 60_000,
        },
      )
    },
  },
]

/** The areas' messages without placeholders: each would show as it is if its words were left in English. */
const plainEnglish = (areas: readonly string[]) =>
  areas.flatMap((area) =>
    Object.values(JSON.parse(readFileSync(`${ROOT}/src/words/${area}/en.json`, 'utf8')) as Record<string, string>).filter(
      (message) => !message.includes('{'),
    ),
  )

/**
 * In the page: text cut off (an element that hides its overflow, narrower than its text), a part
 * that scrolls sideways to show its text, and text drawn over other text (two elements with text of
 * their own whose boxes overlap, neither inside the other). Hidden and screen-reader-only elements
 * are left out.
 */
function layoutFaults(selector: string): string[] {
  const root = document.querySelector(selector)
  if (!root) return [`no ${selector}`]
  const faults: string[] = []
  const label = (el: Element) =>
    `${el.tagName.toLowerCase()}${[...el.classList].map((c) => `.${c}`).join('')} “${el.textContent.trim().slice(0, 40)}”`
  const texts: { el: Element; box: DOMRect }[] = []
  for (const el of root.querySelectorAll('*')) {
    const style = getComputedStyle(el)
    const box = el.getBoundingClientRect()
    if (style.visibility === 'hidden' || style.display === 'none' || box.width <= 1 || box.height <= 1) continue
    if (['auto', 'scroll'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1) faults.push(`scrolls sideways: ${label(el)}`)
    const ownText = [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '')
    if (!ownText) continue
    const hides = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis'
    if (hides && el.scrollWidth > el.clientWidth + 1) faults.push(`cut off: ${label(el)}`)
    texts.push({ el, box })
  }
  for (let i = 0; i < texts.length; i++)
    for (let j = i + 1; j < texts.length; j++) {
      const a = texts[i]
      const b = texts[j]
      if (!a || !b || a.el.contains(b.el) || b.el.contains(a.el)) continue
      const overlapX = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left)
      const overlapY = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top)
      if (overlapX > 2 && overlapY > 2) faults.push(`overlap: ${label(a.el)} / ${label(b.el)}`)
    }
  return faults
}

describe('the pseudo-locale', () => {
  for (const screen of SCREENS)
    for (const width of WIDTHS)
      test(`${screen.name} at ${width} px: no English of its words left, nothing cut off or overlapping, nothing wider than the screen`, async ({
        page,
        errors,
      }) => {
        errors.allow(failedResource(403))
        await page.setViewportSize({ width, height: 900 })
        await page.goto(demoUrl(`${screen.query}&lang=en-XA`))
        await screen.ready(page)
        await page.screenshot({ path: `test-results/pseudo-${screen.name}-${width}.png` })
        const container = page.locator(screen.container)
        expect(await container.getAttribute('lang')).toBe('en-XA')
        const text = await container.innerText()
        expect(
          plainEnglish(screen.areas).filter((message) => text.includes(message)),
          'English left',
        ).toEqual([])
        expect(await page.evaluate(layoutFaults, screen.container)).toEqual([])
        const widest = await page.evaluate(() =>
          [...document.querySelectorAll('body *')]
            .map((el) => ({
              el: `${el.tagName.toLowerCase()}${[...el.classList].map((c) => `.${c}`).join('')}`,
              right: el.getBoundingClientRect().right,
            }))
            .sort((a, b) => b.right - a.right)
            .slice(0, 3),
        )
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `the page’s width (widest: ${JSON.stringify(widest)})`,
        ).toBeLessThanOrEqual(width)
      })
})
