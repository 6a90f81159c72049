import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { getWoundData } from '../../src/mocks/data'
import { demoUrl, expectNoSeriousA11yViolations, test } from './browser'
import { showList, waitForRowIds } from './wound-view'

/**
 * The visit (contract section 8) in Chromium on demo data, on a phone and a laptop: opened from a
 * link, a measurement row and an assessment row; ←/→ between visits; axe on the dialog.
 */

const SCREENS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const

/** Wound 1's second measurement date that also has an assessment: a visit with both halves and a previous one. */
function aVisitDate(): string {
  const wound = getWoundData(1)
  const assessed = new Set(wound?.assessments.map((a) => a.date))
  const dates = [...new Set(wound?.measurements.map((m) => m.date))]
    .filter((d): d is string => typeof d === 'string' && assessed.has(d))
    .sort()
  const date = dates[1]
  if (date === undefined) throw new Error('demo wound 1 has no second visit with both records')
  return date
}

const visitDialog = (page: Page) => page.getByRole('dialog', { name: /^Visit of/ })

describe('visits', () => {
  for (const screen of SCREENS) {
    test(`at ${screen.width} px: opened from a link, a measurement row, an assessment row and a photo of the images over time`, async ({
      page,
    }) => {
      await page.setViewportSize(screen)
      const date = aVisitDate()
      await page.goto(demoUrl(`?wound=1&visit=${date}`))
      const dialog = visitDialog(page)
      await dialog.waitFor({ timeout: 20_000 })
      await dialog
        .getByRole('region', { name: 'Since the previous visit' })
        .getByText(/area [+−]\d+%|area unchanged/)
        .waitFor()
      const measurement = dialog.getByRole('region', { name: 'Measurement' })
      await expect(measurement.textContent()).resolves.toMatch(/Area\s*\d+(\.\d+)? cm²/)
      const assessment = dialog.getByRole('region', { name: 'Assessment' })
      await assessment.getByText('Moisture').waitFor()
      for (const text of ['Exudate amount', 'Odour', 'Infection', 'Wound edge', 'Peri-wound skin', 'Notes']) {
        await assessment.getByText(text, { exact: true }).first().waitFor()
      }
      await expectNoSeriousA11yViolations(page, `the visit dialog at ${screen.width} px`)
      const size = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }))
      expect(size.scroll, 'no sideways scroll').toBeLessThanOrEqual(size.inner)

      // → the next visit, ← back; Escape closes it.
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => new URL(page.url()).searchParams.get('visit')).not.toBe(date)
      await page.keyboard.press('ArrowLeft')
      await expect.poll(() => new URL(page.url()).searchParams.get('visit')).toBe(date)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
      // The app URL follows the screen a moment later (the URL library batches its writes).
      await expect.poll(() => new URL(page.url()).searchParams.get('visit')).toBeNull()

      const measurements = await showList(page, 'Measurements')
      await waitForRowIds(measurements)
      await measurements
        .getByRole('button', { name: /^Visit of / })
        .first()
        .click()
      await dialog.waitFor()
      await expect.poll(() => new URL(page.url()).searchParams.get('visit')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })

      const assessments = await showList(page, 'Assessments')
      await waitForRowIds(assessments)
      await assessments
        .getByRole('button', { name: /^Visit of / })
        .nth(1)
        .click()
      await dialog.getByRole('region', { name: 'Assessment' }).waitFor()
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })

      // From a photo of the images over time.
      await page.getByRole('tab', { name: 'Images over time' }).click()
      const timeline = page.getByRole('region', { name: 'Images over time' })
      await timeline
        .getByRole('button', { name: /^Visit of / })
        .nth(2)
        .click()
      await dialog.getByRole('region', { name: 'Measurement' }).waitFor()
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })

      // From a point of a chart: Enter on the point the keyboard reaches (the area), a click on a
      // mark (the signs), and the data table's row (what a screen reader uses).
      await page.getByRole('tab', { name: 'Healing overview' }).click()
      const area = page.getByRole('figure', { name: /^Area over time/ })
      const plot = area.locator('svg[tabindex="0"]').first()
      await plot.waitFor({ timeout: 20_000 })
      await plot.focus()
      await page.keyboard.press('ArrowRight')
      await page.keyboard.press('Enter')
      await dialog.getByRole('region', { name: 'Measurement' }).waitFor()
      const fromArea = await visitOf(page)
      expect(fromArea).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      // The date the chart's point stands for (the browser's own date format).
      const [year, month, day] = (fromArea ?? '').split('-').map(Number)
      const shown = await page.evaluate(
        ([y, m, d]) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(y ?? 0, (m ?? 1) - 1, d)),
        [year, month, day],
      )
      expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe(`Visit of ${shown}`)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })

      const signs = page.getByRole('figure', { name: /^Clinical signs over time/ })
      const mark = signs.locator('.recharts-scatter-symbol :is(path, circle)').nth(3)
      await mark.scrollIntoViewIfNeeded()
      // A pointer click where the mark is drawn (the SVG shape is redrawn as the tooltip follows the pointer).
      const box = await mark.boundingBox()
      expect(box, 'the mark is drawn').not.toBeNull()
      await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2)
      await dialog.getByRole('region', { name: 'Assessment' }).waitFor()
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })

      await signs.getByRole('button', { name: 'Show data of Clinical signs over time' }).click()
      const table = page.getByRole('table', { name: 'Clinical signs over time data' })
      await table
        .getByRole('button', { name: /^Visit of / })
        .nth(1)
        .click()
      await dialog.getByRole('region', { name: 'Assessment' }).waitFor()
      await page.screenshot({ path: `.scratch/shots/visit-from-chart-${screen.width}.png` })
    })
  }

  test('printed, a visit is one page holding the visit only', async ({ page }) => {
    const date = aVisitDate()
    await page.goto(demoUrl(`?wound=1&visit=${date}`))
    const dialog = visitDialog(page)
    await dialog.getByRole('region', { name: 'Assessment' }).waitFor({ timeout: 20_000 })
    await dialog
      .getByRole('region', { name: 'Since the previous visit' })
      .getByText(/area [+−]\d+%|area unchanged/)
      .waitFor()
    // The photo arrives with its signed URL, a moment after the figures.
    await dialog.locator('.visit-photo img').waitFor()
    await page.emulateMedia({ media: 'print' })
    // The visit and its photo print; the wound view behind it, the header and the buttons do not.
    expect(await dialog.getByRole('heading', { name: /^Visit of / }).isVisible()).toBe(true)
    expect(await dialog.locator('.visit-photo img').isVisible(), 'the photo printed').toBe(true)
    expect(await page.getByRole('table', { name: 'Measurements' }).isVisible(), 'the list printed').toBe(false)
    expect(await page.getByRole('group', { name: 'Summary of wound 1' }).isVisible(), 'the summary printed').toBe(false)
    // (The photo is a button on screen, a picture on paper.)
    const printedButtons = await dialog
      .locator('button:not(.latest-photo)')
      .evaluateAll((buttons) => buttons.filter((b) => b.getClientRects().length > 0).length)
    expect(printedButtons, 'buttons printed').toBe(0)
    const pdf = await page.pdf({ format: 'A4', printBackground: true })
    // Each page of a PDF is one object of /Type /Page (the page tree is /Type /Pages).
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length, 'printed pages').toBe(1)
  })
})

/**
 * The visit the address bar names, once it names one: the app writes its URL a moment after the
 * screen changes (nuqs batches updates, ~50 ms), so a dialog already on screen may be read before
 * its `visit=` is (a fresh-clone CI run saw null).
 */
const visitOf = async (page: Page) => {
  await page.waitForURL((url) => url.searchParams.has('visit'))
  return new URL(page.url()).searchParams.get('visit')
}
