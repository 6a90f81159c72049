import type { Locator, Page, Route } from 'playwright-core'
import { beforeEach, describe, expect } from 'vitest'
import {
  ALL_ASSESSMENTS,
  ALL_MEASUREMENT_ROWS,
  A_HOSTILE,
  HTTPS_URL,
  HUGE_TEXT,
  IMG_ONERROR,
  MARKUP,
  M_CHAIN,
  M_CYCLIC,
  M_HOSTILE,
  M_URLS,
  SCRIPT_TAG,
  SVG_ONLOAD,
  TOP_LEVEL_MEASUREMENTS,
  hostileAssessments,
  hostileMeasurements,
  hostilePage,
} from '../hostile-records'
import { failedResource, liveUrl, serviceUrl, test } from './browser'
import { rowIds } from '../../tools/harness/app-locators'
import { chartDataTable, childrenToggle, rowById, showList, waitForRowIds } from './wound-view'

/*
 * Hostile service data in real Chromium: the live build talks to the mock service over
 * HTTP, and Playwright swaps the list bodies for hostile ones (test/hostile-records.ts). Nothing
 * the service sends may run: no dialog opens, window.__pwned stays unset, the page's CSP reports
 * no blocked script, no element carries an inline handler, and only http(s) URLs reach src/href.
 * Every record is still a row.
 */

const KEY = 'test-key'

/** A 1×1 transparent PNG, for the one acceptable image host. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')

type Violation = { directive: string; blocked: string; sample: string }

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface Window {
    __pwned?: unknown
    __violations?: Violation[]
  }
}

/**
 * Serves hostile list bodies in place of the service's, keeping the service's own response
 * (status, CORS and Date headers): the request really goes to the service, only its body changes.
 */
async function serveHostileData(
  page: Page,
  bodies: { measurements: unknown; assessments: unknown } = {
    measurements: hostilePage(hostileMeasurements()),
    assessments: hostilePage(hostileAssessments()),
  },
): Promise<{ dialogs: string[] }> {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  await page.addInitScript((key) => {
    sessionStorage.setItem('wound-history.api-key', key)
    window.__violations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__violations?.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample })
    })
  }, KEY)
  const swap = (body: unknown) => async (route: Route) => {
    if (route.request().method() !== 'GET') return route.fallback()
    const response = await route.fetch()
    return route.fulfill({ response, json: body })
  }
  const endpoint = (path: string) => (url: URL) => url.origin === new URL(serviceUrl()).origin && url.pathname === path
  await page.route(endpoint('/api/v1/measurements'), swap(bodies.measurements))
  await page.route(endpoint('/api/v1/assessments'), swap(bodies.assessments))
  await page.route('https://images.example.org/**', (route) => route.fulfill({ contentType: 'image/png', body: PNG }))
  return { dialogs }
}

/** What the page must never hold after rendering hostile data; returns a list of findings (empty when safe). */
async function unsafeFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const findings: string[] = []
    if (window.__pwned !== undefined) findings.push(`window.__pwned was set (${typeof window.__pwned})`)
    for (const v of window.__violations ?? []) {
      if (v.directive.startsWith('script') || /^(data|javascript)/.test(v.blocked) || v.blocked.includes('evil.example')) {
        findings.push(`CSP violation: ${v.directive} blocked ${v.blocked} (${v.sample})`)
      }
    }
    for (const script of document.querySelectorAll('script')) {
      const src = script.getAttribute('src')
      // The app's own module scripts, from its own origin; nothing inline, nothing from the data.
      if (src === null || new URL(src, location.href).origin !== location.origin || script.textContent.trim() !== '') {
        findings.push(`script element: ${script.outerHTML.slice(0, 120)}`)
      }
    }
    for (const element of document.querySelectorAll('iframe, object, embed, foreignObject')) findings.push(`<${element.localName}> element`)
    for (const element of document.body.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name)) findings.push(`<${element.localName} ${attribute.name}="${attribute.value.slice(0, 60)}">`)
      }
    }
    for (const element of document.body.querySelectorAll('[src], [href], [srcset], [action], [formaction], [poster]')) {
      for (const name of ['src', 'href', 'srcset', 'action', 'formaction', 'poster', 'xlink:href']) {
        const value = element.getAttribute(name)
        if (value === null) continue
        if (!/^https?:\/\/[^/]/.test(value) || new URL(value).hostname === 'evil.example')
          findings.push(`<${element.localName} ${name}="${value.slice(0, 80)}">`)
      }
    }
    return findings
  })
}

