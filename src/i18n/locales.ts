/**
 * The languages of the words in catalogs (src/words/<area>/<locale>.json), by BCP 47 tag. `en-XA`
 * is the pseudo-locale (a private-use region, never a real language): the English accented and
 * 40 % longer, made at build time, to see words not yet in a catalog and text that does not fit.
 * All are written left to right.
 */
export const LOCALES = ['en', 'de', 'en-XA'] as const

export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'
