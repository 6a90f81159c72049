import type { Page } from 'playwright-core'
import { beforeEach, describe, expect } from 'vitest'
import { failedResource, liveUrl, serviceUrl, test } from './browser'
import type { RecordedRequest } from '../../tools/harness/mock-service'
import { woundIdField } from '../../tools/harness/app-locators'
import { expectRowsFromService, httpServiceAnswer, loadWound, readPageStatus, showList, waitForRowIds } from './wound-view'

/** The live build: VITE_API_BASE_URL points at the mock service over real HTTP (CORS and all). */

const KEY = 'test-key'

async function requestLog(): Promise<RecordedRequest[]> {
  const response = await fetch(`${serviceUrl()}/__requests`)
  return (await response.json()) as RecordedRequest[]
}

async function enterKey(page: Page, key: string): Promise<void> {
  const keyField = page.getByLabel('API key')
  if (!(await keyField.isVisible())) await page.getByRole('button', { name: 'Connection settings' }).click()
  await keyField.fill(key)
  await page.getByRole('button', { name: 'Save' }).click()
}

describe('live mode (a configured service)', () => {
  beforeEach(async () => {
    await fetch(`${serviceUrl()}/__requests`, { method: 'DELETE' })
  })

  test('connects with a key held in memory and shows the service’s rows', async ({ page }) => {
    // Every request the page makes, to check where the key goes.
    const keyedRequests: string[] = []
    page.on('request', (request) => {
      if (request.headers()['x-api-key'] !== undefined) keyedRequests.push(request.url())
    })

    await page.goto(liveUrl())
    await woundIdField(page).waitFor()
    expect(await page.getByText('Demo data').count(), 'no "Demo data" indicator').toBe(0)

    await page.getByRole('button', { name: 'Connection settings' }).click()
    const baseUrl = page.getByRole('textbox', { name: 'API base URL' })
    expect((await baseUrl.inputValue()).replace(/\/+$/, '')).toBe(serviceUrl())
    const keyField = page.getByLabel('API key')
    expect(await keyField.getAttribute('type'), 'the key field is a password field').toBe('password')
    const remember = page.getByRole('checkbox', { name: 'Remember key on this device' })
    expect(await remember.isChecked(), '"Remember key on this device" is off by default').toBe(false)
    await enterKey(page, KEY)

    await loadWound(page, 1)
    const table = await showList(page, 'Measurements')
    const ids = await waitForRowIds(table)
    const status = await readPageStatus(page, /Page 1 of \d+/i)

    const apiRequests = (await requestLog()).filter((r) => r.path.startsWith('/api/v1/'))
    expect(apiRequests.length).toBeGreaterThan(0)
    for (const request of apiRequests) {
      expect(request.headers['x-api-key'], `X-API-KEY on ${request.path}`).toBe(KEY)
      expect(new URL(request.path, serviceUrl()).searchParams.get('wound_id'), request.path).toBe('1')
    }
    const answer = await expectRowsFromService(
      ids,
      apiRequests.map((r) => ({ pathAndQuery: r.path, apiKey: KEY })),
      (path, key) => httpServiceAnswer(serviceUrl(), path, key),
      'Measurements',
    )
    expect(answer.currentPage).toBe(1)
    expect(answer.lastPage).toBe(status.last)

    expect(page.url()).not.toContain(KEY)
    expect(await page.evaluate(() => JSON.stringify(localStorage)), 'localStorage').not.toContain(KEY)
    expect(keyedRequests.length).toBeGreaterThan(0)
    for (const url of keyedRequests) expect(url.startsWith(`${serviceUrl()}/`), `key sent to ${url}`).toBe(true)
  })

  test('a wrong key shows "Invalid API token" and offers the settings form again', async ({ page, errors }) => {
    errors.allow(failedResource(401))
    await page.goto(liveUrl())
    await woundIdField(page).waitFor()
    await enterKey(page, 'nope')
    await loadWound(page, 1)
    await page
      .getByRole('alert')
      .filter({ hasText: /invalid api token/i })
      .first()
      .waitFor()

    const keyField = page.getByLabel('API key')
    await keyField.waitFor()
    // The right key, entered in the form offered, brings the rows.
    await keyField.fill(KEY)
    await page.getByRole('button', { name: 'Save' }).click()
    const table = await showList(page, 'Measurements')
    await waitForRowIds(table)
  })
})
