import { readFileSync } from 'node:fs'
import { describe, expect } from 'vitest'
import { ROOT } from '../../tools/harness/paths'
import { demoUrl, failedResource, test } from './browser'

/*
 * The language at run time in Chromium (src/i18n/choose-locale.ts): the browser's languages pick the
 * catalog, the header's Language choice overrides them (remembered on this device, and in the app
 * URL for a shared link), and `<html lang>` follows. Demo build; the overview's heading is a
 * catalog's words. The choice loads 2 s after start.
 */

/** The overview's heading, as its catalogs say it. */
const heading = (locale: string) =>
  (JSON.parse(readFileSync(`${ROOT}/src/words/overview/${locale}.json`, 'utf8')) as Record<string, string>).healingHeading ?? ''
const ENGLISH = heading('en')
const GERMAN = heading('de')
const LOADED = { timeout: 20_000 }

describe('the Language choice arriving', () => {
  for (const width of [390, 820, 1366])
    test(`moves nothing on the page at ${width} px: its place is held from the first render`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(demoUrl('?wound=1'))
      await page.getByRole('table', { name: 'Measurements' }).waitFor(LOADED)
      const mainTop = () => page.evaluate(() => document.querySelector('main')?.getBoundingClientRect().top)
      expect(await page.getByRole('combobox', { name: 'Language' }).count(), 'the choice is still on its way').toBe(0)
      const before = await mainTop()
      await page.getByRole('combobox', { name: 'Language' }).waitFor(LOADED)
      expect(await mainTop()).toBe(before)
    })
})

describe('the language at run time', () => {
  test('a browser that prefers Swiss German gets German, without lang in the app URL', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-CH', timezoneId: 'UTC' })
    try {
      const page = await context.newPage()
      await page.goto(demoUrl('?wound=1&tab=overview'))
      await page.getByRole('region', { name: GERMAN }).waitFor(LOADED)
      await expect.poll(() => page.evaluate(() => navigator.languages[0])).toBe('de-CH')
      await page.getByRole('combobox', { name: 'Sprache' }).waitFor(LOADED)
      expect(await page.getByRole('combobox', { name: 'Sprache' }).inputValue()).toBe('de')
      await expect
        .poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), LOADED)
        .toEqual(['de', 'ltr'])
      expect(new URL(page.url()).searchParams.get('lang')).toBeNull()
    } finally {
      await context.close()
    }
  })

  test('choosing Deutsch in the header: German at once, in the link, and remembered for a visit without one', async ({ page }) => {
    await page.goto(demoUrl('?wound=1&tab=overview'))
    await page.getByRole('region', { name: ENGLISH }).waitFor(LOADED)
    const choice = page.getByRole('combobox', { name: 'Language' })
    await choice.waitFor(LOADED)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')

    await choice.selectOption({ label: 'Deutsch' })
    await page.getByRole('region', { name: GERMAN }).waitFor(LOADED)
    await expect.poll(() => new URL(page.url()).searchParams.get('lang')).toBe('de')
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de')
    expect(await page.evaluate(() => localStorage.getItem('wound-history.language'))).toBe('de')

    // The same page opened again without `lang`: this device remembers German.
    await page.goto(demoUrl('?wound=1&tab=overview'))
    await page.getByRole('region', { name: GERMAN }).waitFor(LOADED)
    // A link that says English wins over what is remembered.
    await page.goto(demoUrl('?wound=1&tab=overview&lang=en'))
    await page.getByRole('region', { name: ENGLISH }).waitFor(LOADED)
  })
})

/** The open screens a switch of language rewrites, with the catalog areas whose words each shows. */
const SWITCHED: readonly { name: string; query: string; areas: readonly string[]; container: string }[] = [
  { name: 'the header and the measurements list', query: '?wound=1', areas: ['first-rows'], container: 'html' },
  { name: 'the assessments list', query: '?wound=1&tab=assessments', areas: ['assessments'], container: '.assessment-list' },
  {
    name: 'the healing overview',
    query: '?wound=5&tab=overview',
    areas: ['overview', 'charts', 'verdict'],
    container: '.healing-overview',
  },
  { name: 'the images', query: '?wound=1&tab=images', areas: ['images'], container: '.image-timeline' },
  { name: 'the caseload', query: '?wounds=1,2,3,4,5,6', areas: ['caseload'], container: 'section.caseload' },
]

/** An area's messages without placeholders that German says otherwise: each would stay as it is if the screen kept its English. */
function englishToGo(areas: readonly string[]): string[] {
  const read = (area: string, locale: string) =>
    JSON.parse(readFileSync(`${ROOT}/src/words/${area}/${locale}.json`, 'utf8')) as Record<string, string>
  return areas.flatMap((area) => {
    const german = read(area, 'de')
    return Object.entries(read(area, 'en'))
      .filter(([id, message]) => !message.includes('{') && (message.match(/\p{L}/gu) ?? []).length >= 3 && german[id] !== message)
      .map(([, message]) => message)
  })
}

describe('switching the language with a screen open', () => {
  for (const screen of SWITCHED)
    test(`rewrites ${screen.name} in German without a reload`, async ({ page, errors }) => {
      errors.allow(failedResource(403))
      await page.goto(demoUrl(screen.query))
      const choice = page.getByRole('combobox', { name: 'Language' })
      await choice.waitFor(LOADED)
      await page.locator(screen.container).first().waitFor(LOADED)
      await page.evaluate(() => {
        ;(window as Window & { notReloaded?: boolean }).notReloaded = true
      })
      const english = englishToGo(screen.areas)
      const shown = () =>
        page.evaluate((selector) => {
          const texts: string[] = []
          for (const root of document.querySelectorAll(selector)) {
            const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
            for (let node = walker.nextNode(); node; node = walker.nextNode())
              if (node.parentElement?.checkVisibility({ visibilityProperty: true }) === true) texts.push((node.textContent ?? '').trim())
          }
          return texts
        }, screen.container)
      const englishShown = async () => {
        const texts = new Set(await shown())
        return english.filter((message) => texts.has(message))
      }
      expect((await englishShown()).length, 'English shown before the switch').toBeGreaterThan(0)

      await choice.selectOption({ label: 'Deutsch' })
      await page
        .locator(`${screen.container}[lang="de"], ${screen.container} [lang="de"]`)
        .first()
        .waitFor({ state: 'attached', ...LOADED })
      await expect.poll(englishShown, LOADED).toEqual([])
      expect(await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(true)
    })
})
