import { isPlausibleDate, isoDate, parseCalendarDate } from '../../text/calendar-date'
import { dayNumber } from '../../text/calendar-days'
import { compareDays, compareIds } from '../record-order'

/*
 * What every chart series (series.ts) is made of: each record placed on the time axis or left out
 * with the reason, the records in date order with the ids the service repeated, and the cache
 * that keeps a series and its points the same objects while the pages of a history arrive.
 */

type LeftOutReason = 'no-date' | 'unparseable-date' | 'implausible-date'

/** A record that is not drawn, and why, so the UI can say so. */
export type LeftOutRecord = { id: number | null; reason: LeftOutReason; value?: string }

/**
 * `repeatedIds`: ids the service sent on more than one record (it should never). Every such record
 * is drawn and listed, and the chart says which ids repeat.
 */
export type Series<P> = { points: P[]; leftOut: LeftOutRecord[]; repeatedIds: number[] }

type Dated<R> = { record: R; id: number | null; date: string; time: number; dayNumber: number }

/** Where a record sits on the time axis, or why it has no place there. */
type Placement = { date: string; time: number; dayNumber: number } | { reason: LeftOutReason; value?: string }

/**
 * Records never change (each page of a history is parsed once), so where one sits on the time
 * axis is worked out once: a long history is drawn again as each page arrives.
 */
const placements = new WeakMap<object, Placement>()

function placementOf(record: { date?: string | undefined }): Placement {
  const cached = placements.get(record)
  if (cached) return cached
  const raw = record.date?.trim() ?? ''
  const parsed = raw === '' ? undefined : parseCalendarDate(raw)
  const placement: Placement =
    raw === ''
      ? { reason: 'no-date' }
      : !parsed
        ? { reason: 'unparseable-date', value: raw }
        : !isPlausibleDate(parsed)
          ? { reason: 'implausible-date', value: raw }
          : { date: isoDate(parsed), time: parsed.getTime(), dayNumber: dayNumber(parsed) }
  placements.set(record, placement)
  return placement
}

/**
 * The records with a usable date, in date order then id order (records without an id last; the
 * sort is stable, so equal keys keep the order they arrived in). Every record is kept: one the
 * service sent twice (offset pagination repeats one when the list changes between pages) is drawn
 * twice and named in `repeatedIds`, never silently dropped.
 */
export function dateOrdered<R extends { id: number | null; date?: string | undefined }>(
  records: readonly R[],
): { dated: Dated<R>[]; leftOut: LeftOutRecord[]; repeatedIds: number[] } {
  const leftOut: LeftOutRecord[] = []
  const seen = new Set<number>()
  const repeated = new Set<number>()
  const dated: Dated<R>[] = []
  for (const record of records) {
    const { id } = record
    if (id !== null) {
      if (seen.has(id)) repeated.add(id)
      seen.add(id)
    }
    const placement = placementOf(record)
    if ('reason' in placement) leftOut.push({ id, ...placement })
    else dated.push({ record, id, ...placement })
  }
  // The one order of records over time (domain/record-order.ts), on the day already read.
  dated.sort((a, b) => compareDays(a.date, b.date) || compareIds(a.id, b.id))
  return { dated, leftOut, repeatedIds: [...repeated] }
}

/**
 * A series derived from one list of records, and the points made of each record: a history is
 * drawn again each time a page arrives, and every reader of it (metrics, charts, summary) asks
 * for the same series. A point is reused while the first date (from which `day` counts) is the
 * same, so a chart and its table see the same objects from page to page.
 */
export function seriesCache<R extends object, P>() {
  const byList = new WeakMap<readonly R[], Series<P>>()
  const points = new WeakMap<R, { first: number; point: P }>()
  return {
    series: (records: readonly R[], build: () => Series<P>): Series<P> => {
      const cached = byList.get(records)
      if (cached) return cached
      const series = build()
      byList.set(records, series)
      return series
    },
    point: (record: R, first: number, build: () => P): P => {
      const cached = points.get(record)
      if (cached?.first === first) return cached.point
      const point = build()
      points.set(record, { first, point })
      return point
    },
  }
}
