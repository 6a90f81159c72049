import { readdir, readFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { build, preview, type Plugin } from 'vite'

/**
 * Measuring code shared by the benchmark (`npm run bench`, scripts/bench/main.ts) and the size
 * budget check (test/e2e/budget.test.ts): builds, a static server with latency, an in-page probe
 * that timestamps "rows painted", and gzip sizes of the JS a page loaded.
 */

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const CONFIG_FILE = join(ROOT, 'vite.config.ts')
const FLOOR_ROOT = join(ROOT, 'scripts/bench/floor')
const STACK_FLOOR_ROOT = join(ROOT, 'scripts/bench/stack-floor')
const BUDGET_FILE = join(ROOT, 'scripts/bench/budget.json')

/** gzip level for every size figure: the highest, as a static host pre-compressing would use. */
export const GZIP_LEVEL = 9

/** The key the mock service accepts besides the demo one (src/mocks/handlers.ts TEST_API_KEY). */
export const BENCH_API_KEY = 'test-key'
/** Where the connection store keeps the key for the tab (src/config/connection-store.ts). */
const API_KEY_STORAGE = 'wound-history.api-key'

/* ------------------------------------------------------------------------------------------------
 * Budget
 * ---------------------------------------------------------------------------------------------- */

export type Budget = {
  /** The entry chunk (index.html's module script), gzip bytes. */
  maxEntryGzipBytes: number
  /** All JS a live-mode deep link requested before its first row was painted, gzip bytes. */
  maxBeforeFirstRowGzipBytes: number
  /** The same, divided by the floor (react + react-dom rendering one line). */
  maxRatioToFloor: number
}

export async function readBudget(): Promise<Budget> {
  const value: unknown = JSON.parse(await readFile(BUDGET_FILE, 'utf8'))
  const number = (key: keyof Budget): number => {
    const field: unknown = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined
    if (typeof field !== 'number' || !(field > 0)) throw new Error(`${BUDGET_FILE}: "${key}" must be a positive number`)
    return field
  }
  return {
    maxEntryGzipBytes: number('maxEntryGzipBytes'),
    maxBeforeFirstRowGzipBytes: number('maxBeforeFirstRowGzipBytes'),
    maxRatioToFloor: number('maxRatioToFloor'),
  }
}

/* ------------------------------------------------------------------------------------------------
 * Builds and serving
 * ---------------------------------------------------------------------------------------------- */

/** Runs `run` with some env vars set (undefined: removed), restoring them afterwards. */
export async function withEnv<T>(vars: Record<string, string | undefined>, run: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]))
  const apply = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) Reflect.deleteProperty(process.env, name)
      else process.env[name] = value
    }
  }
  apply(vars)
  try {
    return await run()
  } finally {
    apply(saved)
  }
}

/**
 * A production build of the app, live mode (the service at `apiBaseUrl`), as test/e2e/global-setup.ts
 * makes it. `proxyTarget`: the build for a same-origin deployment (`apiBaseUrl` a path such as `/`)
 * whose `/api` the preview server proxies there (VITE_API_PROXY_TARGET: it also lets the CSP allow
 * the images that service signs with its own origin). `minify: false` keeps function names (for profiling).
 */
export async function buildLiveApp(outDir: string, apiBaseUrl: string, proxyTarget?: string, { minify = true }: { minify?: boolean } = {}): Promise<void> {
  await withEnv({ NODE_ENV: 'production', VITE_API_BASE_URL: apiBaseUrl, VITE_API_PROXY_TARGET: proxyTarget }, () =>
    build({ root: ROOT, configFile: CONFIG_FILE, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true, ...(minify ? {} : { minify: false }) } }),
  )
}

/** A small app under scripts/bench (no service), built with the app's own Vite config. */
async function buildBenchApp(root: string, outDir: string): Promise<void> {
  await withEnv({ NODE_ENV: 'production', VITE_API_BASE_URL: undefined, VITE_API_PROXY_TARGET: undefined }, () =>
    build({
      root,
      configFile: CONFIG_FILE,
      mode: 'production',
      logLevel: 'warn',
      publicDir: false,
      build: { outDir, emptyOutDir: true },
    }),
  )
}

