import { usableArea } from '../area-change'

/*
 * One rule for a date with several measurements, for every figure that reads a wound's area over
 * time: the verdict (its metrics, baseline and trajectory), the visit, the note and the summary.
 */

/**
 * One reading per calendar date: the last measurement of the date, in the one time order of the
 * records (record-order.ts: date, then id), among those with a usable area. Several measurements of
 * one date are readings of one wound at one visit; the last one recorded replaces the ones before
 * it (a photo retaken, a tracing corrected), as the visit reads its figures from it. Points in
 * date order (a series) come out in date order.
 */
export function dayReadings<P extends { date: string; area: number | null }>(points: readonly P[]): (P & { area: number })[] {
  const readings: (P & { area: number })[] = []
  for (const point of points) {
    if (!hasUsableArea(point)) continue
    if (readings.at(-1)?.date === point.date) readings[readings.length - 1] = point
    else readings.push(point)
  }
  return readings
}

/** The point itself, typed as having an area: no copy of thousands of points per verdict. */
const hasUsableArea = <P extends { area: number | null }>(point: P): point is P & { area: number } => usableArea(point.area)
