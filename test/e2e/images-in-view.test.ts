import type { Locator, Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { getWoundData } from '../../src/mocks/data'
import { demoUrl, expectNoSeriousA11yViolations, liveUrl, serviceUrl, test } from './browser'
import type { RecordedRequest } from '../../tools/harness/mock-service'
import { woundIdField } from '../../tools/harness/app-locators'
import { chartDataTable, showList, waitForRowIds } from './wound-view'

/*
 * The images where the eye is, on a phone, a tablet and two desktop screens: the viewer opens in
 * view with the focus in it, and gives the focus back; the images over time fit the screen, load
 * what is on it, and keep it loading past the URLs' ten minutes by fetching only its pages again.
 */

const SCREENS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'desktop', width: 1920, height: 1080 },
] as const

const KEY = 'test-key'
const MINUTE = 60_000

const noSidewaysScroll = (page: Page) => page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth }))

/** The element lies wholly inside the viewport. */
async function expectInViewport(page: Page, element: Locator, what: string): Promise<void> {
  const box = await element.boundingBox()
  const viewport = page.viewportSize()
  expect(box, `${what} is laid out`).not.toBeNull()
  if (!box || !viewport) return
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0)
  expect(box.y, `${what}: top edge`).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(viewport.width + 0.5)
  expect(box.y + box.height, `${what}: bottom edge`).toBeLessThanOrEqual(viewport.height + 0.5)
}

/** Visible controls in `scope` smaller than 24 × 24 CSS px, the minimum target of WCAG 2.2 (2.5.8). */
const smallTargets = (scope: Locator) =>
  scope.locator('button, input, select, summary, [tabindex="0"]').evaluateAll((controls) =>
    controls.flatMap((control) => {
      const box = control.getBoundingClientRect()
      const shown = box.width > 1 && box.height > 1 && getComputedStyle(control).visibility !== 'hidden'
      const name =
        control.getAttribute('aria-label') ?? ((control as HTMLInputElement).labels?.[0] ?? control).textContent.trim().slice(0, 40)
      return shown && (box.width < 24 || box.height < 24)
        ? [`${control.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`]
        : []
    }),
  )

const isFocused = (element: Locator) => element.evaluate((node) => node === document.activeElement)
const holdsFocus = (element: Locator) => element.evaluate((node) => node.contains(document.activeElement))

/** Every img in `scope` has loaded, from an http(s) URL. */
const allLoaded = (scope: Locator) =>
  scope
    .locator('img')
    .evaluateAll(
      (imgs) =>
        imgs.length > 0 &&
        imgs.every(
          (img) =>
            (img as HTMLImageElement).complete &&
            (img as HTMLImageElement).naturalWidth > 0 &&
            /^https?:/.test((img as HTMLImageElement).src),
        ),
    )

describe('the images viewer in view', () => {
  for (const screen of SCREENS) {
    test(`${screen.name} (${screen.width} px): opens in view with the focus, fits, and Escape and Close give the focus back`, async ({
      page,
    }) => {
      await page.setViewportSize(screen)
      await page.goto(demoUrl('?wound=1'))
      await waitForRowIds(await showList(page, 'Measurements'))
      const opener = page.getByRole('button', { name: 'Images for measurement 100011' })
      const viewer = page.getByRole('dialog', { name: 'Images' })

      await opener.click()
      await viewer.getByRole('img', { name: /^Original image of measurement 100011/ }).waitFor({ timeout: 15_000 })
      await expectInViewport(page, viewer, 'the Images dialog')
      expect(await holdsFocus(viewer), 'the focus moved into the viewer').toBe(true)
      for (const kind of ['thumbnail', 'original', 'outline', 'classification']) {
        expect(await viewer.getByRole('img', { name: new RegExp(`^${kind} image of measurement 100011`, 'i') }).count(), kind).toBe(1)
      }
      await expect.poll(() => allLoaded(viewer), { timeout: 15_000, message: 'the images loaded' }).toBe(true)
      const open = await noSidewaysScroll(page)
      expect(open.scrollWidth, 'no sideways scroll with the viewer open').toBeLessThanOrEqual(open.innerWidth)
      expect(await smallTargets(viewer), 'touch targets under 24 px').toEqual([])
      await expectNoSeriousA11yViolations(page, `the viewer at ${screen.width} px`)

      await page.keyboard.press('Escape')
      await viewer.waitFor({ state: 'detached' })
      expect(await isFocused(opener), 'Escape gave the focus back to the button').toBe(true)

      await opener.click()
      await viewer.getByRole('img', { name: /^Original image of measurement 100011/ }).waitFor({ timeout: 15_000 })
      // Compare: both dates in view at once, without scrolling, and still no sideways scroll.
      await viewer.getByRole('button', { name: 'Compare' }).click()
      const pictures = viewer.getByRole('img', { name: /^Original image of measurement/ })
      await expect.poll(() => pictures.count()).toBe(2)
      await expect.poll(() => allLoaded(viewer), { timeout: 15_000, message: 'the compared images loaded' }).toBe(true)
      for (const [index, picture] of (await pictures.all()).entries())
        await expectInViewport(page, picture.locator('..'), `compared picture ${index + 1}`)
      const comparing = await noSidewaysScroll(page)
      expect(comparing.scrollWidth, 'no sideways scroll while comparing').toBeLessThanOrEqual(comparing.innerWidth)
      expect(await smallTargets(viewer), 'touch targets under 24 px while comparing').toEqual([])
      await expectNoSeriousA11yViolations(page, `the compare view at ${screen.width} px`)

      await viewer.getByRole('button', { name: 'Close images' }).click()
      await viewer.waitFor({ state: 'detached' })
      expect(await isFocused(opener), 'Close gave the focus back to the button').toBe(true)
    })
  }

  test('a point of a chart opens the viewer in view on that measurement', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 })
    await page.goto(demoUrl('?wound=1&tab=overview'))
    await woundIdField(page).waitFor()
    const table = await chartDataTable(page, 'Area over time')
    const chosen = [...(getWoundData(1)?.measurements ?? [])].sort((a, b) => a.date.localeCompare(b.date))[5]
    const select = table.getByRole('button', { name: `Select measurement ${chosen?.id ?? '-'}`, exact: true })
    await select.click()
    const viewer = page.getByRole('dialog', { name: 'Images' })
    await viewer.getByRole('img', { name: new RegExp(`^Original image of measurement ${chosen?.id ?? '-'}`) }).waitFor({ timeout: 15_000 })
    await expectInViewport(page, viewer, 'the Images dialog')
    await page.keyboard.press('Escape')
    await viewer.waitFor({ state: 'detached' })
    expect(await isFocused(select), 'the focus is back on the point').toBe(true)
  })
})

