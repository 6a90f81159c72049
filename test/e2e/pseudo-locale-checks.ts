import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { readFileSync } from 'node:fs'
import { ROOT } from '../../tools/harness/paths'

/*
 * The checks of a screen in the pseudo-locale (`lang=en-XA`: every letter accented, every text 40 %
 * longer), shared by pseudo-locale.test.ts and pseudo-locale-signin.test.ts: none of the screen's
 * areas' English is left, no text is cut off or drawn over other text, and nothing is wider than
 * the screen. What the service sent (wound labels, free text, addresses) is not the app's words and
 * may stay.
 */

/** A phone's and a laptop's width. */
export const WIDTHS = [390, 1366] as const

/** What is checked of a screen. */
export type PseudoScreen = {
  name: string
  /** The areas whose words the screen shows. */
  areas: readonly string[]
  /** The element holding the areas' words (it carries their `lang`). */
  container: string
  /** The parts that may scroll sideways (a data table of many columns); the caseload may not. */
  sideways?: string
  /**
   * The areas' words are looked for inside each text too, not only as whole texts: for a screen
   * whose messages hold other messages of its area (the connection form's refusal names the
   * addresses the page may reach) and no service data that could contain an English word.
   */
  inText?: boolean
}

/** Until nothing in `selector` is on its way (busy, a "Loading…" status), twice 100 ms apart. */
export const settled = (selector: string) => async (page: Page) => {
  await page.locator(selector).first().waitFor({ timeout: 30_000 })
  let quiet = 0
  for (let i = 0; i < 300 && quiet < 2; i++) {
    const busy = await page.evaluate(
      (root) => document.querySelectorAll(`${root} [aria-busy="true"], ${root} .status-message.loading`).length,
      selector,
    )
    quiet = busy === 0 ? quiet + 1 : 0
    await page.waitForTimeout(100)
  }
}

/** The areas' messages without placeholders: each would show as it is if its words were left in English. */
const plainEnglish = (areas: readonly string[]) =>
  areas.flatMap((area) =>
    Object.values(JSON.parse(readFileSync(`${ROOT}/src/words/${area}/en.json`, 'utf8')) as Record<string, string>).filter(
      // Punctuation and units (", ", "/10") are no English to find.
      (message) => !message.includes('{') && (message.match(/\p{L}/gu) ?? []).length >= 3,
    ),
  )

/**
 * In the page: text cut off (an element that hides its overflow, narrower than its text), a part
 * that scrolls sideways to show its text, and text drawn over other text (two elements with text of
 * their own whose boxes overlap, neither inside the other). Hidden and screen-reader-only elements
 * are left out, and so are the lines a box that clips its overflow does not draw (a part clamped to
 * its lines); a line such a box cuts through, drawn in part, is a fault.
 */
