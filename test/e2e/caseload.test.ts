import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { DEMO_CASELOAD_IDS } from '../../src/mocks/caseload'
import { demoUrl, expectNoSeriousA11yViolations, failedResource, liveUrl, serviceUrl, test } from './browser'

/*
 * The caseload (contract section 10) in Chromium: the demo's ward of 30 wounds, and a live
 * service's list with wounds it refuses or does not have, at a phone's and a tablet's width (each
 * row a card, the sort buttons a bar above them) and a laptop's, and on paper.
 */

// A phone, a tablet at the bedside (cards, as on the phone) and a laptop (the table).
const WIDTHS = [390, 820, 1366] as const

async function readAll(page: Page, count: number) {
  const table = page.getByRole('table', { name: 'Caseload' })
  await table.waitFor()
  await page
    .getByRole('status')
    .filter({ hasText: `${count} of ${count} wounds read` })
    .waitFor({ timeout: 60_000 })
  return table
}

const rowConcerns = (page: Page) =>
  page
    .getByRole('table', { name: 'Caseload' })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row): [string, string] => [
        row.querySelector('th')?.textContent ?? '',
        row.querySelector('td:not(.caseload-photo-cell)')?.textContent ?? '',
      ]),
    )

describe('the caseload', () => {
  for (const width of WIDTHS) {
    test(`the demo ward at ${width} px: every wound read, the most worrying first, nothing wider than the screen, sorted by a header, each row opening its wound`, async ({
      page,
      errors,
    }) => {
      // The demo's forbidden wounds answer 403, which Chromium logs.
      errors.allow(failedResource(403))
      await page.setViewportSize({ width, height: 900 })
      await page.goto(demoUrl(`?wounds=${DEMO_CASELOAD_IDS.join(',')}`))
      const table = await readAll(page, DEMO_CASELOAD_IDS.length)
      const rows = await rowConcerns(page)
      expect(rows).toHaveLength(DEMO_CASELOAD_IDS.length)
      const order = [
        'Signs of infection now',
        'Getting larger',
        'Pain rising',
        'No change',
        'Not measured for longer than usual',
        'Getting smaller or closed',
        'Too little to judge',
      ]
      const ranks = rows.map(([, concern]) => order.indexOf(concern)).filter((rank) => rank >= 0)
      expect(ranks, 'read rows in the order of their concern').toEqual([...ranks].sort((a, b) => a - b))
      expect(rows[0]?.[1]).toBe('Signs of infection now')
      expect(rows.map(([, concern]) => concern)).toContain('Access denied')
      expect(rows.map(([, concern]) => concern)).toContain('No measurements yet')
      // Nothing scrolls sideways, the page nor the table (on a phone its rows are cards), and it is still a
      // table to a screen reader: its rows, their wounds as row headers, its column headers.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page’s width').toBeLessThanOrEqual(width)
      const box = await table.boundingBox()
      expect((box?.x ?? Infinity) + (box?.width ?? 0), 'the table’s right edge').toBeLessThanOrEqual(width)
      expect(
        await table
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader') })
          .count(),
      ).toBe(DEMO_CASELOAD_IDS.length)
      expect(await table.getByRole('columnheader').count()).toBe(8)
      await expectNoSeriousA11yViolations(page, `the caseload at ${width} px`)
      await page.screenshot({ path: `test-results/caseload-${width}.png`, fullPage: true })

      // The sort buttons are at hand at this width too.
      await table.getByRole('button', { name: 'Wound' }).click()
      await expect.poll(() => table.getByRole('columnheader', { name: 'Wound' }).getAttribute('aria-sort')).toBe('ascending')
      await expect.poll(() => table.getByRole('rowheader').first().textContent()).toBe('Wound 1')

      // A row opens its wound; Back returns to the caseload.
      const first = rows[0]?.[0] ?? ''
      await page.getByRole('link', { name: first }).click()
      await page.getByRole('table', { name: 'Measurements' }).waitFor()
      expect(new URL(page.url()).searchParams.get('wound')).toBe(first.replace('Wound ', ''))
      await page.goBack()
      await readAll(page, DEMO_CASELOAD_IDS.length)
    })
  }

  test('printed, the first 20 wounds of the demo ward fit one A4 page, landscape, with every column but the photo', async ({
    page,
    errors,
  }) => {
    errors.allow(failedResource(403))
    const ids = DEMO_CASELOAD_IDS.slice(0, 20)
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(demoUrl(`?wounds=${ids.join(',')}`))
    const table = await readAll(page, ids.length)
    await page.emulateMedia({ media: 'print' })
    // What a nurse reads on paper: each wound, its concern, latest area and date, change, where it is
    // heading, signs of infection and when it was last measured. A thumbnail small enough for 20 rows
    // on a page would say little: the photos stay on screen.
    for (const name of ['Wound', 'Concern', 'Latest area', 'Change', 'Where it is heading', 'Signs of infection', 'Last measured']) {
      expect(await table.getByRole('columnheader', { name }).isVisible(), `${name} printed`).toBe(true)
    }
    expect(await table.getByRole('columnheader', { name: 'Latest photo' }).isVisible(), 'the photos printed').toBe(false)
    expect(await table.getByRole('rowheader').count()).toBe(ids.length)
    expect(await page.getByRole('button', { name: 'Copy hand-over list' }).isVisible(), 'the buttons printed').toBe(false)
    // The print CSS asks for a landscape page with 10 mm margins (caseload.css).
    const pdf = (await page.pdf({ format: 'A4', landscape: true })).toString('latin1')
    // Each page of a PDF is one object of /Type /Page (the page tree is /Type /Pages).
    expect(pdf.match(/\/Type\s*\/Page(?!s)/g)?.length, 'printed pages').toBe(1)
    const [, across, down] = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf) ?? []
    expect(Number(across), 'landscape: wider than tall').toBeGreaterThan(Number(down))
  })

  test('a live service’s list: refused and missing wounds keep their rows, the others are read', async ({ page, errors }) => {
    errors.allow(failedResource(403, 404))
    // The service's log holds what earlier test files asked for (a fresh-clone CI run found wound 3 there).
    await fetch(`${serviceUrl()}/__requests`, { method: 'DELETE' })
    await page.context().addInitScript(() => {
      sessionStorage.setItem('wound-history.api-key', 'test-key')
    })
    await page.goto(liveUrl('?wounds=1,4,999,5,2'))
    await readAll(page, 5)
    const rows = await rowConcerns(page)
    expect(rows).toEqual([
      ['Wound 5', 'Signs of infection now'],
      ['Wound 1', expect.any(String) as string],
      ['Wound 4', 'Access denied'],
      ['Wound 999', 'Wound not found'],
      ['Wound 2', 'No measurements yet'],
    ])
    // Each wound's two lists were asked of the service, and nothing else.
    const asked = new Set(
      ((await (await fetch(`${serviceUrl()}/__requests`)).json()) as { path: string }[])
        .map((request) => new URL(request.path, 'http://x'))
        .filter((url) => url.pathname.startsWith('/api/'))
        .map((url) => `${url.pathname.split('/').pop() ?? ''} ${url.searchParams.get('wound_id') ?? ''}`),
    )
    expect(asked).toEqual(new Set(['1', '4', '999', '5', '2'].flatMap((id) => [`measurements ${id}`, `assessments ${id}`])))
  })
})
