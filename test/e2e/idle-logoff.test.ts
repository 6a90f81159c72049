import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { expectNoSeriousA11yViolations, failedResource, liveUrl, test } from './browser'
import { showList, waitForRowIds } from './wound-view'

/**
 * Automatic logoff in a key build, in Chromium, on Playwright's clock (one clock for the whole
 * browser context, so for both tabs): the warning, Stay signed in, input in another tab, and the
 * close in every tab. The sign-in build's logoff is in signin.test.ts.
 */

const KEY = 'test-key'
const MINUTE = 60_000

async function openWound(page: Page, wound: number): Promise<void> {
  await page.goto(liveUrl(`?wound=${wound}`))
  await waitForRowIds(await showList(page, 'Measurements'))
}

const warning = (page: Page) => page.getByRole('alertdialog', { name: 'This screen is about to close' })
const closed = (page: Page) => page.getByRole('heading', { level: 1, name: 'Closed for inactivity' })

describe('automatic logoff, key build', () => {
  test('warns, keeps the screen on Stay signed in, and counts input in any tab; then closes every tab and forgets the key', async ({
    page,
  }) => {
    const context = page.context()
    await context.addInitScript((key) => {
      if (sessionStorage.getItem('wound-history.opened') === null) sessionStorage.setItem('wound-history.api-key', key)
      sessionStorage.setItem('wound-history.opened', '1')
    }, KEY)
    await page.clock.install()
    await openWound(page, 1)
    const other = await context.newPage()
    await openWound(other, 5)

    // 13½ minutes with no input anywhere: both tabs warn, two minutes ahead.
    await page.clock.fastForward(13.5 * MINUTE)
    await warning(page).waitFor()
    await warning(other).waitFor()
    await expect.poll(() => warning(page).textContent()).toMatch(/Closing in 1 min \d+ s/)
    await expectNoSeriousA11yViolations(page, 'the inactivity warning')
    // Stay signed in in one tab is enough for both.
    await warning(other).getByRole('button', { name: 'Stay signed in' }).click()
    await warning(page).waitFor({ state: 'hidden' })
    await warning(other).waitFor({ state: 'hidden' })

    // Work goes on in the second tab only: the first stays open too.
    await page.clock.fastForward(10 * MINUTE)
    await other.bringToFront()
    await other.keyboard.press('Tab')
    await page.clock.runFor(6_000)
    await page.clock.fastForward(10 * MINUTE)
    expect(await warning(page).count()).toBe(0)
    await expect(page.getByRole('table', { name: 'Measurements' }).locator('tbody tr').count()).resolves.toBeGreaterThan(0)

    // Then nothing, anywhere: both close.
    await page.clock.fastForward(6 * MINUTE)
    for (const tab of [page, other]) {
      await closed(tab).waitFor()
      expect(await tab.getByText(/inactivity/).count()).toBeGreaterThan(0)
      expect(await tab.getByRole('table').count()).toBe(0)
      expect(await tab.getByRole('img').count()).toBe(0)
      expect(new URL(tab.url()).search, 'the wound left the address bar').toBe('')
      expect(await tab.evaluate(() => sessionStorage.getItem('wound-history.api-key'))).toBeNull()
      expect(await tab.evaluate(() => localStorage.getItem('wound-history.api-key'))).toBeNull()
      expect(await tab.locator('body').innerText()).not.toMatch(/Measurements|Assessments/)
    }
    await expectNoSeriousA11yViolations(page, 'the closed screen')

    // Continuing needs the key again.
    await page.bringToFront()
    await page.getByRole('button', { name: 'Enter API key' }).click()
    await expect(page.getByLabel('API key').inputValue()).resolves.toBe('')
  })

  test('a machine that slept past the deadline shows the wound no longer once it wakes, though no timer has fired', async ({ page }) => {
    await page.context().addInitScript((key) => {
      sessionStorage.setItem('wound-history.api-key', key)
    }, KEY)
    await page.clock.install()
    await openWound(page, 1)
    // Automatic logoff's own code has loaded (2 s after start) and counts.
    await page.clock.runFor(3_000)
    await page.waitForLoadState('networkidle')
    // Asleep for 40 minutes: the wall clock jumps and the timers stand still (a suspended machine's
    // timers count the time it ran), so the warning's timer is still 13 minutes away. Then it wakes.
    const now = await page.evaluate(() => Date.now())
    await page.clock.pauseAt(now + 1_000)
    await page.clock.setSystemTime(now + 40 * MINUTE)
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await closed(page).waitFor({ timeout: 2_000 })
    expect(await page.getByRole('table').count()).toBe(0)
    expect(new URL(page.url()).search).toBe('')
  })
})

describe('automatic logoff without its own code, key build', () => {
  const screenClosed = (page: Page) => page.getByRole('heading', { level: 1, name: 'Screen closed' })

  test('its chunk answering 404 (a redeploy replaced it) closes the screen: no wound, key or address left, nothing blank', async ({
    page,
    errors,
  }) => {
    errors.allow(failedResource(404), /Failed to fetch dynamically imported module/)
    await page.route(/\/assets\/idle-guard-[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: 'Not Found' }))
    await page.context().addInitScript((key) => {
      sessionStorage.setItem('wound-history.api-key', key)
    }, KEY)
    await openWound(page, 1)
    await screenClosed(page).waitFor({ timeout: 10_000 })
    expect(await page.getByText(/Automatic logoff could not start/).count()).toBe(1)
    expect(await page.getByRole('table').count()).toBe(0)
    expect(new URL(page.url()).search).toBe('')
    expect(await page.evaluate(() => sessionStorage.getItem('wound-history.api-key'))).toBeNull()
    await expectNoSeriousA11yViolations(page, 'the screen closed without automatic logoff')
    // Reload starts again, and asks for the key.
    await page.unroute(/\/assets\/idle-guard-[^/]*\.js$/)
    await page.getByRole('button', { name: 'Reload' }).click()
    await page.getByRole('button', { name: 'Connection settings' }).waitFor()
  })

  test('offline when it is due, its chunk waits for the network, and the screen still closes at the deadline', async ({ page, errors }) => {
    // Offline, the browser's own icon request fails too.
    errors.allow(/ERR_INTERNET_DISCONNECTED/)
    await page.context().addInitScript((key) => {
      sessionStorage.setItem('wound-history.api-key', key)
    }, KEY)
    await page.clock.install()
    await openWound(page, 1)
    await page.context().setOffline(true)
    await page.clock.fastForward(16 * MINUTE)
    await closed(page).waitFor()
    expect(await page.getByRole('table').count()).toBe(0)
    expect(new URL(page.url()).search).toBe('')
    expect(await page.evaluate(() => sessionStorage.getItem('wound-history.api-key'))).toBeNull()
    // Back online, its code loads and offers the way on.
    await page.context().setOffline(false)
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await page.getByRole('button', { name: 'Enter API key' }).waitFor()
  })
})
