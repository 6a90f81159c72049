import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { buildScaleWound, type ScaleWound } from '../../tools/harness/scale-data'
import { TEST_API_KEY } from '../../src/mocks/handlers'
import { WINDOW_FROM_ROWS } from '../../src/shared/row-window'
import { woundIdField } from '../../tools/harness/app-locators'
import { startMockService, type MockService } from '../../tools/harness/mock-service'
import { demoUrl, test, type PageErrors } from './browser'
import { connect } from './connection'
import { chartDataTable, loadWound } from './wound-view'

/*
 * A data table past WINDOW_FROM_ROWS renders only the rows in view (src/shared/row-window.tsx).
 * In Chromium, where rows have heights: wherever the box is scrolled, the rows rendered fill its
 * view, when rows differ in height and when the box grows. The wound is the bench's generated
 * history (1,500 measurements), served by the demo handlers over HTTP; the demo build connects to
 * it as a clinician would. (The hand-written window before TanStack Virtual, which took every row
 * to be as tall as the first one rendered and read the box's height only on scroll, failed both:
 * a jump a third of the way down left the view empty, then ran on to the last rows; a box that
 * grew showed nothing below its old height.)
 */

const SIZE = 1500

let wound: ScaleWound
let service: MockService

beforeAll(async () => {
  wound = buildScaleWound(SIZE)
  service = await startMockService({ handlerOptions: { extraWounds: new Map([[wound.woundId, wound.history]]) } })
}, 30_000)

afterAll(async () => {
  await service.close()
})

/** The overview of the long wound, its area table opened and holding every record; returns the table's scrolling box. */
async function openAreaTable(page: Page, errors: PageErrors): Promise<Locator> {
  // The demo handlers serve the images of the demo wounds only: the generated wound's are missing.
  errors.allow(/status of 404 .*\/demo-images\//)
  await page.goto(demoUrl())
  await woundIdField(page).waitFor()
  await connect(page, service.url, TEST_API_KEY)
  await loadWound(page, wound.woundId)
  await page.getByRole('tab', { name: 'Healing overview' }).click()
  const table = await chartDataTable(page, 'Area over time')
  const declared = async () => Number(await table.getAttribute('aria-rowcount'))
  await expect
    .poll(declared, { timeout: 30_000, message: 'aria-rowcount: every record and the header' })
    .toBeGreaterThan(wound.datedMeasurements)
  expect(await declared()).toBeGreaterThan(WINDOW_FROM_ROWS)
  return page.getByRole('region', { name: 'Area over time data, scrollable' })
}

/** What the box showed: the first and last row in view (aria-rowindex), rows rendered, and px of the view no row covers. */
type View = { first: number; last: number; rendered: number; uncovered: number; scrollTop: number }

type Scroll = {
  /** First scrolled to this fraction of the box's scroll height (the scrollbar dragged there; 1: the end). */
  to?: number
  /** Then by `by` px, `steps` times. */
  steps?: number
  by?: number
}

/**
 * In the page: scrolls the box as `scroll` says, each move two frames before the next (as a wheel
 * does), and returns the view after the jump (or as it is) and after each step. The view is the
 * box's inside below its sticky header row, down to the box's bottom or the table's end.
 */
function scrollAndLook(box: Locator, { to, steps = 0, by = 0 }: Scroll = {}): Promise<View[]> {
  return box.evaluate(
    async (element, { to, steps, by }) => {
      const frames = async () => {
        for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve))
      }
      const look = () => {
        const boxTop = element.getBoundingClientRect().top + element.clientTop
        // Below the header cells, which stick to the box's top.
        const top = Math.max(boxTop, element.querySelector('thead th')?.getBoundingClientRect().bottom ?? boxTop)
        const bottom = Math.min(boxTop + element.clientHeight, element.querySelector('table')?.getBoundingClientRect().bottom ?? Infinity)
        const rows = [...element.querySelectorAll('tbody tr[aria-rowindex]')].map((row) => {
          const rect = row.getBoundingClientRect()
          return { index: Number(row.getAttribute('aria-rowindex')), top: rect.top, bottom: rect.bottom }
        })
        const inView = rows.filter((row) => row.bottom > top + 0.5 && row.top < bottom - 0.5).sort((a, b) => a.top - b.top)
        let covered = top
        let uncovered = 0
        for (const row of inView) {
          uncovered += Math.max(0, row.top - covered)
          covered = Math.max(covered, row.bottom)
        }
        uncovered += Math.max(0, bottom - covered)
        return {
          first: inView[0]?.index ?? 0,
          last: inView.at(-1)?.index ?? 0,
          rendered: rows.length,
          uncovered: Math.round(uncovered),
          scrollTop: Math.round(element.scrollTop),
        }
      }
      if (to !== null) element.scrollTop = element.scrollHeight * to
      await frames()
      const views = [look()]
      for (let step = 0; step < steps; step++) {
        element.scrollTop += by
        await frames()
        views.push(look())
      }
      return views
    },
    { to: to ?? null, steps, by },
  )
}

