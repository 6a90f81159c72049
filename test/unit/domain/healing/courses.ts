import { parseMeasurement } from '../../../../src/api/schemas/measurement'
import { MEASURED_FIELDS, type MeasuredField } from '../../../../src/domain/fields'
import { measurementSeries, type MeasurementPoint } from '../../../../src/domain/healing/series'
import { addDays } from '../../../../src/text/calendar-days'

/** Day 0 of every course below: 2026-03-01. */
export const START = '2026-03-01'

export const dateOf = (day: number): string => addDays(START, day) ?? ''
/** Local midnight of that day in ms, as the series places it (START is 1 March 2026). */
export const timeOf = (day: number): number => new Date(2026, 2, 1 + day).getTime()

const NOTHING_MEASURED = Object.fromEntries(MEASURED_FIELDS.map((key) => [key, null])) as Record<MeasuredField, number | null>

/**
 * One point built by hand, for what the schema and series builder never make: an id left out or
 * repeated, two readings of one day in a chosen order. Every other measured value is null.
 */
export function pointOn(
  day: number,
  area: number | null,
  { id = day + 1, locked = null }: { id?: number | null; locked?: boolean | null } = {},
): MeasurementPoint {
  return { ...NOTHING_MEASURED, id, date: dateOf(day), time: timeOf(day), day, locked, area }
}

/**
 * A measurement series from (day, area, perimeter) rows, through the zod schema and the series
 * builder, as the overview gets it. An area left out (undefined) is a measurement without one.
 */
export function course(...rows: [day: number, area?: number | null, perimeter?: number][]): MeasurementPoint[] {
  const records = rows.map(([day, area, perimeter], index) =>
    parseMeasurement({
      id: index + 1,
      date: dateOf(day),
      type: 'regular',
      ...(area == null ? {} : { area }),
      ...(perimeter === undefined ? {} : { perimeter }),
    }),
  )
  return measurementSeries(records).points
}

/** Healing by 20% a week: 10 cm² at day 0, × 0.8 every 7 days, to day 56. */
export const steadyHealing = () => course(...Array.from({ length: 9 }, (_, week): [number, number] => [week * 7, 10 * 0.8 ** week]))

/**
 * Fast response, then 16 weeks flat: 59% smaller by day 30 (31 Mar), then 4.0–4.2 cm² every week
 * to day 142 (4.0 cm²).
 */
export const responseThenPlateau = () =>
  course(
    [0, 10],
    [9, 7],
    [16, 5.2],
    [23, 4.5],
    [30, 4.1],
    [37, 4.2],
    [44, 4.05],
    [51, 4.15],
    [58, 4.0],
    [65, 4.1],
    [72, 4.2],
    [79, 4.05],
    [86, 4.1],
    [93, 4.0],
    [100, 4.15],
    [107, 4.1],
    [114, 4.05],
    [121, 4.1],
    [128, 4.0],
    [135, 4.05],
    [142, 4.0],
  )

/** 55% smaller at day 28, then growing: 4.5 → 6.0 cm² from day 28 to day 56. */
export const healingThenDeterioration = () =>
  course([0, 10], [7, 8], [14, 6.5], [21, 5.5], [28, 4.5], [35, 4.6], [42, 5.0], [49, 5.6], [56, 6.0])
