import { getResponse } from 'msw'
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { DEMO_WOUNDS } from '../../src/mocks/data'
import { createHandlers } from '../../src/mocks/handlers'
import { type ListName, listTable, loadButton, rowIds, woundIdField } from '../../tools/harness/app-locators'
import { isWholeHistoryQuery } from '../whole-history-query'

/**
 * Page helpers of the e2e tests, by role and accessible name only (the locators the bench shares
 * are in tools/harness/app-locators.ts).
 */

/** The visible "Page X of Y" text (a hidden tab's pager does not count). */
export const pageStatus = (page: Page) => page.getByText(/Page \d+ of \d+/i).filter({ visible: true })

/** Demo mode's start screen shows every demo wound ID (it arrives with the demo service, after the first paint). */
export async function waitForDemoWoundList(page: Page): Promise<void> {
  const body = page.locator('body')
  for (const wound of DEMO_WOUNDS) {
    await expect.poll(() => body.innerText(), { message: `demo wound ${wound.id} listed` }).toMatch(new RegExp(`\\b${wound.id}\\b`))
  }
}

export async function loadWound(page: Page, woundId: string | number, how: 'click' | 'enter' = 'click'): Promise<void> {
  const field = woundIdField(page)
  await field.fill(String(woundId))
  if (how === 'enter') await field.press('Enter')
  else await loadButton(page).click()
}

/** The table, revealed by its tab (or link/button) of the same name if it is not on screen. */
export async function showList(page: Page, name: ListName): Promise<Locator> {
  const table = listTable(page, name)
  const revealer = page.getByRole('tab', { name }).or(page.getByRole('link', { name })).or(page.getByRole('button', { name }))
  await table.or(revealer).first().waitFor()
  if (!(await table.isVisible())) {
    await revealer.first().click()
    await table.waitFor()
  }
  return table
}

/** Waits for the table to show rows and returns their IDs. */
export async function waitForRowIds(table: Locator, predicate: (ids: number[]) => boolean = (ids) => ids.length > 0): Promise<number[]> {
  let ids: number[] = []
  await expect
    .poll(
      async () => {
        ids = await rowIds(table)
        return predicate(ids)
      },
      { timeout: 15_000, message: 'table rows' },
    )
    .toBe(true)
  return ids
}

/** "Page X of Y" as numbers, waiting until the text matches `expected` (if given). */
export async function readPageStatus(page: Page, expected?: RegExp): Promise<{ current: number; last: number }> {
  const status = pageStatus(page)
  let text = ''
  await expect
    .poll(
      async () => {
        // A pager above and below the table would show the same text: read the first.
        text = (await status.count()) > 0 ? ((await status.first().textContent()) ?? '') : ''
        return text
      },
      { timeout: 15_000, message: 'pager text' },
    )
    .toMatch(expected ?? /Page \d+ of \d+/i)
  const [, current, last] = /Page (\d+) of (\d+)/i.exec(text) ?? []
  return { current: Number(current), last: Number(last) }
}

/** Every request the page makes to the service (`/api/v1/`), whether the network or demo mode's worker answers it. */
export type ApiRequest = { url: URL; apiKey: string | undefined }

export function recordApiRequests(page: Page): ApiRequest[] {
  const requests: ApiRequest[] = []
  page.on('request', (request) => {
    if (!request.url().includes('/api/v1/')) return
    requests.push({ url: new URL(request.url()), apiKey: request.headers()['x-api-key'] })
  })
  return requests
}

/** The parts of a list response the tests compare: the records' ids and the pagination metadata. */
export type ListAnswer = {
  ids: number[]
  currentPage: number
  lastPage: number
  perPage: number
  total: number
}

function toListAnswer(body: unknown): ListAnswer {
  const { data, metadata } = body as { data: { id: unknown }[]; metadata: Record<string, unknown> }
  return {
    ids: data.map((record) => Number(record.id)),
    currentPage: Number(metadata.current_page),
    lastPage: Number(metadata.last_page),
    perPage: Number(metadata.per_page),
    total: Number(metadata.total),
  }
}