async function expectSafe(page: Page, dialogs: readonly string[], where: string): Promise<void> {
  expect(dialogs, `dialogs opened on ${where}`).toEqual([])
  expect(await unsafeFindings(page), `unsafe DOM on ${where}`).toEqual([])
}

/** Long service text shows a bounded preview: press every "Show all" until the whole text is on the page. */
async function revealAllText(page: Page): Promise<void> {
  const more = page.getByRole('button', { name: /^Show (all|[\d,]+ more characters)/ })
  for (let round = 0; round < 50 && (await more.count()) > 0; round++) await more.first().click()
}

/** Whether the page's text contains `text` exactly: markup that became elements would not be in textContent. */
const showsLiterally = (page: Page, text: string) => page.evaluate((wanted) => document.body.textContent.includes(wanted), text)

describe('hostile service data in Chromium (live build)', () => {
  beforeEach(async () => {
    await fetch(`${serviceUrl()}/__requests`, { method: 'DELETE' })
  })

  test('measurements and their children: every record a row, markup as text, nothing runs', async ({ page }) => {
    const { dialogs } = await serveHostileData(page)
    await page.goto(liveUrl('?wound=1'))
    const table = await showList(page, 'Measurements')
    expect(await waitForRowIds(table, (ids) => ids.length >= TOP_LEVEL_MEASUREMENTS.length)).toEqual(TOP_LEVEL_MEASUREMENTS)
    // 10⁵-character values show a bounded preview; the whole text is one click away.
    expect(await showsLiterally(page, `uid:${HUGE_TEXT}`)).toBe(false)
    await revealAllText(page)

    for (const text of [...MARKUP, `${IMG_ONERROR} uid-${String(M_HOSTILE)}`, `${SCRIPT_TAG} (unknown type)`, `uid:${HUGE_TEXT}`]) {
      expect(await showsLiterally(page, text), `shows ${text.slice(0, 50)} as text`).toBe(true)
    }
    expect(await (await rowById(table, M_HOSTILE)).getByText('Flagged').isVisible()).toBe(true)
    await expectSafe(page, dialogs, 'the measurements table')

    // Open every children toggle, five levels down and through the repeated ids.
    for (let round = 0; round < 12; round++) {
      const closed = table.getByRole('button', { name: /\bchild(ren)? of measurement/i, expanded: false })
      if ((await closed.count()) === 0) break
      const before = (await rowIds(table)).length
      await closed.first().click()
      await expect.poll(async () => (await rowIds(table)).length, { message: 'rows after expanding' }).toBeGreaterThan(before)
    }
    expect(await rowIds(table)).toEqual(ALL_MEASUREMENT_ROWS)
    const deepest = await rowById(table, M_CHAIN[4])
    expect(await deepest.getByText(`${IMG_ONERROR} uid-${String(M_CHAIN[4])}`).isVisible()).toBe(true)
    expect((await rowIds(table)).filter((id) => id === M_CYCLIC)).toHaveLength(3)
    expect(await childrenToggle(await rowById(table, M_HOSTILE)).getAttribute('aria-expanded')).toBe('true')
    await expectSafe(page, dialogs, 'the expanded measurements')
  })

  test('the image panel shows only the https image; every other URL reads "Image unavailable"', async ({ page }) => {
    const { dialogs } = await serveHostileData(page)
    await page.goto(liveUrl('?wound=1'))
    const table = await showList(page, 'Measurements')
    await waitForRowIds(table)

    await page.getByRole('button', { name: `Images for measurement ${String(M_HOSTILE)}` }).click()
    const region = page.getByRole('dialog', { name: 'Images' })
    await region.waitFor()
    await expect.poll(() => region.getByRole('article').count(), { message: 'the record and its descendants' }).toBe(1 + M_CHAIN.length + 1)
    await expect.poll(() => region.getByText('Image unavailable').count()).toBe(5)
    expect(await region.locator('img').count()).toBe(0)
    await expectSafe(page, dialogs, 'the image panel of the hostile record')

    // The viewer is modal: closed before another row's button is used.
    await region.getByRole('button', { name: 'Close images' }).click()
    await page.getByRole('button', { name: `Images for measurement ${String(M_URLS)}` }).click()
    await expect.poll(() => region.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))).toEqual([HTTPS_URL])
    await expect
      .poll(() => region.locator('img').evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))
      .toBe(true)
    expect(await region.getByText('Image unavailable').count()).toBe(3)
    await expectSafe(page, dialogs, 'the image panel of the URL record')

    await region.getByRole('button', { name: 'Close images' }).click()
    await page.getByRole('button', { name: `Images for measurement ${String(M_CYCLIC)}` }).click()
    await expect.poll(() => region.getByRole('article').count(), { message: 'parent, child and grandchild sharing one id' }).toBe(3)
    await expectSafe(page, dialogs, 'the image panel of the cyclic-looking record')
  })

  test('assessments, their detail panels and the overview: every record shown, nothing runs', async ({ page }) => {
    const { dialogs } = await serveHostileData(page)
    await page.goto(liveUrl('?wound=1&tab=assessments'))
    const table = await showList(page, 'Assessments')
    expect(await waitForRowIds(table, (ids) => ids.length >= ALL_ASSESSMENTS.length)).toEqual(ALL_ASSESSMENTS)
    for (const id of ALL_ASSESSMENTS) await page.getByRole('button', { name: `Show details of assessment ${String(id)}` }).click()
    await page.getByRole('heading', { name: `Assessment ${String(A_HOSTILE)}` }).waitFor()
    await revealAllText(page)
    for (const text of [...MARKUP, `“${IMG_ONERROR}”`, `notes:${HUGE_TEXT}`]) {
      expect(await showsLiterally(page, text), `shows ${text.slice(0, 50)} as text`).toBe(true)
    }
    // Still one record row each (the detail rows below them hold no record of their own).
    const recordRows = await table.locator('tbody > tr:not(.detail-row) > td:first-child').allTextContents()
    expect(recordRows.map((text) => Number(/\d+/.exec(text)?.[0]))).toEqual(ALL_ASSESSMENTS)
    expect(await table.locator('tbody > tr.detail-row').count()).toBe(ALL_ASSESSMENTS.length)
    await expectSafe(page, dialogs, 'the assessments and their details')

    await page.getByRole('tab', { name: 'Healing overview' }).click()
    const area = await chartDataTable(page, 'Area over time')
    await expect.poll(() => area.locator('tbody tr').count(), { timeout: 20_000 }).toBe(TOP_LEVEL_MEASUREMENTS.length)
    const pain = await chartDataTable(page, 'Pain over time')
    await expect.poll(() => pain.locator('tbody tr').count(), { timeout: 20_000 }).toBe(ALL_ASSESSMENTS.length)
    expect(await showsLiterally(page, `Unreadable date (not drawn): “${SVG_ONLOAD}”`)).toBe(true)
    await expectSafe(page, dialogs, 'the healing overview')
  })
})

