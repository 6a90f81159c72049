import { loadButton, woundIdField } from '../../../tools/harness/app-locators'
import { arm, newBenchContext, resourceEntries, waitResult } from '../../../tools/harness/probe'
import { NETWORK_FLOOR_PAGE } from '../../../tools/harness/build'
import { entryChunk, jsBeforeFirstRow } from '../../../tools/harness/sizes'
import { jsFigures } from '../analysis'
import type { CachedDeepLink, DeepLink, Load } from '../results'
import { FIRST_ROW_WOUND, isService, LIST, watchErrors, type Env } from './env'

/** The first row of a wound: after Load on the start screen, and from a deep link opened cold. */

/** The network floor's page (tools/harness/network-floor) in this variant, with `search` (`wound=1`) added. */
export function floorPage(env: Env, search = ''): string {
  const params = new URLSearchParams(search)
  if (env.apiOrigin !== env.appUrl) params.set('api', env.apiOrigin)
  const query = params.toString()
  return `${env.appUrl}${NETWORK_FLOOR_PAGE}${query ? `?${query}` : ''}`
}

/**
 * The start screen, the wound ID typed, Load pressed: click → first measurement row painted.
 * `startUrl`: another page with a Wound ID field and a Load button (the network floor's).
 */
export async function measureLoad(env: Env, startUrl = `${env.appUrl}/`): Promise<Load> {
  const context = await newBenchContext(env.browser, null)
  try {
    const page = await context.newPage()
    watchErrors(page)
    await page.goto(startUrl)
    await woundIdField(page).waitFor()
    // The user takes a moment to type: whatever the app loads when idle has loaded.
    await page.waitForLoadState('networkidle')
    await woundIdField(page).fill(String(FIRST_ROW_WOUND))
    await arm(page, { kind: 'rows', table: LIST })
    await loadButton(page).click()
    const { clickAt, doneAt } = await waitResult(page)
    if (clickAt === null) throw new Error('the probe saw no click on Load')
    const entries = await resourceEntries(page)
    const service = entries.filter((e) => isService(e.name, env.apiOrigin) && e.startTime >= clickAt && e.responseEnd <= doneAt)
    const firstRequest = Math.min(...service.map((e) => e.startTime))
    return {
      firstRowMs: doneAt - clickAt,
      requestAfterMs: firstRequest - clickAt,
      requests: service.length,
      afterResponseMs: doneAt - Math.max(...service.map((e) => e.responseEnd)),
      js: jsFigures(await jsBeforeFirstRow(entries, env.appUrl, env.buildDir, doneAt), env),
    }
  } finally {
    await context.close()
  }
}

/** A deep link (`?wound=1`) opened cold: navigation start → first service request sent → first row painted. */
export async function measureDeepLink(env: Env): Promise<DeepLink> {
  const context = await newBenchContext(env.browser, { kind: 'rows', table: LIST })
  try {
    const page = await context.newPage()
    watchErrors(page)
    await page.goto(`${env.appUrl}/?wound=${FIRST_ROW_WOUND}`)
    const { doneAt } = await waitResult(page)
    const entries = await resourceEntries(page)
    const entry = await entryChunk(env.buildDir)
    const entryEntry = entries.find((e) => new URL(e.name).pathname === `/${entry.file}`)
    return {
      firstRequestMs: Math.min(...entries.filter((e) => isService(e.name, env.apiOrigin)).map((e) => e.startTime)),
      entryLoadedMs: entryEntry?.responseEnd ?? Number.NaN,
      firstRowMs: doneAt,
      js: jsFigures(await jsBeforeFirstRow(entries, env.appUrl, env.buildDir, doneAt), env),
    }
  } finally {
    await context.close()
  }
}

/**
 * A deep link reloaded (`url`, the app's or the floor's, opened once, then reloaded with its
 * assets in the HTTP cache, as a bookmark opened again or a link from the record is):
 * navigation start → first service request sent → first row painted.
 */
export async function measureCachedDeepLink(env: Env, url: string): Promise<CachedDeepLink> {
  const context = await newBenchContext(env.browser, { kind: 'rows', table: LIST })
  try {
    const page = await context.newPage()
    watchErrors(page)
    await page.goto(url)
    await waitResult(page)
    await page.waitForLoadState('networkidle')
    await page.reload()
    const { doneAt } = await waitResult(page)
    const entries = await resourceEntries(page)
    return {
      firstRequestMs: Math.min(...entries.filter((e) => isService(e.name, env.apiOrigin)).map((e) => e.startTime)),
      firstRowMs: doneAt,
    }
  } finally {
    await context.close()
  }
}