/** The floor app (scripts/bench/floor: react + react-dom rendering one line), built with the app's own Vite config. */
export async function buildFloor(outDir: string): Promise<void> {
  await buildBenchApp(FLOOR_ROOT, outDir)
}

/**
 * The stack floor (scripts/bench/stack-floor): one table row rendered with the libraries the stack
 * fixes on the first-row path (react-query, react-table, zod/mini, nuqs), each used minimally.
 */
export async function buildStackFloor(outDir: string): Promise<void> {
  await buildBenchApp(STACK_FLOOR_ROOT, outDir)
}

/** The path prefix of the service's API (the app calls `<base>/api/v1/...`). */
const API_PREFIX = '/api'

/**
 * Waits `ms` before every request the preview server answers (a preview middleware, ahead of Vite's
 * own), except the proxied service requests when `skipApi`: the service adds the latency to those itself.
 */
function latencyPlugin(ms: number, skipApi: boolean): Plugin {
  return {
    name: 'bench-static-latency',
    configurePreviewServer(server) {
      if (ms <= 0) return
      server.middlewares.use((req, _res, next) => {
        const path = req.url ?? '/'
        if (skipApi && (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`))) {
          next()
          return
        }
        setTimeout(next, ms)
      })
    },
  }
}

export type StaticServer = { url: string; close: () => Promise<void> }

/**
 * Serves a build with `vite preview` on a free port, optionally `latencyMs` late on every file.
 * `proxyApiTo`: the same-origin deployment, `/api` proxied to that service (which adds its own
 * latency: the static latency leaves those requests alone).
 */
export async function serveBuild(outDir: string, latencyMs = 0, proxyApiTo?: string): Promise<StaticServer> {
  // The proxy is given inline, never through VITE_API_PROXY_TARGET: vite.config.ts would then also
  // set VITE_API_BASE_URL in process.env for whatever runs next.
  const proxy = proxyApiTo ? { [API_PREFIX]: { target: proxyApiTo, changeOrigin: true } } : undefined
  const server = await withEnv({ VITE_API_PROXY_TARGET: undefined }, () =>
    preview({
      root: ROOT,
      configFile: CONFIG_FILE,
      mode: 'production',
      logLevel: 'warn',
      plugins: [latencyPlugin(latencyMs, proxy !== undefined)],
      build: { outDir },
      preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false, ...(proxy ? { proxy } : {}) },
    }),
  )
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '')
  if (!url) {
    await server.close()
    throw new Error('vite preview did not report a local URL')
  }
  return { url, close: () => server.close() }
}

/* ------------------------------------------------------------------------------------------------
 * Sizes
 * ---------------------------------------------------------------------------------------------- */

export type JsFile = { file: string; bytes: number; gzipBytes: number }

export const gzipSize = (bytes: Uint8Array): number => gzipSync(bytes, { level: GZIP_LEVEL }).length
export const sumGzip = (files: readonly JsFile[]): number => files.reduce((sum, f) => sum + f.gzipBytes, 0)

/** A built file by its path in the build (`assets/index-abc.js`), with its gzip size. */
export async function builtJs(outDir: string, file: string): Promise<JsFile> {
  const bytes = await readFile(join(outDir, file))
  return { file, bytes: bytes.length, gzipBytes: gzipSize(bytes) }
}

/** The built files behind some app URLs (the same file once), in order. */
export async function builtJsOfUrls(outDir: string, urls: readonly string[]): Promise<JsFile[]> {
  const files = [...new Set(urls.map((url) => decodeURIComponent(new URL(url).pathname).replace(/^\/+/, '')))]
  return Promise.all(files.map((file) => builtJs(outDir, file)))
}

/** The entry chunk: the module script of the built index.html. */
export async function entryChunk(outDir: string): Promise<JsFile> {
  const html = await readFile(join(outDir, 'index.html'), 'utf8')
  const src = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/.exec(html)?.[1]
  if (!src) throw new Error(`${outDir}/index.html has no module script`)
  return builtJs(outDir, src.replace(/^\/+/, ''))
}

/** Every JS file of a build (the floor has one or two). */
export async function allBuiltJs(outDir: string): Promise<JsFile[]> {
  const entries = await readdir(outDir, { recursive: true })
  const files = entries.filter((file) => file.endsWith('.js')).sort()
  return Promise.all(files.map((file) => builtJs(outDir, file)))
}

/* ------------------------------------------------------------------------------------------------
 * In the page
 * ---------------------------------------------------------------------------------------------- */

/**
 * What to wait for. `rows`: the table named `table` shows body rows, is not busy, and its first
 * row's text is not `changedFrom` (the first row before the click). `allRows`: each named table
 * holds at least its `rows` body rows (or says so in aria-rowcount, when it renders only the rows in
 * view); a table built only when opened names the button that opens
 * it (`toggle`), which the probe presses as soon as it appears. Tables are found by accessible name (aria-label,
 * aria-labelledby or caption), exact or followed by more words, case-insensitive.
 */
export type WaitSpec =
  | { kind: 'rows'; table: string; changedFrom?: string | null }
  | { kind: 'allRows'; tables: readonly { name: string; rows: number; toggle?: string }[] }

/** Page clock (performance.now(), ms from navigation start) of the click that caused it, and of the paint. */
export type WaitResult = { clickAt: number | null; doneAt: number }

export type ResourceEntry = { name: string; initiatorType: string; startTime: number; responseEnd: number }

type BenchApi = {
  arm: (spec: WaitSpec) => void
  result: () => Promise<WaitResult>
  firstRowText: (table: string) => string | null
}
type BenchWindow = Window & { __bench?: BenchApi }

/**
 * Installed in every document before the app's scripts run (context.addInitScript). `arm(spec)`
 * starts watching the DOM (MutationObserver) and the next click (its event timestamp); once the
 * spec holds, the time is taken in the next animation frame, i.e. when that DOM is painted.
 * `armAtStart` arms at document start (a deep link: time from navigation start).
 * Self-contained: Playwright sends its source to the page.
 */
export function installProbe(armAtStart: WaitSpec | null): void {
  // Resource timing keeps 250 entries by default; a long history with its images needs more.
  performance.setResourceTimingBufferSize(5000)
  const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase()
  const nameOf = (table: HTMLTableElement): string => {
    const label = table.getAttribute('aria-label')
    if (label) return label
    const labelledBy = table.getAttribute('aria-labelledby')
    if (labelledBy) return labelledBy.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
    return table.caption?.textContent ?? ''
  }
  const tableNamed = (wanted: string): HTMLTableElement | undefined => {
    const name = normalise(wanted)
    const tables = [...document.querySelectorAll('table')].map((table) => ({ table, own: normalise(nameOf(table)) }))
    return (tables.find((t) => t.own === name) ?? tables.find((t) => t.own.startsWith(`${name} `)))?.table
  }
  const bodyRows = (table: HTMLTableElement | undefined): HTMLTableRowElement[] =>
    table ? [...table.tBodies].flatMap((body) => [...body.rows]) : []
  // A table that renders only the rows in view says how many it has (the header row included).
  const rowCount = (table: HTMLTableElement | undefined): number => {
    const declared = Number(table?.getAttribute('aria-rowcount'))
    return declared > 0 ? declared - 1 : bodyRows(table).length
  }
  const holds = (spec: WaitSpec): boolean => {
    if (spec.kind === 'allRows') {
      for (const { toggle } of spec.tables) {
        const button = toggle ? document.querySelector(`button[aria-label="${toggle}"][aria-expanded="false"]`) : null
        if (button instanceof HTMLButtonElement) button.click()
      }
      return spec.tables.every(({ name, rows }) => rowCount(tableNamed(name)) >= rows)
    }
    const table = tableNamed(spec.table)
    const first = bodyRows(table)[0]
    return table !== undefined && table.getAttribute('aria-busy') !== 'true' && first !== undefined && first.textContent !== spec.changedFrom
  }

  let pending: Promise<WaitResult> | undefined
  const arm = (spec: WaitSpec) => {
    let clickAt: number | null = null
    const onClick = (event: Event) => {
      clickAt ??= event.timeStamp
    }
    document.addEventListener('click', onClick, { capture: true })
    pending = new Promise<WaitResult>((resolve, reject) => {
      let done = false
      const check = () => {
        if (done || !holds(spec)) return
        done = true
        observer.disconnect()
        clearTimeout(timer)
        document.removeEventListener('click', onClick, { capture: true })
        requestAnimationFrame(() => {
          resolve({ clickAt, doneAt: performance.now() })
        })
      }
      const observer = new MutationObserver(check)
      observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true })
      const timer = setTimeout(() => {
        observer.disconnect()
        reject(new Error(`bench probe: timed out waiting for ${JSON.stringify(spec)}`))
      }, 60_000)
    })
    pending.catch(() => undefined)
  }
  const api: BenchApi = {
    arm,
    result: () => pending ?? Promise.reject(new Error('bench probe: not armed')),
    firstRowText: (table) => bodyRows(tableNamed(table))[0]?.textContent ?? null,
  }
  ;(window as BenchWindow).__bench = api
  if (armAtStart) arm(armAtStart)
}

/** Gives a context the API key for the tab (sessionStorage, as the settings form would) and the probe. */
export async function prepareContext(context: BrowserContext, armAtStart: WaitSpec | null): Promise<void> {
  await context.addInitScript(
    ({ name, key }) => {
      sessionStorage.setItem(name, key)
    },
    { name: API_KEY_STORAGE, key: BENCH_API_KEY },
  )
  await context.addInitScript(installProbe, armAtStart)
}

/** A fresh context (cold HTTP cache, no preflight cache), prepared as above. */
export async function newBenchContext(browser: Browser, armAtStart: WaitSpec | null): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'en-GB', timezoneId: 'UTC' })
  context.setDefaultTimeout(30_000)
  await prepareContext(context, armAtStart)
  return context
}

export async function arm(page: Page, spec: WaitSpec): Promise<void> {
  await page.evaluate((s) => {
    const bench = (window as BenchWindow).__bench
    if (!bench) throw new Error('bench probe not installed')
    bench.arm(s)
  }, spec)
}

export function waitResult(page: Page): Promise<WaitResult> {
  return page.evaluate(() => {
    const bench = (window as BenchWindow).__bench
    if (!bench) throw new Error('bench probe not installed')
    return bench.result()
  })
}

export function firstRowText(page: Page, table: string): Promise<string | null> {
  return page.evaluate((name) => (window as BenchWindow).__bench?.firstRowText(name) ?? null, table)
}

export function resourceEntries(page: Page): Promise<ResourceEntry[]> {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({
      name: entry.name,
      initiatorType: (entry as PerformanceResourceTiming).initiatorType,
      startTime: entry.startTime,
      responseEnd: (entry as PerformanceResourceTiming).responseEnd,
    })),
  )
}

/** The app's own JS files among resource entries, in the order they were requested. */
export const appScripts = (entries: readonly ResourceEntry[], appUrl: string): ResourceEntry[] => {
  const origin = new URL(appUrl).origin
  return entries
    .filter((entry) => {
      const url = new URL(entry.name)
      return url.origin === origin && url.pathname.endsWith('.js')
    })
    .sort((a, b) => a.startTime - b.startTime)
}

export type JsBeforeFirstRow = {
  /** JS requested before the first row was painted (whether or not it had arrived). */
  requested: JsFile[]
  /** JS that had arrived by then. */
  finished: JsFile[]
}

/** The built files of the JS a page requested / received before `firstRowAt` (page clock). */
export async function jsBeforeFirstRow(entries: readonly ResourceEntry[], appUrl: string, outDir: string, firstRowAt: number): Promise<JsBeforeFirstRow> {
  const scripts = appScripts(entries, appUrl)
  return {
    requested: await builtJsOfUrls(outDir, scripts.filter((s) => s.startTime <= firstRowAt).map((s) => s.name)),
    finished: await builtJsOfUrls(outDir, scripts.filter((s) => s.responseEnd <= firstRowAt).map((s) => s.name)),
  }
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`
