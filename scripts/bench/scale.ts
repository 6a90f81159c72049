import type { Browser, Page } from 'playwright-core'
import { listTable, loadButton, woundIdField } from '../../tools/harness/app-locators'
import { startMockService } from '../../tools/harness/mock-service'
import { arm, BENCH_API_KEY, newBenchContext, waitResult, type WaitSpec } from '../../tools/harness/probe'
import { buildScaleWound, type ScaleWound } from '../../tools/harness/scale-data'
import { longTasksBetween, medianRun } from './analysis'
import { serveSameOrigin } from './same-origin'

/**
 * The scale series: the overview of generated wounds of 100 to 5,000 top-level measurements (and
 * half as many assessments), each timed from Load to every chart complete, with the main thread's
 * long tasks, the JS heap after GC, and a floor measured in the same page: the same pages fetched
 * and `JSON.parse`d by the page itself, page 1 then the rest at once.
 *
 * It runs on the same-origin deployment (the `VITE_API_BASE_URL=/` build behind nginx): with no
 * CORS preflights, the app and the floor make exactly the same requests, so what separates them
 * is the app's own work. At 0 ms added latency: the figures are CPU, not network.
 */

export const SCALE_SIZES = [100, 500, 2000, 5000] as const

/** Targets for the 2,000-record wound (and the longest task at 5,000). */
export const SCALE_TARGETS = {
  size: 2000,
  ratioToFloor: 3,
  longTasksMs: 300,
  longestTaskMs: 100,
  heapMb: 40,
  largest: { size: 5000, longestTaskMs: 200 },
  /** Issue 35: every long task under this, at every size. */
  everyTaskUnderMs: 200,
}

export type ScaleRun = {
  /** Load clicked → both charts' data tables hold every record (the probe opens them as soon as it can). */
  chartsMs: number
  /** Sum and largest of the main thread's long tasks (> 50 ms) from the click until the page settled (network idle, then 1 s). */
  longTasksMs: number
  longestTaskMs: number
  longTasks: number
  /** Each long task counted: its start after the click and its length (ms), for reading which phase a long one fell in. */
  taskList: { atMs: number; ms: number }[]
  /** The long animation frames (over 150 ms) after the click, with their scripts. */
  longFrames: LongFrame[]
  heapBytes: number
  /** The floor: the same pages fetched and parsed by the page itself. */
  floorMs: number
  /** Service requests the page sent for the load (the floor sends as many). */
  requests: number
}

export type ScaleResult = {
  size: number
  woundId: number
  assessments: number
  pages: number
  /** The run of median chartsMs; `runs` holds every run. */
  median: ScaleRun
  runs: ScaleRun[]
  /** At the target size only: the list path (openScaleWound's `list`), its median run and every run. */
  fromList?: { median: ScaleRun; runs: ScaleRun[] }
}

/** A long animation frame (over 150 ms) and the scripts that ran in it, as Chromium attributes them. */
export type LongFrame = { start: number; duration: number; scripts: { invoker: string; source: string; at: number; ms: number }[] }

export type LongTaskWindow = Window & { __longTasks?: { start: number; duration: number }[]; __longFrames?: LongFrame[] }

/** Script timing of a long animation frame (Chromium's Long Animation Frames API; not in TypeScript's DOM types yet). */
type FrameScript = { invoker?: string; sourceURL?: string; sourceFunctionName?: string; sourceCharPosition?: number; duration: number }

/**
 * Installed before the app's scripts: records every long task of the page (Long Tasks API), and
 * the frames of over 150 ms with their scripts (which callback ran, from which file), so a long
 * one can be told apart without a trace, whose overhead changes the timing.
 */
export function installLongTaskObserver(): void {
  const tasks: { start: number; duration: number }[] = []
  const frames: LongFrame[] = []
  ;(window as LongTaskWindow).__longTasks = tasks
  ;(window as LongTaskWindow).__longFrames = frames
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.duration < 150) continue
      const scripts = ((entry as PerformanceEntry & { scripts?: FrameScript[] }).scripts ?? []).map((script) => ({
        invoker: script.invoker ?? '',
        source: `${(script.sourceURL ?? '').split('/').pop() ?? ''} ${script.sourceFunctionName ?? ''}`.trim(),
        at: script.sourceCharPosition ?? -1,
        ms: Math.round(script.duration),
      }))
      frames.push({ start: entry.startTime, duration: entry.duration, scripts })
    }
  }).observe({ type: 'long-animation-frame', buffered: true })
}

