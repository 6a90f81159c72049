import type { Browser, BrowserContext, Page } from 'playwright-core'

/**
 * The in-page probe of the bench and the size budget test: installed before the app's scripts, it
 * timestamps the click that starts a change and the frame in which the awaited rows are painted.
 */

/** The key the mock service accepts besides the demo one (src/mocks/handlers.ts TEST_API_KEY). */
export const BENCH_API_KEY = 'test-key'
/** Where the connection store keeps the key for the tab (src/session/connection-store.ts). */
const API_KEY_STORAGE = 'wound-history.api-key'

/**
 * What to wait for. `rows`: the table named `table` shows body rows, is not busy, and its first
 * row's text is not `changedFrom` (the first row before the click). `allRows`: each named table
 * holds at least its `rows` body rows (or says so in aria-rowcount, when it renders only the rows in
 * view); a table built only when opened names the button that opens
 * it (`toggle`), which the probe presses as soon as it appears. `status`: a live region (role
 * status) says `text`. Tables are found by accessible name (aria-label,
 * aria-labelledby or caption), exact or followed by more words, case-insensitive.
 */
export type WaitSpec =
  | { kind: 'rows'; table: string; changedFrom?: string | null }
  | { kind: 'allRows'; tables: readonly { name: string; rows: number; toggle?: string }[] }
  | { kind: 'status'; text: string }

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
    if (labelledBy)
      return labelledBy
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
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
    if (spec.kind === 'status') {
      const wanted = normalise(spec.text)
      return [...document.querySelectorAll('[role="status"], output')].some((el) => normalise(el.textContent).includes(wanted))
    }
    if (spec.kind === 'allRows') {
      for (const { toggle } of spec.tables) {
        const button = toggle ? document.querySelector(`button[aria-label="${toggle}"][aria-expanded="false"]`) : null
        if (button instanceof HTMLButtonElement) button.click()
      }
      return spec.tables.every(({ name, rows }) => rowCount(tableNamed(name)) >= rows)
    }
    const table = tableNamed(spec.table)
    const first = bodyRows(table)[0]
    return (
      table !== undefined && table.getAttribute('aria-busy') !== 'true' && first !== undefined && first.textContent !== spec.changedFrom
    )
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
