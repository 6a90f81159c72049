/**
 * Readable values in the user's locale. The browser's Intl does the locale work, so no date
 * library is needed for display.
 */

import { parseCalendarDate } from './calendar-date'

export const DASH = '—'

const numberFormats = new Map<string, Intl.NumberFormat>()
function numberFormat(digits: number, fixed: boolean, scientific: boolean): Intl.NumberFormat {
  const key = `${digits}${fixed ? 'f' : ''}${scientific ? 'e' : ''}`
  let format = numberFormats.get(key)
  if (!format) {
    // signDisplay 'negative': a value that rounds to zero reads "0", never "-0".
    format = new Intl.NumberFormat(
      undefined,
      scientific
        ? { notation: 'scientific', maximumSignificantDigits: 3, signDisplay: 'negative' }
        : { maximumFractionDigits: digits, minimumFractionDigits: fixed ? digits : 0, signDisplay: 'negative' },
    )
    numberFormats.set(key, format)
  }
  return format
}

/** Beyond this a measurement is no longer a size anyone reads digit by digit (and would spill out of its box). */
const SCIENTIFIC_FROM = 1e12

/** `fixed` keeps trailing zeros, so a column of measurements lines up on the decimal point. */
export function formatNumber(value: number | undefined | null, digits = 2, fixed = false): string {
  if (value === undefined || value === null || !Number.isFinite(value)) return DASH
  return numberFormat(digits, fixed, Math.abs(value) >= SCIENTIFIC_FROM).format(value)
}

/** A change: "+1.2", "−0.4", and "0" for one that rounds to nothing (never "+0" or "-0"). */
export function formatSigned(value: number | undefined | null, digits = 2): string {
  const text = formatNumber(value, digits)
  if (text === DASH || value === undefined || value === null) return text
  const rounded = Number(value.toFixed(digits))
  return rounded > 0 ? `+${text}` : text
}

/** "3.4 cm²"; a dash when the value is missing. */
export function formatMeasure(value: number | undefined | null, unit: string, digits = 2): string {
  const number = formatNumber(value, digits)
  return number === DASH ? DASH : `${number} ${unit}`
}

const SERVICE_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

export function formatDate(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return DASH
  const date = parseCalendarDate(value)
  return date ? dateFormat.format(date) : value
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
  return date ? dateTimeFormat.format(date) : value
}

/** A moment in the user's local time ("25 Nov 2026, 10:41"). */
export const formatMoment = (date: Date): string => dateTimeFormat.format(date)

/** "NOT_ATTACHED" → "Not attached", "SERO-SANGUINEOUS" → "Sero-sanguineous". */
export function humaniseCode(code: string): string {
  const words = code.trim().toLowerCase().replace(/_+/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export function pluralise(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count, 0)} ${count === 1 ? singular : plural}`
}

const pad = (n: number) => String(n).padStart(2, '0')

/** A `datetime-local` input's value (the user's local time) as the service's UTC `YYYY-MM-DD HH:MM:SS`. */
export function localInputToServiceDateTime(value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim())
  if (!match) return undefined
  const part = (index: number) => Number(match[index] ?? 0)
  const date = new Date(part(1), part(2) - 1, part(3), part(4), part(5), part(6))
  if (Number.isNaN(date.getTime())) return undefined
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
}

/** The reverse: a service moment as a `datetime-local` value in the user's time zone. */
export function serviceDateTimeToLocalInput(value: string): string {
  const date = parseServiceDateTime(value)
  if (!date) return ''
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}
