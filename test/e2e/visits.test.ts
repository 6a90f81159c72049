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
    })
  }
})
