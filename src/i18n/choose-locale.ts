import { DEFAULT_LOCALE, LANGUAGES, type Language, type Locale } from './locales'

/**
 * Which language the app speaks, decided here alone: the app URL's `lang` (a shared link says it
 * for everyone who opens it); else the language last chosen in the header, remembered on this
 * device (exactly as the app wrote it: anything else in storage picks nothing); else the first of
 * the browser's languages the app has, by its primary language subtag (`de-AT` and `de-CH` read
 * German); else English. The pseudo-locale comes from a link alone: never from the browser (an
 * `en-XA` browser reads English) nor from what is remembered.
 */
export function chooseLocale(lang: Locale | null, remembered: string | null, browser: readonly string[]): Locale {
  if (lang) return lang
  if (isLanguage(remembered)) return remembered
  return browser.map((tag) => tag.split('-')[0]).find(isLanguage) ?? DEFAULT_LOCALE
}

const isLanguage = (tag: string | null | undefined): tag is Language => LANGUAGES.some((language) => language === tag)

/** Where this device remembers the language chosen in the header: a language, no secret and nothing of a wound. */
export const LANGUAGE_KEY = 'wound-history.language'

/**
 * The language for the app URL's `lang` (null: none) on this device. Storage is read each time, so
 * the app and the screens beside it (automatic logoff's, the sign-in screen) agree; it may throw
 * (blocked, unavailable), and what it holds is checked by chooseLocale.
 */
export function localeOnThisDevice(lang: Locale | null): Locale {
  if (lang) return lang
  let remembered = null
  try {
    remembered = localStorage.getItem(LANGUAGE_KEY)
  } catch {
    // Storage unavailable: nothing is remembered.
  }
  return chooseLocale(lang, remembered, navigator.languages)
}
