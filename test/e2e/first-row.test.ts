import type { Page } from 'playwright-core'
import { beforeAll, describe, expect } from 'vitest'
import { loadButton, woundIdField } from '../../tools/harness/app-locators'
import type { RecordedRequest } from '../../tools/harness/mock-service'
import { arm, prepareContext, resourceEntries, waitResult } from '../../tools/harness/probe'
import { appScripts, firstRowChunks } from '../../tools/harness/sizes'
import { isWholeHistoryPath } from '../whole-history-query'
import { liveDir, liveUrl, serviceUrl, test } from './browser'

/*
 * Nothing competes with the first row, guarded without timing: on the live build, a
 * deep link and Load each ask for the first page once, load no chunk but the first row's (the
 * entry and its static imports) and ask for no whole-history page before the first rows are
 * painted; once they are, the whole histories follow.
 */

let firstRowFiles = new Set<string>()

beforeAll(async () => {
  firstRowFiles = await firstRowChunks(liveDir())
})

/** The app's JS files (paths in the build) the page asked for from `from` to `to` (page clock). */
async function scriptsAskedFor(page: Page, from: number, to: number): Promise<string[]> {
  return appScripts(await resourceEntries(page), liveUrl())
    .filter((entry) => entry.startTime >= from && entry.startTime <= to)
    .map((entry) => decodeURIComponent(new URL(entry.name).pathname).replace(/^\/+/, ''))
}

/** Holds every list page's answer 400 ms: time enough for anything started beside it to show before the first row. */
async function delayListPages(page: Page): Promise<void> {
  await page.route(`${serviceUrl()}/api/v1/**`, async (route) => {
    const url = new URL(route.request().url())
    if (!isWholeHistoryPath(url.pathname + url.search)) await new Promise((resolve) => setTimeout(resolve, 400))
    await route.continue()
  })
}

/** After the rows: both whole histories are asked for, and the list's first page was asked for once. */
async function expectWholeHistoriesAfterOneListPage(): Promise<void> {
  const service = new URL(serviceUrl()).origin
  await expect
    .poll(
      async () => new Set((await serviceLog()).filter((r) => isWholeHistoryPath(r.path)).map((r) => new URL(r.path, service).pathname)),
      { timeout: 15_000 },
    )
    .toEqual(new Set(['/api/v1/measurements', '/api/v1/assessments']))
  const listPages = (await serviceLog()).filter((r) => r.method === 'GET' && !isWholeHistoryPath(r.path))
  expect(listPages.map((r) => r.path)).toHaveLength(1)
  expect(new URL(listPages[0]?.path ?? '/', service).pathname).toBe('/api/v1/measurements')
}

async function serviceLog(): Promise<RecordedRequest[]> {
  const response = await fetch(`${serviceUrl()}/__requests`)
  return ((await response.json()) as RecordedRequest[]).filter((r) => r.path.startsWith('/api/v1/'))
}

describe('the first row of a deep link', () => {
  test("is asked for once, with no chunk but the first row's and no whole-history page before it is painted", async ({ page }) => {
    await fetch(`${serviceUrl()}/__requests`, { method: 'DELETE' })
    await prepareContext(page.context(), { kind: 'rows', table: 'Measurements' })
    await delayListPages(page)
    await page.goto(liveUrl('?wound=1'))
    const { doneAt } = await waitResult(page)
    const service = new URL(serviceUrl()).origin
    const beforeRow = (await resourceEntries(page)).filter((entry) => entry.name.startsWith(service) && entry.startTime <= doneAt)
    expect(beforeRow.map((entry) => new URL(entry.name).pathname + new URL(entry.name).search).filter(isWholeHistoryPath)).toEqual([])
    // The first row's chunks were what loaded (the measurement saw them), and nothing else.
    const scripts = await scriptsAskedFor(page, 0, doneAt)
    expect(scripts.filter((file) => firstRowFiles.has(file)).length).toBe(firstRowFiles.size)
    expect(scripts.filter((file) => !firstRowFiles.has(file))).toEqual([])

    await expectWholeHistoriesAfterOneListPage()
  })
})

describe('the first row after Load', () => {
  test('is asked for once, with no other chunk and no whole-history page before it is painted', async ({ page }) => {
    await prepareContext(page.context(), null)
    await delayListPages(page)
    await page.goto(liveUrl())
    await woundIdField(page).waitFor()
    // Automatic logoff's code loads two seconds after start (app.tsx): a clinician types meanwhile.
    await expect
      .poll(async () => (await scriptsAskedFor(page, 0, Number.POSITIVE_INFINITY)).some((f) => f.includes('idle-guard')), {
        timeout: 10_000,
      })
      .toBe(true)
    await page.waitForLoadState('networkidle')
    await fetch(`${serviceUrl()}/__requests`, { method: 'DELETE' })
    await woundIdField(page).fill('1')
    await arm(page, { kind: 'rows', table: 'Measurements' })
    await loadButton(page).click()
    const { clickAt, doneAt } = await waitResult(page)
    if (clickAt === null) throw new Error('the probe saw no click on Load')
    expect(await scriptsAskedFor(page, clickAt, doneAt)).toEqual([])
    const service = new URL(serviceUrl()).origin
    const asked = (await resourceEntries(page)).filter((e) => e.name.startsWith(service) && e.startTime >= clickAt && e.startTime <= doneAt)
    expect(asked.map((e) => new URL(e.name).pathname + new URL(e.name).search).filter(isWholeHistoryPath)).toEqual([])

    await expectWholeHistoriesAfterOneListPage()
  })
})
