import type { Locale } from '../../i18n/locales'

/**
 * The language the app URL asks for (`lang`), read as the view state reads it
 * (src/url-state/view-params.ts: the first `lang`, exactly one of the languages; else none), to
 * choose the language with as the app does (src/i18n/choose-locale.ts: else this device's), for
 * the sign-in screen, which shows before the app and its view state. Not imported from there:
 * every name this lazily loaded code imported from the entry chunk would be exported by that chunk
 * in every build; and not shared with automatic logoff's copy (features/idle), as a module two lazy
 * chunks share is a chunk of its own (test/unit/features/idle/app-url-locale.test.ts checks both
 * read the same).
 */
const LANGUAGES: Record<Locale, Locale> = { en: 'en', de: 'de', 'en-XA': 'en-XA' }

export function appUrlLang(search: string): Locale | null {
  const lang = new URLSearchParams(search).get('lang')
  return lang !== null && Object.hasOwn(LANGUAGES, lang) ? LANGUAGES[lang as Locale] : null
}
