import type { Assessment } from '../../api/schemas/assessment'
import { INFECTED_EXUDATE, infectionOf } from '../visits'
import type { Measurement } from '../../api/schemas/measurement'
import { MEASURED_FIELDS, type MeasuredField } from '../fields'
import { compareDays, compareIds } from '../record-order'
import { dayNumber, isPlausibleDate, isoDate, parseCalendarDate } from '../../shared/calendar-date'

/*
 * Chart series over the wound's history. One point per top-level record: the caller passes the
 * top-level list of every page, and children (parts of a group or multiple measurement) are never
 * descended into, so a child's values can never appear as a point of the wound's own curve.
 */

export type MeasurementPoint = {
  id: number | null
  /** The calendar date as `YYYY-MM-DD`. */
  date: string
  /** Local midnight of that date in ms: the true time axis of the charts. */
  time: number
  /** Whole days since the first point; counted on the calendar, so DST changes cannot shift it. */
  day: number
  /** The measurement's is_locked as sent; null when the service did not say. */
  locked: boolean | null
} & MeasuredValues

/**
 * Every measured value as sent, or null when missing: never 0 for missing.
 * Tissue percentages each as sent: they are not assumed to sum to 100.
 */
export type MeasuredValues = Record<MeasuredField, number | null>

export function measuredValues(m: Partial<Record<MeasuredField, number>>): MeasuredValues {
  return Object.fromEntries(MEASURED_FIELDS.map((key) => [key, m[key] ?? null])) as MeasuredValues
}

export type PainPoint = {
  id: number | null
  date: string
  time: number
  day: number
  atRest: number | null
  withMovement: number | null
  atNight: number | null
  /** A value outside the spec's integer 0–10 is kept as sent, and flagged. */
  outOfRange: boolean
}

export type LeftOutReason = 'no-date' | 'unparseable-date' | 'implausible-date'

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
function dateOrdered<R extends { id: number | null; date?: string | undefined }>(
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
function seriesCache<R extends object, P>() {
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

const orNull = (value: number | undefined): number | null => value ?? null

const measurementCache = seriesCache<Measurement, MeasurementPoint>()

/** The wound's own curve: top-level measurements only (see the note at the top of the file). */
export function measurementSeries(records: readonly Measurement[]): Series<MeasurementPoint> {
  return measurementCache.series(records, () => {
    const { dated, leftOut, repeatedIds } = dateOrdered(records)
    const first = dated[0]?.dayNumber ?? 0
    const points = dated.map(({ record: m, id, date, time, dayNumber: n }) =>
      measurementCache.point(m, first, () => ({
        id,
        date,
        time,
        day: n - first,
        ...measuredValues(m),
        locked: m.is_locked ?? null,
      })),
    )
    return { points, leftOut, repeatedIds }
  })
}

/** Spec 2.1.1: each pain scale is an integer from 0 to 10. */
export const isPainInRange = (value: number) => Number.isInteger(value) && value >= 0 && value <= 10

const painCache = seriesCache<Assessment, PainPoint>()

/** Pain at rest, with movement and at night over time, one point per dated assessment. */
export function painSeries(assessments: readonly Assessment[]): Series<PainPoint> {
  return painCache.series(assessments, () => {
    const { dated, leftOut, repeatedIds } = dateOrdered(assessments)
    const first = dated[0]?.dayNumber ?? 0
    const points = dated.map(({ record: a, id, date, time, dayNumber: n }) =>
      painCache.point(a, first, () => {
        const pain = a.values?.pain
        const atRest = orNull(pain?.at_rest_scale)
        const withMovement = orNull(pain?.with_movement_scale)
        const atNight = orNull(pain?.at_night_scale)
        const outOfRange = [atRest, withMovement, atNight].some((v) => v !== null && !isPainInRange(v))
        return { id, date, time, day: n - first, atRest, withMovement, atNight, outOfRange }
      }),
    )
    return { points, leftOut, repeatedIds }
  })
}

/** What an assessment date says about the signs a clinician reads beside the size (TIME: infection, moisture, edge). */
export type SignsPoint = {
  id: number | null
  date: string
  time: number
  day: number
  /** The exudate amount's rank on the spec's scale (none 0 … large 3); null when not recorded or not on it. */
  exudateLevel: number | null
  exudateAmount: string | undefined
  exudateType: string | undefined
  /** Purulent or haemopurulent exudate. */
  purulent: boolean
  odour: string | undefined
  infected: boolean | undefined
  infectionSigns: string[]
  woundEdge: string[]
  periWoundSkin: string[]
}

const EXUDATE_LEVELS = ['NONE', 'MINIMUM', 'MODERATE', 'LARGE']
const signsCache = seriesCache<Assessment, SignsPoint>()

/**
 * One point per assessment date (contract section 8: "one row per assessment date"), in date
 * order: the last assessment of a date (highest id) when it holds several. Records without a
 * usable date are listed apart, as in the other charts.
 */
export function signsSeries(assessments: readonly Assessment[]): Series<SignsPoint> {
  return signsCache.series(assessments, () => {
    const { dated, leftOut, repeatedIds } = dateOrdered(assessments)
    const first = dated[0]?.dayNumber ?? 0
    const lastOfDate = dated.filter((entry, index) => dated[index + 1]?.date !== entry.date)
    const points = lastOfDate.map(({ record: a, id, date, time, dayNumber: n }) =>
      signsCache.point(a, first, () => {
        const values = a.values
        const amount = values?.exudate?.amount
        const type = values?.exudate?.type
        const level = amount === undefined ? -1 : EXUDATE_LEVELS.indexOf(amount)
        const infection = infectionOf(values)
        return {
          id,
          date,
          time,
          day: n - first,
          exudateLevel: level >= 0 ? level : null,
          exudateAmount: amount,
          exudateType: type,
          purulent: type !== undefined && INFECTED_EXUDATE.has(type),
          odour: values?.odor,
          infected: infection.infected,
          infectionSigns: infection.signs,
          woundEdge: values?.wound_edge ?? [],
          periWoundSkin: values?.peri_wound_skin ?? [],
        }
      }),
    )
    return { points, leftOut, repeatedIds }
  })
}
