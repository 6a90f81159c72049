import type { Locator, Page } from 'playwright-core'
import { beforeEach, describe, expect } from 'vitest'
import { DEMO_API_KEY } from '../../src/mocks/handlers'
import { demoUrl, liveUrl, serviceUrl, test } from './browser'
import type { RecordedRequest } from '../../tools/harness/mock-service'
import {
  applyFiltersButton,
  chooseOption,
  columnGroup,
  comparisonBox,
  filterField,
  filterGroup,
  rowIds,
  sortButton,
  columnTexts,
} from '../../tools/harness/app-locators'
import {
  appParams,
  ariaSort,
  chosenOption,
  demoServiceAnswer,
  enterApiKey,
  expectTableShowsAnswer,
  listRequestsSince,
  nextListRequest,
  pathAndQuery,
  readPageStatus,
  recordApiRequests,
  removeFilterButtons,
  showList,
  waitForQuiet,
  waitForRowIds,
  type ApiRequest,
} from './wound-view'

/**
 * The view state (the wound, the tab, and each list's sort, filters, page, rows per page and
 * columns) lives in the app URL: reload, back/forward and a shared link reproduce the screen and
 * the request. Demo build unless noted.
 */

const sameParams = (a: URLSearchParams, b: URLSearchParams) => {
  const sorted = (p: URLSearchParams) => [...p.entries()].map(([k, v]) => `${k}=${v}`).sort()
  return sorted(a).join('&') === sorted(b).join('&')
}

/** Shown IDs equal what the demo service answers to `pathAndQuery`, with the pager on that page. */
async function expectScreenOf(page: Page, table: Locator, query: string): Promise<number[]> {
  const answer = await demoServiceAnswer(query, DEMO_API_KEY)
  await waitForRowIds(table, (ids) => ids.join(',') === answer.ids.join(','))
  await readPageStatus(page, new RegExp(`Page ${answer.currentPage} of ${answer.lastPage}\\b`, 'i'))
  return answer.ids
}

const filterParamsOf = (page: Page) => Object.keys(appParams(page)).filter((name) => name.startsWith('filter'))

