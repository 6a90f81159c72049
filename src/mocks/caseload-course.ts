import type { MeasurementType } from '../api/schemas/measurement'
import { DEMO_TODAY } from './caseload'
import { caseloadProfile, type Story, type WoundKind } from './caseload-profiles'
import { buildCourse, tissueTrend, type Visit } from './course'
import { buildAssessments } from './data-assessments'
import { buildMeasurements, idSequence } from './data-measurements'
import { createRandom } from './random'
import { assessmentIdBase, measurementIdBase } from './record-ids'
import { dayFrom, formatDate } from './wire'
import type { WoundHistory } from './wound-histories'

/*
 * One generated wound of the caseload: its visits (course.ts) dated back from the demo's today,
 * one measurement and one assessment each, seeded by the wound's id so every run sends the same
 * records.
 */

type Tissue = { granulation: number; slough: number; eschar: number }

export type CourseOf = {
  kind: WoundKind
  visits: number
  /** Days between visits, both inclusive. */
  gap: readonly [number, number]
  /** Days from the last visit to the demo's today. */
  lastVisitDaysAgo: number
  /** The underlying area (cm²) over the course, 0 at the first visit to 1 at the last. */
  area: (progress: number) => number
  areaNoise: number
  tissue: { early: Tissue; late: Tissue }
  /** Maximum depth (cm) at the first and the last visit. */
  depth: readonly [number, number]
  /** Length ÷ width. */
  aspect: number
  story: Story
  /** Visits from this index on find the wound closed: 0 cm², epithelialised. */
  closedFrom?: number
  /** The visits measured as a multiple or group measurement (several parts), by index. */
  parts?: Readonly<Record<number, MeasurementType>>
}

/** Days between visits. */
export const WEEKLY = [6, 8] as const
export const TWICE_WEEKLY = [3, 4] as const
/** Slough giving way to granulation, eschar gone. */
export const CLEANING_UP = { early: { granulation: 40, slough: 50, eschar: 10 }, late: { granulation: 85, slough: 12, eschar: -10 } }

/** Exponential healing from `from` to `to` cm² over the course. */
export const towards = (from: number, to: number) => (progress: number) => from * Math.pow(to / from, progress)

/** Piecewise straight lines through `[progress, area]` points, flat before the first and after the last. */
export const through =
  (...points: readonly (readonly [number, number])[]) =>
  (progress: number): number => {
    const after = points.findIndex(([at]) => at >= progress)
    const next = points[after]
    const before = points[after - 1]
    if (!next) return points.at(-1)?.[1] ?? 0
    if (!before) return next[1]
    return before[1] + ((next[1] - before[1]) * (progress - before[0])) / (next[0] - before[0])
  }

/** A straight line over the course, from the first visit to the last: a stage or a pain score. */
export const line = (from: number, to: number) => (visit: Visit) => from + (to - from) * visit.progress

/** The visits from `index` on. */
export const fromVisit = (index: number) => (visit: Visit) => visit.index >= index

function closedFrom(visits: readonly Visit[], index: number | undefined): Visit[] {
  if (index === undefined) return [...visits]
  return visits.map((visit) => (visit.index < index ? visit : { ...visit, area: 0, granulation: 0, slough: 0, eschar: 0, maxDepth: 0 }))
}

/** The same visits, moved so the last falls `daysAgo` days before the demo's today. */
function endingDaysAgo(visits: readonly Visit[], daysAgo: number): Visit[] {
  const last = visits.at(-1)
  if (!last) return []
  const shift = dayFrom(DEMO_TODAY, -daysAgo).getTime() - last.day.getTime()
  return visits.map((visit) => {
    const day = new Date(visit.day.getTime() + shift)
    return { ...visit, day, date: formatDate(day) }
  })
}

export function caseloadHistory(woundId: number, course: CourseOf): WoundHistory {
  const [fromDepth, toDepth] = course.depth
  const planned = buildCourse({
    seed: woundId * 1000 + 1,
    start: DEMO_TODAY,
    visits: course.visits,
    gap: (random) => random.int(course.gap[0], course.gap[1]),
    area: course.area,
    areaNoise: course.areaNoise,
    tissue: tissueTrend(course.tissue.early, course.tissue.late, 3),
    maxDepth: (progress) => fromDepth + (toDepth - fromDepth) * progress,
  })
  const visits = endingDaysAgo(closedFrom(planned, course.closedFrom), course.lastVisitDaysAgo)
  const built = buildMeasurements({
    visits,
    ids: idSequence(measurementIdBase(woundId)),
    random: createRandom(woundId * 1000 + 2),
    typeOf: (visit) => course.parts?.[visit.index] ?? 'regular',
    isLocked: (visit) => visit.index < visits.length - 2,
    aspect: course.aspect,
  })
  const profile = caseloadProfile(course.kind, course.story)
  const assessments = buildAssessments(visits, profile, idSequence(assessmentIdBase(woundId)), createRandom(woundId * 1000 + 3))
  return { measurements: built.records, assessments, updatedAt: built.updatedAt, quirkyIds: new Set() }
}
