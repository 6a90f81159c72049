import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { demoUrl, expectNoSeriousA11yViolations, test } from './browser'
import { listTable, woundIdField } from '../../tools/harness/app-locators'
import { chartDataTable, loadWound, showList, waitForRowIds } from './wound-view'

/*
 * The wound workspace on every screen, from a 390-px phone to a 1920-px desktop: the page never
 * scrolls sideways (wide tables scroll inside their own region), and on a 1366×800 laptop the
 * answer (the summary) and at least eight rows are in view as soon as a wound is loaded.
 */

const WIDTHS = [390, 820, 1366, 1920] as const
const HEIGHT = 800

const summary = (page: Page, woundId: number) => page.getByRole('group', { name: `Summary of wound ${woundId}` })

/** How far the document is wider than the window (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

/** The summary's verdict has arrived: the history is in. */
/**
 * Labels whose text runs into their value in the Assessments table's label–value lists ("Movement"
 * over "8/10"): the text's extent, not the boxes (text overflows its box without moving it).
 */
const collidingLabels = (page: Page) =>
  listTable(page, 'Assessments').evaluate((table) => {
    const extent = (element: Element) => {
      const range = document.createRange()
      range.selectNodeContents(element)
      return range.getBoundingClientRect()
    }
    const found: string[] = []
    for (const label of table.querySelectorAll('dl.compact dt')) {
      const value = label.nextElementSibling
      if (value?.localName !== 'dd') continue
      const [l, v] = [extent(label), extent(value)]
      const sameLine = l.top < v.bottom && v.top < l.bottom
      if (sameLine && l.right > v.left + 0.5) found.push(`${label.textContent} | ${value.textContent}`)
    }
    return [...new Set(found)]
  })

const summaryReady = (page: Page, woundId: number) => summary(page, woundId).locator('.summary-verdict').waitFor({ timeout: 20_000 })

describe('every screen: no sideways scroll of the page', () => {
  for (const width of WIDTHS) {
    test(`${width} px: measurements (filters, columns open), assessments (a detail open), overview`, async ({ page }) => {
      await page.setViewportSize({ width, height: HEIGHT })
      await page.goto(demoUrl('?wound=1'))
      await waitForRowIds(await showList(page, 'Measurements'))
      await summaryReady(page, 1)
      expect(await overflow(page), 'measurements').toBeLessThanOrEqual(0)

      await page.getByRole('button', { name: /^Filters/ }).click()
      await page.getByRole('group', { name: 'Measurement filters' }).waitFor()
      expect(await overflow(page), 'filters open').toBeLessThanOrEqual(0)
      await page.getByRole('button', { name: /^Columns/ }).click()
      await page.getByRole('group', { name: 'Measurement columns' }).waitFor()
      expect(await overflow(page), 'columns open').toBeLessThanOrEqual(0)

      await page.getByRole('tab', { name: 'Assessments' }).click()
      await waitForRowIds(listTable(page, 'Assessments'))
      await page
        .getByRole('button', { name: /^Show details of assessment/ })
        .first()
        .click()
      await page.locator('.detail-row').first().waitFor()
      expect(await overflow(page), 'assessments with a detail open').toBeLessThanOrEqual(0)
      expect(await collidingLabels(page), 'labels running into their values').toEqual([])

      await page.getByRole('tab', { name: 'Healing overview' }).click()
      await page.getByRole('figure', { name: /^Area over time/ }).waitFor({ timeout: 20_000 })
      await chartDataTable(page, 'Area over time')
      expect(await overflow(page), 'overview with a data table open').toBeLessThanOrEqual(0)
    })
  }
})

describe('the answer first', () => {
  test('1366×800: after Load, the summary and at least eight measurement rows are in view without scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: HEIGHT })
    await page.goto(demoUrl())
    await woundIdField(page).waitFor()
    await loadWound(page, 1)
    const table = await showList(page, 'Measurements')
    await waitForRowIds(table)
    await summaryReady(page, 1)
    const inView = await page.evaluate(() => {
      const visible = (element: Element) => {
        const box = element.getBoundingClientRect()
        return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0
      }
      const summaryBox = document.querySelector('[role="group"][aria-label^="Summary of wound"]')
      const rows = [...document.querySelectorAll('table[aria-label="Measurements"] tbody tr')].filter(visible)
      return { summary: summaryBox !== null && visible(summaryBox), rows: rows.length, scrollY: window.scrollY }
    })
    expect(inView.scrollY).toBe(0)
    expect(inView.summary, 'the whole summary is in view').toBe(true)
    expect(inView.rows, 'measurement rows wholly in view').toBeGreaterThanOrEqual(8)
  })

  test('axe: the workspace with its summary, on a phone and on a laptop', async ({ page }) => {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: HEIGHT })
      await page.goto(demoUrl('?wound=3'))
      await waitForRowIds(await showList(page, 'Measurements'))
      await summaryReady(page, 3)
      await expectNoSeriousA11yViolations(page, `the workspace at ${width} px`)
    }
  })
})