describe('view state in the app URL', () => {
  test('sort, filters, page, rows per page and columns survive a reload: same screen, same request', async ({ page }) => {
    await page.goto(demoUrl('?wound=1'))
    const table = await showList(page, 'Measurements')
    await waitForRowIds(table)

    // Sort: ID descending.
    let next = nextListRequest(page, 'measurements', (p) => p.get('sort') === 'id')
    await sortButton(table, 'ID').click()
    await expectTableShowsAnswer(page, table, await next)
    next = nextListRequest(page, 'measurements', (p) => p.get('sort') === '-id')
    await sortButton(table, 'ID').click()
    await expectTableShowsAnswer(page, table, await next)

    // Filters: Area >= 5 and Locked = yes, applied together.
    const group = await filterGroup(page, 'Measurements')
    await chooseOption(comparisonBox(group, 'Area'), '>=')
    await filterField(group, 'Area').fill('2')
    await chooseOption(filterField(group, 'Locked'), 'yes')
    next = nextListRequest(
      page,
      'measurements',
      (p) => p.get('filter[area]') === '>=2' && p.get('filter[is_locked]') === 'true' && p.get('sort') === '-id',
    )
    await applyFiltersButton(group).click()
    await expectTableShowsAnswer(page, table, await next)

    // Rows per page: 10.
    next = nextListRequest(page, 'measurements', (p) => p.get('per_page') === '10' && p.has('filter[area]'))
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('10')
    await expectTableShowsAnswer(page, table, await next)

    // Columns: without Volume.
    next = nextListRequest(page, 'measurements', (p) => p.has('fields') && p.get('per_page') === '10')
    await (await columnGroup(page, 'Measurements')).getByRole('checkbox', { name: /^\s*Volume\b/i }).uncheck()
    await expectTableShowsAnswer(page, table, await next)

    // Page 2.
    next = nextListRequest(page, 'measurements', (p) => p.get('page') === '2' && p.has('fields'))
    await page.getByRole('button', { name: 'Next page' }).click()
    const before = await next
    const beforeAnswer = await expectTableShowsAnswer(page, table, before)
    expect(beforeAnswer.currentPage).toBe(2)
    const params = before.url.searchParams
    expect(params.get('sort')).toBe('-id')
    expect(params.get('filter[area]')).toBe('>=2')
    expect(params.get('filter[is_locked]')).toBe('true')
    expect(params.get('per_page')).toBe('10')
    expect(params.get('fields')?.split(',')).toContain('id')
    expect(params.get('fields')?.split(',')).not.toContain('volume')
    expect(appParams(page)).toMatchObject({
      wound: '1',
      sort: '-id',
      'filter[area]': '>=2',
      'filter[is_locked]': 'true',
      page: '2',
      rows: '10',
    })
    expect(appParams(page).fields?.split(',')).not.toContain('volume')
    const paramsBefore = appParams(page)
    const idsBefore = await rowIds(table)
    const status = await readPageStatus(page, /Page 2 of \d+/i)

    const again = nextListRequest(page, 'measurements', (p) => p.get('page') === '2', 'the request after reload')
    await page.reload()
    const after = await again
    expect(pathAndQuery(after.url), 'the same request after reload').toBe(pathAndQuery(before.url))
    const reloaded = await showList(page, 'Measurements')
    await expectTableShowsAnswer(page, reloaded, after)
    expect(await rowIds(reloaded)).toEqual(idsBefore)
    expect(appParams(page), 'the same app URL parameters').toEqual(paramsBefore)
    expect(await readPageStatus(page, /Page 2 of \d+/i)).toEqual(status)

    // The controls show the state they stand for.
    expect(await ariaSort(reloaded, 'ID')).toBe('descending')
    // Created may be left out with the column choice; where it is shown it is not the sort.
    if ((await sortButton(reloaded, 'Created').count()) > 0) expect(await ariaSort(reloaded, 'Created')).toBe('none')
    const filters = await filterGroup(page, 'Measurements')
    expect(await chosenOption(comparisonBox(filters, 'Area'))).toBe('>=')
    expect(await filterField(filters, 'Area').inputValue()).toBe('2')
    expect((await chosenOption(filterField(filters, 'Locked'))).toLowerCase()).toBe('yes')
    expect(await removeFilterButtons(page).count()).toBe(2)
    const columns = await columnGroup(page, 'Measurements')
    expect(await columns.getByRole('checkbox', { name: /^\s*Volume\b/i }).isChecked()).toBe(false)
    expect(await columns.getByRole('checkbox', { name: /^\s*Area\b/i }).isChecked()).toBe(true)
    expect(await columns.getByRole('checkbox', { name: /^\s*ID\b/i }).isChecked()).toBe(true)
    expect(await page.getByRole('combobox', { name: 'Rows per page' }).inputValue()).toBe('10')
  })

  test('Back and Forward step through paging and filtering', async ({ page }) => {
    await page.goto(demoUrl('?wound=1'))
    const table = await showList(page, 'Measurements')
    const unfiltered = await expectScreenOf(page, table, '/api/v1/measurements?wound_id=1&page=1&per_page=25')

    const group = await filterGroup(page, 'Measurements')
    await chooseOption(filterField(group, 'Type'), 'regular')
    let next = nextListRequest(page, 'measurements', (p) => p.get('filter[type]') === 'regular')
    await applyFiltersButton(group).click()
    await expectTableShowsAnswer(page, table, await next)
    const filteredPage1 = await expectScreenOf(page, table, '/api/v1/measurements?wound_id=1&page=1&per_page=25&filter[type]=regular')
    expect(filteredPage1, 'the filter changes the first page').not.toEqual(unfiltered)

    next = nextListRequest(page, 'measurements', (p) => p.get('filter[type]') === 'regular' && p.get('page') === '2')
    await page.getByRole('button', { name: 'Next page' }).click()
    await expectTableShowsAnswer(page, table, await next)
    const filteredPage2 = await rowIds(table)
    expect(appParams(page)).toMatchObject({ 'filter[type]': 'regular', page: '2' })

    await page.goBack()
    await expect.poll(() => appParams(page).page, { message: 'Back: page 1' }).toBeUndefined()
    expect(appParams(page)['filter[type]']).toBe('regular')
    expect(await expectScreenOf(page, table, '/api/v1/measurements?wound_id=1&page=1&per_page=25&filter[type]=regular')).toEqual(
      filteredPage1,
    )
    expect((await chosenOption(filterField(await filterGroup(page, 'Measurements'), 'Type'))).toLowerCase()).toBe('regular')

    await page.goBack()
    await expect.poll(() => filterParamsOf(page), { message: 'Back: no filter' }).toEqual([])
    expect(appParams(page).wound).toBe('1')
    await expectScreenOf(page, table, '/api/v1/measurements?wound_id=1&page=1&per_page=25')
    await expect.poll(() => removeFilterButtons(page).count(), { message: 'no chips' }).toBe(0)
    expect((await chosenOption(filterField(await filterGroup(page, 'Measurements'), 'Type'))).toLowerCase()).toMatch(/^(any|)$/)

    await page.goForward()
    await expect.poll(() => appParams(page)['filter[type]'], { message: 'Forward: the filter again' }).toBe('regular')
    await expectScreenOf(page, table, '/api/v1/measurements?wound_id=1&page=1&per_page=25&filter[type]=regular')
    await expect.poll(() => removeFilterButtons(page).count(), { message: 'the chip again' }).toBe(1)
    expect((await chosenOption(filterField(await filterGroup(page, 'Measurements'), 'Type'))).toLowerCase()).toBe('regular')

    await page.goForward()
    await expect.poll(() => appParams(page).page, { message: 'Forward: page 2' }).toBe('2')
    expect(await expectScreenOf(page, table, '/api/v1/measurements?wound_id=1&page=2&per_page=25&filter[type]=regular')).toEqual(
      filteredPage2,
    )
  })

  test('a pasted deep link opens with its request and screen', async ({ page }) => {
    const first = nextListRequest(page, 'measurements', () => true, 'the first measurements request')
    await page.goto(demoUrl('?wound=1&sort=-id&filter[type]=multiple&rows=10'))
    const table = await showList(page, 'Measurements')
    const request = await first
    const params = request.url.searchParams
    expect(params.get('wound_id')).toBe('1')
    expect(params.get('sort')).toBe('-id')
    expect(params.get('filter[type]')).toBe('multiple')
    expect(params.get('per_page')).toBe('10')
    expect(params.get('page') ?? '1').toBe('1')
    expect(params.has('fields'), 'no column choice: no fields=').toBe(false)
    const answer = await expectTableShowsAnswer(page, table, request)
    expect(answer.ids.length).toBeGreaterThan(1)
    const ids = await rowIds(table)
    expect(ids, 'descending IDs').toEqual([...ids].sort((a, b) => b - a))
    for (const text of await columnTexts(table, 'Type')) expect(text).toMatch(/^multiple$/i)

    expect(appParams(page)).toEqual({ wound: '1', sort: '-id', 'filter[type]': 'multiple', rows: '10' })
    expect(await ariaSort(table, 'ID')).toBe('descending')
    expect((await chosenOption(filterField(await filterGroup(page, 'Measurements'), 'Type'))).toLowerCase()).toBe('multiple')
    expect(await removeFilterButtons(page).count()).toBe(1)
    expect(await page.getByRole('combobox', { name: 'Rows per page' }).inputValue()).toBe('10')
  })

  test('a hand-edited invalid link is canonicalised and sends a valid request', async ({ page }) => {
    const requests = recordApiRequests(page)
    const first = nextListRequest(page, 'measurements', () => true, 'the first measurements request')
    await page.goto(demoUrl('?wound=1&page=abc&filter[area]=>=x&rows=33&sort=bogus'))
    const table = await showList(page, 'Measurements')
    const request = await first
    await expectTableShowsAnswer(page, table, request)
    await expect.poll(() => appParams(page), { message: 'the app URL without the invalid parts' }).toEqual({ wound: '1' })

    const params = request.url.searchParams
    expect(params.get('wound_id')).toBe('1')
    expect(params.get('page') ?? '1').toBe('1')
    expect(params.get('per_page'), 'the default page size').toBe('25')
    expect(params.has('sort')).toBe(false)
    expect([...params.keys()].filter((name) => name.startsWith('filter'))).toEqual([])
    await waitForQuiet(requests)
    for (const r of requests) {
      expect(r.url.search, 'no invalid value reaches the service').not.toMatch(/abc|bogus|=33\b|%3E%3Dx|>=x/)
    }
    expect(await page.getByRole('alert').count(), 'no error shown').toBe(0)
    expect(await ariaSort(table, 'ID')).toBe('none')
    expect(await removeFilterButtons(page).count()).toBe(0)
    expect(await page.getByRole('combobox', { name: 'Rows per page' }).inputValue()).toBe('25')
  })
})

