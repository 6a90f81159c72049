import { getResponse } from 'msw'
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { DEMO_WOUNDS } from '../../src/mocks/data'
import { createHandlers } from '../../src/mocks/handlers'

/**
 * Page helpers written against the UI contract (ui-contract.md) only: roles and accessible names.
 * Playwright matches a string name case-insensitively as a substring, which is the contract's
 * "extra words around a name are fine".
 */

export type ListName = 'Measurements' | 'Assessments'

export const woundIdField = (page: Page) => page.getByRole('textbox', { name: 'Wound ID' })
/** "Load", with extra words allowed, but not "Download" or "Reload". */
export const loadButton = (page: Page) => page.getByRole('button', { name: /\bload\b/i })
export const listTable = (page: Page, name: ListName) => page.getByRole('table', { name })
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
  const revealer = page
    .getByRole('tab', { name })
    .or(page.getByRole('link', { name }))
    .or(page.getByRole('button', { name }))
  await table.or(revealer).first().waitFor()
  if (!(await table.isVisible())) {
    await revealer.first().click()
    await table.waitFor()
  }
  return table
}

/**
 * IDs in the table's ID column, top to bottom. The ID column is found by its header; controls in
 * the cell (the children toggle, an images button) are ignored. Rows without a number (an empty
 * state, a loading row) are left out.
 */
export function rowIds(table: Locator): Promise<number[]> {
  return table.evaluate((tableElement) => {
    const CELL = 'td, th, [role="cell"], [role="gridcell"], [role="rowheader"], [role="columnheader"]'
    const ownRows = [...tableElement.querySelectorAll('tr, [role="row"]')].filter(
      (row) => row.parentElement?.closest('table, [role="table"], [role="grid"], [role="treegrid"]') === tableElement,
    )
    const cellsOf = (row: Element) => [...row.children].filter((cell) => cell.matches(CELL))
    const isHeaderRow = (row: Element) =>
      row.closest('thead') !== null || cellsOf(row).some((cell) => cell.getAttribute('role') === 'columnheader')
    const headerRow = ownRows.find(isHeaderRow)
    if (!headerRow) throw new Error('The table has no header row')
    const idColumn = cellsOf(headerRow).findIndex((cell) => /^\s*id\b/i.test(cell.textContent))
    if (idColumn < 0) throw new Error(`No "ID" column among: ${cellsOf(headerRow).map((c) => c.textContent.trim()).join(' | ')}`)

    const ids: number[] = []
    for (const row of ownRows) {
      if (isHeaderRow(row) || (row instanceof HTMLElement && row.hidden)) continue
      const cell = cellsOf(row)[idColumn]
      if (!cell) continue
      const copy = cell.cloneNode(true) as Element
      for (const control of copy.querySelectorAll('[aria-expanded], button')) {
        if (control.hasAttribute('aria-expanded') || /children|images/i.test(control.textContent)) control.remove()
      }
      const match = /\b\d+\b/.exec(copy.textContent)
      if (match) ids.push(Number(match[0]))
    }
    return ids
  })
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

/** The parts of a list response the tests compare (spec 2.3). */
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
  const response = await getResponse(demoHandlers, new Request(new URL(pathAndQuery, 'http://demo.invalid'), { headers: { 'X-API-KEY': apiKey } }))
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
  const answers = await Promise.all(candidates.map(async (r) => ({ ...(await answer(r.pathAndQuery, r.apiKey)), pathAndQuery: r.pathAndQuery })))
  const match = answers.find((a) => a.ids.length === shownIds.length && a.ids.every((id, i) => id === shownIds[i]))
  expect(
    match,
    `shown IDs ${shownIds.join(',')} are not the rows of any requested page:\n${answers.map((a) => `  ${a.pathAndQuery} → ${a.ids.join(',')}`).join('\n')}`,
  ).toBeDefined()
  return match as ListAnswer & { pathAndQuery: string }
}

export const pathAndQuery = (url: URL) => `${url.pathname}${url.search}`
