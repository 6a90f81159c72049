import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { failedResource, liveUrl, test } from './browser'
import { chooseOption, comparisonBox, filterField, filterGroup, listTable, woundIdField } from '../../tools/harness/app-locators'
import { appParams, enterApiKey, loadWound, nextListRequest, readPageStatus, showList, waitForRowIds } from './wound-view'

/*
 * The live build against the mock service over real HTTP: a session that worked, then the network
 * goes away, or the key is revoked. The view the user was on comes back without re-navigating.
 */

const KEY = 'test-key'
/** The mock service accepts this key too: it stands for the key the user is given after a revocation. */
const NEW_KEY = 'demo-key'

/** Opens the live build with the key entered, on `wound`'s measurements, and returns page 1's row ids. */
async function openSession(page: Page, wound: number): Promise<number[]> {
  await page.goto(liveUrl())
  await woundIdField(page).waitFor()
  await enterApiKey(page, KEY)
  await loadWound(page, wound)
  const table = await showList(page, 'Measurements')
  const ids = await waitForRowIds(table)
  await readPageStatus(page, /Page 1 of \d+/)
  return ids
}

const disjoint = (a: readonly number[], b: readonly number[]) => !a.some((id) => b.includes(id))

describe('resilience in a live session', () => {
  test('offline, then online: the page asked for while offline appears without a click', async ({ page, errors }) => {
    errors.allow(/net::ERR_INTERNET_DISCONNECTED/)
    const firstPage = await openSession(page, 3)
    const table = listTable(page, 'Measurements')

    await page.context().setOffline(true)
    await page.getByRole('button', { name: 'Next page' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: /offline/i })
      .waitFor()
    // Page 1's rows stay only as "still loading": the table is busy, not presented as page 2.
    expect(await table.getAttribute('aria-busy')).toBe('true')
    expect(appParams(page).page).toBe('2')

    const pageTwoRequest = nextListRequest(page, 'measurements', (params) => params.get('page') === '2', 'page 2 once online')
    await page.context().setOffline(false)
    const request = await pageTwoRequest
    expect(request.apiKey).toBe(KEY)
    const secondPage = await waitForRowIds(table, (ids) => ids.length > 0 && disjoint(ids, firstPage))
    expect(secondPage).toHaveLength(25)
    await readPageStatus(page, /Page 2 of \d+/)
    await expect.poll(() => table.getAttribute('aria-busy')).not.toBe('true')
    expect(await page.getByText(/offline/i).count()).toBe(0)
  })

  test('offline while opening another wound: it loads by itself when the network is back', async ({ page, errors }) => {
    errors.allow(/net::ERR_INTERNET_DISCONNECTED/)
    await openSession(page, 1)

    await page.context().setOffline(true)
    await loadWound(page, 5)
    await page.getByRole('heading', { name: 'Wound 5' }).waitFor()
    await page
      .getByRole('status')
      .filter({ hasText: /offline/i })
      .waitFor()
    expect(await listTable(page, 'Measurements').count(), 'no rows of wound 1 under wound 5').toBe(0)

    await page.context().setOffline(false)
    const ids = await waitForRowIds(listTable(page, 'Measurements'))
    expect(
      ids.every((id) => Math.floor(id / 100_000) === 5),
      `wound 5's rows: ${ids.join(',')}`,
    ).toBe(true)
    expect(await page.getByRole('alert').count()).toBe(0)
  })

  test('a view’s stylesheet lost on the way (the network dropped) is asked for again: the view shows, styled', async ({ page, errors }) => {
    // Seen in CI: the summary's photo chunk was loading when the test went offline; its stylesheet
    // failed, and the summary stayed "This view could not be shown" after the network came back.
    errors.allow(/net::ERR_FAILED/)
    const entryCss = /assets\/[^"]+\.css/.exec(await (await fetch(liveUrl())).text())?.[0]
    const asked = new Map<string, number>()
    await page.route('**/assets/*.css', (route) => {
      const url = route.request().url()
      asked.set(url, (asked.get(url) ?? 0) + 1)
      // Every stylesheet a lazily loaded view brings fails the first time.
      return entryCss !== undefined && !url.endsWith(entryCss) && asked.get(url) === 1 ? route.abort('failed') : route.continue()
    })
    await openSession(page, 1)
    await page.getByRole('button', { name: /^Latest photo/ }).waitFor({ timeout: 20_000 })
    await page.getByRole('button', { name: 'Copy note' }).waitFor()
    expect(await page.getByText('This view could not be shown').count()).toBe(0)
    const lazySheets = () => [...asked.keys()].filter((url) => entryCss !== undefined && !url.endsWith(entryCss))
    expect(lazySheets().length).toBeGreaterThan(0)
    // Each was asked for again, and the second answer is in use. A view asked for after the summary
    // (CI saw the healing overview's, the app loading it ahead) may have failed a moment ago: its
    // second asking is waited for, not read at once.
    await expect
      .poll(() => lazySheets().filter((url) => asked.get(url) !== 2), { timeout: 15_000, message: 'stylesheets not asked for twice' })
      .toEqual([])
    await expect
      .poll(
        async () => {
          const applied = await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href ?? ''))
          return lazySheets().filter((url) => !applied.includes(url))
        },
        { timeout: 15_000, message: 'stylesheets asked for twice but not applied' },
      )
      .toEqual([])
  })

  test('a key revoked mid-session: "Invalid API token", the key form, then the same view again', async ({ page, errors }) => {
    errors.allow(failedResource(401))
    const revoked = { now: false }
    // After the first page the service no longer accepts the session's key: the mock service
    // itself answers 401 (with its CORS headers) to a key it does not know.
    await page.route('**/api/v1/**', async (route) => {
      const request = route.request()
      const headers = request.headers()
      if (revoked.now && request.method() === 'GET' && headers['x-api-key'] === KEY) {
        await route.continue({ headers: { ...headers, 'x-api-key': 'revoked-key' } })
      } else {
        await route.continue()
      }
    })

    await openSession(page, 3)
    // A filter first, so that "the same view" is more than a page number.
    const filters = await filterGroup(page, 'Measurements')
    await chooseOption(comparisonBox(filters, 'Area'), '<')
    await filterField(filters, 'Area').fill('10')
    await filterField(filters, 'Area').press('Enter')
    await expect.poll(() => appParams(page)['filter[area]']).toBe('<10')
    const firstPage = await waitForRowIds(listTable(page, 'Measurements'))
    await readPageStatus(page, /Page 1 of \d+/)

    revoked.now = true
    await page.getByRole('button', { name: 'Next page' }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: /invalid api token/i })
      .first()
      .waitFor()
    const keyField = page.getByLabel('API key')
    await keyField.waitFor()
    expect(await keyField.evaluate((element) => element === document.activeElement), 'the key field has focus').toBe(true)
    expect(await listTable(page, 'Measurements').count(), 'page 1 is not shown as if it were page 2').toBe(0)
    expect(appParams(page)).toMatchObject({ wound: '3', page: '2', 'filter[area]': '<10' })

    const resumed = nextListRequest(
      page,
      'measurements',
      (params) => params.get('page') === '2' && params.get('filter[area]') === '<10',
      'page 2, filtered, with the new key',
    )
    await keyField.fill(NEW_KEY)
    await page.getByRole('button', { name: 'Save' }).click()
    expect((await resumed).apiKey).toBe(NEW_KEY)

    const table = listTable(page, 'Measurements')
    const secondPage = await waitForRowIds(table, (ids) => ids.length > 0 && disjoint(ids, firstPage))
    expect(secondPage.every((id) => Math.floor(id / 100_000) === 3)).toBe(true)
    await readPageStatus(page, /Page 2 of \d+/)
    expect(appParams(page)).toMatchObject({ wound: '3', page: '2', 'filter[area]': '<10' })
    expect(await page.getByRole('alert').count()).toBe(0)
    expect(await page.getByLabel('API key').count()).toBe(0)
  })
})