describe('images over time: accessibility', () => {
  for (const screen of SCREENS) {
    test(`${screen.name} (${screen.width} px): axe finds nothing serious and every target is at least 24 px, thumbnails and choices included`, async ({
      page,
    }) => {
      await page.setViewportSize(screen)
      await page.goto(demoUrl('?wound=1&tab=images'))
      const timeline = page.getByRole('region', { name: 'Images over time' })
      await timeline.getByText('40 measurements,').waitFor({ timeout: 20_000 })
      // Thumbnails are drawn once on screen: bring the first card up, whatever stands above the timeline.
      await timeline.getByRole('listitem').first().scrollIntoViewIfNeeded()
      await expect.poll(() => allLoaded(timeline), { timeout: 15_000, message: 'the thumbnails on screen loaded' }).toBe(true)
      await timeline
        .getByRole('checkbox', { name: /^Compare/ })
        .first()
        .check()
      expect(await smallTargets(timeline), 'touch targets under 24 px').toEqual([])
      await expectNoSeriousA11yViolations(page, `the images over time at ${screen.width} px`)
    })
  }
})

describe('images printed', () => {
  test('neither the viewer nor the controls of the images over time are printed; the cards are', async ({ page }) => {
    await page.goto(demoUrl('?wound=1&tab=images'))
    const timeline = page.getByRole('region', { name: 'Images over time' })
    await timeline.getByText('40 measurements,').waitFor({ timeout: 20_000 })
    await timeline.getByRole('button', { name: /^Images of measurement 100011,/ }).click()
    const viewer = page.getByRole('dialog', { name: 'Images' })
    await viewer.getByRole('img', { name: /^Original image of measurement 100011/ }).waitFor({ timeout: 15_000 })
    await page.emulateMedia({ media: 'print' })
    expect(await viewer.isVisible(), 'the viewer printed').toBe(false)
    const printedControls = await timeline
      .locator('button, input, select')
      .evaluateAll((controls) => controls.filter((c) => c.getClientRects().length > 0).length)
    expect(printedControls, 'controls of the images over time printed').toBe(0)
    expect(await timeline.getByText('First area measured').isVisible(), 'the cards print').toBe(true)
  })
})

type Thumbnail = { id: number; src: string; loaded: boolean; onScreen: boolean; touching: boolean }

/** The thumbnails on the page (any, not only the timeline's), with where their cards are. */
function thumbnails(page: Page): Promise<Thumbnail[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('img[alt^="Thumbnail image of measurement"]'), (img) => {
      const box = (img.closest('li') ?? img).getBoundingClientRect()
      return {
        id: Number(/measurement (\d+)/.exec(img.alt)?.[1]),
        src: img.src,
        loaded: img.complete && img.naturalWidth > 0,
        onScreen: box.bottom > 1 && box.top < innerHeight - 1,
        touching: box.bottom >= -1 && box.top <= innerHeight + 1,
      }
    }),
  )
}

/** Which page of 100 (the whole-history loader's size) holds each measurement, as the service pages them. */
async function pagesOfMeasurements(woundId: number): Promise<Map<number, number>> {
  const pageOf = new Map<number, number>()
  for (let page = 1; ; page++) {
    const response = await fetch(`${serviceUrl()}/api/v1/measurements?wound_id=${woundId}&page=${page}&per_page=100`, {
      headers: { 'X-API-KEY': KEY },
    })
    const body = (await response.json()) as { data: { id: number }[]; metadata: { last_page: number } }
    for (const record of body.data) pageOf.set(record.id, page)
    if (page >= body.metadata.last_page) return pageOf
  }
}

