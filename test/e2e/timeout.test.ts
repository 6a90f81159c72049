import { describe, expect } from 'vitest'
import { demoUrl, test } from './browser'
import { isWholeHistoryPath } from '../whole-history-query'
import { corsHeaders, startBareService, type BareService } from './bare-service'
import { connect } from './connection'
import { listTable, woundIdField } from '../../tools/harness/app-locators'
import { loadWound, waitForRowIds } from './wound-view'

/*
 * A service that sends its headers and the start of a body, then nothing, with the connection left
 * open. The demo build with the service entered in Connection settings; the page's clock is
 * Playwright's, so thirty seconds pass at once.
 */

const KEY = 'timeout-test-key'
const ONE_ROW = JSON.stringify({
  data: [{ id: 777, type: 'regular', date: '2026-01-01', created_at: '2026-01-01 10:00:00', area: 3.5 }],
  metadata: { current_page: 1, last_page: 1, per_page: 25, total: 1 },
})

describe('a service that never finishes its answer', () => {
  test('"Service timed out" after the timeout, though the headers had arrived; not retried; Retry loads', async ({ page, afterPage }) => {
    const state = { stalled: true }
    const service: BareService = await startBareService((req, res) => {
      res.writeHead(200, { ...corsHeaders(req), 'Content-Type': 'application/json' })
      // The list's request stalls; the whole-history loads of the summary beside it are answered.
      if (state.stalled && !isWholeHistoryPath(req.url ?? '')) res.write('{"data":[{"id":1},')
      else res.end(ONE_ROW)
    })
    // Closed after the page: the stalled answers are not cut under it.
    afterPage.add(service.close)
    // The list's requests (the wound summary's whole-history loads stall the same way beside them).
    const gets = () => service.requests.filter((r) => r.method === 'GET' && !isWholeHistoryPath(r.path))
    const headersIn: string[] = []
    page.on('response', (response) => {
      const url = response.url()
      if (url.startsWith(`${service.url}/api/v1/`) && !isWholeHistoryPath(url)) headersIn.push(url)
    })

    await page.clock.install()
    await page.goto(demoUrl())
    await woundIdField(page).waitFor()
    await connect(page, service.url, KEY)
    await loadWound(page, 1)
    await page.getByText('Loading measurements…').waitFor()
    // The response has begun: only its body is still to come.
    await expect.poll(() => headersIn.length, { message: 'the headers reached the page' }).toBe(1)
    expect(gets().map((r) => r.apiKey)).toEqual([KEY])

    await page.clock.fastForward(31_000)
    const alert = page.getByRole('alert').filter({ hasText: /Service timed out/ })
    await alert.waitFor()
    expect(await alert.innerText()).toMatch(/30 seconds/)
    expect(await page.getByText('Loading measurements…').count()).toBe(0)

    // A timeout is not retried by itself: nothing more in the next minute.
    await page.clock.fastForward(60_000)
    await page.clock.runFor(1_000)
    expect(gets()).toHaveLength(1)

    state.stalled = false
    // Once the rows are painted the whole histories follow (the summary's): both finish, now that
    // the service answers.
    const wholeHistories = new Set<string>()
    page.on('requestfinished', (request) => {
      if (isWholeHistoryPath(request.url())) wholeHistories.add(new URL(request.url()).pathname)
    })
    await page.getByRole('button', { name: 'Retry' }).click()
    expect(await waitForRowIds(listTable(page, 'Measurements'))).toEqual([777])
    expect(await page.getByRole('alert').count()).toBe(0)
    expect(gets()).toHaveLength(2)
    await expect.poll(() => wholeHistories.size, { timeout: 10_000 }).toBe(2)
  })
})
