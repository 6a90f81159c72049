import type { Browser } from 'playwright-core'
import { DEMO_CASELOAD_IDS } from '../../src/mocks/caseload'
import { DEMO_API_KEY } from '../../src/mocks/handlers'
import { LOADING } from '../../src/features/caseload/use-caseload'
import { PER_PAGE_CANDIDATES, HISTORY_CONCURRENCY } from '../../src/api/whole-history'
import { englishWords } from '../catalogs'
import { ROOT } from '../../tools/harness/paths'
import { BENCH_API_KEY, newBenchContext, waitResult } from '../../tools/harness/probe'
import { longTasksBetween, median, medianRun } from './analysis'
import { installLongTaskObserver, type LongTaskWindow } from './scale'

/**
 * The caseload's figures: the demo's ward of 30 wounds opened from a link
 * (`?wounds=…`), timed until every row is read and painted ("30 of 30 wounds read"), against a
 * floor measured in the same page afterwards: a script of its own (no framework) fetching the same
 * pages with the same concurrency (three wounds at a time; each wound's two lists page 1 first,
 * then the rest, six at a time per list) and `JSON.parse`ing them. Two services: the mock service
 * behind nginx (the same-origin build) and demo mode (msw in the page's service worker).
 */

/** The ratio to its floor the caseload must stay within. */
export const CASELOAD_TARGET = { ratioToFloor: 2 }

export type CaseloadRun = {
  /** Navigation start → every row read and painted. */
  navigationMs: number
  /** The page's first service request → every row read and painted: what the floor is compared with. */
  readMs: number
  /** The page's first service request → the photos of the rows in view drawn. */
  photosMs: number
  floorMs: number
  /**
   * The service's answering time, summed over its requests (request sent → first byte of the
   * answer), in the app's load and in the floor's: the same requests, so a difference is the
   * service slowed by the page's work (the mock shares this machine's cores with the browser; msw
   * answers on the page's own main thread).
   */
  serviceMs: number
  floorServiceMs: number
  /** Service requests of the caseload (the floor sends as many). */
  requests: number
  longTasksMs: number
  longestTaskMs: number
  heapBytes: number
}

export type CaseloadResult = { service: 'mock' | 'demo'; label: string; wounds: number; median: CaseloadRun; runs: CaseloadRun[] }

/** In the page: the caseload's pages fetched and parsed with the caseload's concurrency. Self-contained. */
async function caseloadFloor({
  ids,
  key,
  perPage,
  woundsAtOnce,
  pagesAtOnce,
}: {
  ids: number[]
  key: string
  perPage: number
  woundsAtOnce: number
  pagesAtOnce: number
}): Promise<{ ms: number; requests: number; serviceMs: number }> {
  let requests = 0
  const get = async (endpoint: string, woundId: number, page: number): Promise<{ metadata?: { last_page?: number } }> => {
    requests++
    const response = await fetch(`/api/v1/${endpoint}?wound_id=${woundId}&page=${page}&per_page=${perPage}`, {
      headers: { Accept: 'application/json', 'X-API-KEY': key },
      credentials: 'omit',
      cache: 'no-store',
    })
    return JSON.parse(await response.text()) as { metadata?: { last_page?: number } }
  }
  const list = async (endpoint: string, woundId: number) => {
    const first = await get(endpoint, woundId, 1)
    const last = first.metadata?.last_page ?? 1
    let next = 2
    const worker = async () => {
      while (next <= last) await get(endpoint, woundId, next++)
    }
    await Promise.all(Array.from({ length: pagesAtOnce }, worker))
  }
  const t0 = performance.now()
  let nextWound = 0
  const woundWorker = async () => {
    while (nextWound < ids.length) {
      const id = ids[nextWound++]
      if (id !== undefined) await Promise.all([list('measurements', id), list('assessments', id)])
    }
  }
  await Promise.all(Array.from({ length: woundsAtOnce }, woundWorker))
  const ms = performance.now() - t0
  const serviceMs = performance
    .getEntriesByType('resource')
    .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming && entry.name.includes('/api/v1/'))
    .reduce((sum, entry) => sum + entry.responseStart - entry.requestStart, 0)
  return { ms, requests, serviceMs }
}

