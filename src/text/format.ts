/**
 * Readable values in the user's locale. The browser's Intl does the locale work, so no date
 * library is needed for display.
 *
 * The locale is the one the app's language chose (`setFormatLocale`, from the app URL's `lang` and
 * the browser's own variant of that language), not the machine's: every screen writes a date the
 * same way, and German words come with German dates and decimal commas.
 */

import { parseCalendarDate } from './calendar-date'

export const DASH = '—'

/** undefined: the runtime's default, until the app has chosen its language. */
let locale: string | undefined
/** Intl's formats, made once per locale and options (a language switched back finds its own). */
const numberFormats = new Map<string, Intl.NumberFormat>()
const dateFormats = new Map<string, Intl.DateTimeFormat>()
function made<F>(cache: Map<string, F>, key: string, make: () => F): F {
  let format = cache.get(key)
  if (!format) cache.set(key, (format = make()))
  return format
}

/**
 * Dates and numbers from now on in the browser's own variant of `language` where it prefers one
 * (English in a British browser writes "22 Sept 2026", in an American one "Sep 22, 2026"), else in
 * `language` itself; undefined: the runtime's default.
 */
export function setFormatLocale(language?: string, preferred: readonly string[] = []): void {
  locale = language && (preferred.find((tag) => tag.split('-')[0] === language) ?? language)
}

/** The locale dates and numbers are written in now, for a cache of text written in it. */
export const formatLocale = (): string | undefined => locale

/** A date format in the chosen locale. */
export const dateFormat = (options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  made(dateFormats, `${locale}${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options))

// signDisplay 'negative': a value that rounds to zero reads "0", never "-0".
const numberFormat = (digits: number, fixed: boolean, scientific: boolean): Intl.NumberFormat =>
  made(
    numberFormats,
    `${locale}${digits}${fixed}${scientific}`,
    () =>
      new Intl.NumberFormat(
        locale,
        scientific
          ? { notation: 'scientific', maximumSignificantDigits: 3, signDisplay: 'negative' }
          : { maximumFractionDigits: digits, minimumFractionDigits: fixed ? digits : 0, signDisplay: 'negative' },
      ),
  )

/** Beyond this a measurement is no longer a size anyone reads digit by digit (and would spill out of its box). */
const SCIENTIFIC_FROM = 1e12

/** `fixed` keeps trailing zeros, so a column of measurements lines up on the decimal point. */
export function formatNumber(value: number | undefined | null, digits = 2, fixed = false): string {
  if (value === undefined || value === null || !Number.isFinite(value)) return DASH
  return numberFormat(digits, fixed, Math.abs(value) >= SCIENTIFIC_FROM).format(value)
}

const SERVICE_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }

export function formatDate(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return DASH
  const date = parseCalendarDate(value)
  return date ? dateFormat(DATE).format(date) : value
}

/** A service moment: `YYYY-MM-DD HH:MM:SS` in UTC (as the service writes it), or ISO 8601 with its own zone. */
export function parseServiceDateTime(value: string | undefined): Date | undefined {
  const match = value ? SERVICE_DATE_TIME.exec(value.trim()) : null
  if (!match) return undefined
  const [, y, mo, d, h, mi, s, fraction, zone] = match
  const iso = `${y}-${mo}-${d}T${h}:${mi}:${s}${fraction ?? ''}${zone ?? 'Z'}`
  const time = Date.parse(iso)
  return Number.isNaN(time) ? undefined : new Date(time)
}

/** In the user's local time; the UTC original stays available as `title`. */
export function formatDateTime(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return DASH
  const date = parseServiceDateTime(value)
  return date ? dateFormat(DATE_TIME).format(date) : value
}

/** A moment in the user's local time ("25 Nov 2026, 10:41"). */
export const formatMoment = (date: Date): string => dateFormat(DATE_TIME).format(date)

export function pluralise(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count, 0)} ${count === 1 ? singular : plural}`
}
