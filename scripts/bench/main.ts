import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, CDPSession, Page } from 'playwright-core'
import { getWoundData } from '../../src/mocks/data'
import { chromiumPath, launchChromium } from '../../test/e2e/chromium'
import { startMockService } from '../../test/e2e/mock-service'
import {
  applyFiltersButton,
  chooseOption,
  clearFiltersButton,
  comparisonBox,
  filterField,
  filterGroup,
  listTable,
  loadButton,
  rowIds,
  sortButton,
  woundIdField,
} from '../../test/e2e/wound-view'
import {
  allBuiltJs,
  arm,
  buildFloor,
  buildLiveApp,
  buildStackFloor,
  entryChunk,
  firstRowText,
  GZIP_LEVEL,
  jsBeforeFirstRow,
  kb,
  newBenchContext,
  readBudget,
  resourceEntries,
  ROOT,
  serveBuild,
  sumGzip,
  waitResult,
  type Budget,
  type JsBeforeFirstRow,
  type JsFile,
  type WaitSpec,
} from './measure'
import { SAME_ORIGIN_VARIANT, serveSameOrigin, staticLatencyHow } from './same-origin'
import { DEFAULT_SCALE, runScaleOnly, scaleSection, type ScaleOptions, type ScaleSection } from './scale-main'

/**
 * `npm run bench` (scripts/bench.mjs loads this file through Vite's module runner): builds the
 * live app in two deployment variants (cross-origin: the service's URL baked in, CORS; same-origin:
 * `VITE_API_BASE_URL=/` behind nginx, see same-origin.ts), the react + react-dom floor and the stack
 * floor; serves the app and the mock service over real HTTP with an injected latency, drives
 * Chromium and prints, per variant and latency, the figures of issue 6 with their targets; writes
 * them to bench-results/. A missed target is a result, not a failure: the exit code is non-zero
 * only when the bench itself cannot run.
 */

export type BenchOptions = {
  latencies: number[]
  /** Repetitions of each page-load measurement (the median is reported). */
  runs: number
  /** Repetitions of the interaction sequence. */
  interactionRuns: number
  /** Repetitions of the long-history overview. */
  overviewRuns: number
  /** Apply the latency to the app's static files too (a preview middleware), not only to the service. */
  staticLatency: boolean
  outDir: string
  /** The scale series (scale-main.ts). */
  scale: ScaleOptions
}

const LIST = 'Measurements'
const LONG_WOUND = 3
const FIRST_ROW_WOUND = 1
/** Top-level measurements with a date: one row each in every chart's data table (as test/e2e/overview.test.ts counts). */
const chartRowCount = (woundId: number) => getWoundData(woundId)?.measurements.filter((m) => typeof m.date === 'string').length ?? 0
/** Dated assessments: one row each in the pain chart's table. */
const painRowCount = (woundId: number) => getWoundData(woundId)?.assessments.filter((a) => typeof a.date === 'string').length ?? 0
/**
 * The data tables of the area and pain charts (each built when its "Show data" is pressed, which
 * the probe does as soon as it can) and the rows each holds once the whole history is in.
 */
const chartTables = (woundId: number) => [
  { name: 'Area over time data', rows: chartRowCount(woundId), toggle: 'Show data of Area over time' },
  { name: 'Pain over time data', rows: painRowCount(woundId), toggle: 'Show data of Pain over time' },
]

/** How the app reaches the service. */
type VariantKey = 'crossOrigin' | 'sameOrigin'
const VARIANTS: readonly { key: VariantKey; label: string; about: string }[] = [
  {
    key: 'crossOrigin',
    label: 'cross-origin (CORS)',
    about: 'the service on its own origin, baked into the build (VITE_API_BASE_URL=<service>); the X-API-KEY header makes every distinct list URL preflighted',
  },
  { key: 'sameOrigin', ...SAME_ORIGIN_VARIANT },
]

const TARGETS = {
  /** First row after Load: one round trip + 100 ms. */
  firstRowSlackMs: 100,
  chartsSequentialRequests: 2,
  jsRatioToFloor: 1.35,
  cachedInteractionMs: 100,
}

