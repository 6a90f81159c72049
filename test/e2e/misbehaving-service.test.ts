import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { demoUrl, test, type AfterPage } from './browser'
import { isWholeHistoryQuery } from '../whole-history-query'
import { corsHeaders, startBareService, type BareService } from './bare-service'
import { connect } from './connection'
import { woundIdField } from '../../tools/harness/app-locators'
import { chartDataTable, loadWound, showList, waitForRowIds } from './wound-view'

/*
 * A service that misbehaves, as a plain node:http server on 127.0.0.1 that the demo build is
 * connected to in Connection settings: megabytes of unbroken text, a page count in the billions,
 * ten thousand records for a page of 25. The tab must stay usable and show what arrived. (Before
 * the fixes the text froze the tab for over a minute and the page count started a storm of
 * requests, so these tests failed by timing out.)
 */

const KEY = 'misbehaving-service-key'
const MEGABYTE = 1_000_000

type List = { data: unknown[]; metadata: Record<string, unknown> }
/** Usually the spec's envelope; anything else JSON can say for the tests of bodies that are not. */
type Answer = (endpoint: 'measurements' | 'assessments', query: URLSearchParams) => List | readonly unknown[]

/** A service of the test's own, closed after its page (`afterPage`). */
async function serve(afterPage: AfterPage, answer: Answer): Promise<BareService> {
  const service = await startBareService((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const endpoint = url.pathname.endsWith('/assessments') ? 'assessments' : 'measurements'
    res.writeHead(200, { ...corsHeaders(req), 'Content-Type': 'application/json' })
    res.end(JSON.stringify(answer(endpoint, url.searchParams)))
  })
  afterPage.add(service.close)
  return service
}

const metadata = (page: number, perPage: number, total: number, lastPage = Math.max(1, Math.ceil(total / perPage))) => ({
  current_page: page,
  last_page: lastPage,
  per_page: perPage,
  total,
  next_page_url: null,
  prev_page_url: null,
})

const measurement = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  uid: `m-${id}`,
  type: 'regular',
  area: 5 - (id % 40) / 10,
  date: `2026-${String(1 + Math.floor((id % 300) / 28)).padStart(2, '0')}-${String(1 + (id % 28)).padStart(2, '0')}`,
  created_at: '2026-01-05 10:00:00',
  children: [],
  ...extra,
})

const assessment = (id: number, notes: string) => ({
  id,
  date: '2026-01-05',
  created_at: '2026-01-05 10:00:00',
  values: {
    wound_edge: ['ROLLED', 'B'.repeat(100_000)],
    peri_wound_skin: ['DRY'],
    pain: { at_rest_scale: 2, with_movement_scale: 4, at_night_scale: 3 },
    exudate: { amount: 'NONE', type: 'SEROUS', comment: 'C'.repeat(200_000) },
    odor: 'NO',
    notes,
  },
})

async function open(page: Page, service: BareService, woundId = 1): Promise<void> {
  await page.goto(demoUrl())
  await woundIdField(page).waitFor()
  await connect(page, service.url, KEY)
  await loadWound(page, woundId)
}