const PER_PAGE = 100
/** Quiet time after the network is idle before long tasks are read. */
const SETTLE_MS = 1_000

/** In the page: page 1 of both lists, then every other page of both at once; each body read and parsed. */
async function floorInPage({
  woundId,
  key,
  perPage,
}: {
  woundId: number
  key: string
  perPage: number
}): Promise<{ ms: number; pages: number; records: number }> {
  let records = 0
  const get = async (endpoint: string, page: number): Promise<{ metadata?: { last_page?: number } }> => {
    const response = await fetch(`/api/v1/${endpoint}?wound_id=${woundId}&page=${page}&per_page=${perPage}`, {
      headers: { Accept: 'application/json', 'X-API-KEY': key },
      credentials: 'omit',
    })
    const body = JSON.parse(await response.text()) as { data?: unknown[]; metadata?: { last_page?: number } }
    records += body.data?.length ?? 0
    return body
  }
  const endpoints = ['measurements', 'assessments']
  const t0 = performance.now()
  const firsts = await Promise.all(endpoints.map((endpoint) => get(endpoint, 1)))
  const rest: Promise<unknown>[] = []
  endpoints.forEach((endpoint, i) => {
    const last = firsts[i]?.metadata?.last_page ?? 1
    for (let page = 2; page <= last; page++) rest.push(get(endpoint, page))
  })
  await Promise.all(rest)
  return { ms: performance.now() - t0, pages: rest.length + endpoints.length, records }
}

/** Where a run starts: the overview of an empty wound, or the Measurements list of another wound. */
export type ScalePath = 'overview' | 'list'

/** The list path waits for the area chart's data table only (the table a clinician opens there). */
export const areaWaitSpec = (wound: ScaleWound): WaitSpec => ({
  kind: 'allRows',
  tables: [{ name: 'Area over time data', rows: wound.datedMeasurements, toggle: 'Show data of Area over time' }],
})

/** What the probe waits for: every dated record in the area chart's and the pain chart's data tables. */
export const scaleWaitSpec = (wound: ScaleWound): WaitSpec => ({
  kind: 'allRows',
  tables: [
    { name: 'Area over time data', rows: wound.datedMeasurements, toggle: 'Show data of Area over time' },
    { name: 'Pain over time data', rows: wound.datedAssessments, toggle: 'Show data of Pain over time' },
  ],
})

/**
 * Opens the overview of an empty wound (so the overview's code is loaded and warm), then types
 * the wound's id and presses Load. `beforeLoad` lets a profiling run start a trace.
 *
 * `list`: opens demo wound 1 on its Measurements tab instead, types the wound's id, presses Load,
 * waits for the new wound's first rows, opens the Healing overview tab (its code loads then) and
 * waits for the area chart's data table to hold every record (the probe presses its Show data as
 * soon as it appears): the way a clinician moves from one wound's list to another's trend.
 */
export async function openScaleWound(
  page: Page,
  appUrl: string,
  wound: ScaleWound,
  hooks: { beforeLoad?: () => Promise<void> } = {},
  path: ScalePath = 'overview',
) {
  if (path === 'overview') {
    await page.goto(`${appUrl}/?wound=2&tab=overview`)
    await page.getByText('No measurements are recorded for this wound').waitFor()
  } else {
    await page.goto(`${appUrl}/?wound=1`)
    await listTable(page, 'Measurements').locator('tbody tr').first().waitFor()
  }
  await page.waitForLoadState('networkidle')
  let requests = 0
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) requests++
  })
  await woundIdField(page).fill(String(wound.woundId))
  await arm(page, path === 'overview' ? scaleWaitSpec(wound) : areaWaitSpec(wound))
  await hooks.beforeLoad?.()
  await loadButton(page).click()
  if (path === 'list') {
    await page.getByRole('heading', { name: `Wound ${wound.woundId}` }).waitFor()
    await listTable(page, 'Measurements').and(page.locator(':not([aria-busy="true"])')).locator('tbody tr').first().waitFor()
    await page.getByRole('tab', { name: 'Healing overview' }).click()
  }
  const { clickAt, doneAt } = await waitResult(page)
  if (clickAt === null) throw new Error('the probe saw no click on Load')
  return { clickAt, doneAt, requests: () => requests }
}

