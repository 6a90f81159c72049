import { buildCourse, earlyResponseArea, plateauArea, tissueTrend } from './course'
import { buildAssessments } from './data-assessments'
import { buildMeasurements, idSequence, type BuiltMeasurements } from './data-measurements'
import { PRESSURE_INJURY, STALLED_DIABETIC_FOOT_ULCER, SURGICAL_INFECTION, SURGICAL_WOUND, VENOUS_LEG_ULCER } from './profiles'
import { createRandom } from './random'
import { assessmentIdBase, measurementIdBase } from './record-ids'
import { atMinutes, formatDateTime, type WireAssessment, type WireMeasurement } from './wire'

/*
 * The demo wounds' records, each built from its course of visits (course.ts) and its assessment
 * profile (profiles.ts), with a fixed seed so every run sends the same history. The venous leg
 * ulcer also carries the records deliberately off the spec that the viewer must show and flag.
 */

export type WoundHistory = {
  measurements: readonly WireMeasurement[]
  assessments: readonly WireAssessment[]
  /**
   * updated_at of each top-level measurement. It is a filter key but not a field of the
   * record, so the demo keeps it beside the record, filters on it and never sends it.
   */
  updatedAt: ReadonlyMap<number, string>
  /** Records deliberately off the spec: the viewer must still show them, and flag them. */
  quirkyIds: ReadonlySet<number>
}

const typeBy = (groups: (i: number) => boolean, multiples: (i: number) => boolean) => (visit: { index: number }) =>
  groups(visit.index) ? 'group' : multiples(visit.index) ? 'multiple' : 'regular'

export function venousLegUlcer(): WoundHistory {
  const visits = buildCourse({
    seed: 1001,
    start: '2026-01-05',
    visits: 40,
    gap: (random) => random.int(3, 10),
    area: earlyResponseArea(12, 2.4, 12),
    areaNoise: 0.06,
    tissue: tissueTrend({ granulation: 40, slough: 48, eschar: 12 }, { granulation: 85, slough: 15, eschar: -10 }, 3),
    maxDepth: (progress) => 0.55 - 0.35 * progress,
  })
  const groups = new Set([8, 23, 36])
  const multiples = new Set([4, 11, 19, 27, 33])
  const built = buildMeasurements({
    visits,
    ids: idSequence(measurementIdBase(1)),
    random: createRandom(1002),
    typeOf: typeBy(
      (i) => groups.has(i),
      (i) => multiples.has(i),
    ),
    isLocked: (visit) => visit.index < visits.length - 6,
    aspect: 1.5,
  })
  const assessments = buildAssessments(visits, VENOUS_LEG_ULCER, idSequence(assessmentIdBase(1)), createRandom(1003))

  const lateVisit = visits[10]
  const measurements = built.records.map((record, index) => {
    if (index === 17) return withNumbersAsStrings(record)
    // Transcribed from a paper chart after the next visit: created_at order differs from id order.
    if (index === 9 && lateVisit) return { ...record, created_at: formatDateTime(atMinutes(lateVisit.day, 24 * 60 + 615)) }
    return record
  })
  const quirky = [measurements[17]?.id, assessments[5]?.id, assessments[14]?.id]
  return {
    measurements,
    assessments: assessments.map((assessment, index) => {
      // An infection recorded in a shape the spec does not show.
      if (index === 5) return { ...assessment, values: { ...assessment.values, infection: { status: 'SUSPECTED', organisms: ['MRSA'] } } }
      // An exudate amount outside the spec's list.
      if (index === 14)
        return { ...assessment, values: { ...assessment.values, exudate: { ...assessment.values.exudate, amount: 'COPIOUS' } } }
      return assessment
    }),
    updatedAt: withLateEntry(built, measurements[9]),
    quirkyIds: new Set(quirky.filter((id) => id !== undefined)),
  }
}

/** Services on SQL decimals sometimes send "3.40" for 3.4. */
function withNumbersAsStrings(record: WireMeasurement): WireMeasurement {
  const keys = [
    'avg_depth',
    'max_depth',
    'max_width',
    'max_length',
    'perimeter',
    'area',
    'volume',
    'granulation',
    'slough',
    'eschar',
  ] as const
  const copy = { ...record }
  for (const key of keys) {
    const value = copy[key]
    if (typeof value === 'number') copy[key] = value.toFixed(2)
  }
  return copy
}

