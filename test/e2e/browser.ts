import { mkdir } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import AxeBuilder from '@axe-core/playwright'
import type { Browser, ConsoleMessage, Page } from 'playwright-core'
import { expect, inject, test as baseTest } from 'vitest'
import { launchChromium } from '../../tools/harness/chromium'
import type { LiveSlot } from './global-setup'

const RESULTS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../test-results/e2e')

/** Playwright's own waits give up well before vitest's 60 s test timeout, with a better message. */
const ACTION_TIMEOUT_MS = 10_000

export function launchBrowser(): Promise<Browser> {
  return launchChromium()
}

/**
 * Uncaught exceptions and console errors of one page. Any of them fails the test unless the test
 * allowed it: a 403 on purpose makes Chromium log "Failed to load resource: … 403", and that is
 * the only kind of message an allow-list should hold.
 */
export class PageErrors {
  readonly messages: string[] = []
  private readonly allowed: RegExp[] = []

  /** Expect console errors matching these patterns (matched against "message (at url)"). */
  allow(...patterns: RegExp[]): void {
    this.allowed.push(...patterns)
  }

  record(message: string): void {
    this.messages.push(message)
  }

  unexpected(): string[] {
    return this.messages.filter((message) => !this.allowed.some((pattern) => pattern.test(message)))
  }
}

/** Things to close, the last registered first; `closeAll` closes each once. */
class Closers {
  private readonly closers: (() => Promise<void>)[] = []

  /** Registers `close` (a function, e.g. a service's `close`). */
  readonly add = (close: () => Promise<void>): void => {
    this.closers.push(close)
  }

  async closeAll(): Promise<void> {
    for (const close of this.closers.splice(0).reverse()) await close()
  }
}

/** The `afterPage` fixture: what a test's helpers register their services with. */
export type AfterPage = Pick<Closers, 'add'>

/** Matches Chromium's log line for a response with one of these statuses (e.g. an intended 403). */
export const failedResource = (...statuses: number[]): RegExp =>
  new RegExp(`Failed to load resource: the server responded with a status of (${statuses.join('|')})\\b`)

function describeConsoleMessage(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location()
  return url ? `${message.text()} (at ${url}${lineNumber ? `:${lineNumber}` : ''})` : message.text()
}

/**
 * Test API for browser tests: one Chromium per file, a fresh context and page per test, and a page
 * that fails its test on page errors and console errors (see PageErrors).
 *
 *   test('…', async ({ page, errors }) => { errors.allow(failedResource(403)); … })
 */
export const test = baseTest
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser()
    onCleanup(() => browser.close())
    return browser
  })
  .extend('errors', () => new PageErrors())
  /*
   * What a test started for its page (a mock service of its own), closed once the page is gone:
   * `afterPage.add(service.close)`. An afterEach hook runs before the page's cleanup, so a service closed
   * there cut the requests the page still had on their way (a picture: "net::ERR_EMPTY_RESPONSE" in
   * its console, and the test failed on it). The page's cleanup closes these after its context.
   */
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern
  .extend('afterPage', ({}, { onCleanup }) => {
    const closers = new Closers()
    // A test without a page still has them closed.
    onCleanup(() => closers.closeAll())
    return closers
  })
  .extend('page', async ({ browser, errors, task, afterPage }, { onCleanup }): Promise<Page> => {
    const context = await browser.newContext({ locale: 'en-GB', timezoneId: 'UTC' })
    context.setDefaultTimeout(ACTION_TIMEOUT_MS)
    const page = await context.newPage()
    page.on('pageerror', (error) => {
      errors.record(`Uncaught ${error.name}: ${error.message}`)
    })
    page.on('console', (message) => {
      if (message.type() === 'error') errors.record(describeConsoleMessage(message))
    })
    onCleanup(async () => {
      try {
        if (task.result?.state === 'fail') await reportFailure(page, task.fullName)
        await context.close()
      } finally {
        await afterPage.closeAll()
      }
      const unexpected = errors.unexpected()
      if (unexpected.length > 0) {
        throw new Error(`The page reported ${unexpected.length} error(s):\n${unexpected.map((m) => `  - ${m}`).join('\n')}`)
      }
    })
    return page
  })

/** What the page showed when its test failed: the URL, the accessibility tree and a screenshot in test-results/. */
async function reportFailure(page: Page, testName: string): Promise<void> {
  try {
    const file = join(RESULTS_DIR, `${testName.replace(/[^\w.-]+/g, '_').slice(0, 120)}.png`)
    await mkdir(RESULTS_DIR, { recursive: true })
    await page.screenshot({ path: file, fullPage: true })
    const tree = await page.locator('body').ariaSnapshot()
    console.error(
      `e2e: "${testName}" failed on ${page.url()}\n  screenshot: ${file}\n  accessibility tree:\n${tree.replace(/^/gm, '    ')}`,
    )
  } catch (error) {
    console.error(`e2e: could not capture the failed page: ${String(error)}`)
  }
}

