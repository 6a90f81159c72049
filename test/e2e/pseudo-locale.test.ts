import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { readFileSync } from 'node:fs'
import { ROOT } from '../../tools/harness/paths'
import { DEMO_CASELOAD_IDS } from '../../src/mocks/caseload'
import { getWoundData } from '../../src/mocks/data'
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
  /** The parts that may scroll sideways (a data table of many columns); the caseload may not. */
  sideways?: string
  /** Until the screen has all it will show. */
  ready: (page: Page) => Promise<void>
}

/** Until nothing in `selector` is on its way (busy, a "Loading…" status), twice 100 ms apart. */
const settled = (selector: string) => async (page: Page) => {
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

/** Demo wound 1's second visit with a measurement and an assessment. */
function aVisitDate(): string {
  const wound = getWoundData(1)
  const assessed = new Set(wound?.assessments.map((a) => a.date))
  const date = [...new Set(wound?.measurements.map((m) => m.date))]
    .filter((d): d is string => typeof d === 'string' && assessed.has(d))
    .sort()[1]
  if (date === undefined) throw new Error('demo wound 1 has no second visit with both records')
  return date
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
  {
    name: 'summary',
    query: '?wound=5',
    areas: ['verdict', 'overview'],
    container: '.wound-summary[role="group"]',
    ready: settled('.wound-summary[role="group"]'),
  },
  {
    // The summary keeps each part to its row (app/wound-summary.css): Show more shows every word.
    name: 'summary, shown whole',
    query: '?wound=5',
    areas: ['verdict', 'overview'],
    container: '.wound-summary[role="group"]',
    ready: async (page) => {
      await settled('.wound-summary[role="group"]')(page)
      await page.locator('.summary-toggle').click()
      await page.locator('.wound-summary.summary-open').waitFor()
    },
  },
  {
    name: 'overview',
    query: '?wound=5&tab=overview',
    areas: ['overview', 'charts', 'verdict'],
    container: '.healing-overview',
    sideways: '.table-scroll',
    ready: settled('.healing-overview'),
  },
  {
    // The first rows' frame: the header, the wound's heading and tabs, the list's toolbar, pager and
    // table. Its words are marked by <html lang>, which the Language choice's chunk sets after 2 s.
    name: 'header and measurements',
    query: '?wound=1',
    areas: ['first-rows'],
    container: 'html',
    sideways: '.table-scroll',
    ready: async (page) => {
      await page.locator('html[lang="en-XA"]').waitFor({ state: 'attached', timeout: 30_000 })
      await settled('main')(page)
    },
  },
  { name: 'images', query: '?wound=1&tab=images', areas: ['images'], container: '.image-timeline', ready: settled('.image-timeline') },
  {
    name: 'assessments',
    query: '?wound=1&tab=assessments',
    areas: ['assessments'],
    container: '.assessment-list',
    sideways: '.table-scroll',
    ready: settled('.assessment-list'),
  },
  {
    name: 'visit',
    query: `?wound=1&visit=${aVisitDate()}`,
    areas: ['visits'],
    container: 'dialog.visit-dialog',
    ready: settled('dialog.visit-dialog'),
  },
]

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
 * its lines).
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
    const drawn = [...el.getClientRects()].flatMap((box) => {
      let visible = box
      for (let up = el.parentElement; up; up = up.parentElement) {
        const upStyle = getComputedStyle(up)
        if (!['hidden', 'clip'].includes(upStyle.overflowY)) continue
        const margin = upStyle.overflowY === 'clip' ? parseFloat(upStyle.overflowClipMargin) || 0 : 0
        const clip = up.getBoundingClientRect()
        const top = Math.max(visible.top, clip.top - margin)
        const bottom = Math.min(visible.bottom, clip.bottom + margin)
        if (bottom - top <= 1) return []
        visible = new DOMRect(visible.left, top, visible.width, bottom - top)
      }
      return [visible]
    })
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
        expect(await container.first().getAttribute('lang'), `${screen.container}’s lang`).toBe('en-XA')
        // Each shown text as a whole: a message is left when a text is that message (not when a
        // service's code humanised, "Swab taken", contains one, "Swab").
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
        const left = plainEnglish(screen.areas)
          .filter((message) => texts.has(message))
          .map((message) => `${message} in ${texts.get(message) ?? ''}`)
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
      })
})
