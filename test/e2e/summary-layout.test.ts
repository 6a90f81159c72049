import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { demoUrl, failedResource, test } from './browser'

/*
 * The wound summary arriving above the list (demo build): its code loads once the first rows are
 * painted, then it reads the whole history, its photo and its hand-off load. The list must not move
 * meanwhile: a clinician about to click a row or a column header would hit something else. Every
 * frame from the list's first answer until the summary is at rest is recorded in the page.
 */

const WIDTHS = [390, 820, 1366, 1920] as const
/** Every demo wound with a list: long (1, 3), empty (2), stalled and infected (5), infected and cleared (6). Wound 4 is forbidden. */
const WOUNDS = [1, 2, 3, 5, 6] as const

type Frame = { t: number; listTop: number | null; answered: boolean; summary: number | null; placeholder: boolean }

/** Runs in the page before the app: each animation frame, where the list is and whether it has answered. */
function recordFrames(): void {
  const frames: Frame[] = []
  Object.assign(window, { summaryLayoutFrames: frames })
  const frame = () => {
    const panel = document.querySelector('[role="tabpanel"]')
    const table = panel?.querySelector('table')
    const list = table ?? panel
    const summary = document.querySelector('.wound-summary')
    frames.push({
      t: performance.now(),
      listTop: list ? list.getBoundingClientRect().top : null,
      // Rows shown, or the empty list said ("No measurements are recorded for this wound").
      answered: (table?.querySelectorAll('tbody tr').length ?? 0) > 0 || (panel?.textContent ?? '').includes('No measurements'),
      summary: summary ? summary.getBoundingClientRect().height : null,
      placeholder: summary?.getAttribute('aria-hidden') === 'true',
    })
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}

/** Until the summary is in and at rest: its history read, its photo (if any) and its hand-off shown. */
async function summaryAtRest(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const summary = document.querySelector('.wound-summary[role="group"]')
      return (
        summary !== null &&
        summary.querySelector('.summary-progress')?.textContent === '' &&
        summary.querySelector('.handoff') !== null &&
        summary.querySelector('.summary-photo:not(:has(.latest-photo-slot))') === null
      )
    },
    undefined,
    { timeout: 30_000 },
  )
  // A lazy part mounts a moment after what it waits for.
  await page.waitForTimeout(400)
}

/** The list's top at its first answer, every top after it, and the summary's heights (placeholder, then real). */
async function measure(page: Page, query: string) {
  await page.goto(demoUrl(query))
  await summaryAtRest(page)
  const frames = await page.evaluate(() => (window as unknown as { summaryLayoutFrames: Frame[] }).summaryLayoutFrames)
  const first = frames.findIndex((f) => f.answered && f.listTop !== null)
  const answer = frames[first]
  const atFirstRows = answer?.listTop
  if (answer === undefined || atFirstRows == null) throw new Error(`${query}: the list never answered`)
  const tops = frames.slice(first).flatMap((f) => (f.listTop === null ? [] : [f.listTop]))
  const placeholder = frames.filter((f) => f.placeholder).at(-1)?.summary ?? null
  return {
    atFirstRows,
    moved: Math.max(...tops.map((top) => Math.abs(top - atFirstRows))),
    placeholder,
    summary: frames.at(-1)?.summary ?? null,
    summaryWasPending: answer.placeholder,
  }
}

describe('the wound summary arriving', () => {
  for (const width of WIDTHS)
    test(`moves no list at ${width} px, on demo wounds ${WOUNDS.join(', ')}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.addInitScript(recordFrames)
      for (const wound of WOUNDS) {
        const seen = await measure(page, `?wound=${wound}`)
        const what = `wound ${wound} at ${width} px: placeholder ${String(seen.placeholder)} px, summary ${String(seen.summary)} px`
        // The summary must still have been on its way when the list answered, or there was nothing to see.
        expect(seen.summaryWasPending, `${what}: the summary was on its way at the first rows`).toBe(true)
        expect(seen.moved, `${what}: the list moved by ${seen.moved.toFixed(1)} px`).toBeLessThanOrEqual(1)
      }
    })

  test('moves no list in German at 390 px, whose words are longer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 })
    await page.addInitScript(recordFrames)
    for (const wound of [1, 3, 5, 6]) {
      const seen = await measure(page, `?wound=${wound}&lang=de`)
      expect(seen.moved, `wound ${wound} in German: the list moved by ${seen.moved.toFixed(1)} px`).toBeLessThanOrEqual(1)
    }
  })

  for (const width of [390, 820])
    test(`an empty wound (2) at ${width} px: what its histories hold stands where the verdict would, not behind Show more`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(demoUrl('?wound=2'))
      const summary = page.getByRole('group', { name: /^Summary of wound 2/ })
      await summary.getByText('Nothing measured yet.').waitFor({ timeout: 20_000 })
      const latest = await summary.getByText('Nothing measured yet.').boundingBox()
      for (const count of ['Never measured', 'Never assessed']) {
        const shown = summary.getByText(count, { exact: true })
        expect(await shown.isVisible(), `${count} shown`).toBe(true)
        const box = await shown.boundingBox()
        // Right under the latest size's line, not rows of blank below it.
        expect(box && latest ? box.y - (latest.y + latest.height) : Number.NaN, `${count}: space above it`).toBeLessThan(80)
      }
      expect(await summary.getByRole('button', { name: 'Show more' }).isVisible()).toBe(false)
    })

  test('a refused wound (4) keeps no place for a summary it will not show', async ({ page, errors }) => {
    errors.allow(failedResource(403))
    await page.goto(demoUrl('?wound=4'))
    await page.getByRole('alert').filter({ hasText: 'Access denied' }).waitFor({ timeout: 20_000 })
    expect(await page.locator('.wound-summary').count()).toBe(0)
  })
})