export function parseArgs(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = {
    latencies: [0, 50, 150],
    runs: 3,
    interactionRuns: 5,
    overviewRuns: 2,
    staticLatency: true,
    outDir: join(ROOT, 'bench-results'),
    scale: { ...DEFAULT_SCALE },
  }
  for (const arg of argv) {
    const [name, value = ''] = arg.replace(/^--/, '').split('=')
    const count = () => {
      const n = Number(value)
      if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} needs a whole number ≥ 1`)
      return n
    }
    if (name === 'latency') options.latencies = value.split(',').map(Number)
    else if (name === 'runs') options.runs = count()
    else if (name === 'interaction-runs') options.interactionRuns = count()
    else if (name === 'overview-runs') options.overviewRuns = count()
    else if (name === 'no-static-latency') options.staticLatency = false
    else if (name === 'out') options.outDir = value
    else if (name === 'scale') options.scale.sizes = value.split(',').map(Number)
    else if (name === 'no-scale') options.scale.sizes = []
    else if (name === 'scale-runs') options.scale.runs = count()
    else if (name === 'scale-only') options.scale.only = true
    else if (name === 'scale-trace') options.scale.trace = true
    else if (name === 'help') {
      console.log('npm run bench -- [--latency=0,50,150] [--runs=3] [--interaction-runs=5] [--overview-runs=2] [--no-static-latency] [--out=bench-results] [--scale=100,500,2000,5000 | --no-scale] [--scale-runs=3] [--scale-only] [--scale-trace]')
      process.exit(0)
    } else throw new Error(`unknown option ${arg} (try --help)`)
  }
  if (options.latencies.some((l) => !Number.isFinite(l) || l < 0)) throw new Error('--latency takes milliseconds ≥ 0, comma-separated')
  if (options.scale.sizes.some((n) => !Number.isInteger(n) || n < 1 || n > 20_000)) throw new Error('--scale takes measurement counts from 1 to 20000, comma-separated')
  return options
}

/* ------------------------------------------------------------------------------------------------
 * Small helpers
 * ---------------------------------------------------------------------------------------------- */

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address !== null ? address.port : 0
      server.close(() => {
        resolve(port)
      })
    })
  })
}

const isService = (url: string, serviceUrl: string) => url.startsWith(`${serviceUrl}/api/`)

/** Page errors and console errors, reported at the end (they do not stop the bench). */
const pageProblems: string[] = []
function watchErrors(page: Page): void {
  page.on('pageerror', (error) => pageProblems.push(`${page.url()}: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') pageProblems.push(`${page.url()}: ${message.text()}`)
  })
}

/**
 * Service requests as Chromium's network stack saw them (CDP), CORS preflights included.
 * `direct`: sent to the service's own origin although the page reaches it elsewhere (through the
 * proxy): the same-origin variant must have none. `waitMs`: from the network stack taking the
 * request to it starting to connect or send (DevTools' "Stalled"), mostly a wait for one of the
 * six connections per host HTTP/1.1 allows.
 */
type NetRequest = {
  url: string
  method: string
  preflight: boolean
  direct: boolean
  /** When the page asked for it (a request's interval covers its CORS preflight). */
  start: number
  end: number | undefined
  waitMs: number | undefined
  /** When it was written to a connection: after its preflight, and after any wait for a free connection. */
  sentAt: number | undefined
}

async function recordNetwork(cdp: CDPSession, env: Pick<Env, 'apiOrigin' | 'serviceUrl'>): Promise<NetRequest[]> {
  const requests: NetRequest[] = []
  const byId = new Map<string, NetRequest>()
  cdp.on('Network.requestWillBeSent', (event) => {
    const direct = env.apiOrigin !== env.serviceUrl && isService(event.request.url, env.serviceUrl)
    if (!direct && !isService(event.request.url, env.apiOrigin)) return
    const request: NetRequest = {
      url: event.request.url,
      method: event.request.method,
      preflight: event.type === 'Preflight' || event.request.method === 'OPTIONS',
      direct,
      start: event.timestamp * 1000,
      end: undefined,
      waitMs: undefined,
      sentAt: undefined,
    }
    byId.set(event.requestId, request)
    requests.push(request)
  })
  cdp.on('Network.responseReceived', (event) => {
    const request = byId.get(event.requestId)
    const timing = event.response.timing
    if (!request || !timing) return
    const starts = [timing.dnsStart, timing.connectStart, timing.sendStart].filter((t) => t >= 0)
    if (starts.length > 0) request.waitMs = Math.min(...starts)
    if (timing.sendStart >= 0) request.sentAt = timing.requestTime * 1000 + timing.sendStart
  })
  const finish = (requestId: string, timestamp: number) => {
    const request = byId.get(requestId)
    if (request) request.end = timestamp * 1000
  }
  cdp.on('Network.loadingFinished', (event) => {
    finish(event.requestId, event.timestamp)
  })
  cdp.on('Network.loadingFailed', (event) => {
    finish(event.requestId, event.timestamp)
  })
  await cdp.send('Network.enable')
  return requests
}

/**
 * The longest chain of requests where each starts after the previous one ended: the sequential
 * round trips. `slackMs`: how far a start may be before the previous end and still follow it (a
 * request sent on the connection the previous one has just freed).
 */
export function longestChain<T extends { start: number; end: number }>(intervals: readonly T[], slackMs = 0): T[] {
  const sorted = [...intervals].sort((a, b) => a.end - b.end)
  const chains: T[][] = []
  sorted.forEach((current, i) => {
    let best: T[] = []
    for (let j = 0; j < i; j++) {
      const before = sorted[j]
      const chain = chains[j] ?? []
      if (before && before.end <= current.start + slackMs && chain.length > best.length) best = chain
    }
    chains.push([...best, current])
  })
  return chains.reduce<T[]>((longest, chain) => (chain.length > longest.length ? chain : longest), [])
}

/**
 * Chromium reports a request from when the page asked for it, so its interval covers its CORS
 * preflight. To count preflights as round trips of their own, a request that had one starts when
 * its preflight ended.
 */
function withPreflightsApart(requests: readonly (NetRequest & { end: number })[]): (NetRequest & { end: number })[] {
  const preflights = requests.filter((r) => r.preflight)
  const used = new Set<NetRequest>()
  return requests.map((request) => {
    if (request.preflight) return request
    const preflight = preflights.find((p) => !used.has(p) && p.url === request.url && p.start >= request.start && p.end <= request.end)
    if (!preflight) return request
    used.add(preflight)
    return { ...request, start: preflight.end }
  })
}

