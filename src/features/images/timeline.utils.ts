import { DASH, formatDate, formatNumber } from '../../shared/format'
import type { Dated } from './compare.utils'
import { parseCalendarDate } from '../../shared/calendar-date'

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

type TimelineMonth = { key: string; label: string; entries: TimelineEntry[] }

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

const monthFormat = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' })

/** Consecutive entries of one calendar month under one heading; undated (or unreadable) dates under "No date". */
export function byMonth(entries: readonly TimelineEntry[]): TimelineMonth[] {
  const months: TimelineMonth[] = []
  for (const entry of entries) {
    const date = parseCalendarDate(entry.record.date)
    const key = date ? `${date.getFullYear()}-${date.getMonth() + 1}` : 'undated'
    const last = months.at(-1)
    if (last?.key === key) last.entries.push(entry)
    else months.push({ key, label: date ? monthFormat.format(date) : 'No date', entries: [entry] })
  }
  return months
}

/** "11.43 cm²", or why there is none. */
export const areaText = (area: number | undefined): string =>
  area === undefined ? 'Area not recorded' : `${formatNumber(area, 2, true)} cm²`

/** "−2.04 cm² (−17.8%)": the minus sign is a real one, read as "minus". */
export function changeText(change: AreaChange | undefined): string {
  if (!change) return DASH
  const sign = (value: number) => (value > 0 ? '+' : value < 0 ? '−' : '±')
  const rounded = Number(change.delta.toFixed(2))
  const delta = `${sign(rounded)}${formatNumber(Math.abs(change.delta), 2, true)} cm²`
  if (change.percent === null) return delta
  const percent = Number(change.percent.toFixed(1))
  return `${delta} (${sign(percent)}${formatNumber(Math.abs(change.percent), 1, true)}%)`
}

/** Words for a screen reader: "2.04 cm² smaller than on 5 Jan 2026". */
export function changeWords(change: AreaChange | undefined): string {
  if (!change) return 'no earlier area to compare with'
  const size = Number(change.delta.toFixed(2))
  const date = change.since ? formatDate(change.since) : undefined
  if (size === 0) return date ? `unchanged since ${date}` : 'unchanged'
  return `${formatNumber(Math.abs(change.delta), 2, true)} cm² ${size < 0 ? 'smaller' : 'larger'}${date ? ` than on ${date}` : ''}`
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
