import { readFileSync } from 'node:fs'
import { describe, expect } from 'vitest'
import { ROOT } from '../../tools/harness/paths'
import { demoUrl, test } from './browser'

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