const demoHandlers = createHandlers()

/** What the demo service (the same handlers, in this process) answers to `pathAndQuery`. */
export async function demoServiceAnswer(pathAndQuery: string, apiKey: string): Promise<ListAnswer> {
  const response = await getResponse(
    demoHandlers,
    new Request(new URL(pathAndQuery, 'http://demo.invalid'), { headers: { 'X-API-KEY': apiKey } }),
  )
  if (!response?.ok) throw new Error(`demo service: ${pathAndQuery} → ${response?.status ?? 'no handler'}`)
  return toListAnswer(await response.json())
}

/** What the mock service over HTTP answers to `pathAndQuery`. */
export async function httpServiceAnswer(serviceUrl: string, pathAndQuery: string, apiKey: string): Promise<ListAnswer> {
  const response = await fetch(`${serviceUrl}${pathAndQuery}`, { headers: { 'X-API-KEY': apiKey } })
  if (!response.ok) throw new Error(`service: ${pathAndQuery} → ${response.status}`)
  return toListAnswer(await response.json())
}

/**
 * The shown rows must be exactly one page the service answered to one of the app's own requests
 * (the table's request; others, such as a chart's history, simply do not match). Returns that page.
 */
export async function expectRowsFromService(
  shownIds: number[],
  requests: readonly { pathAndQuery: string; apiKey: string }[],
  answer: (pathAndQuery: string, apiKey: string) => Promise<ListAnswer>,
  endpoint: ListName,
): Promise<ListAnswer & { pathAndQuery: string }> {
  const path = `/api/v1/${endpoint.toLowerCase()}`
  const candidates = requests.filter((r) => r.pathAndQuery.startsWith(`${path}?`))
  expect(candidates.length, `the app requested ${path}`).toBeGreaterThan(0)
  const answers = await Promise.all(
    candidates.map(async (r) => ({ ...(await answer(r.pathAndQuery, r.apiKey)), pathAndQuery: r.pathAndQuery })),
  )
  const match = answers.find((a) => a.ids.length === shownIds.length && a.ids.every((id, i) => id === shownIds[i]))
  expect(
    match,
    `shown IDs ${shownIds.join(',')} are not the rows of any requested page:\n${answers.map((a) => `  ${a.pathAndQuery} → ${a.ids.join(',')}`).join('\n')}`,
  ).toBeDefined()
  return match as ListAnswer & { pathAndQuery: string }
}

export const pathAndQuery = (url: URL) => `${url.pathname}${url.search}`

/* ------------------------------------------------------------------------------------------------
 * List controls: sorting headers, filter chips, column chooser, nested rows.
 * ---------------------------------------------------------------------------------------------- */

export type Endpoint = 'measurements' | 'assessments'
export const endpointOf = (list: ListName): Endpoint => (list === 'Measurements' ? 'measurements' : 'assessments')
/** The remove buttons of the active-filter chips. */
export const removeFilterButtons = (page: Page) => page.getByRole('button', { name: 'Remove filter' })

/** What a combobox shows as chosen: the selected option's label (a custom combobox: its text or value). */
export function chosenOption(combobox: Locator): Promise<string> {
  return combobox.evaluate((element) => {
    if (element instanceof HTMLSelectElement) return (element.selectedOptions[0]?.label ?? '').trim()
    if (element instanceof HTMLInputElement) return element.value.trim()
    return element.textContent.trim()
  })
}

/** The text an element's aria-describedby points to (or its aria-description). */
export async function describedText(element: Locator): Promise<string> {
  const ids = ((await element.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean)
  const page = element.page()
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()))
  const own = (await element.getAttribute('aria-description')) ?? ''
  return [...texts, own].join(' ').trim()
}

