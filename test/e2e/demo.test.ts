import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { woundOfRecordId } from '../../src/mocks/record-ids'
import { demoUrl, failedResource, test } from './browser'
import { listTable, rowIds, woundIdField } from '../../tools/harness/app-locators'
import {
  demoServiceAnswer,
  expectRowsFromService,
  loadWound,
  pathAndQuery,
  readPageStatus,
  recordApiRequests,
  showList,
  waitForRowIds,
  waitForDemoWoundList,
  type ApiRequest,
} from './wound-view'

/** The demo build: no service configured, msw answers in the browser. */

const woundInUrl = (page: Page) => new URL(page.url()).searchParams.get('wound')
const expectWoundInUrl = (page: Page, id: string | null) =>
  expect.poll(() => woundInUrl(page), { message: 'wound in the app URL' }).toBe(id)
const asServiceRequests = (requests: readonly ApiRequest[]) =>
  requests.map((r) => ({ pathAndQuery: pathAndQuery(r.url), apiKey: r.apiKey ?? '' }))

describe('demo mode', () => {
  test('shows the "Demo data" indicator and the demo wound IDs on the start screen', async ({ page }) => {
    await page.goto(demoUrl())
    await page.getByText('Demo data').first().waitFor()
    await woundIdField(page).waitFor()
    await waitForDemoWoundList(page)
  })

  test('loads wound 1 with "Load" and pages through its measurements', async ({ page }) => {
    const requests = recordApiRequests(page)
    await page.goto(demoUrl())
    await loadWound(page, 1)
    await expectWoundInUrl(page, '1')

    const table = await showList(page, 'Measurements')
    const firstIds = await waitForRowIds(table)
    const first = await readPageStatus(page, /Page 1 of \d+/i)
    expect(first.last).toBeGreaterThanOrEqual(2)
    const firstAnswer = await expectRowsFromService(firstIds, asServiceRequests(requests), demoServiceAnswer, 'Measurements')
    expect(firstAnswer.currentPage).toBe(1)
    expect(firstAnswer.lastPage).toBe(first.last)
    for (const request of requests) {
      expect(request.url.searchParams.get('wound_id'), request.url.href).toBe('1')
      expect(request.apiKey, `X-API-KEY on ${request.url.href}`).toBeTruthy()
    }

    await page.getByRole('button', { name: 'Next page' }).click()
    await readPageStatus(page, new RegExp(`Page 2 of ${first.last}\\b`, 'i'))
    const secondIds = await waitForRowIds(table, (ids) => ids.length > 0 && ids.every((id) => !firstIds.includes(id)))
    const secondAnswer = await expectRowsFromService(secondIds, asServiceRequests(requests), demoServiceAnswer, 'Measurements')
    expect(secondAnswer.currentPage).toBe(2)

    // The page is part of the app URL: a reload shows the same page.
    await page.reload()
    const reloaded = await showList(page, 'Measurements')
    await readPageStatus(page, new RegExp(`Page 2 of ${first.last}\\b`, 'i'))
    expect(await waitForRowIds(reloaded)).toEqual(secondIds)

    await page.getByRole('button', { name: 'Previous page' }).click()
    await readPageStatus(page, new RegExp(`Page 1 of ${first.last}\\b`, 'i'))
    expect(await waitForRowIds(reloaded, (ids) => ids[0] === firstIds[0])).toEqual(firstIds)
  })

  test('"Rows per page" changes the page size and the page count', async ({ page }) => {
    const requests = recordApiRequests(page)
    await page.goto(demoUrl('?wound=1'))
    const table = await showList(page, 'Measurements')
    await waitForRowIds(table)
    const before = await readPageStatus(page, /Page 1 of \d+/i)
    const apiKey = requests[0]?.apiKey ?? ''

    const rowsPerPage = page.getByRole('combobox', { name: 'Rows per page' })
    const options = await rowsPerPage.evaluate((element) =>
      element instanceof HTMLSelectElement ? [...element.options].map((option) => option.value) : null,
    )
    if (!options) throw new Error('combobox "Rows per page" is not a <select>: this test needs updating for a custom combobox')
    // Pick a size whose page count differs from the current one, so the pager text must change.
    const sizes = await Promise.all(
      options
        .filter((value) => /^\d+$/.test(value))
        .map(async (value) => {
          const perPage = Number.parseInt(value, 10)
          const answer = await demoServiceAnswer(`/api/v1/measurements?wound_id=1&page=1&per_page=${perPage}`, apiKey)
          return { value, perPage, lastPage: answer.lastPage, total: answer.total }
        }),
    )
    const next = sizes.find((size) => size.lastPage !== before.last)
    expect(next, `an option of ${options.join(', ')} changes the page count from ${before.last}`).toBeDefined()
    if (!next) return

    await rowsPerPage.selectOption(next.value)
    await readPageStatus(page, new RegExp(`Page 1 of ${next.lastPage}\\b`, 'i'))
    const ids = await waitForRowIds(table, (shown) => shown.length === Math.min(next.perPage, next.total))
    expect(ids).toHaveLength(Math.min(next.perPage, next.total))
    expect(
      requests.some((r) => r.url.pathname.endsWith('/measurements') && r.url.searchParams.get('per_page') === String(next.perPage)),
    ).toBe(true)
  })

  test('shows the assessments of wound 1 in the "Assessments" tab', async ({ page }) => {
    const requests = recordApiRequests(page)
    await page.goto(demoUrl())
    await loadWound(page, 1)
    await page.getByRole('tab', { name: 'Assessments' }).click()
    const table = listTable(page, 'Assessments')
    const ids = await waitForRowIds(table)
    const answer = await expectRowsFromService(ids, asServiceRequests(requests), demoServiceAnswer, 'Assessments')
    expect(answer.currentPage).toBe(1)
    expect(ids.every((id) => woundOfRecordId(id) === 1)).toBe(true)
  })

  test('opens ?wound=1 directly, without pressing "Load"', async ({ page }) => {
    await page.goto(demoUrl('?wound=1'))
    const table = await showList(page, 'Measurements')
    const ids = await waitForRowIds(table)
    expect(
      ids.every((id) => woundOfRecordId(id) === 1),
      `IDs of wound 1: ${ids.join(',')}`,
    ).toBe(true)
    await readPageStatus(page, /Page 1 of \d+/i)
  })

  for (const value of ['abc', '0', '-3', '1.5']) {
    test(`rejects Wound ID "${value}" with a message on the field and sends no request`, async ({ page }) => {
      const requests = recordApiRequests(page)
      await page.goto(demoUrl())
      const field = woundIdField(page)
      await field.waitFor()
      await loadWound(page, value)

      await expect.poll(() => field.getAttribute('aria-invalid'), { message: 'aria-invalid' }).toBe('true')
      const describedBy = (await field.getAttribute('aria-describedby')) ?? ''
      expect(describedBy, 'aria-describedby').not.toBe('')
      const descriptions = await Promise.all(describedBy.split(/\s+/).map((id) => page.locator(`[id="${id}"]`).innerText()))
      expect(descriptions.join(' ').trim(), 'the message the field points to').not.toBe('')

      // Enter must not sneak a request through either.
      await field.press('Enter')
      await page.waitForTimeout(300)
      expect(requests.map((r) => r.url.href)).toEqual([])
      expect(woundInUrl(page)).toBeNull()
    })
  }

  test('each loaded wound is a history entry; Back returns to the previous wound', async ({ page }) => {
    await page.goto(demoUrl())
    await loadWound(page, 5, 'enter')
    await expectWoundInUrl(page, '5')
    await loadWound(page, 2)
    await expectWoundInUrl(page, '2')
    await loadWound(page, 1)
    await expectWoundInUrl(page, '1')

    await page.goBack()
    await expectWoundInUrl(page, '2')
    // Wound 2 has no records: nothing of wound 1 may stay on screen.
    await expect
      .poll(async () => ((await listTable(page, 'Measurements').isVisible()) ? rowIds(listTable(page, 'Measurements')) : []))
      .toEqual([])

    await page.goBack()
    await expectWoundInUrl(page, '5')
    const table = await showList(page, 'Measurements')
    const ids = await waitForRowIds(table, (shown) => shown.length > 0 && shown.every((id) => woundOfRecordId(id) === 5))
    expect(ids.length).toBeGreaterThan(0)
  })

  test('wound 4 shows the alert "Access denied"', async ({ page, errors }) => {
    errors.allow(failedResource(403))
    await page.goto(demoUrl())
    await loadWound(page, 4)
    await page
      .getByRole('alert')
      .filter({ hasText: /access denied/i })
      .first()
      .waitFor()
  })

  test('wound 999 shows the alert "Wound Not Found"', async ({ page, errors }) => {
    errors.allow(failedResource(404))
    await page.goto(demoUrl())
    await loadWound(page, 999)
    await page
      .getByRole('alert')
      .filter({ hasText: /wound not found/i })
      .first()
      .waitFor()
  })
})