/** A chain as the JSON shows it: method, path and query, and times relative to the first. */
const describeChain = (chain: readonly (NetRequest & { end: number })[]) => {
  const t0 = chain[0]?.start ?? 0
  return chain.map((r) => `${r.preflight ? 'OPTIONS' : r.method} ${new URL(r.url).pathname.replace('/api/v1/', '')}${new URL(r.url).search} ${round(r.start - t0, 0)}–${round(r.end - t0, 0)} ms`)
}

/* ------------------------------------------------------------------------------------------------
 * Measurements
 * ---------------------------------------------------------------------------------------------- */

type JsFigures = {
  requestedGzip: number
  finishedGzip: number
  ratioToFloor: number
  /** The same against the stack floor: what the app adds to the libraries it is built on. */
  ratioToStackFloor: number
  files: { file: string; gzipBytes: number; arrived: boolean }[]
}

function jsFigures(js: JsBeforeFirstRow, env: Env): JsFigures {
  const arrived = new Set(js.finished.map((f) => f.file))
  return {
    requestedGzip: sumGzip(js.requested),
    finishedGzip: sumGzip(js.finished),
    ratioToFloor: sumGzip(js.finished) / env.floorGzip,
    ratioToStackFloor: sumGzip(js.finished) / env.stackFloorGzip,
    files: js.requested.map((f) => ({ file: f.file, gzipBytes: f.gzipBytes, arrived: arrived.has(f.file) })),
  }
}

type Env = {
  browser: Browser
  appUrl: string
  /** Where the page sends service requests: the service's origin (cross-origin) or the app's (proxy). */
  apiOrigin: string
  /** The mock service's own origin. */
  serviceUrl: string
  buildDir: string
  floorGzip: number
  stackFloorGzip: number
}

