import type { Assessment } from '../../api/schemas/assessment'
import { EXUDATE_AMOUNTS, infectionOf, isPurulent } from '../assessment-signs'
import type { Measurement } from '../../api/schemas/measurement'
import { MEASURED_FIELDS, type MeasuredField } from '../fields'
import { dateOrdered, seriesCache, type Series } from './dated-records'

/*
 * Chart series over the wound's history. One point per top-level record: the caller passes the
 * top-level list of every page, and children (parts of a group or multiple measurement) are never
 * descended into, so a child's values can never appear as a point of the wound's own curve. Where
 * each record sits on the time axis, and which are left out, is dated-records.ts.
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
type MeasuredValues = Record<MeasuredField, number | null>

function measuredValues(m: Partial<Record<MeasuredField, number>>): MeasuredValues {
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
        const level = amount === undefined ? -1 : EXUDATE_AMOUNTS.indexOf(amount)
        const infection = infectionOf(values)
        return {
          id,
          date,
          time,
          day: n - first,
          exudateLevel: level >= 0 ? level : null,
          exudateAmount: amount,
          exudateType: type,
          purulent: isPurulent(type),
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
