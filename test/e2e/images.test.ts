import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { demoUrl, expectNoSeriousA11yViolations, liveUrl, serviceUrl, test } from './browser'
import { showList, waitForRowIds } from './wound-view'

/** Every image in the panel has finished loading, successfully, from an http(s) URL. */
async function imagesLoaded(page: Page) {
  return page
    .getByRole('dialog', { name: 'Images' })
    .locator('img')
    .evaluateAll((imgs) =>
      imgs.map((img) => {
        const image = img as HTMLImageElement
        return { alt: image.alt, ok: image.complete && image.naturalWidth > 0, http: /^https?:/.test(image.src) }
      }),
    )
}

describe('images', () => {
  test('the row button opens the Images region with the kinds the record has', async ({ page }) => {
    await page.goto(demoUrl('?wound=1'))
    const table = await showList(page, 'Measurements')
    await waitForRowIds(table)
    await page.getByRole('button', { name: 'Images for measurement 100011' }).click()
    const region = page.getByRole('dialog', { name: 'Images' })
    await region.waitFor()
    for (const kind of ['thumbnail', 'original', 'outline', 'classification']) {
      await region
        .getByRole('img', { name: new RegExp(kind, 'i') })
        .first()
        .waitFor()
    }
    await expect.poll(async () => (await imagesLoaded(page)).every((i) => i.ok && i.http), { timeout: 15_000 }).toBe(true)
    await expectNoSeriousA11yViolations(page, 'the image panel')
  })

  test('in demo mode, displayed images are signed afresh before they expire and keep loading past ten minutes', async ({ page }) => {
    await page.clock.install()
    await page.goto(demoUrl('?wound=1&selected=100001'))
    const region = page.getByRole('dialog', { name: 'Images' })
    await region.waitFor({ timeout: 20_000 })
    await expect.poll(async () => (await imagesLoaded(page)).every((i) => i.ok), { timeout: 15_000 }).toBe(true)
    const before = await region.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src))

    for (const minutes of [9, 3, 12]) {
      await page.clock.fastForward(minutes * 60_000)
      await page.clock.runFor(2_000)
      await expect
        .poll(async () => (await imagesLoaded(page)).every((i) => i.ok && i.http), {
          timeout: 20_000,
          message: `images after +${minutes} min`,
        })
        .toBe(true)
    }
    const after = await region.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src))
    expect(after).toHaveLength(before.length)
    expect(after).not.toEqual(before)
    await expect.poll(() => page.getByText('Image unavailable').count()).toBe(0)
  })
})

describe('images against the service over HTTP', () => {
  test('the service refuses an expired URL, and the viewer never shows one', async ({ page }) => {
    const service = serviceUrl()
    await fetch(`${service}/__clock`, { method: 'DELETE' })
    await page.addInitScript(() => {
      sessionStorage.setItem('wound-history.api-key', 'test-key')
    })
    await page.clock.install()
    await page.goto(liveUrl('?wound=1&selected=100001'))
    const region = page.getByRole('dialog', { name: 'Images' })
    await region.waitFor({ timeout: 20_000 })
    await expect.poll(async () => (await imagesLoaded(page)).every((i) => i.ok && i.http), { timeout: 15_000 }).toBe(true)
    const sources = () => region.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src))
    const before = await sources()
    const first = before[0] ?? ''

    // Eleven minutes pass, for the page and for the service alike.
    await fetch(`${service}/__clock?advance=${11 * 60_000}`, { method: 'POST' })
    await page.clock.fastForward(11 * 60_000)
    await page.clock.runFor(2_000)
    expect((await fetch(first)).status, 'the first URL has expired at the service').toBe(403)

    // Every image has been replaced (an image loaded before keeps looking fine with its old URL,
    // so "all loaded" alone could pass before the refresh), and the new ones have loaded.
    await expect
      .poll(async () => (await sources()).every((src) => !before.includes(src)), {
        timeout: 20_000,
        message: 'no expired URL left after 11 minutes',
      })
      .toBe(true)
    await expect
      .poll(async () => (await imagesLoaded(page)).every((i) => i.ok && i.http), { timeout: 20_000, message: 'images after 11 minutes' })
      .toBe(true)
    const now = await sources()
    expect(now).not.toContain(first)
    for (const src of now) expect((await fetch(src)).status, `${src} is valid now`).toBe(200)
    await fetch(`${service}/__clock`, { method: 'DELETE' })
  })
})
