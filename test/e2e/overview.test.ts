import { describe, expect } from 'vitest'
import { getWoundData } from '../../src/mocks/data'
import { demoUrl, expectNoSeriousA11yViolations, test } from './browser'
import { woundIdField } from '../../tools/harness/app-locators'
import { chartDataTable } from './wound-view'
import { isWholeHistoryQuery } from '../whole-history-query'

const CHART_NAMES = ['Area over time', 'Volume over time', 'Tissue composition over time'] as const

/** Top-level measurements of a demo wound with a date: one row each in every chart's data table. */
const measurementCount = (woundId: number) => getWoundData(woundId)?.measurements.filter((m) => typeof m.date === 'string').length ?? 0

describe('healing overview', () => {
  test('wound 1: the charts, their data tables with every measurement, and the verdict against the chosen reference', async ({ page }) => {
    await page.goto(demoUrl('?wound=1&tab=overview&reference=dfu-sheehan-2003'))
    await woundIdField(page).waitFor()
    for (const name of CHART_NAMES) {
      await page.getByRole('figure', { name: new RegExp(`^${name}`) }).waitFor({ timeout: 20_000 })
      const rows = (await chartDataTable(page, name)).locator('tbody tr')
      await expect.poll(() => rows.count(), { timeout: 20_000, message: `${name} data rows` }).toBe(measurementCount(1))
    }
    await page.getByText('Above the published figure', { exact: true }).waitFor()
    await page
      .getByText(/above the 53% of Sheehan et al\. 2003 \(diabetic foot ulcers\)/)
      .first()
      .waitFor()
    await expectNoSeriousA11yViolations(page, 'the healing overview of wound 1')
  })

  test('wound 1: clinical signs over time, on the area chart’s time axis, with a data table of every assessment date', async ({ page }) => {
    await page.goto(demoUrl('?wound=1&tab=overview'))
    const signs = page.getByRole('figure', { name: /^Clinical signs over time/ })
    await signs.waitFor({ timeout: 20_000 })
    const table = await chartDataTable(page, 'Clinical signs over time')
    const headers = await table.locator('thead th').allTextContents()
    for (const header of ['Exudate', 'Odour', 'Infection'])
      expect(
        headers.some((h) => h.includes(header)),
        header,
      ).toBe(true)
    const dates = new Set(getWoundData(1)?.assessments.map((a) => a.date))
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 20_000 }).toBe(dates.size)
    // The same time axis: the baseline's vertical line sits at the same x in both plots.
    const markerX = (name: RegExp) =>
      page
        .getByRole('figure', { name })
        .locator('.recharts-reference-line line')
        .evaluateAll((lines) =>
          lines
            .filter((line) => line.getAttribute('x1') === line.getAttribute('x2'))
            .map((line) => Math.round(line.getBoundingClientRect().left)),
        )
    const [areaMarkers, signMarkers] = [await markerX(/^Area over time/), await markerX(/^Clinical signs over time/)]
    expect(areaMarkers.length).toBeGreaterThan(0)
    expect(signMarkers).toEqual(areaMarkers)
    await expectNoSeriousA11yViolations(page, 'the clinical signs chart')
  })

  for (const width of [390, 1366])
    test(`wound 1 at ${width} px: each lane’s name clear of every mark, and the legend’s symbols at their full size`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(demoUrl('?wound=1&tab=overview'))
      const signs = page.getByRole('figure', { name: /^Clinical signs over time/ })
      await signs.locator('.recharts-scatter-symbol').first().waitFor({ timeout: 20_000 })
      const overlaps = await signs.evaluate((figure) => {
        type Box = { left: number; right: number; top: number; bottom: number }
        const box = (element: Element): Box => element.getBoundingClientRect()
        const meet = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
        const names = [...figure.querySelectorAll('.recharts-yAxis-tick-labels text')]
        const marks = [...figure.querySelectorAll('.recharts-scatter-symbol')]
        return {
          names: names.length,
          marks: marks.length,
          overlapping: names.flatMap((name) => (marks.some((mark) => meet(box(name), box(mark))) ? [name.textContent] : [])),
        }
      })
      expect(overlaps.names, 'lane names').toBe(5)
      expect(overlaps.marks).toBeGreaterThan(20)
      expect(overlaps.overlapping, 'lane names a mark covers').toEqual([])
      const symbols = await signs
        .locator('.chart-legend li > svg')
        .evaluateAll((svgs) => svgs.map((svg) => [Math.round(svg.getBoundingClientRect().width), Number(svg.getAttribute('width'))]))
      expect(symbols.length).toBeGreaterThanOrEqual(4)
      for (const [drawn, asked] of symbols) expect(drawn, 'a legend symbol’s width').toBe(asked)
    })

  test('a wound’s list loads the overview’s code once both whole histories are in: opening its tab then asks for no code', async ({
    page,
  }) => {
    // In order: each whole-history page answered, and each JavaScript file asked for.
    const events: { kind: 'history page' | 'script'; what: string }[] = []
    page.on('requestfinished', (request) => {
      const url = new URL(request.url())
      if (isWholeHistoryQuery(url.searchParams)) events.push({ kind: 'history page', what: url.pathname + url.search })
    })
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.endsWith('.js')) events.push({ kind: 'script', what: url.pathname })
    })
    const isOverviewCode = (event: { kind: string; what: string }) =>
      event.kind === 'script' && /\/healing-overview-[\w-]+\.js$/.test(event.what)

    // Wound 3: several pages of each list.
    await page.goto(demoUrl('?wound=3'))
    await expect
      .poll(() => events.findIndex(isOverviewCode), { timeout: 20_000, message: 'the overview’s code asked for' })
      .toBeGreaterThan(-1)
    const code = events.findIndex(isOverviewCode)
    const wound = getWoundData(3)
    const expected = Math.ceil((wound?.measurements.length ?? 0) / 100) + Math.ceil((wound?.assessments.length ?? 0) / 100)
    expect(expected, 'pages of wound 3’s two lists').toBeGreaterThan(2)
    expect(
      events.slice(0, code).filter((event) => event.kind === 'history page'),
      'whole-history pages answered before the overview’s code was asked for',
    ).toHaveLength(expected)
    // The Language choice's code is asked for 2 s after start (src/app/layout.tsx), whatever the view: counted before the click.
    await page.getByRole('combobox', { name: 'Language' }).waitFor({ timeout: 20_000 })
    await page.waitForLoadState('networkidle')
    const before = events.length
    // Whether "Loading the healing overview…" is ever drawn once the tab is clicked (React would keep it up for 300 ms).
    await page.evaluate(() => {
      const seen = { loading: false }
      Object.assign(window, { overviewLoadingSeen: seen })
      new MutationObserver(() => {
        if (document.body.textContent.includes('Loading the healing overview')) seen.loading = true
      }).observe(document.body, { childList: true, subtree: true, characterData: true })
    })
    await page.getByRole('tab', { name: 'Healing overview' }).click()
    await page.getByRole('figure', { name: /^Area over time/ }).waitFor({ timeout: 20_000 })
    await page.getByRole('figure', { name: /^Pain over time/ }).waitFor({ timeout: 20_000 })
    expect(
      events.slice(before).filter((event) => event.kind === 'script'),
      'scripts asked for once the tab was opened',
    ).toEqual([])
    expect(
      await page.evaluate(() => (window as unknown as { overviewLoadingSeen: { loading: boolean } }).overviewLoadingSeen.loading),
      'the overview drawn in the click’s own render, without its loading state',
    ).toBe(false)
  })

  test('wound 3: the charts hold every measurement of the long history, in date order', async ({ page }) => {
    await page.goto(demoUrl('?wound=3&tab=overview'))
    await woundIdField(page).waitFor()
    const rows = (await chartDataTable(page, 'Area over time')).locator('tbody tr')
    expect(measurementCount(3)).toBeGreaterThanOrEqual(500)
    await expect.poll(() => rows.count(), { timeout: 30_000, message: 'Area over time data rows' }).toBe(measurementCount(3))
    await page.getByRole('figure', { name: /^Area over time/ }).waitFor()
    const shownIds = await rows.evaluateAll((trs) =>
      trs.map((tr) => Number(tr.querySelectorAll('th, td')[1]?.textContent.match(/\d+/)?.[0])),
    )
    const byDate = [...(getWoundData(3)?.measurements ?? [])]
      .filter((m) => typeof m.date === 'string')
      .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
      .map((m) => m.id)
    expect(shownIds).toEqual(byDate)
  })

  test('choosing a point selects the measurement in the app URL, opens its images, and highlights it in the table', async ({ page }) => {
    await page.goto(demoUrl('?wound=1&tab=overview'))
    await woundIdField(page).waitFor()
    const table = await chartDataTable(page, 'Area over time')
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 20_000 }).toBe(measurementCount(1))
    const select = table.getByRole('button', { name: /^Select measurement \d+/ }).first()
    const id = /\d+/.exec((await select.getAttribute('aria-label')) ?? (await select.textContent()) ?? '')?.[0]
    await select.evaluate((button: HTMLButtonElement) => {
      button.click()
    })
    await expect.poll(() => new URL(page.url()).searchParams.get('selected')).toBe(id)
    // The images of the point open over the chart, in view.
    const viewer = page.getByRole('dialog', { name: 'Images' })
    await viewer.getByRole('img', { name: new RegExp(`^Original image of measurement ${id ?? '-'}`) }).waitFor({ timeout: 15_000 })
    expect(await viewer.isVisible()).toBe(true)
    // The same selection in the Measurements tab marks its row (behind the viewer, which it opens too).
    await page.goto(demoUrl(`?wound=1&selected=${id ?? '-'}`))
    const current = page.getByRole('table', { name: 'Measurements' }).locator('tr[aria-current="true"]')
    await current.waitFor()
    expect(await current.textContent()).toContain(id ?? '-')
  })

  test('the baseline round-trips through the app URL: deep link, choice, reload', async ({ page }) => {
    await page.goto(demoUrl('?wound=1&tab=overview&reference=dfu-sheehan-2003&baseline=2026-03-05'))
    await woundIdField(page).waitFor()
    const baseline = page.getByRole('combobox', { name: 'Baseline' })
    await expect.poll(() => baseline.inputValue(), { timeout: 20_000 }).toBe('2026-03-05')
    const panel = page.getByRole('region', { name: 'Is it healing?' })
    await panel.getByRole('heading', { name: 'Early response: 4 weeks after the baseline (5 Mar 2026)' }).waitFor()
    await panel.getByText('Below the published figure', { exact: true }).waitFor()

    await baseline.selectOption('2026-01-30')
    await expect.poll(() => new URL(page.url()).searchParams.get('baseline')).toBe('2026-01-30')
    await panel.getByRole('heading', { name: 'Early response: 4 weeks after the baseline (30 Jan 2026)' }).waitFor()

    await page.reload()
    await expect.poll(() => page.getByRole('combobox', { name: 'Baseline' }).inputValue(), { timeout: 20_000 }).toBe('2026-01-30')
    expect(new URL(page.url()).searchParams.get('baseline')).toBe('2026-01-30')

    await page.getByRole('combobox', { name: 'Baseline' }).selectOption('2026-01-05')
    await expect.poll(() => new URL(page.url()).searchParams.has('baseline')).toBe(false)
    await panel.getByText('Above the published figure', { exact: true }).waitFor()
  })
})