/** The start screen, the wound ID typed, Load pressed: click → first measurement row painted. */
async function measureLoad(env: Env): Promise<{ firstRowMs: number; requestAfterMs: number; requests: number; afterResponseMs: number; js: JsFigures }> {
  const context = await newBenchContext(env.browser, null)
  try {
    const page = await context.newPage()
    watchErrors(page)
    await page.goto(`${env.appUrl}/`)
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

type DeepLink = { firstRequestMs: number; entryLoadedMs: number; firstRowMs: number; js: JsFigures }

/** A deep link (`?wound=1`) opened cold: navigation start → first service request sent → first row painted. */
async function measureDeepLink(env: Env): Promise<DeepLink> {
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

type Overview = {
  chartsMs: number
  requests: number
  preflights: number
  sequentialRequests: number
  sequentialWithPreflights: number
  /** The same over the times requests went on a connection: preflights and waits for a free connection count. */
  sequentialOnTheWire: number
  /** The longest chain of sequential requests (preflights left out). */
  chain: string[]
  /** Requests (preflights included) that waited ≥ CONNECTION_WAIT_MS before connecting or sending, and the longest wait. */
  connectionWaits: { requests: number; maxMs: number }
  /** The whole page (deep link, list, overview tab): preflights, and requests that bypassed the proxy. */
  page: { requests: number; preflights: number; direct: number }
  heapBytes: number
}

/** A request that waited this long before connecting or sending waited for a connection (loopback: ≈ 1 ms otherwise). */
const CONNECTION_WAIT_MS = 10
/** A request sent on a connection freed by another may be stamped a little before that one's end. */
const WIRE_SLACK_MS = 5

/** Wound 3 on its measurements, then the Healing overview tab: click → every chart table holds the whole history. */
async function measureOverview(env: Env): Promise<Overview> {
  const context = await newBenchContext(env.browser, { kind: 'rows', table: LIST })
  try {
    const page = await context.newPage()
    watchErrors(page)
    const cdp = await context.newCDPSession(page)
    const network = await recordNetwork(cdp, env)
    await page.goto(`${env.appUrl}/?wound=${LONG_WOUND}`)
    await waitResult(page)
    await page.waitForLoadState('networkidle')
    const from = network.length
    await arm(page, { kind: 'allRows', tables: chartTables(LONG_WOUND) })
    await page.getByRole('tab', { name: 'Healing overview' }).click()
    const { clickAt, doneAt } = await waitResult(page)
    if (clickAt === null) throw new Error('the probe saw no click on the overview tab')
    // Responses still being read when the probe fired (their loadingFinished a moment later).
    await page.waitForLoadState('networkidle')
    const sent = network.slice(from)
    const requests = sent.filter((r): r is NetRequest & { end: number } => r.end !== undefined)
    const waits = sent.map((r) => r.waitMs ?? 0)
    const chain = longestChain(requests.filter((r) => !r.preflight))
    await cdp.send('HeapProfiler.enable')
    await cdp.send('HeapProfiler.collectGarbage')
    const heap = await cdp.send('Runtime.getHeapUsage')
    return {
      chartsMs: doneAt - clickAt,
      requests: sent.filter((r) => !r.preflight).length,
      preflights: sent.filter((r) => r.preflight).length,
      sequentialRequests: chain.length,
      sequentialWithPreflights: longestChain(withPreflightsApart(requests)).length,
      sequentialOnTheWire: longestChain(requests.map((r) => ({ ...r, start: r.sentAt ?? r.start })), WIRE_SLACK_MS).length,
      chain: describeChain(chain),
      connectionWaits: { requests: waits.filter((w) => w >= CONNECTION_WAIT_MS).length, maxMs: round(Math.max(0, ...waits), 0) },
      page: { requests: network.filter((r) => !r.preflight).length, preflights: network.filter((r) => r.preflight).length, direct: network.filter((r) => r.direct).length },
      heapBytes: heap.usedSize,
    }
  } finally {
    await context.close()
  }
}

type InteractionKind = 'page' | 'sort' | 'filter'
type InteractionSample = { kind: InteractionKind; cached: boolean; ms: number; fetched: boolean }

/**
 * On wound 3 (`?wound=3&sort=id`, page 1), each timed from the click to the table showing the new
 * first row (not busy) in the next frame: next page (uncached), previous page (cached), sort by
 * ID descending (uncached) and back (cached), a filter "ID > first ID" (uncached), clear filters
 * (cached). `fetched`: whether a service request went out meanwhile (should be: uncached only).
 */
async function measureInteractions(env: Env): Promise<InteractionSample[]> {
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

    const step = async (kind: InteractionKind, cached: boolean, act: () => Promise<void>, expectUrl: (params: URLSearchParams) => boolean) => {
      const spec: WaitSpec = { kind: 'rows', table: LIST, changedFrom: await firstRowText(page, LIST) }
      await arm(page, spec)
      const before = serviceRequests
      await act()
      const { clickAt, doneAt } = await waitResult(page)
      if (clickAt === null) throw new Error(`the probe saw no click (${kind})`)
      const params = new URL(page.url()).searchParams
      if (!expectUrl(params)) throw new Error(`${kind}${cached ? ' (cached)' : ''}: unexpected app URL ${page.url()}`)
      samples.push({ kind, cached, ms: doneAt - clickAt, fetched: serviceRequests > before })
    }

    await step('page', false, () => page.getByRole('button', { name: 'Next page' }).first().click(), (p) => p.get('page') === '2')
    await step('page', true, () => page.getByRole('button', { name: 'Previous page' }).first().click(), (p) => (p.get('page') ?? '1') === '1')
    await step('sort', false, () => sortButton(table, 'ID').click(), (p) => p.get('sort') === '-id')
    await step('sort', true, () => sortButton(table, 'ID').click(), (p) => p.get('sort') === 'id')
    const firstId = (await rowIds(table))[0]
    if (firstId === undefined) throw new Error('no first row ID to filter on')
    const group = await filterGroup(page, LIST)
    await chooseOption(comparisonBox(group, 'ID'), '>')
    await filterField(group, 'ID').fill(String(firstId))
    await step('filter', false, () => applyFiltersButton(group).click(), (p) => p.get('filter[id]') === `>${firstId}`)
    await step('filter', true, () => clearFiltersButton(page).first().click(), (p) => !p.has('filter[id]'))
    return samples
  } finally {
    await context.close()
  }
}

/* ------------------------------------------------------------------------------------------------
 * One latency
 * ---------------------------------------------------------------------------------------------- */

type LatencyResult = {
  latencyMs: number
  load: { firstRowMs: number; roundTrips: number; requestAfterMs: number; requests: number; afterResponseMs: number; js: JsFigures; runsMs: number[] }
  deepLink: DeepLink & { runsMs: number[] }
  overview: Overview & {
    runsMs: number[]
    chartTables: { name: string; rows: number }[]
    /** Every run, not only the median one: requests after the click, and preflights / proxy bypasses on the whole page. */
    allRuns: { requests: number[]; pagePreflights: number; pageDirect: number }
  }
  interactions: Record<`${InteractionKind}.${'cached' | 'uncached'}`, { medianMs: number; runsMs: number[]; fetchedRuns: number }>
}

async function repeat<T>(times: number, run: () => Promise<T>): Promise<T[]> {
  const results: T[] = []
  for (let i = 0; i < times; i++) results.push(await run())
  return results
}

/** The run whose `pick` is the median (so its other figures belong together). */
function medianRun<T>(runs: readonly T[], pick: (run: T) => number): T {
  const sorted = [...runs].sort((a, b) => pick(a) - pick(b))
  const run = sorted[Math.floor((sorted.length - 1) / 2)]
  if (run === undefined) throw new Error('no runs')
  return run
}

async function measureLatency(env: Env, label: string, latencyMs: number, options: BenchOptions): Promise<LatencyResult> {
  const phases: string[] = []
  const timed = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const t0 = Date.now()
    const result = await run()
    phases.push(`${name} ${((Date.now() - t0) / 1000).toFixed(1)} s`)
    return result
  }
  const loads = await timed('load', () => repeat(options.runs, () => measureLoad(env)))
  const deepLinks = await timed('deep link', () => repeat(options.runs, () => measureDeepLink(env)))
  const overviews = await timed('overview', () => repeat(options.overviewRuns, () => measureOverview(env)))
  const interactionSamples = (await timed('interactions', () => repeat(options.interactionRuns, () => measureInteractions(env)))).flat()
  console.log(`bench: ${label}, ${latencyMs} ms: ${phases.join(', ')}`)

  const load = medianRun(loads, (r) => r.firstRowMs)
  const deepLink = medianRun(deepLinks, (r) => r.firstRowMs)
  const overview = medianRun(overviews, (r) => r.chartsMs)
  const interactions = {} as LatencyResult['interactions']
  for (const kind of ['page', 'sort', 'filter'] as const) {
    for (const cached of [false, true]) {
      const samples = interactionSamples.filter((s) => s.kind === kind && s.cached === cached)
      interactions[`${kind}.${cached ? 'cached' : 'uncached'}`] = {
        medianMs: round(median(samples.map((s) => s.ms))),
        runsMs: samples.map((s) => round(s.ms)),
        fetchedRuns: samples.filter((s) => s.fetched).length,
      }
    }
  }
  return {
    latencyMs,
    load: { ...load, firstRowMs: round(load.firstRowMs), requestAfterMs: round(load.requestAfterMs), afterResponseMs: round(load.afterResponseMs), roundTrips: latencyMs > 0 ? round(load.firstRowMs / latencyMs, 2) : Number.NaN, runsMs: loads.map((r) => round(r.firstRowMs)) },
    deepLink: { ...deepLink, runsMs: deepLinks.map((r) => round(r.firstRowMs)) },
    overview: {
      ...overview,
      chartsMs: round(overview.chartsMs),
      runsMs: overviews.map((r) => round(r.chartsMs)),
      chartTables: chartTables(LONG_WOUND),
      allRuns: {
        requests: overviews.map((r) => r.requests),
        pagePreflights: overviews.reduce((sum, r) => sum + r.page.preflights, 0),
        pageDirect: overviews.reduce((sum, r) => sum + r.page.direct, 0),
      },
    },
    interactions,
  }
}

/* ------------------------------------------------------------------------------------------------
 * Report
 * ---------------------------------------------------------------------------------------------- */

type Row = { metric: string; cells: string[]; target: string }

const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(0)} ms` : '—')
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS')
const cachedKeys = ['page.cached', 'sort.cached', 'filter.cached'] as const

/** The targets, each judged per latency (the rows below show the same verdicts beside the figures). */
const TARGET_CHECKS: readonly { name: string; met: (r: LatencyResult) => boolean }[] = [
  { name: `Load → first row ≤ latency + ${TARGETS.firstRowSlackMs} ms`, met: (r) => r.load.firstRowMs <= r.latencyMs + TARGETS.firstRowSlackMs },
  {
    name: `JS before first row ≤ ${TARGETS.jsRatioToFloor} × floor (load, deep link)`,
    met: (r) => Math.max(r.load.js.ratioToFloor, r.deepLink.js.ratioToFloor) <= TARGETS.jsRatioToFloor,
  },
  { name: `Overview: ≤ ${TARGETS.chartsSequentialRequests} sequential requests`, met: (r) => r.overview.sequentialRequests <= TARGETS.chartsSequentialRequests },
  { name: `Cached page / sort / filter < ${TARGETS.cachedInteractionMs} ms`, met: (r) => cachedKeys.every((k) => r.interactions[k].medianMs < TARGETS.cachedInteractionMs) },
]

function rows(results: readonly LatencyResult[]): Row[] {
  const per = (f: (r: LatencyResult) => string) => results.map(f)
  const interaction = (key: keyof LatencyResult['interactions'], target: boolean) =>
    per((r) => {
      const i = r.interactions[key]
      const note = key.endsWith('.cached') ? (i.fetchedRuns > 0 ? ` (${i.fetchedRuns} fetched)` : '') : i.fetchedRuns < i.runsMs.length ? ` (${i.runsMs.length - i.fetchedRuns} not fetched)` : ''
      return `${ms(i.medianMs)}${target ? ` ${verdict(i.medianMs < TARGETS.cachedInteractionMs)}` : ''}${note}`
    })
  return [
    { metric: 'Load → first row', cells: per((r) => `${ms(r.load.firstRowMs)} ${verdict(r.load.firstRowMs <= r.latencyMs + TARGETS.firstRowSlackMs)}`), target: `≤ latency + ${TARGETS.firstRowSlackMs} ms` },
    { metric: '  ÷ latency (round trips)', cells: per((r) => (Number.isFinite(r.load.roundTrips) ? r.load.roundTrips.toFixed(2) : '—')), target: 'ideal 1' },
    { metric: '  Load → first request sent', cells: per((r) => ms(r.load.requestAfterMs)), target: '' },
    { metric: '  service requests', cells: per((r) => String(r.load.requests)), target: 'preflights not counted' },
    { metric: '  last response → row painted', cells: per((r) => ms(r.load.afterResponseMs)), target: 'CPU: parse, render' },
    { metric: '  JS before first row (gzip)', cells: per((r) => kb(r.load.js.finishedGzip)), target: '' },
    { metric: '  ÷ floor', cells: per((r) => `${r.load.js.ratioToFloor.toFixed(2)} ${verdict(r.load.js.ratioToFloor <= TARGETS.jsRatioToFloor)}`), target: `≤ ${TARGETS.jsRatioToFloor}` },
    { metric: '  ÷ stack floor', cells: per((r) => r.load.js.ratioToStackFloor.toFixed(2)), target: 'the app on top of its stack' },
    { metric: 'Deep link → first request', cells: per((r) => ms(r.deepLink.firstRequestMs)), target: 'as early as the URL allows' },
    { metric: '  entry chunk arrived at', cells: per((r) => ms(r.deepLink.entryLoadedMs)), target: '' },
    { metric: '  → first row', cells: per((r) => ms(r.deepLink.firstRowMs)), target: '' },
    { metric: '  JS before first row (gzip)', cells: per((r) => kb(r.deepLink.js.finishedGzip)), target: '' },
    { metric: '  ÷ floor', cells: per((r) => `${r.deepLink.js.ratioToFloor.toFixed(2)} ${verdict(r.deepLink.js.ratioToFloor <= TARGETS.jsRatioToFloor)}`), target: `≤ ${TARGETS.jsRatioToFloor}` },
    { metric: '  ÷ stack floor', cells: per((r) => r.deepLink.js.ratioToStackFloor.toFixed(2)), target: '' },
    { metric: `Overview tab → charts complete`, cells: per((r) => ms(r.overview.chartsMs)), target: '' },
    { metric: '  ÷ latency', cells: per((r) => (r.latencyMs > 0 ? (r.overview.chartsMs / r.latencyMs).toFixed(2) : '—')), target: '' },
    { metric: '  sequential requests', cells: per((r) => `${r.overview.sequentialRequests} ${verdict(r.overview.sequentialRequests <= TARGETS.chartsSequentialRequests)}`), target: `≤ ${TARGETS.chartsSequentialRequests}` },
    { metric: '  … counting preflights', cells: per((r) => String(r.overview.sequentialWithPreflights)), target: '' },
    { metric: '  … on the wire', cells: per((r) => String(r.overview.sequentialOnTheWire)), target: '+ connection waits' },
    { metric: '  requests / preflights', cells: per((r) => `${r.overview.requests} / ${r.overview.preflights}`), target: 'same-origin: no preflight' },
    { metric: '  waited for a connection', cells: per((r) => `${r.overview.connectionWaits.requests}, ≤ ${ms(r.overview.connectionWaits.maxMs)}`), target: 'requests, longest wait' },
    { metric: '  JS heap after GC', cells: per((r) => `${(r.overview.heapBytes / 1024 / 1024).toFixed(1)} MB`), target: '' },
    { metric: 'Next page, uncached', cells: interaction('page.uncached', false), target: '' },
    { metric: 'Previous page, cached', cells: interaction('page.cached', true), target: `< ${TARGETS.cachedInteractionMs} ms` },
    { metric: 'Sort, uncached', cells: interaction('sort.uncached', false), target: '' },
    { metric: 'Sort back, cached', cells: interaction('sort.cached', true), target: `< ${TARGETS.cachedInteractionMs} ms` },
    { metric: 'Filter, uncached', cells: interaction('filter.uncached', false), target: '' },
    { metric: 'Clear filter, cached', cells: interaction('filter.cached', true), target: `< ${TARGETS.cachedInteractionMs} ms` },
  ]
}

type Section = { title: string; results: readonly LatencyResult[] }

/** Rows laid out in columns (widths shared by every section), each section under its own header row. */
function layout(sections: readonly { header: Row; rows: readonly Row[] }[]): string {
  const all = sections.flatMap((s) => [s.header, ...s.rows])
  const columns = Math.max(...all.map((r) => r.cells.length))
  const width = (i: number) => Math.max(...all.map((r) => (r.cells[i] ?? '').length))
  const metricWidth = Math.max(...all.map((r) => r.metric.length))
  const withTarget = all.some((r) => r.target !== '')
  const line = (r: Row) =>
    [r.metric.padEnd(metricWidth), ...Array.from({ length: columns }, (_, i) => (r.cells[i] ?? '').padStart(width(i))), ...(withTarget ? [r.target] : [])].join(' │ ').trimEnd()
  const rule = ['─'.repeat(metricWidth), ...Array.from({ length: columns }, (_, i) => '─'.repeat(width(i))), ...(withTarget ? ['─'.repeat(10)] : [])].join('─┼─')
  return sections.map((s) => [line(s.header), rule, ...s.rows.map(line)].join('\n')).join('\n\n')
}

/** One section per deployment variant: every figure per latency, with its verdict. */
function tables(sections: readonly Section[]): string {
  return layout(sections.map((s) => ({ header: { metric: s.title, cells: s.results.map((r) => `${r.latencyMs} ms`), target: 'target' }, rows: rows(s.results) })))
}

/** Which variant meets which target, at which latency. */
function targetSummary(sections: readonly Section[]): string {
  const latencies = sections[0]?.results.map((r) => r.latencyMs).join(' / ') ?? ''
  const header: Row = { metric: `Targets: PASS/MISS at ${latencies} ms`, cells: sections.map((s) => s.title), target: '' }
  const rows = TARGET_CHECKS.map((check) => ({ metric: check.name, cells: sections.map((s) => s.results.map((r) => verdict(check.met(r))).join(' ')), target: '' }))
  return layout([{ header, rows }])
}

type Checks = { sameOriginWithoutPreflights: boolean; sameOriginThroughProxy: boolean; sameOverviewRequests: boolean; lines: string[] }

/** The same-origin variant must really be one: no preflight, nothing past the proxy, the same requests as cross-origin. */
function checkVariants(cross: readonly LatencyResult[], same: readonly LatencyResult[]): Checks {
  const preflights = same.reduce((sum, r) => sum + r.overview.allRuns.pagePreflights, 0)
  const direct = same.reduce((sum, r) => sum + r.overview.allRuns.pageDirect, 0)
  const counts = (results: readonly LatencyResult[]) => results.map((r) => [...new Set(r.overview.allRuns.requests)].join('|')).join(' / ')
  const sameCounts = cross.length === same.length && cross.every((r, i) => {
    const other = same[i]
    return other !== undefined && [...r.overview.allRuns.requests, ...other.overview.allRuns.requests].every((n) => n === r.overview.allRuns.requests[0])
  })
  const ok = (value: boolean) => (value ? 'ok' : 'FAILED')
  return {
    sameOriginWithoutPreflights: preflights === 0,
    sameOriginThroughProxy: direct === 0,
    sameOverviewRequests: sameCounts,
    lines: [
      `same-origin sent no OPTIONS request (overview pages, every run: deep link, list, tab): ${preflights} — ${ok(preflights === 0)}`,
      `same-origin sent no request past the proxy to the service's own origin: ${direct} — ${ok(direct === 0)}`,
      `overview requests after the click, every run: cross-origin ${counts(cross)}, same-origin ${counts(same)} — ${ok(sameCounts)}`,
    ],
  }
}

