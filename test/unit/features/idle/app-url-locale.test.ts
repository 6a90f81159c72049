import { describe, expect, it } from 'vitest'
import { appUrlLocale as idleLocale } from '../../../../src/features/idle/app-url-locale'
import { appUrlLocale as signInLocale } from '../../../../src/features/sign-in/app-url-locale'
import { DEFAULT_LOCALE, LOCALES } from '../../../../src/i18n/locales'
import { viewParsers } from '../../../../src/url-state/view-params'

/** What the view state reads from the app URL's `lang` (nuqs: the first value, through its parser; absent or refused: none). */
const viewStateLocale = (search: string) => {
  const raw = new URLSearchParams(search).get('lang')
  return (raw === null ? null : viewParsers.lang.parse(raw)) ?? DEFAULT_LOCALE
}

/*
 * Automatic logoff's screens and the sign-in screen each keep a copy of the reader (a module both
 * lazy chunks shared would be a chunk of its own, and the entry would name it): both are checked here.
 */
describe.each([
  ['automatic logoff', idleLocale],
  ['the sign-in screen', signInLocale],
])('the app URL’s language, read outside the view state, for %s', (_screen, appUrlLocale) => {
  it.each([
    ...LOCALES.map((locale) => `?wound=1&lang=${encodeURIComponent(locale)}`),
    '',
    '?wound=1',
    '?lang=',
    '?lang=fr',
    '?lang=DE',
    '?lang=en-xa',
    '?lang=de&lang=en-XA',
    '?lang=en-XA&lang=de',
    '?lang=%64e',
    '?lang=constructor',
    '?lang=__proto__',
  ])('%j: as the view state reads it', (search) => {
    expect(appUrlLocale(search)).toBe(viewStateLocale(search))
  })

  it('knows every language', () => {
    for (const locale of LOCALES) expect(appUrlLocale(`?lang=${encodeURIComponent(locale)}`)).toBe(locale)
  })
})