/*
 * Bidirectional controls in service text. "\u2067LARGE\u202E" (an unknown exudate amount ending in
 * an unclosed right-to-left override) used to mirror the app's words after it: the Exudate cell
 * read "LARGEnwonk a ton) -oreS ,(eulav suoeniugnas". Every service string must sit in an element
 * of its own that isolates it, and the app's words must read left to right.
 */
const RLO = '\u202E'
const RLI = '\u2067'
const PDI = '\u2069'
const BIDI_DATE = '2026-03-01'

const bidiAssessment = {
  id: 930001,
  date: BIDI_DATE,
  created_at: '2026-03-01 10:00:00',
  values: {
    wound_edge: ['ROLLED', `${RLO}edge free text`],
    peri_wound_skin: [`${RLI}DRY`],
    pain: { at_rest_scale: 2, with_movement_scale: 8, at_night_scale: 3 },
    exudate: { amount: `${RLI}LARGE${RLO}`, comment: `${RLO}comment`, type: 'SERO-SANGUINEOUS' },
    odor: `${RLO}NO`,
    infection: { infected: `${RLO}YES`, signs_of_local_infection: [`${RLO}sign`], wound_swab: 'NO' },
    miscellaneous: { unable_to_capture: 'YES', unable_to_capture_reason: `${RLO}reason`, qol_assessment_performed: 'N/A' },
    // A stray "pop isolate" first: it would close the <bdi> early and let the override run on.
    notes: `${PDI}${RLO}notes after a stray closer`,
  },
}
const bidiMeasurement = {
  id: 930101,
  uid: `${RLO}uid`,
  type: `${RLI}regular${RLO}`,
  date: BIDI_DATE,
  created_at: '2026-03-01 10:00:00',
  area: 2.5,
  children: [],
}
const BIDI_BODIES = { measurements: hostilePage([bidiMeasurement]), assessments: hostilePage([bidiAssessment]) }