/** The CI budget (test/e2e/budget.test.ts checks the same on the e2e build): entry chunk, and JS a deep link requested before its first row. */
function budgetLine(entry: JsFile, results: readonly LatencyResult[], budget: Budget, floorGzip: number): string {
  const requested = Math.max(...results.map((r) => r.deepLink.js.requestedGzip))
  const check = (value: number, limit: number) => (value <= limit ? 'ok' : 'OVER')
  return (
    `Budget (scripts/bench/budget.json; cross-origin build, as CI checks it): entry ${kb(entry.gzipBytes)} ≤ ${kb(budget.maxEntryGzipBytes)} ${check(entry.gzipBytes, budget.maxEntryGzipBytes)}; ` +
    `deep link JS requested before first row ${kb(requested)} ≤ ${kb(budget.maxBeforeFirstRowGzipBytes)} ${check(requested, budget.maxBeforeFirstRowGzipBytes)}, ` +
    `÷ floor ${(requested / floorGzip).toFixed(3)} ≤ ${budget.maxRatioToFloor} ${check(requested / floorGzip, budget.maxRatioToFloor)}.`
  )
}

/* ------------------------------------------------------------------------------------------------
 * Main
 * ---------------------------------------------------------------------------------------------- */

const STACK_FLOOR_LIBRARIES = 'react + query + table + zod/mini + nuqs, one row'

