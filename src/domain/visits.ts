import type { Assessment } from '../api/schemas/assessment'
import type { Measurement } from '../api/schemas/measurement'
import { parseCalendarDate } from '../text/calendar-date'
import { usableArea } from './area-change'
import { compareDays, compareIds } from './record-order'
import { changesBetween, type VisitChange } from './visit-changes'

/*
 * The visit: one calendar date of a wound, joining that date's measurements and assessments, the
 * way clinicians and the TIME framework read a wound (Tissue, Infection/inflammation, Moisture,
 * Edge). Pure: no React, no service calls. Top-level measurements only: a child is a part of its
 * parent's measurement, never a visit of its own.
 */

export type Visit = {
  /** `YYYY-MM-DD`, as the records carry it. */
  date: string
  /** That date's top-level measurements, oldest first (by id, the one time order of record-order.ts). */
  measurements: Measurement[]
  /** That date's assessments, oldest first (by id). */
  assessments: Assessment[]
}

type VisitJoin = {
  /** Oldest first. */
  visits: Visit[]
  /** Records whose date is missing or not a calendar date: kept and listed, never placed on a guessed date. */
  undated: { measurements: Measurement[]; assessments: Assessment[] }
}

/**
 * The calendar date a record was made on, `YYYY-MM-DD` (spaces around it ignored, as the charts
 * do); undefined when there is none: `2026-02-30` is not a date.
 */
export function calendarDate(value: string | undefined): string | undefined {
  const text = value?.trim() ?? ''
  return parseCalendarDate(text) ? text : undefined
}

export function joinVisits(measurements: readonly Measurement[], assessments: readonly Assessment[]): VisitJoin {
  const byDate = new Map<string, Visit>()
  const undated: VisitJoin['undated'] = { measurements: [], assessments: [] }
  const visitOn = (date: string): Visit => {
    let visit = byDate.get(date)
    if (!visit) {
      visit = { date, measurements: [], assessments: [] }
      byDate.set(date, visit)
    }
    return visit
  }
  for (const measurement of measurements) {
    const date = calendarDate(measurement.date)
    if (date === undefined) undated.measurements.push(measurement)
    else visitOn(date).measurements.push(measurement)
  }
  for (const assessment of assessments) {
    const date = calendarDate(assessment.date)
    if (date === undefined) undated.assessments.push(assessment)
    else visitOn(date).assessments.push(assessment)
  }
  const visits = [...byDate.values()].sort((a, b) => compareDays(a.date, b.date))
  // Within a date, the one time order of the records (record-order.ts): the same that picks the date's
  // reading for the verdict (healing/day-readings.ts), so the visit and the verdict read one record.
  for (const visit of visits) {
    visit.measurements.sort((a, b) => compareIds(a.id, b.id))
    visit.assessments.sort((a, b) => compareIds(a.id, b.id))
  }
  return { visits, undated }
}

/**
 * The record a visit's figures are read from when the date holds several: the last one recorded
 * that day (a measurement repeated at the same visit replaces the one before it), among those with
 * an area when any has one, as the verdict reads the date (healing/day-readings.ts). The others stay
 * listed in the visit.
 */
export const visitMeasurement = (visit: Visit): Measurement | undefined =>
  visit.measurements.findLast((measurement) => usableArea(measurement.area)) ?? visit.measurements.at(-1)
export const visitAssessment = (visit: Visit): Assessment | undefined => visit.assessments.at(-1)

/**
 * What changed between the previous visit and this one, signs of infection first: "exudate
 * moderate → large; new: malodorous; pain with movement 3 → 6; area +18%". Only what both visits
 * recorded is compared: a value recorded at one of them only is not a change.
 */
export function changesSince(previous: Visit | undefined, visit: Visit): VisitChange[] {
  if (previous === undefined) return []
  const records = (of: Visit) => ({ measurement: visitMeasurement(of), values: visitAssessment(of)?.values })
  return changesBetween(records(previous), records(visit))
}

/** What a visit did not record, said once: a date with only a measurement, or only an assessment. */
export function notRecorded(visit: Visit): 'measurement' | 'assessment' | undefined {
  if (visit.measurements.length === 0) return 'measurement'
  if (visit.assessments.length === 0) return 'assessment'
  return undefined
}
