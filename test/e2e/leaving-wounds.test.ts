import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { woundIdField } from '../../tools/harness/app-locators'
import { startMockService } from '../../tools/harness/mock-service'
import { isWholeHistoryQuery } from '../whole-history-query'
import { demoUrl, test } from './browser'
import { connect } from './connection'
import { loadWound, showList, waitForQuiet, waitForRowIds } from './wound-view'

/*
 * A clinician moving between wounds: the one left behind stops loading. Before, its whole
 * histories went on page after page (16–23 requests a wound when switching through 20 wounds),
 * sharing the wire with the wound on screen.
 */

const KEY = 'leaving-wounds-key'
/** Slow enough that the switch happens while the left wound's first history pages are on the way. */
const LATENCY_MS = 400

/** The GETs the page sends to the service, in the order it sends them. */
function recordGets(page: Page): URL[] {
  const sent: URL[] = []
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().includes('/api/v1/')) sent.push(new URL(request.url()))
  })
  return sent
}

const isHistoryOf = (woundId: number) => (url: URL) =>
  url.searchParams.get('wound_id') === String(woundId) && isWholeHistoryQuery(url.searchParams)

describe('leaving a wound', () => {
  test('stops its whole histories: no page of the wound left is asked for once the next one is opened', async ({ page, afterPage }) => {
    const service = await startMockService({ latencyMs: LATENCY_MS, handlerOptions: { apiKeys: [KEY] } })
    afterPage.add(service.close)
    const sent = recordGets(page)
    await page.goto(demoUrl())
    await woundIdField(page).waitFor()
    await connect(page, service.url, KEY)

    // Wound 3: more than 500 measurements, six pages of history, and more of assessments. Leave it
    // as soon as its first history page is on the way (the others follow that page's answer).
    await loadWound(page, 3)
    await expect.poll(() => sent.some(isHistoryOf(3)), { timeout: 15_000 }).toBe(true)
    await loadWound(page, 5, 'enter')
    expect(await waitForRowIds(await showList(page, 'Measurements'))).not.toEqual([])
    // Wound 5's own histories start; then nothing more for 1.5 s.
    await expect.poll(() => sent.filter(isHistoryOf(5)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2)
    await waitForQuiet(sent, 1_500)

    // The switch is where the page asked for wound 5's first page (Load asks for it at once), read in
    // the order the page sent its requests: not the count of requests seen when the test pressed
    // Enter. Wound 3's two histories start in one task, but their events can reach the test apart,
    // and a count taken between them called the second one "after the switch" (fresh-clone CI).
    const switchedAt = sent.findIndex((url) => url.searchParams.get('wound_id') === '5')
    expect(switchedAt).toBeGreaterThan(0)
    const after = sent.slice(switchedAt)
    expect(after.filter((url) => url.searchParams.get('wound_id') === '3').map((url) => `${url.pathname}${url.search}`)).toEqual([])
    expect(after.filter(isHistoryOf(5)).length).toBeGreaterThanOrEqual(2)
  })
})