export async function runBench(argv: readonly string[]): Promise<void> {
  const started = Date.now()
  const options = parseArgs(argv)
  if (!existsSync(chromiumPath())) throw new Error(`no Chromium at ${chromiumPath()} (set CHROMIUM_PATH)`)
  if (options.scale.only) {
    await runScaleOnly(options.scale, options.outDir)
    return
  }

  const work = await mkdtemp(join(tmpdir(), 'wound-history-bench-'))
  const closers: (() => Promise<void>)[] = []
  try {
    // The cross-origin build has the service's URL baked in (and its origin in the CSP), the
    // same-origin one the proxy target (in the CSP's img-src): one port for every latency.
    const port = await freePort()
    const serviceUrl = `http://127.0.0.1:${port}`
    const buildDirs: Record<VariantKey, string> = { crossOrigin: join(work, 'live-cross-origin'), sameOrigin: join(work, 'live-same-origin') }
    const floorDir = join(work, 'floor')
    const stackFloorDir = join(work, 'stack-floor')
    console.log(`bench: building the live app twice (service ${serviceUrl}; same-origin behind a proxy), the floor and the stack floor in ${work} …`)
    await buildLiveApp(buildDirs.crossOrigin, serviceUrl)
    await buildLiveApp(buildDirs.sameOrigin, '/', serviceUrl)
    await buildFloor(floorDir)
    await buildStackFloor(stackFloorDir)
    const floor = await allBuiltJs(floorDir)
    const floorGzip = sumGzip(floor)
    const stackFloor = await allBuiltJs(stackFloorDir)
    const stackFloorGzip = sumGzip(stackFloor)
    const entries: Record<VariantKey, JsFile> = { crossOrigin: await entryChunk(buildDirs.crossOrigin), sameOrigin: await entryChunk(buildDirs.sameOrigin) }
    const entry = entries.crossOrigin
    const budget = await readBudget()

    const browser = await launchChromium()
    closers.push(() => browser.close())
    const results: Record<VariantKey, LatencyResult[]> = { crossOrigin: [], sameOrigin: [] }
    for (const latencyMs of options.latencies) {
      const t0 = Date.now()
      const service = await startMockService({ port, latencyMs })
      try {
        for (const variant of VARIANTS) {
          const sameOrigin = variant.key === 'sameOrigin'
          const staticLatencyMs = options.staticLatency ? latencyMs : 0
          const app = sameOrigin ? await serveSameOrigin(buildDirs.sameOrigin, staticLatencyMs, serviceUrl) : await serveBuild(buildDirs.crossOrigin, staticLatencyMs)
          try {
            const env: Env = { browser, appUrl: app.url, apiOrigin: sameOrigin ? app.url : serviceUrl, serviceUrl, buildDir: buildDirs[variant.key], floorGzip, stackFloorGzip }
            results[variant.key].push(await measureLatency(env, variant.label, latencyMs, options))
          } finally {
            await app.close()
          }
        }
      } finally {
        await service.close()
      }
      console.log(`bench: ${latencyMs} ms done in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
    }

    const scale: ScaleSection | undefined =
      options.scale.sizes.length > 0
        ? await scaleSection({ browser, buildDir: buildDirs.sameOrigin, port, work, outDir: options.outDir, options: options.scale, log: (line) => { console.log(line) } })
        : undefined

    const sections: Section[] = VARIANTS.map((v) => ({ title: v.label, results: results[v.key] }))
    const checks = checkVariants(results.crossOrigin, results.sameOrigin)
    const stackFloorRatio = stackFloorGzip / floorGzip
    const sizes = [
      `JS floors (gzip -${GZIP_LEVEL} of the built files):`,
      `  floor (react + react-dom, one line): ${kb(floorGzip)}`,
      `  stack floor (${STACK_FLOOR_LIBRARIES}): ${kb(stackFloorGzip)} = ${stackFloorRatio.toFixed(2)} × floor`,
      ...VARIANTS.map((v) => {
        const js = results[v.key][0]?.deepLink.js
        return js
          ? `  ${v.label}, JS before a deep link's first row: ${kb(js.finishedGzip)} = ${js.ratioToFloor.toFixed(2)} × floor = ${js.ratioToStackFloor.toFixed(2)} × stack floor`
          : ''
      }).filter((line) => line !== ''),
    ]
    const notes = [
      ...VARIANTS.map((v) => `${v.label}: ${v.about}.`),
      `Latency: added before every answer of the mock service (CORS preflights included; same-origin: once per service request, by the service, not by the proxy) and, ${options.staticLatency ? staticLatencyHow : 'not on the static files (--no-static-latency)'}.`,
      `Sizes: gzip level ${GZIP_LEVEL} of the built files. Floor (react + react-dom rendering one line): ${kb(floorGzip)}. Stack floor (${STACK_FLOOR_LIBRARIES}; scripts/bench/stack-floor): ${kb(stackFloorGzip)} = ${stackFloorRatio.toFixed(2)} × floor. Entry chunk: ${entry.file}.`,
      budgetLine(entry, results.crossOrigin, budget, floorGzip),
      `JS before first row: files that had arrived when the first row was painted. Load: from navigation, app idle, wound ${FIRST_ROW_WOUND}; deep link: ?wound=${FIRST_ROW_WOUND}, cold.`,
      `Overview: wound ${LONG_WOUND}, click on the tab → every chart's data table complete (${chartTables(LONG_WOUND).map((t) => `${t.name}: ${t.rows}`).join(', ')}). Sequential requests: longest chain of service GETs each sent after the previous ended (CDP), preflights left out; "counting preflights" adds them as round trips of their own; "on the wire" takes each request from when it went on a connection (after its preflight and any wait for a free connection). At 0 ms these chains count requests the busy main thread sent one after another, not round trips. "Waited for a connection": requests (preflights included) that waited ≥ ${CONNECTION_WAIT_MS} ms before connecting or sending (DevTools' "Stalled"; HTTP/1.1 allows six connections per host).`,
      `Interactions on wound ${LONG_WOUND}: click → new first row painted, table not busy. Medians of ${options.interactionRuns} runs; "(n fetched)" / "(n not fetched)" flag runs where the cache did not behave as labelled.`,
      `Medians of ${options.runs} runs (overview: ${options.overviewRuns}); each run in a fresh browser context (cold HTTP and preflight caches).`,
    ]
    console.log(`\n${sizes.join('\n')}\n\n${tables(sections)}\n\n${targetSummary(sections)}\n\nChecks:\n${checks.lines.map((l) => `  ${l}`).join('\n')}\n\n${notes.map((n) => `· ${n}`).join('\n')}`)
    if (scale) console.log(`\n${scale.text}`)
    if (!checks.sameOriginWithoutPreflights || !checks.sameOriginThroughProxy || !checks.sameOverviewRequests) {
      console.warn('\nbench: a variant check FAILED (see "Checks"): the same-origin figures may not measure a same-origin deployment.')
    }
    if (pageProblems.length > 0) console.warn(`\nbench: the pages reported ${pageProblems.length} error(s):\n${[...new Set(pageProblems)].map((p) => `  - ${p}`).join('\n')}`)

    const report = {
      date: new Date().toISOString(),
      chromium: browser.version(),
      node: process.version,
      options: { ...options, outDir: undefined },
      notes,
      targets: TARGETS,
      variants: VARIANTS,
      build: {
        entry,
        entries,
        floor: { files: floor, gzipBytes: floorGzip },
        stackFloor: { libraries: STACK_FLOOR_LIBRARIES, files: stackFloor, gzipBytes: stackFloorGzip, ratioToFloor: round(stackFloorRatio, 3) },
        gzipLevel: GZIP_LEVEL,
        budget,
      },
      results,
      scale,
      checks,
      pageErrors: pageProblems,
      durationS: round((Date.now() - started) / 1000),
    }
    await mkdir(options.outDir, { recursive: true })
    const file = join(options.outDir, `bench-${report.date.replace(/[:.]/g, '-')}.json`)
    const json = `${JSON.stringify(report, null, 2)}\n`
    await writeFile(file, json)
    await writeFile(join(options.outDir, 'latest.json'), json)
    console.log(`\nbench: ${file} (and latest.json), ${report.durationS} s in all`)
  } finally {
    for (const close of closers.reverse()) await close().catch((error: unknown) => { console.error(error) })
    await rm(work, { recursive: true, force: true })
  }
}
