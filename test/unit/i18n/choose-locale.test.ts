import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chooseLocale } from '../../../src/i18n/choose-locale'
import { LANGUAGES, LOCALES } from '../../../src/i18n/locales'

/* The app's language: the app URL's `lang`, else the one remembered on this device, else the browser's, else English. */
describe('the language the app speaks', () => {
  it('is the app URL’s lang whatever is remembered or preferred, the pseudo-locale included', () => {
    for (const lang of LOCALES) {
      expect(chooseLocale(lang, 'de', ['de-DE'])).toBe(lang)
      expect(chooseLocale(lang, null, [])).toBe(lang)
    }
  })

  it('without one, is the language remembered on this device, before the browser’s', () => {
    expect(chooseLocale(null, 'de', ['en-US', 'en'])).toBe('de')
    expect(chooseLocale(null, 'en', ['de-CH', 'de'])).toBe('en')
  })

  it.each([
    [['de-AT', 'en'], 'de'],
    [['de-CH', 'en'], 'de'],
    [['de'], 'de'],
    [['en-US', 'de'], 'en'],
    [['en-GB'], 'en'],
    [['fr-FR', 'it', 'de-LU', 'en'], 'de'],
    [['fr-FR', 'es'], 'en'],
    [[], 'en'],
    // The pseudo-locale is a link's alone: a browser asking for it reads English.
    [['en-XA'], 'en'],
    // Only the primary language subtag counts, as written ("deu", "DE" and "d" are not German).
    [['deu', 'DE', 'd', ''], 'en'],
  ] as const)('without either, is the first of the browser’s languages the app has: %j → %s', (browser, locale) => {
    expect(chooseLocale(null, null, browser)).toBe(locale)
  })

  it.each(['', 'fr', 'en-XA', 'de-DE', 'DE', 'Deutsch', '"de"', ' de', 'constructor', '__proto__', '{}'])(
    'a remembered value the app did not write (%j) picks nothing: the browser’s language is used',
    (remembered) => {
      expect(chooseLocale(null, remembered, ['de-CH'])).toBe('de')
      expect(chooseLocale(null, remembered, [])).toBe('en')
    },
  )

  it('is always one of the languages, and never the pseudo-locale unless the app URL says it', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.array(fc.string()), (remembered, browser) => {
        const locale = chooseLocale(null, remembered, browser)
        expect(LANGUAGES).toContain(locale)
      }),
    )
  })
})