describe('view state in the app URL: live build', () => {
  beforeEach(async () => {
    await fetch(`${serviceUrl()}/__requests`, { method: 'DELETE' })
  })

  test('the live build sends the same requests for the same deep link as the demo build', async ({ page }) => {
    const link = '?wound=1&sort=-id&filter[type]=multiple&rows=10'
    const requests = recordApiRequests(page)

    const demoFirst = nextListRequest(page, 'measurements', () => true, 'the demo build’s measurements request')
    await page.goto(demoUrl(link))
    const demoTable = await showList(page, 'Measurements')
    const demoRequest = await demoFirst
    await expectTableShowsAnswer(page, demoTable, demoRequest)
    await waitForQuiet(requests)
    const demoQueries = new Set(requests.map((r) => pathAndQuery(r.url)))
    const demoIds = await rowIds(demoTable)

    const fromLive = requests.length
    await page.goto(liveUrl(link))
    await enterApiKey(page, 'test-key')
    const liveTable = await showList(page, 'Measurements')
    expect(await waitForRowIds(liveTable, (ids) => ids.join(',') === demoIds.join(','))).toEqual(demoIds)
    await waitForQuiet(requests)
    expect(appParams(page)).toEqual({ wound: '1', sort: '-id', 'filter[type]': 'multiple', rows: '10' })

    const log = (await (await fetch(`${serviceUrl()}/__requests`)).json()) as RecordedRequest[]
    const liveQueries = new Set(log.filter((r) => r.path.startsWith('/api/v1/')).map((r) => r.path))
    const liveTableRequest = [...liveQueries].find((path) => {
      const url = new URL(path, serviceUrl())
      return url.pathname === '/api/v1/measurements' && sameParams(url.searchParams, demoRequest.url.searchParams)
    })
    expect(liveTableRequest, `the live service got ${pathAndQuery(demoRequest.url)}; it got:\n${[...liveQueries].join('\n')}`).toBe(
      pathAndQuery(demoRequest.url),
    )
    expect([...liveQueries].sort(), 'the same requests, demo and live').toEqual([...demoQueries].sort())
    // The page saw the same requests go to the service as the service logged.
    const seenLive = new Set(listRequestsSince(requests, fromLive, 'measurements').map((r: ApiRequest) => pathAndQuery(r.url)))
    for (const path of seenLive) expect(liveQueries.has(path), path).toBe(true)
  })
})