async function measureScaleRun(browser: Browser, appUrl: string, wound: ScaleWound, path: ScalePath = 'overview'): Promise<ScaleRun> {
  const context = await newBenchContext(browser, null)
  try {
    await context.addInitScript(installLongTaskObserver)
    const page = await context.newPage()
    const { clickAt, doneAt, requests } = await openScaleWound(page, appUrl, wound, {}, path)
    // Long tasks are counted until the page has settled, not only until the awaited table is
    // complete: drawing that goes on after it (a chart beside the table) still blocks input.
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(SETTLE_MS)
    const tasks = await page.evaluate(() => (window as LongTaskWindow).__longTasks ?? [])
    const frames = await page.evaluate(() => (window as LongTaskWindow).__longFrames ?? [])
    const longTasks = longTasksBetween(tasks, clickAt, Number.POSITIVE_INFINITY)
    const cdp = await context.newCDPSession(page)
    await cdp.send('HeapProfiler.enable')
    await cdp.send('HeapProfiler.collectGarbage')
    const heap = await cdp.send('Runtime.getHeapUsage')
    const sent = requests()
    const floor = await page.evaluate(floorInPage, { woundId: wound.woundId, key: BENCH_API_KEY, perPage: PER_PAGE })
    if (floor.records !== wound.size + wound.assessments)
      throw new Error(`scale floor: ${floor.records} records, expected ${wound.size + wound.assessments}`)
    return {
      chartsMs: doneAt - clickAt,
      longTasksMs: longTasks.totalMs,
      longestTaskMs: longTasks.longestMs,
      longTasks: longTasks.count,
      taskList: tasks
        .filter((task) => task.start + task.duration > clickAt)
        .map((task) => ({ atMs: Math.round(task.start - clickAt), ms: Math.round(task.duration) })),
      longFrames: frames
        .filter((frame) => frame.start + frame.duration > clickAt)
        .map((frame) => ({ ...frame, start: Math.round(frame.start - clickAt), duration: Math.round(frame.duration) })),
      heapBytes: heap.usedSize,
      floorMs: floor.ms,
      requests: sent,
    }
  } finally {
    await context.close()
  }
}

export type ScaleSeriesOptions = {
  browser: Browser
  /** The same-origin build (VITE_API_BASE_URL=/). */
  buildDir: string
  /** The port the build's proxy target names (its CSP allows images from there). */
  port: number
  sizes: readonly number[]
  runs: number
  onProgress?: (line: string) => void
}

/** Serves the same-origin build behind nginx in front of a mock service that also holds the generated wounds. */
export async function withScaleService<T>(
  options: Pick<ScaleSeriesOptions, 'buildDir' | 'port'>,
  wounds: readonly ScaleWound[],
  run: (appUrl: string) => Promise<T>,
): Promise<T> {
  const service = await startMockService({
    port: options.port,
    handlerOptions: { extraWounds: new Map(wounds.map((w) => [w.woundId, w.history])) },
  })
  try {
    const app = await serveSameOrigin(options.buildDir, 0, service.url)
    try {
      return await run(app.url)
    } finally {
      await app.close()
    }
  } finally {
    await service.close()
  }
}

export async function runScaleSeries(options: ScaleSeriesOptions): Promise<ScaleResult[]> {
  const wounds = options.sizes.map(buildScaleWound)
  return withScaleService(options, wounds, async (appUrl) => {
    const results: ScaleResult[] = []
    for (const wound of wounds) {
      const t0 = Date.now()
      const runs: ScaleRun[] = []
      for (let i = 0; i < options.runs; i++) runs.push(await measureScaleRun(options.browser, appUrl, wound))
      const median = medianRun(runs, (run) => run.chartsMs)
      const listRuns: ScaleRun[] = []
      if (wound.size === SCALE_TARGETS.size)
        for (let i = 0; i < options.runs; i++) listRuns.push(await measureScaleRun(options.browser, appUrl, wound, 'list'))
      results.push({
        ...(listRuns.length > 0 ? { fromList: { median: medianRun(listRuns, (run) => run.chartsMs), runs: listRuns } } : {}),
        size: wound.size,
        woundId: wound.woundId,
        assessments: wound.assessments,
        pages: Math.ceil(wound.size / PER_PAGE) + Math.ceil(wound.assessments / PER_PAGE),
        median,
        runs,
      })
      options.onProgress?.(`bench: scale ${wound.size} done in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
    }
    return results
  })
}
