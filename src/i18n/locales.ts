/**
 * The languages of the words in catalogs (src/words/<area>/<locale>.json), by BCP 47 tag: the real
 * languages, then the pseudo-locale `en-XA` (a private-use region, never a real language): the
 * English accented and 40 % longer, made at build time, to see words not yet in a catalog and text
 * that does not fit. Only a link asks for it (`lang=en-XA`): the browser's languages and a choice
 * remembered on this device pick among the real ones (./choose-locale.ts).
 */
export const LANGUAGES = ['en', 'de'] as const
export const LOCALES = [...LANGUAGES, 'en-XA'] as const

export type Language = (typeof LANGUAGES)[number]
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'
