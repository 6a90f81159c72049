import { describe, expect } from 'vitest'
import type { RecordedRequest } from '../../tools/harness/mock-service'
import { prepareContext, resourceEntries, waitResult } from '../../tools/harness/probe'
import { isWholeHistoryPath } from '../whole-history-query'
import { liveUrl, serviceUrl, test } from './browser'

/*
 * Nothing competes with the first row (issue 22), guarded without timing: on the live build, a
 * deep link asks for its first page once, and no whole-history page is asked for before the first
 * rows are painted; once they are, the whole histories follow.
 */

async function serviceLog(): Promise<RecordedRequest[]> {
  const response = await fetch(`${serviceUrl()}/__requests`)
  return ((await response.json()) as RecordedRequest[]).filter((r) => r.path.startsWith('/api/v1/'))
}

describe('the first row of a deep link', () => {
  test('is asked for once, and no whole-history page is asked for before it is painted', async ({ page }) => {
    await fetch(`${serviceUrl()}/__requests`, { method: 'DELETE' })
    await prepareContext(page.context(), { kind: 'rows', table: 'Measurements' })
    // The list's page answers 400 ms late: time enough for anything started beside it to show up
    // before the first row (on loopback the answer would otherwise beat any other start).
    await page.route(`${serviceUrl()}/api/v1/**`, async (route) => {
      const url = new URL(route.request().url())
      if (!isWholeHistoryPath(url.pathname + url.search)) await new Promise((resolve) => setTimeout(resolve, 400))
      await route.continue()
    })
    await page.goto(liveUrl('?wound=1'))
    const { doneAt } = await waitResult(page)
    const service = new URL(serviceUrl()).origin
    const beforeRow = (await resourceEntries(page)).filter((entry) => entry.name.startsWith(service) && entry.startTime <= doneAt)
    expect(beforeRow.map((entry) => new URL(entry.name).pathname + new URL(entry.name).search).filter(isWholeHistoryPath)).toEqual([])

    // After the rows: both whole histories, and still one request for the list's first page.
    await expect
      .poll(
        async () => new Set((await serviceLog()).filter((r) => isWholeHistoryPath(r.path)).map((r) => new URL(r.path, service).pathname)),
        {
          timeout: 15_000,
        },
      )
      .toEqual(new Set(['/api/v1/measurements', '/api/v1/assessments']))
    const listPages = (await serviceLog()).filter((r) => r.method === 'GET' && !isWholeHistoryPath(r.path))
    expect(listPages.map((r) => r.path)).toHaveLength(1)
    expect(new URL(listPages[0]?.path ?? '/', service).pathname).toBe('/api/v1/measurements')
  })
})
