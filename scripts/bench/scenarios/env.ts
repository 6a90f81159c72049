import type { Browser, Page } from 'playwright-core'
import { getWoundData } from '../../../src/mocks/data'

/** What every scenario runs against, the demo wounds it opens, and the page errors it collects. */

export type Env = {
  browser: Browser
  appUrl: string
  /** Where the page sends service requests: the service's origin (cross-origin) or the app's (proxy). */
  apiOrigin: string
  /** The mock service's own origin. */
  serviceUrl: string
  buildDir: string
  /** Measure the deep link reloaded with its assets cached: behind nginx only, where assets are kept (immutable) as deployed. */
  cachedDeepLink: boolean
  floorGzip: number
  stackFloorGzip: number
}

export const LIST = 'Measurements'
/** The demo wound with the long history (500+ measurements). */
export const LONG_WOUND = 3
export const FIRST_ROW_WOUND = 1

/** Top-level measurements with a date: one row each in every chart's data table (as test/e2e/overview.test.ts counts). */
const chartRowCount = (woundId: number) => getWoundData(woundId)?.measurements.filter((m) => typeof m.date === 'string').length ?? 0
/** Dated assessments: one row each in the pain chart's table. */
const painRowCount = (woundId: number) => getWoundData(woundId)?.assessments.filter((a) => typeof a.date === 'string').length ?? 0

/**
 * The data tables of the area and pain charts (each built when its "Show data" is pressed, which
 * the probe does as soon as it can) and the rows each holds once the whole history is in.
 */
export const chartTables = (woundId: number) => [
  { name: 'Area over time data', rows: chartRowCount(woundId), toggle: 'Show data of Area over time' },
  { name: 'Pain over time data', rows: painRowCount(woundId), toggle: 'Show data of Pain over time' },
]

export const isService = (url: string, serviceUrl: string): boolean => url.startsWith(`${serviceUrl}/api/`)

/** Page errors and console errors, reported at the end (they do not stop the bench). */
export const pageProblems: string[] = []

export function watchErrors(page: Page): void {
  page.on('pageerror', (error) => pageProblems.push(`${page.url()}: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') pageProblems.push(`${page.url()}: ${message.text()}`)
  })
}