const lastView = async (box: Locator, scroll?: Scroll): Promise<View> => {
  const view = (await scrollAndLook(box, scroll)).at(-1)
  if (!view) throw new Error('no view')
  return view
}

describe('long data tables (only the rows in view rendered)', () => {
  test('rows of differing heights: a jump shows the rows there, scrolling on never leaves the view empty, the end shows the last row', async ({
    page,
    errors,
  }) => {
    const box = await openAreaTable(page, errors)
    // Every tenth row's date cell three lines tall, as a wrapped cell would make it. A constructed
    // sheet: the page's CSP refuses a <style> element.
    await page.evaluate((css) => {
      const sheet = new CSSStyleSheet()
      sheet.replaceSync(css)
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
    }, ".chart-data tbody tr[aria-rowindex$='1'] td:first-child::after { content: '\\A\\A'; white-space: pre; }")
    const count = Number(await page.getByRole('table', { name: 'Area over time data' }).getAttribute('aria-rowcount')) - 1
    // The scrollbar dragged a third of the way down. (The hand-written window showed the last rows:
    // Chromium's scroll anchoring kept its lower spacer in place, each move a scroll of its own.)
    const views = await scrollAndLook(box, { to: 1 / 3, steps: 120, by: 30 })
    const [jumped, ended] = [views[0], views.at(-1)]
    if (!jumped || !ended) throw new Error('no view')
    expect(jumped.first / count, `first row in view after the jump (${JSON.stringify(jumped)})`).toBeGreaterThan(0.25)
    expect(jumped.first / count, `first row in view after the jump (${JSON.stringify(jumped)})`).toBeLessThan(0.42)
    const worst = views.reduce((a, b) => (b.uncovered > a.uncovered ? b : a))
    // A pixel for rounding: rows sit at fractional offsets.
    expect(worst.uncovered, `px of the view without rows (worst: ${JSON.stringify(worst)})`).toBeLessThanOrEqual(1)
    for (const view of views) expect(view.rendered, 'only the rows in view and the overscan are rendered').toBeLessThan(200)
    // Row by row: each step shows the rows after (or at) the last step's, 3,600 px on.
    views.slice(1).forEach((view, step) => {
      expect(view.first, `step ${step + 1}`).toBeGreaterThanOrEqual(views[step]?.first ?? 0)
    })
    expect(ended.first - jumped.first).toBeGreaterThan(60)

    // The heights measured at the end may move the end: scrolled there again until it stays.
    await expect
      .poll(
        async () => {
          const view = await lastView(box, { to: 1 })
          return { last: view.last, filled: view.uncovered <= 1 }
        },
        { message: 'scrolled to the end', timeout: 10_000 },
      )
      .toEqual({ last: count + 1, filled: true })
  })

  test('a box that grows shows rows all the way down without a scroll', async ({ page, errors }) => {
    const box = await openAreaTable(page, errors)
    // Scrolled a little, as a wheel does: 40 rows or so down.
    const before = (await scrollAndLook(box, { steps: 40, by: 30 })).at(-1)
    expect(before?.uncovered).toBeLessThanOrEqual(1)
    // A taller box (a zoomed-out page, a larger window); the scroll position is unchanged, so
    // there is no scroll event. (The hand-written window read the box's height only on scroll.)
    await box.evaluate((element) => {
      if (element instanceof HTMLElement) element.style.maxHeight = '2400px'
    })
    await expect
      .poll(
        async () => {
          const view = await lastView(box)
          return { scrollTop: view.scrollTop, filled: view.uncovered <= 1, shown: view.last - view.first + 1 }
        },
        { message: 'the grown box filled', timeout: 10_000 },
      )
      .toMatchObject({ scrollTop: before?.scrollTop, filled: true })
    const after = await lastView(box)
    expect(after.last - after.first).toBeGreaterThan(2400 / 40)
  })
})