/**
 * Every text node holding a bidirectional control, with what is wrong with it: no isolating
 * ancestor, or one it shares with other text (the app's words, which the control can reach). A
 * sentence of the app's may quote service text between FSI and PDI (plain text's isolation): then
 * every control must be inside such a pair, and every pair closed.
 */
async function bidiLeaks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = /[\u202A-\u202E\u2066-\u2069]/
    const isolating = new Set(['isolate', 'isolate-override', 'plaintext'])
    const leaks: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      if (!controls.test(text)) continue
      let element = node.parentElement
      while (element && !isolating.has(getComputedStyle(element).unicodeBidi)) element = element.parentElement
      const where = JSON.stringify(text)
      let depth = 0
      let outside = false
      for (const char of text) {
        if (depth === 0) {
          if (char === '\u2068') depth = 1
          else if (controls.test(char)) outside = true
        } else if (/[\u2066-\u2068]/.test(char)) depth++
        else if (char === '\u2069') depth--
      }
      if (!outside && depth === 0) continue
      if (!element) leaks.push(`${where}: not isolated`)
      else if (element.textContent !== text)
        leaks.push(`${where}: shares its isolate with ${JSON.stringify(element.textContent.slice(0, 80))}`)
    }
    return leaks
  })
}

/** Whether each element's own words (not the service's, in <bdi>) are laid out left to right, character by character. */
async function readsLeftToRight(elements: Locator): Promise<boolean[]> {
  return elements.evaluateAll((nodes) =>
    nodes.map((node) => {
      const range = document.createRange()
      const boxes: DOMRect[] = []
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        // The service's own text may read right to left; only the app's words around it are checked.
        if (text.parentElement?.closest('bdi')) continue
        for (let i = 0; i < (text.textContent ?? '').length; i++) {
          if ((text.textContent ?? '')[i] === ' ') continue
          range.setStart(text, i)
          range.setEnd(text, i + 1)
          boxes.push(range.getBoundingClientRect())
        }
      }
      // Within a line each character is right of the one before; a wrapped line starts lower.
      return boxes.every((box, i) => {
        const before = boxes[i - 1]
        return before === undefined || box.top > before.top + before.height / 2 || box.left > before.left
      })
    }),
  )
}