export function sortHeader(table: Locator, label: 'ID' | 'Created'): Locator {
  return table.getByRole('columnheader').filter({ has: table.page().getByRole('button', { name: new RegExp(`\\b${label}\\b`, 'i') }) })
}
/** aria-sort of a sortable header, "none" when it has none. */
export async function ariaSort(table: Locator, label: 'ID' | 'Created'): Promise<string> {
  return (await sortHeader(table, label).getAttribute('aria-sort')) ?? 'none'
}

/** The column headers' texts, left to right. */
export function columnHeaders(table: Locator): Promise<string[]> {
  return table.evaluate((tableElement) =>
    [...tableElement.querySelectorAll('th, [role="columnheader"]')]
      .filter((cell) => cell.closest('table, [role="table"], [role="grid"], [role="treegrid"]') === tableElement)
      .filter(
        (cell) => cell.closest('thead') !== null || cell.getAttribute('role') === 'columnheader' || cell.getAttribute('scope') === 'col',
      )
      .map((cell) => cell.textContent.replace(/[▲▼↕]/g, '').trim()),
  )
}

/** The row (a locator) whose ID cell holds `id`; fails when the table has no such row. */
export async function rowById(table: Locator, id: number): Promise<Locator> {
  const index = await table.evaluate((tableElement, wanted) => {
    const CELL = 'td, th, [role="cell"], [role="gridcell"], [role="rowheader"], [role="columnheader"]'
    const rows = [...tableElement.querySelectorAll('tr, [role="row"]')]
    const cellsOf = (row: Element) => [...row.children].filter((cell) => cell.matches(CELL))
    const headerRow = rows.find(
      (row) => row.closest('thead') !== null || cellsOf(row).some((c) => c.getAttribute('role') === 'columnheader'),
    )
    const idColumn = headerRow ? cellsOf(headerRow).findIndex((cell) => /^\s*id\b/i.test(cell.textContent)) : -1
    if (idColumn < 0) return -1
    return rows.findIndex((row) => {
      if (row === headerRow) return false
      const cell = cellsOf(row)[idColumn]
      if (!cell) return false
      const copy = cell.cloneNode(true) as Element
      for (const control of copy.querySelectorAll('button, [aria-expanded]')) control.remove()
      return new RegExp(`\\b${wanted}\\b`).test(copy.textContent)
    })
  }, id)
  if (index < 0) throw new Error(`no row with ID ${id} in the table (shown: ${(await rowIds(table)).join(',')})`)
  return table.locator('tr, [role="row"]').nth(index)
}

/** A row's "children" toggle: a button with aria-expanded whose name contains "children". */
export const childrenToggle = (row: Locator) => row.getByRole('button', { name: /children/i })

