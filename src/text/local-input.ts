import { parseServiceDateTime } from './format'

/*
 * A `datetime-local` input's value and the service's moments, both ways (the filters of a moment).
 * Apart from format.ts, which the first rows load: only a filter panel, loaded later, needs these.
 */

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
