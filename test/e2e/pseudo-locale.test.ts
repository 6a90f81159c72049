import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import { DEMO_CASELOAD_IDS } from '../../src/mocks/caseload'
import { DEMO_WOUNDS, getWoundData } from '../../src/mocks/data'
import { demoUrl, failedResource, liveUrl, test } from './browser'
import { expectInPseudoLocaleAtEachWidth, settled, WIDTHS, type PseudoScreen } from './pseudo-locale-checks'

/*
 * The screens whose words are in catalogs (src/words/<area>/), in the pseudo-locale (`lang=en-XA`:
 * every letter accented, every text 40 % longer), at a phone's and a laptop's width: none of the
 * area's English is left, no text is cut off or drawn over other text, and nothing is wider than
 * the screen (pseudo-locale-checks.ts). What the service sent (wound labels, free text) is not the
 * app's words and may stay. The sign-in build's screens are in pseudo-locale-signin.test.ts.
 */

type Screen = PseudoScreen & {
  /** The demo build (the default), or the live build with a key: automatic logoff runs only with a live service. */
  build?: 'demo' | 'live'
  /** The app URL's query, without lang. */
  query: string
  /** Before the page opens (the key, the clock). */
  before?: (page: Page) => Promise<void>
  /** Until the screen has all it will show (and what the user does to get there). */
  ready: (page: Page) => Promise<void>
}

const MINUTE = 60_000

/** The live build's key, in this tab's storage as the connection form keeps it, and Playwright's clock. */
async function withKeyAndClock(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    sessionStorage.setItem('wound-history.api-key', 'test-key')
  })
  await page.clock.install()
}

/** Wound 1's first rows, then 13½ minutes without input: automatic logoff warns (two minutes ahead). */
async function idleWarning(page: Page): Promise<void> {
  await page.locator('main table tbody tr').first().waitFor({ timeout: 30_000 })
  await page.clock.fastForward(13.5 * MINUTE)
  await page.locator('dialog.idle-warning').waitFor()
}

/** The warning, then the close at 15 minutes: the page says why it closed. */
async function closedAfterWarning(page: Page): Promise<void> {
  await idleWarning(page)
  await page.clock.fastForward(2 * MINUTE)
  await page.locator('main.session-screen').waitFor()
}

/**
 * Past the deadline at once, before automatic logoff's own code (asked for 2 s after start) is in:
 * the screen closes without it, and its closed screen comes once its code arrives.
 */
async function closedBeforeItsCode(page: Page): Promise<void> {
  await page.locator('main table tbody tr').first().waitFor({ timeout: 30_000 })
  await page.clock.fastForward(15.2 * MINUTE)
  await page.locator('main.session-screen button.primary').waitFor()
}

/** The connection form as opened: the address and the key asked for, both wrong, and Save. */
async function connectionFormRefusing(page: Page, address: string): Promise<void> {
  const form = page.locator('section.connection-panel')
  await form.waitFor({ timeout: 30_000 })
  const url = form.locator('input[type="url"]')
  if (await url.isEditable()) await url.fill(address)
  await form.locator('input[type="password"]').fill('')
  await form.locator('button[type="submit"]').click()
  await form.locator('.field-error').first().waitFor()
}

/** Demo wound 1's second visit with a measurement and an assessment. */
function aVisitDate(): string {
  const wound = getWoundData(1)
  const assessed = new Set(wound?.assessments.map((a) => a.date))
  const date = [...new Set(wound?.measurements.map((m) => m.date))]
    .filter((d): d is string => typeof d === 'string' && assessed.has(d))
    .sort()[1]
  if (date === undefined) throw new Error('demo wound 1 has no second visit with both records')
  return date
}

