import type { Dated } from './compare.utils'
import { parseCalendarDate } from '../../text/calendar-date'
import { dateFormat } from '../../text/format'

/*
 * The wound's photos over time, as pure data: each top-level measurement with its area and the
 * change from the measurement before it, grouped by month.
 */

type AreaChange = {
  /** cm², this area minus the previous one: negative is smaller. */
  delta: number
  /** Percent of the previous area; null when that was 0. */
  percent: number | null
  /** The date of the measurement compared with. */
  since: string | undefined
}

export type TimelineEntry = {
  record: Dated
  /** Tells records apart when a service sends one id twice (position in date order). */
  key: string
  area: number | undefined
  /** From the previous measurement with an area; undefined for the first, or without an area. */
  change: AreaChange | undefined
}

/** `label`: the month's name (the locale's); undefined for the undated. */
type TimelineMonth = { key: string; label: string | undefined; entries: TimelineEntry[] }

const usable = (area: number | undefined): area is number => area !== undefined && Number.isFinite(area) && area >= 0

export function timelineEntries(ordered: readonly Dated[]): TimelineEntry[] {
  let previous: Dated | undefined
  return ordered.map((record, index) => {
    const area = usable(record.area) ? record.area : undefined
    let change: AreaChange | undefined
    if (area !== undefined && previous && usable(previous.area)) {
      const delta = area - previous.area
      change = { delta, percent: previous.area === 0 ? null : (delta / previous.area) * 100, since: previous.date }
    }
    if (area !== undefined) previous = record
    return { record, key: `${record.id}@${index}`, area, change }
  })
}

const MONTH: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' }

/** Consecutive entries of one calendar month under one heading; undated (or unreadable) dates under one of their own. */
export function byMonth(entries: readonly TimelineEntry[]): TimelineMonth[] {
  const months: TimelineMonth[] = []
  for (const entry of entries) {
    const date = parseCalendarDate(entry.record.date)
    const key = date ? `${date.getFullYear()}-${date.getMonth() + 1}` : 'undated'
    const last = months.at(-1)
    if (last?.key === key) last.entries.push(entry)
    else months.push({ key, label: date ? dateFormat(MONTH).format(date) : undefined, entries: [entry] })
  }
  return months
}

/** How the change reads at a glance: smaller is good news, larger a warning. */
export const changeTone = (change: AreaChange | undefined): 'smaller' | 'larger' | 'same' | undefined =>
  change === undefined
    ? undefined
    : Number(change.delta.toFixed(2)) < 0
      ? 'smaller'
      : Number(change.delta.toFixed(2)) > 0
        ? 'larger'
        : 'same'