/**
 * The floor in a page of its own: the app's start screen (no wound asked for, so the app sends
 * nothing), where demo mode's service runs in the page as it does for the caseload. A fresh
 * context each time, so a demo service builds its generated wounds for the floor as it does for
 * the app (it builds each on first use).
 */
async function measureFloor(browser: Browser, appUrl: string, demo: boolean): Promise<{ ms: number; requests: number; serviceMs: number }> {
  const context = await newBenchContext(browser, null)
  try {
    const page = await context.newPage()
    await page.goto(`${appUrl}/`)
    await page.waitForLoadState('networkidle')
    return await page.evaluate(caseloadFloor, {
      ids: [...DEMO_CASELOAD_IDS],
      key: demo ? DEMO_API_KEY : BENCH_API_KEY,
      perPage: PER_PAGE_CANDIDATES[0],
      woundsAtOnce: LOADING,
      pagesAtOnce: HISTORY_CONCURRENCY,
    })
  } finally {
    await context.close()
  }
}

async function measureCaseloadRun(browser: Browser, appUrl: string, demo: boolean): Promise<CaseloadRun> {
  const ids = [...DEMO_CASELOAD_IDS]
  const floor = await measureFloor(browser, appUrl, demo)
  // Armed at document start: the time runs from navigation start to the frame that paints the last row's words.
  const context = await newBenchContext(browser, {
    kind: 'status',
    text: englishWords(`${ROOT}/src/words`, 'caseload')('progress', { read: ids.length, total: ids.length }),
  })
  try {
    await context.addInitScript(installLongTaskObserver)
    const page = await context.newPage()
    await page.goto(`${appUrl}/?wounds=${ids.join(',')}`)
    const { doneAt } = await waitResult(page)
    // The photos of the rows in view load after the words (use-words-first.ts): when the last of them is drawn.
    const photosAt = await page.waitForFunction(
      () => {
        const inView = [...document.querySelectorAll<HTMLElement>('.caseload-photo')].filter((photo) => {
          const box = photo.getBoundingClientRect()
          return box.bottom > 0 && box.top < innerHeight
        })
        const images = inView.map((photo) => photo.querySelector('img'))
        const drawn = images.every((image) => image !== null && image.complete && image.naturalWidth > 0)
        return inView.length > 0 && drawn ? performance.now() : false
      },
      undefined,
      { polling: 'raf', timeout: 30_000 },
    )
    const photosMs = (await photosAt.jsonValue()) as number
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1_000)
    const { firstRequest, requests, serviceMs, tasks } = await page.evaluate(() => {
      const api = performance
        .getEntriesByType('resource')
        .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming)
        .filter((entry) => new URL(entry.name).pathname.startsWith('/api/v1/'))
      return {
        firstRequest: Math.min(...api.map((entry) => entry.startTime)),
        requests: api.length,
        serviceMs: api.reduce((sum, entry) => sum + entry.responseStart - entry.requestStart, 0),
        tasks: (window as LongTaskWindow).__longTasks ?? [],
      }
    })
    const longTasks = longTasksBetween(tasks, 0, Number.POSITIVE_INFINITY)
    const cdp = await context.newCDPSession(page)
    await cdp.send('HeapProfiler.enable')
    await cdp.send('HeapProfiler.collectGarbage')
    const heap = await cdp.send('Runtime.getHeapUsage')
    if (floor.requests !== requests) throw new Error(`caseload floor: ${floor.requests} requests, the app sent ${requests}`)
    return {
      navigationMs: doneAt,
      photosMs: photosMs - firstRequest,
      readMs: doneAt - firstRequest,
      floorMs: floor.ms,
      serviceMs,
      floorServiceMs: floor.serviceMs,
      requests,
      longTasksMs: longTasks.totalMs,
      longestTaskMs: longTasks.longestMs,
      heapBytes: heap.usedSize,
    }
  } finally {
    await context.close()
  }
}