/**
 * This worker's live build and mock service (global-setup.ts): vitest numbers the workers that run
 * files at the same time 1, 2, … (VITEST_POOL_ID), and each has its own.
 */
function liveSlot(): LiveSlot {
  const slots = inject('liveSlots')
  const id = Number(process.env.VITEST_POOL_ID ?? '1')
  const slot = slots[id - 1]
  if (slot === undefined) throw new Error(`e2e: no live build for worker ${String(id)} (global-setup.ts made ${String(slots.length)})`)
  return slot
}

/** URLs from global-setup.ts. */
export const demoUrl = (query = ''): string => `${inject('demoUrl')}/${query}`
export const liveUrl = (query = ''): string => `${liveSlot().liveUrl}/${query}`
export const serviceUrl = (): string => liveSlot().serviceUrl
/** Where the live build that liveUrl serves is. */
export const liveDir = (): string => liveSlot().liveDir

/**
 * What still marks part of the page as on its way: a region or picture marked busy, a "Loading…"
 * status, the summary's place held before its code came, a photo's place before its code came.
 */
const ON_ITS_WAY = [
  '[aria-busy="true"]',
  '.status-message.loading',
  '.wound-summary[aria-hidden="true"]',
  '.summary-photo:not(:has(.latest-photo-slot))',
  '.visit-photo:not(:has(.latest-photo-slot))',
].join(', ')

/** How long axe waits for the page to come to rest before it reads the page as it is. */
const AT_REST_TIMEOUT_MS = 15_000

/**
 * Waits until nothing in the page (or in the part `include` selects) is on its way. axe reads the
 * DOM over several tasks: a photo that finishes loading meanwhile changes its button's name after
 * axe has read its text, and axe reports a mismatch no user ever meets (CI saw it once, on the
 * summary's latest photo, which loads after the first rows). A page that does not come to rest in
 * time is checked as it is: the check itself is axe's.
 */
async function atRest(page: Page, include?: string): Promise<void> {
  const onItsWay = () =>
    page.evaluate(
      ({ scope, busy }) =>
        (scope === null ? [document.documentElement] : [...document.querySelectorAll(scope)]).reduce(
          (n, root) => n + (root.matches(busy) ? 1 : 0) + root.querySelectorAll(busy).length,
          0,
        ),
      { scope: include ?? null, busy: ON_ITS_WAY },
    )
  const deadline = Date.now() + AT_REST_TIMEOUT_MS
  // At rest twice, 100 ms apart: a lazy part mounts a moment after what it waits for has ended.
  let quiet = 0
  while (Date.now() < deadline) {
    quiet = (await onItsWay()) === 0 ? quiet + 1 : 0
    if (quiet === 2) return
    await page.waitForTimeout(100)
  }
}

/**
 * axe as these tests run it: `axe.run` in the page itself, every node of a violation listed.
 *
 * - Legacy mode: AxeBuilder's default runs `axe.runPartial`, carries every node's result
 *   (passes too) to Node and runs `axe.finishRun` in a new blank page. The app has no frames,
 *   the one thing legacy mode leaves out ("cross-origin frames will not be tested").
 * - `resultTypes: ['violations']`: passes and incomplete keep one node per rule; violations keep
 *   all of theirs, and only violations are asserted.
 *
 * Together they cut axe on wound 1's overview with its data tables (4,800 elements) from 19 s to
 * 2.7 s on a 2-core machine (2026-11-29), with the same violations and rules reported.
 */
function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] })
}

/**
 * Asserts that axe finds nothing serious or critical on the page once at rest (or in the part of it
 * `include` selects); lists what it found otherwise.
 */
export async function expectNoSeriousA11yViolations(page: Page, where: string, include?: string): Promise<void> {
  await atRest(page, include)
  const builder = axeBuilder(page)
  const results = await (include ? builder.include(include) : builder).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const report = serious
    .map((v) => {
      const nodes = v.nodes.map(
        (n) => `      ${n.target.join(' ')}${n.failureSummary ? `\n        ${n.failureSummary.replace(/\n/g, '\n        ')}` : ''}`,
      )
      return `  [${v.impact ?? 'unknown'}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join('\n')}`
    })
    .join('\n')
  if (serious.length > 0) console.error(`axe: ${serious.length} serious/critical violation(s) on ${where}:\n${report}`)
  expect(serious.length, `axe: serious/critical violations on ${where}:\n${report}`).toBe(0)
}