const SCREENS: readonly Screen[] = [
  {
    name: 'caseload',
    query: `?wounds=${DEMO_CASELOAD_IDS.join(',')}`,
    areas: ['caseload'],
    container: 'section.caseload',
    ready: async (page) => {
      await page.locator('section.caseload tbody tr').first().waitFor()
      await page.waitForFunction(
        () => document.querySelectorAll('section.caseload tbody tr[data-state="loading"]').length === 0,
        undefined,
        {
          timeout: 60_000,
        },
      )
    },
  },
  {
    name: 'summary',
    query: '?wound=5',
    areas: ['verdict', 'overview'],
    container: '.wound-summary[role="group"]',
    ready: settled('.wound-summary[role="group"]'),
  },
  {
    // The summary keeps each part to its row (app/wound-summary.css): Show more shows every word.
    name: 'summary, shown whole',
    query: '?wound=5',
    areas: ['verdict', 'overview'],
    container: '.wound-summary[role="group"]',
    ready: async (page) => {
      await settled('.wound-summary[role="group"]')(page)
      await page.locator('.summary-toggle').click()
      await page.locator('.wound-summary.summary-open').waitFor()
    },
  },
  {
    name: 'overview',
    query: '?wound=5&tab=overview',
    areas: ['overview', 'charts', 'verdict'],
    container: '.healing-overview',
    sideways: '.table-scroll',
    ready: settled('.healing-overview'),
  },
  {
    // The first rows' frame: the header, the wound's heading and tabs, the list's toolbar, pager and
    // table. Its words are marked by <html lang>, which the Language choice's chunk sets after 2 s.
    name: 'header and measurements',
    query: '?wound=1',
    areas: ['first-rows'],
    container: 'html',
    sideways: '.table-scroll',
    ready: async (page) => {
      await page.locator('html[lang="en-XA"]').waitFor({ state: 'attached', timeout: 30_000 })
      await settled('main')(page)
    },
  },
  { name: 'images', query: '?wound=1&tab=images', areas: ['images'], container: '.image-timeline', ready: settled('.image-timeline') },
  {
    name: 'assessments',
    query: '?wound=1&tab=assessments',
    areas: ['assessments'],
    container: '.assessment-list',
    sideways: '.table-scroll',
    ready: settled('.assessment-list'),
  },
  {
    name: 'visit',
    query: `?wound=1&visit=${aVisitDate()}`,
    areas: ['visits'],
    container: 'dialog.visit-dialog',
    ready: settled('dialog.visit-dialog'),
  },
  {
    // Demo mode with no wound chosen: the header and the demo's wounds (their names and descriptions are the demo service's).
    name: 'demo start',
    query: '',
    areas: ['first-rows'],
    container: 'html',
    ready: async (page) => {
      await page.locator('html[lang="en-XA"]').waitFor({ state: 'attached', timeout: 30_000 })
      await page.locator(`section.demo-wounds li:nth-child(${DEMO_WOUNDS.length})`).waitFor({ timeout: 30_000 })
      await settled('main')(page)
    },
  },
  {
    // Opened from the header's connection status, then Save with an address the page's policy does not
    // allow (its refusal names what it allows) and no key.
    name: 'connection settings',
    query: '',
    areas: ['connection-form'],
    container: 'section.connection-panel',
    inText: true,
    ready: async (page) => {
      await page.locator('.connection-status button').click()
      await connectionFormRefusing(page, 'http://wounds.example.org')
    },
  },
  {
    name: 'idle warning',
    build: 'live',
    query: '?wound=1',
    areas: ['idle'],
    container: 'dialog.idle-warning',
    before: withKeyAndClock,
    ready: idleWarning,
  },
  {
    name: 'closed for inactivity',
    build: 'live',
    query: '?wound=1',
    areas: ['idle'],
    container: 'main.session-screen',
    before: withKeyAndClock,
    ready: closedBeforeItsCode,
  },
  {
    // The closed screen's way on: the key again, in the form of a build whose service is fixed.
    name: 'key asked again',
    build: 'live',
    query: '?wound=1',
    areas: ['connection-form'],
    container: 'section.connection-panel',
    inText: true,
    before: withKeyAndClock,
    ready: async (page) => {
      await closedAfterWarning(page)
      await page.locator('main.session-screen button').click()
      await connectionFormRefusing(page, '')
    },
  },
]

/** The screen's app URL in the pseudo-locale. */
const pseudoUrl = (screen: Screen) => {
  const query = `${screen.query}${screen.query === '' ? '?' : '&'}lang=en-XA`
  return screen.build === 'live' ? liveUrl(query) : demoUrl(query)
}

describe('the pseudo-locale', () => {
  for (const screen of SCREENS)
    test(`${screen.name} at ${WIDTHS.join(' and ')} px: no English of its words left, nothing cut off or overlapping, nothing wider than the screen`, async ({
      page,
      errors,
    }) => {
      errors.allow(failedResource(403))
      await expectInPseudoLocaleAtEachWidth(page, screen, async () => {
        await screen.before?.(page)
        await page.goto(pseudoUrl(screen))
        await screen.ready(page)
      })
    })
})