/** `runs` loads of the demo's caseload from `appUrl` (a demo build, or a live build in front of the mock service). */
export async function runCaseload(args: {
  browser: Browser
  appUrl: string
  service: 'mock' | 'demo'
  label: string
  runs: number
}): Promise<CaseloadResult> {
  // One load not timed: a service process (the mock's) builds each generated wound on first use
  // and keeps it, so the first run's floor would pay what no later run pays.
  await measureFloor(args.browser, args.appUrl, args.service === 'demo')
  const runs: CaseloadRun[] = []
  for (let i = 0; i < args.runs; i++) runs.push(await measureCaseloadRun(args.browser, args.appUrl, args.service === 'demo'))
  return { service: args.service, label: args.label, wounds: DEMO_CASELOAD_IDS.length, median: medianRun(runs, (run) => run.readMs), runs }
}

const ms = (n: number) => `${n.toFixed(0)} ms`

/** The caseload's results as a text table, one column per service. */
export function caseloadTable(results: readonly CaseloadResult[]): string {
  const ratio = (r: CaseloadResult) => r.median.readMs / r.median.floorMs
  const rows: [string, (r: CaseloadResult) => string, string][] = [
    ['wounds', (r) => String(r.wounds), ''],
    ['service requests', (r) => String(r.median.requests), 'the floor sends as many'],
    ['navigation → every row read', (r) => ms(r.median.navigationMs), 'the app starting included'],
    ['first request → every row read', (r) => ms(r.median.readMs), ''],
    ['… and the photos in view drawn', (r) => ms(r.median.photosMs), 'they load once the words are in'],
    ['floor: same pages, same concurrency', (r) => ms(r.median.floorMs), `${LOADING} wounds at a time, no framework`],
    [
      '÷ floor',
      (r) => `${ratio(r).toFixed(1)}× ${ratio(r) <= CASELOAD_TARGET.ratioToFloor ? 'PASS' : 'MISS'}`,
      `≤ ${CASELOAD_TARGET.ratioToFloor}×`,
    ],
    ['÷ floor, every run', (r) => r.runs.map((run) => (run.readMs / run.floorMs).toFixed(1)).join(' · '), ''],
    [
      'service answering, summed: app / floor',
      (r) => `${ms(r.median.serviceMs)} / ${ms(r.median.floorServiceMs)}`,
      'request sent → first byte, every request',
    ],
    ['long tasks, total', (r) => ms(r.median.longTasksMs), 'from navigation, until settled'],
    ['longest task (every run)', (r) => ms(Math.max(...r.runs.map((run) => run.longestTaskMs))), ''],
    ['JS heap after GC', (r) => `${(median(r.runs.map((run) => run.heapBytes)) / 1024 / 1024).toFixed(1)} MB`, ''],
  ]
  const title = `Caseload of ${results[0]?.wounds ?? 0} wounds`
  const width = Math.max(title.length, ...rows.map(([name]) => name.length))
  const columns = results.map((r) => Math.max(r.label.length, ...rows.map(([, value]) => value(r).length)))
  const cells = (texts: string[]) => texts.map((text, i) => text.padStart(columns[i] ?? 0)).join(' │ ')
  const lines = [
    `${title.padEnd(width)} │ ${cells(results.map((r) => r.label))} │ target`,
    `${'─'.repeat(width + 1)}┼${columns.map((w) => '─'.repeat(w + 2)).join('┼')}┼${'─'.repeat(40)}`,
    ...rows.map(([name, value, note]) => `${name.padEnd(width)} │ ${cells(results.map((r) => value(r)))} │ ${note}`),
  ]
  return lines.join('\n')
}