describe('bidirectional controls in service text (Chromium)', () => {
  test('each service string is isolated: the app’s words around it read as written, on screen, in the flag and in print', async ({
    page,
  }) => {
    await serveHostileData(page, BIDI_BODIES)
    await page.goto(liveUrl('?wound=1&tab=assessments'))
    const table = await showList(page, 'Assessments')
    expect(await waitForRowIds(table)).toEqual([bidiAssessment.id])
    await page.getByRole('button', { name: `Show details of assessment ${String(bidiAssessment.id)}` }).click()
    await page.getByRole('heading', { name: `Assessment ${String(bidiAssessment.id)}` }).waitFor()
    for (const flag of await page.locator('details.record-flag').all()) await flag.locator('summary').click()

    // The Exudate cell of the report: the unknown amount, then the app's words, which read as written.
    const hints = page.getByText('(not a known value)', { exact: true })
    expect(await hints.count()).toBeGreaterThan(0)
    expect(await readsLeftToRight(hints)).toEqual(Array.from({ length: await hints.count() }, () => true))
    const exudateCell = table.locator('td').filter({ hasText: 'not a known value' }).first()
    expect(await readsLeftToRight(exudateCell.getByText(/Sero-sanguineous/i))).toEqual([true])
    // The flag quotes the value with its controls written out: nothing in it can reorder.
    expect(await page.getByText('unexpected value "⟨U+2067⟩LARGE⟨U+202E⟩"').count()).toBeGreaterThan(0)
    expect(await page.getByText('holds characters that cannot be seen').count()).toBeGreaterThan(0)
    expect(await bidiLeaks(page)).toEqual([])

    await page.getByRole('tab', { name: 'Measurements' }).click()
    await waitForRowIds(await showList(page, 'Measurements'))
    expect(await bidiLeaks(page)).toEqual([])

    await page.goto(liveUrl(`?wound=1&visit=${BIDI_DATE}`))
    await page.getByRole('dialog', { name: /Visit/ }).waitFor()
    await page
      .getByText(/notes after a stray closer/)
      .first()
      .waitFor()
    expect(await bidiLeaks(page)).toEqual([])

    // The export preview (the note that goes into the record) is plain text: nothing in it can reorder.
    const visit = page.getByRole('dialog', { name: /Visit/ })
    await visit.getByRole('button', { name: 'Show note' }).click()
    const note = await visit.getByRole('textbox', { name: /^Note of/ }).inputValue()
    expect(note).toContain('notes after a stray closer')
    expect(note).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/)

    await page.goto(liveUrl('?wound=1&tab=overview'))
    await (await chartDataTable(page, 'Clinical signs over time')).locator('tbody tr').first().waitFor()
    await page.emulateMedia({ media: 'print' })
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')))
    expect(await bidiLeaks(page)).toEqual([])
  })

  test('an error message from the service is isolated from the app’s words', async ({ page, errors }) => {
    errors.allow(failedResource(403))
    await page.addInitScript((key) => {
      sessionStorage.setItem('wound-history.api-key', key)
    }, KEY)
    const endpoint = (url: URL) => url.origin === new URL(serviceUrl()).origin && url.pathname.startsWith('/api/v1/')
    await page.route(endpoint, (route) =>
      route.fulfill({
        status: 403,
        headers: { 'Access-Control-Allow-Origin': '*' },
        json: { error: `${RLO}Access denied`, message: `${RLI}not yours${RLO}`, error_code: 403 },
      }),
    )
    await page.goto(liveUrl('?wound=1'))
    await page.getByRole('alert').filter({ hasText: 'Access denied' }).first().waitFor()
    expect(await bidiLeaks(page)).toEqual([])
  })
})