describe('a service that misbehaves', () => {
  test('a megabyte of unbroken text: the rows appear, the page answers, and the whole text is one click away', async ({
    page,
    afterPage,
  }) => {
    const notes = 'A'.repeat(MEGABYTE)
    const service = await serve(afterPage, (endpoint, query) => {
      const pageNo = Number(query.get('page') ?? 1)
      return endpoint === 'assessments'
        ? { data: [assessment(1, notes), assessment(2, 'short note')], metadata: metadata(pageNo, 25, 2) }
        : { data: [measurement(1, { uid: 'U'.repeat(MEGABYTE) })], metadata: metadata(pageNo, 25, 1) }
    })
    await open(page, service)
    const measurements = await showList(page, 'Measurements')
    expect(await waitForRowIds(measurements)).toEqual([1])

    await page.getByRole('tab', { name: 'Assessments' }).click()
    const table = await showList(page, 'Assessments')
    expect(await waitForRowIds(table, (ids) => ids.length === 2)).toEqual([1, 2])
    // A bounded preview in the table, then the detail panel (a longer preview), then all of it.
    expect(await table.evaluate((element) => element.textContent.length)).toBeLessThan(20_000)
    await page.getByRole('button', { name: 'Show details of assessment 1' }).click()
    const detail = page.locator('.detail-row').first()
    const notesGroup = detail.locator('.detail-group').filter({ has: page.getByRole('heading', { name: 'Notes' }) })
    for (let step = 0; step < 20; step++) {
      const more = notesGroup.getByRole('button', { name: /^Show (all|[\d,]+ more characters)/ })
      if ((await more.count()) === 0) break
      await more.click()
    }
    expect(await notesGroup.evaluate((element) => element.textContent.replaceAll(/[^A]/g, '').length)).toBe(MEGABYTE)
    // Still responsive: the next tab opens.
    await page.getByRole('tab', { name: 'Measurements' }).click()
    await showList(page, 'Measurements')
  })

  test('a page count in the billions: no storm of requests, the records that arrived are charted, and the screen says why it stopped', async ({
    page,
    afterPage,
  }) => {
    const service = await serve(afterPage, (endpoint, query) => {
      const pageNo = Number(query.get('page') ?? 1)
      const perPage = Number(query.get('per_page') ?? 25)
      const data = endpoint === 'measurements' && pageNo === 1 ? Array.from({ length: perPage }, (_, i) => measurement(i + 1)) : []
      return { data, metadata: metadata(pageNo, perPage, 100_000_000_000, 1_000_000_000) }
    })
    await open(page, service)
    await page.getByRole('tab', { name: 'Healing overview' }).click()
    await page.getByText('100 measurements loaded.').waitFor({ timeout: 30_000 })
    await page.getByText(/Page 2 of the 1,000,000,000 pages of measurements the service announced came back empty/).waitFor()
    expect(await page.getByText(/Invalid array length|Something went wrong/).count()).toBe(0)
    expect(await (await chartDataTable(page, 'Area over time')).locator('tbody tr').count()).toBe(100)

    const measurementGets = () => service.requests.filter((r) => r.method === 'GET' && r.path.includes('/measurements'))
    const settled = measurementGets().length
    await page.waitForTimeout(1_000)
    expect(measurementGets().length, 'no further requests once the load stopped').toBe(settled)
    // Page 1 of the list, page 1 of the history, then at most one round of parallel pages.
    expect(settled).toBeLessThanOrEqual(2 + 6 + 1)
  })

  test('ten thousand records for a page of 25: 25 rows, the rest said and a click away', async ({ page, afterPage }) => {
    // The list's page is oversized; the whole-history loads beside it (the wound summary) get a
    // page of the size they ask for: what a whole history does with oversized pages is unit-tested.
    const service = await serve(afterPage, (_, query) => {
      const pageNo = Number(query.get('page') ?? 1)
      if (isWholeHistoryQuery(query))
        return { data: Array.from({ length: 3 }, (_, i) => measurement(i + 1)), metadata: metadata(pageNo, 100, 3) }
      return { data: Array.from({ length: 10_000 }, (_, i) => measurement(i + 1)), metadata: metadata(pageNo, 25, 10_000, 1) }
    })
    await open(page, service)
    const table = await showList(page, 'Measurements')
    expect((await waitForRowIds(table)).length).toBe(25)
    const note = page.getByRole('note')
    expect(await note.innerText()).toContain('The service sent 10,000 measurements for a page of 25. 25 are shown; 9,975 more are not.')
    await note.getByRole('button', { name: 'Show 25 more' }).click()
    await page.getByText('50 are shown; 9,950 more are not.').waitFor()
    expect(await table.locator('tbody tr').count()).toBe(50)
  })

  test.for([
    ['an empty bare list', []],
    ['a bare list of records', [measurement(1), measurement(2)]],
  ] as const)(
    '%s instead of the envelope: "Unreadable response" with Retry, never an empty wound',
    async ([, body], { page, afterPage }) => {
      // Before: a bare [] read as a wound with no history ("Nothing measured yet", "No assessments
      // are recorded for this wound"), with no flag.
      const service = await serve(afterPage, () => body)
      await open(page, service)
      const alert = page.getByRole('alert').filter({ hasText: 'Unreadable response' }).first()
      await alert.waitFor()
      expect(await alert.innerText()).toContain('bare list')
      // Retry (beside the alert) asks the service again.
      const asked = service.requests.length
      await page.getByRole('button', { name: 'Retry' }).first().click()
      await expect.poll(() => service.requests.length).toBeGreaterThan(asked)
      await page.getByRole('tab', { name: 'Assessments' }).click()
      await page.getByRole('alert').filter({ hasText: 'Unreadable response' }).first().waitFor()
      await page.getByRole('tab', { name: 'Healing overview' }).click()
      await page.getByRole('alert').filter({ hasText: 'Unreadable response' }).first().waitFor()
      await page.getByText('No verdict: the wound’s history could not be read in full').waitFor()
      expect(
        await page.getByText(/Nothing measured yet|Never measured|Never assessed|No assessments are recorded|Flags|No signs of/).count(),
      ).toBe(0)
    },
  )
})
