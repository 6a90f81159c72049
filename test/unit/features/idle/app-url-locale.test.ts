import { describe, expect, it } from 'vitest'
import { appUrlLang as idleLang } from '../../../../src/features/idle/app-url-locale'
import { appUrlLang as signInLang } from '../../../../src/features/sign-in/app-url-locale'
import { LOCALES } from '../../../../src/i18n/locales'
import { viewParsers } from '../../../../src/url-state/view-params'

/** What the view state reads from the app URL's `lang` (nuqs: the first value, through its parser; absent or refused: none). */
const viewStateLang = (search: string) => {
  const raw = new URLSearchParams(search).get('lang')
  return raw === null ? null : viewParsers.lang.parse(raw)
}

/*
 * Automatic logoff's screens and the sign-in screen each keep a copy of the reader (a module both
 * lazy chunks shared would be a chunk of its own, and the entry would name it): both are checked here.
 */
describe.each([
  ['automatic logoff', idleLang],
  ['the sign-in screen', signInLang],
])('the app URL’s language, read outside the view state, for %s', (_screen, appUrlLang) => {
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
    expect(appUrlLang(search)).toBe(viewStateLang(search))
  })

  it('knows every language', () => {
    for (const locale of LOCALES) expect(appUrlLang(`?lang=${encodeURIComponent(locale)}`)).toBe(locale)
  })
})