/** Reads a shown date ("1 Mar 2026", "Mar 1, 2026", "01/03/2026" in en-GB, or ISO) as `YYYY-MM-DD`. */
export function shownDateToIso(text: string): string | undefined {
  const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
  const iso = (y: string | number, m: number, d: string | number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
  const isoMatch = /(\d{4})-(\d{2})-(\d{2})/.exec(text)
  if (isoMatch) return isoMatch[0]
  const dayMonth = /(\d{1,2})\s+([A-Za-z]{3})[A-Za-z]*\.?,?\s+(\d{4})/.exec(text)
  if (dayMonth?.[1] && dayMonth[2] && dayMonth[3]) {
    const month = MONTHS.indexOf(dayMonth[2].toLowerCase())
    if (month >= 0) return iso(dayMonth[3], month + 1, dayMonth[1])
  }
  const monthDay = /([A-Za-z]{3})[A-Za-z]*\.?\s+(\d{1,2}),?\s+(\d{4})/.exec(text)
  if (monthDay?.[1] && monthDay[2] && monthDay[3]) {
    const month = MONTHS.indexOf(monthDay[1].toLowerCase())
    if (month >= 0) return iso(monthDay[3], month + 1, monthDay[2])
  }
  const slashed = /(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(text)
  if (slashed?.[1] && slashed[2] && slashed[3]) return iso(slashed[3], Number(slashed[2]), slashed[1])
  return undefined
}

/** A shown number ("11.43", "1,234.5") as a number; NaN when there is none. */
export const shownNumber = (text: string): number => {
  const match = /-?[\d,]*\.?\d+/.exec(text)
  return match ? Number(match[0].replace(/,/g, '')) : Number.NaN
}

/**
 * The next request of the page to a list endpoint that satisfies `predicate` (set it up before the
 * action that should cause it). The demo worker's requests are seen too.
 */
export function nextListRequest(
  page: Page,
  endpoint: Endpoint,
  predicate: (params: URLSearchParams) => boolean = () => true,
  what = `a ${endpoint} request`,
): Promise<ApiRequest> {
  const request = page
    .waitForRequest(
      (r) => {
        const url = new URL(r.url())
        // A page of the list: not one of the whole-history loads the wound summary starts beside it.
        return url.pathname.endsWith(`/api/v1/${endpoint}`) && !isWholeHistoryQuery(url.searchParams) && predicate(url.searchParams)
      },
      { timeout: 10_000 },
    )
    .then(
      (r): ApiRequest => ({ url: new URL(r.url()), apiKey: r.headers()['x-api-key'] }),
      (error: unknown) => {
        throw new Error(`${what} was not sent: ${String(error)}`, { cause: error })
      },
    )
  // A test that fails before awaiting it must not leave an unhandled rejection behind.
  request.catch(() => undefined)
  return request
}

/** The requests made to a list endpoint since `from` (an index into recordApiRequests' array). */
/** The requests of a list since `from` (an index into recordApiRequests' array), whole-history loads left out. */
export const listRequestsSince = (requests: readonly ApiRequest[], from: number, endpoint: Endpoint) =>
  requests.slice(from).filter((r) => r.url.pathname.endsWith(`/api/v1/${endpoint}`) && !isWholeHistoryQuery(r.url.searchParams))

/** Waits until no new request has arrived for `quietMs`. */
export async function waitForQuiet(requests: readonly unknown[], quietMs = 600): Promise<void> {
  let count = -1
  for (let round = 0; round < 40 && count !== requests.length; round++) {
    count = requests.length
    await new Promise((resolve) => setTimeout(resolve, quietMs))
  }
}

/**
 * The table shows exactly the page the demo service answers to `request` (same IDs, same order),
 * with the pager at that page and the table no longer busy. Returns the answer.
 */
export async function expectTableShowsAnswer(page: Page, table: Locator, request: ApiRequest): Promise<ListAnswer> {
  const answer = await demoServiceAnswer(pathAndQuery(request.url), request.apiKey ?? '')
  let shown: number[] = []
  await expect
    .poll(
      async () => {
        shown = await rowIds(table)
        return shown.join(',')
      },
      { timeout: 15_000, message: `rows of ${pathAndQuery(request.url)}` },
    )
    .toBe(answer.ids.join(','))
  await readPageStatus(page, new RegExp(`Page ${answer.currentPage} of ${answer.lastPage}\\b`, 'i'))
  await expect.poll(() => table.getAttribute('aria-busy'), { message: 'aria-busy cleared' }).not.toBe('true')
  return answer
}

/** The app URL's query as an object of parameters. */
export const appParams = (page: Page): Record<string, string> => Object.fromEntries(new URL(page.url()).searchParams)

/** Live mode: enter the API key in the connection settings (opening them when needed) and save. */
export async function enterApiKey(page: Page, key: string): Promise<void> {
  const keyField = page.getByLabel('API key')
  if (!(await keyField.isVisible())) await page.getByRole('button', { name: 'Connection settings' }).click()
  await keyField.fill(key)
  await page.getByRole('button', { name: 'Save' }).click()
}

/**
 * A chart's data table ("<chart> data"), opened with its "Show data" toggle when it is closed: a
 * data table is built only when opened.
 */
export async function chartDataTable(page: Page, chartName: string): Promise<Locator> {
  const toggle = page.getByRole('button', { name: `Show data of ${chartName}` })
  await toggle.waitFor({ timeout: 20_000 })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  return page.getByRole('table', { name: `${chartName} data` })
}