function withLateEntry(built: BuiltMeasurements, late: WireMeasurement | undefined): Map<number, string> {
  const updatedAt = new Map(built.updatedAt)
  if (late) updatedAt.set(late.id, late.created_at)
  return updatedAt
}

export function pressureInjury(): WoundHistory {
  const visits = buildCourse({
    seed: 3001,
    start: '2025-03-03',
    visits: 528,
    gap: (random) => {
      const roll = random.next()
      return roll < 0.02 ? 3 : roll < 0.08 ? 2 : 1
    },
    area: plateauArea(18.5, 3.2, 4),
    areaNoise: 0.04,
    tissue: tissueTrend({ granulation: 30, slough: 50, eschar: 18 }, { granulation: 80, slough: 18, eschar: -12 }, 3),
    maxDepth: (progress) => 1.2 - 0.8 * progress,
  })
  const built = buildMeasurements({
    visits,
    ids: idSequence(measurementIdBase(3)),
    random: createRandom(3002),
    typeOf: typeBy(
      (i) => i % 120 === 60,
      (i) => i % 45 === 20,
    ),
    isLocked: (visit) => visit.index < visits.length - 10,
    aspect: 1.2,
  })
  const assessments = buildAssessments(visits, PRESSURE_INJURY, idSequence(assessmentIdBase(3)), createRandom(3003))
  return { measurements: built.records, assessments, updatedAt: built.updatedAt, quirkyIds: new Set() }
}

export function stalledDiabeticFootUlcer(): WoundHistory {
  const visits = buildCourse({
    seed: 5001,
    start: '2026-06-01',
    visits: 20,
    gap: (random) => random.int(5, 7),
    area: (progress) => 3.4 * (1 - 0.05 * progress),
    areaNoise: 0.03,
    tissue: tissueTrend({ granulation: 35, slough: 45, eschar: 15 }, { granulation: 38, slough: 44, eschar: 14 }, 4),
    maxDepth: () => 0.6,
  })
  const built = buildMeasurements({
    visits,
    ids: idSequence(measurementIdBase(5)),
    random: createRandom(5002),
    typeOf: typeBy(
      () => false,
      (i) => i === 12,
    ),
    isLocked: (visit) => visit.index < visits.length - 4,
    aspect: 1.1,
  })
  const assessments = buildAssessments(visits, STALLED_DIABETIC_FOOT_ULCER, idSequence(assessmentIdBase(5)), createRandom(5003))
  return { measurements: built.records, assessments, updatedAt: built.updatedAt, quirkyIds: new Set() }
}

/**
 * The surgical wound's area: smaller for five weeks, a stall, larger while infected (about a third
 * up), then smaller again once treated.
 */
function surgicalWoundArea(progress: number): number {
  const { from, to } = SURGICAL_INFECTION
  if (progress < 0.35) return 12 - (5.4 * progress) / 0.35
  if (progress < from) return 6.6
  if (progress < to) return 6.6 + (2.2 * (progress - from)) / (to - from)
  return 8.8 - (6.4 * (progress - to)) / (1 - to)
}

export function surgicalWound(): WoundHistory {
  const visits = buildCourse({
    seed: 6001,
    start: '2026-07-06',
    visits: 24,
    gap: (random) => random.int(3, 4),
    area: surgicalWoundArea,
    areaNoise: 0.02,
    tissue: tissueTrend({ granulation: 55, slough: 40, eschar: 0 }, { granulation: 90, slough: 8, eschar: 0 }, 3),
    maxDepth: (progress) => 2.4 - 2 * progress,
  })
  const built = buildMeasurements({
    visits,
    ids: idSequence(measurementIdBase(6)),
    random: createRandom(6002),
    typeOf: () => 'regular',
    isLocked: (visit) => visit.index < visits.length - 2,
    aspect: 2.4,
  })
  const assessments = buildAssessments(visits, SURGICAL_WOUND, idSequence(assessmentIdBase(6)), createRandom(6003))
  return { measurements: built.records, assessments, updatedAt: built.updatedAt, quirkyIds: new Set() }
}
