import {
  applyFiltersButton,
  chooseOption,
  clearFiltersButton,
  comparisonBox,
  filterField,
  filterGroup,
  listTable,
  rowIds,
  sortButton,
} from '../../../tools/harness/app-locators'
import { arm, firstRowText, newBenchContext, waitResult, type WaitSpec } from '../../../tools/harness/probe'
import type { InteractionKind, InteractionSample } from '../results'
import { isService, LIST, LONG_WOUND, watchErrors, type Env } from './env'

/**
 * On wound 3 (`?wound=3&sort=id`, page 1), each timed from the click to the table showing the new
 * first row (not busy) in the next frame: next page (uncached), previous page (cached), sort by
 * ID descending (uncached) and back (cached), a filter "ID > first ID" (uncached), clear filters
 * (cached). `fetched`: whether a service request went out meanwhile (should be: uncached only).
 */
export async function measureInteractions(env: Env): Promise<InteractionSample[]> {
  const context = await newBenchContext(env.browser, { kind: 'rows', table: LIST })
  try {
    const page = await context.newPage()
    watchErrors(page)
    let serviceRequests = 0
    page.on('request', (request) => {
      if (isService(request.url(), env.apiOrigin) && request.method() === 'GET') serviceRequests++
    })
    await page.goto(`${env.appUrl}/?wound=${LONG_WOUND}&sort=id`)
    await waitResult(page)
    await page.waitForLoadState('networkidle')
    const table = listTable(page, LIST)
    const samples: InteractionSample[] = []

    const step = async (
      kind: InteractionKind,
      cached: boolean,
      act: () => Promise<void>,
      expectUrl: (params: URLSearchParams) => boolean,
    ) => {
      const spec: WaitSpec = { kind: 'rows', table: LIST, changedFrom: await firstRowText(page, LIST) }
      await arm(page, spec)
      const before = serviceRequests
      await act()
      const { clickAt, doneAt } = await waitResult(page)
      if (clickAt === null) throw new Error(`the probe saw no click (${kind})`)
      // The app writes its URL a moment after the screen changes (nuqs queues the update; a cached
      // answer can paint first): the address bar is read until it agrees, for a second at most.
      const urlAgrees = async () => {
        const until = Date.now() + 1_000
        while (!expectUrl(new URL(page.url()).searchParams)) {
          if (Date.now() > until) return false
          await page.waitForTimeout(20)
        }
        return true
      }
      if (!(await urlAgrees())) throw new Error(`${kind}${cached ? ' (cached)' : ''}: unexpected app URL ${page.url()}`)
      samples.push({ kind, cached, ms: doneAt - clickAt, fetched: serviceRequests > before })
    }

    await step(
      'page',
      false,
      () => page.getByRole('button', { name: 'Next page' }).first().click(),
      (p) => p.get('page') === '2',
    )
    await step(
      'page',
      true,
      () => page.getByRole('button', { name: 'Previous page' }).first().click(),
      (p) => (p.get('page') ?? '1') === '1',
    )
    await step(
      'sort',
      false,
      () => sortButton(table, 'ID').click(),
      (p) => p.get('sort') === '-id',
    )
    await step(
      'sort',
      true,
      () => sortButton(table, 'ID').click(),
      (p) => p.get('sort') === 'id',
    )
    const firstId = (await rowIds(table))[0]
    if (firstId === undefined) throw new Error('no first row ID to filter on')
    const group = await filterGroup(page, LIST)
    await chooseOption(comparisonBox(group, 'ID'), '>')
    await filterField(group, 'ID').fill(String(firstId))
    await step(
      'filter',
      false,
      () => applyFiltersButton(group).click(),
      (p) => p.get('filter[id]') === `>${firstId}`,
    )
    await step(
      'filter',
      true,
      () => clearFiltersButton(page).first().click(),
      (p) => !p.has('filter[id]'),
    )
    return samples
  } finally {
    await context.close()
  }
}