const measurementPages = (log: readonly RecordedRequest[]) =>
  log.filter((r) => r.path.startsWith('/api/v1/measurements?')).map((r) => new URL(r.path, 'http://x').searchParams)

describe('images over time in view', () => {
  const ordered = [...(getWoundData(3)?.measurements ?? [])].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)

  for (const screen of SCREENS) {
    test(`${screen.name} (${screen.width} px): fits, loads what is on screen, and past ten minutes refetches only its pages`, async ({
      page,
    }) => {
      const service = serviceUrl()
      await fetch(`${service}/__clock`, { method: 'DELETE' })
      const pageOf = await pagesOfMeasurements(3)
      const totalPages = Math.max(...pageOf.values())
      expect(totalPages).toBeGreaterThan(3)
      await page.setViewportSize(screen)
      await page.addInitScript((key) => {
        sessionStorage.setItem('wound-history.api-key', key)
      }, KEY)
      await page.clock.install()
      await page.goto(liveUrl('?wound=3&tab=images'))
      const timeline = page.getByRole('region', { name: 'Images over time' })
      await timeline.getByText(`${ordered.length} measurements,`).waitFor({ timeout: 30_000 })

      // The middle of the history: pages other than the first, and not every one.
      const middle = ordered[Math.floor(ordered.length / 2)]
      await timeline.getByRole('button', { name: new RegExp(`^Images of measurement ${middle?.id ?? '-'},`) }).scrollIntoViewIfNeeded()
      await expect
        .poll(
          async () => {
            const shown = (await thumbnails(page)).filter((t) => t.onScreen)
            return shown.length > 0 && shown.every((t) => t.loaded)
          },
          { timeout: 20_000, message: 'the thumbnails on screen loaded' },
        )
        .toBe(true)
      const size = await noSidewaysScroll(page)
      expect(size.scrollWidth, 'no sideways scroll on the images over time').toBeLessThanOrEqual(size.innerWidth)
      // Only what came near the screen was asked for: not 528 pictures.
      expect((await thumbnails(page)).length).toBeLessThan(ordered.length / 4)

      // Every picture asked for so far has arrived, those of the top of the timeline too (drawn before
      // the scroll, then put behind those on screen by the browser): one still loading at the jump would
      // pass its load deadline there and rightly have its page renewed, which is not what this measures.
      await expect
        .poll(async () => (await thumbnails(page)).every((t) => t.loaded), {
          timeout: 20_000,
          message: 'every thumbnail drawn so far loaded',
        })
        .toBe(true)
      const before = await thumbnails(page)
      await fetch(`${service}/__requests`, { method: 'DELETE' })
      // Eleven minutes pass, for the page and for the service alike: every URL of the first load has expired.
      await fetch(`${service}/__clock?advance=${11 * MINUTE}`, { method: 'POST' })
      await page.clock.fastForward(11 * MINUTE)
      await page.clock.runFor(2_000)
      await expect
        .poll(
          async () => {
            const shown = (await thumbnails(page)).filter((t) => t.onScreen)
            return shown.length > 0 && shown.every((t) => t.loaded && !before.some((b) => b.src === t.src))
          },
          { timeout: 20_000, message: 'the thumbnails on screen swapped to fresh URLs and loaded' },
        )
        .toBe(true)
      for (const { src } of (await thumbnails(page)).filter((t) => t.onScreen))
        expect((await fetch(src)).status, `${src} is valid now`).toBe(200)

      const asked = measurementPages((await (await fetch(`${service}/__requests`)).json()) as RecordedRequest[])
      const askedPages = asked.map((query) => Number(query.get('page')))
      const pagesOf = (list: Thumbnail[]) => new Set(list.map((t) => pageOf.get(t.id)))
      const onScreen = pagesOf(before.filter((t) => t.onScreen))
      const touching = pagesOf(before.filter((t) => t.touching))
      for (const pageNumber of onScreen) expect(askedPages, `page ${pageNumber} holds a thumbnail on screen`).toContain(pageNumber)
      const seen = `asked after the jump: ${asked.map((query) => query.toString()).join(' | ')}; touching before: ${before
        .filter((t) => t.touching)
        .map((t) => `${t.id}@p${pageOf.get(t.id) ?? '?'}`)
        .join(',')}`
      for (const pageNumber of askedPages)
        expect(touching.has(pageNumber), `page ${pageNumber} was fetched again: it holds no thumbnail on screen (${seen})`).toBe(true)
      expect(new Set(askedPages).size, 'each page fetched again once').toBe(askedPages.length)
      expect(askedPages.length, 'not the whole history').toBeLessThan(totalPages)
      for (const query of asked) expect(query.get('per_page')).toBe('100')
      await fetch(`${service}/__clock`, { method: 'DELETE' })
    })
  }
})