function layoutFaults({ selector, sideways }: { selector: string; sideways: string }): string[] {
  const root = document.querySelector(selector)
  if (!root) return [`no ${selector}`]
  const faults: string[] = []
  const label = (el: Element) =>
    `${el.tagName.toLowerCase()}${[...el.classList].map((c) => `.${c}`).join('')} “${el.textContent.trim().slice(0, 40)}”`
  // An inline element is a box per line it runs over: those are compared, not the box around them all.
  const texts: { el: Element; boxes: DOMRect[] }[] = []
  for (const el of root.querySelectorAll('*')) {
    const style = getComputedStyle(el)
    const box = el.getBoundingClientRect()
    if (style.visibility === 'hidden' || style.display === 'none' || box.width <= 1 || box.height <= 1) continue
    // The content of a closed <details> is not shown; a chart's axes are drawn by the chart (its
    // ticks are dates and numbers, and it has a data table beside it).
    if (el.closest('details:not([open]) > :not(summary)') || el.closest('svg')) continue
    // A data table scrolls sideways by design (its wrapper says so: .table-scroll); any other part must not.
    if (['auto', 'scroll'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1 && !el.matches(sideways))
      faults.push(`scrolls sideways: ${label(el)}`)
    const ownText = [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '')
    if (!ownText) continue
    const hides = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis'
    if (hides && el.scrollWidth > el.clientWidth + 1) faults.push(`cut off: ${label(el)}`)
    /** What of `box` the boxes around it that clip their overflow let be seen; undefined for nothing. */
    const seen = (box: DOMRect): DOMRect | undefined => {
      let visible = box
      for (let up = el.parentElement; up; up = up.parentElement) {
        const upStyle = getComputedStyle(up)
        if (!['hidden', 'clip'].includes(upStyle.overflowY)) continue
        const margin = upStyle.overflowY === 'clip' ? parseFloat(upStyle.overflowClipMargin) || 0 : 0
        const clip = up.getBoundingClientRect()
        const top = Math.max(visible.top, clip.top - margin)
        const bottom = Math.min(visible.bottom, clip.bottom + margin)
        if (bottom - top <= 1) return undefined
        visible = new DOMRect(visible.left, top, visible.width, bottom - top)
      }
      return visible
    }
    // A line of its own text drawn in part: a clamp hides whole lines (and ends the last with "…"), a row too small cuts one through.
    const lines = [...el.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '')
      .flatMap((node) => {
        const range = document.createRange()
        range.selectNodeContents(node)
        return [...range.getClientRects()]
      })
    if (
      lines.some((line) => {
        const part = seen(line)
        return part !== undefined && part.height > 2 && part.height < line.height - 2
      })
    )
      faults.push(`a line cut through: ${label(el)}`)
    const drawn = [...el.getClientRects()].flatMap((box) => seen(box) ?? [])
    texts.push({ el, boxes: drawn })
  }
  for (let i = 0; i < texts.length; i++)
    for (let j = i + 1; j < texts.length; j++) {
      const a = texts[i]
      const b = texts[j]
      if (!a || !b || a.el.contains(b.el) || b.el.contains(a.el)) continue
      const overlap = a.boxes.some((p) =>
        b.boxes.some(
          (q) => Math.min(p.right, q.right) - Math.max(p.left, q.left) > 2 && Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) > 2,
        ),
      )
      if (overlap) faults.push(`overlap: ${label(a.el)} / ${label(b.el)}`)
    }
  return faults
}

/** Screenshots the screen (test-results/pseudo-<name>-<width>.png) and checks it as it is on `page`. */
export async function expectInPseudoLocale(page: Page, screen: PseudoScreen, width: number): Promise<void> {
  await page.screenshot({ path: `test-results/pseudo-${screen.name}-${width}.png` })
  const container = page.locator(screen.container)
  expect(await container.first().getAttribute('lang'), `${screen.container}’s lang`).toBe('en-XA')
  // Each shown text as a whole: a message is left when a text is that message (not when a
  // service's code humanised, "Swab taken", contains one, "Swab"), or contains it (inText).
  const texts = new Map(
    await page.evaluate((selector) => {
      const found: [string, string][] = []
      for (const root of document.querySelectorAll(selector)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement
          if (parent?.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }) === true)
            found.push([(node.textContent ?? '').trim(), parent.outerHTML.slice(0, 160)])
        }
      }
      return found
    }, screen.container),
  )
  const shown = [...texts]
  const left = plainEnglish(screen.areas).flatMap((message) => {
    const where = screen.inText === true ? shown.find(([text]) => text.includes(message))?.[1] : texts.get(message)
    return where === undefined ? [] : [`${message} in ${where}`]
  })
  expect(left, `English left:\n${left.join('\n')}`).toEqual([])
  const faults = await page.evaluate(layoutFaults, { selector: screen.container, sideways: screen.sideways ?? ':not(*)' })
  expect(faults, faults.join('\n')).toEqual([])
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
}

/**
 * Opens the screen at a phone's width and checks it, then widens the same page to a laptop's and
 * checks it again, as a tablet turned or a window widened would show it. One load per screen: a
 * load in a fresh browser context costs 2–4 s on a 2-core CI machine.
 */
export async function expectInPseudoLocaleAtEachWidth(page: Page, screen: PseudoScreen, open: () => Promise<void>): Promise<void> {
  const [first, ...wider] = WIDTHS
  await page.setViewportSize({ width: first, height: 900 })
  await open()
  await expectInPseudoLocale(page, screen, first)
  for (const width of wider) {
    await page.setViewportSize({ width, height: 900 })
    // What the new width changes (a chart's size, a list's rows in view) is laid out and at rest.
    // Not requestAnimationFrame: some screens run on Playwright's clock, which holds frames.
    await page.waitForTimeout(200)
    await settled(screen.container)(page)
    await expectInPseudoLocale(page, screen, width)
  }
}
