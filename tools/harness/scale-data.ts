import { buildCourse, plateauArea, tissueTrend } from '../../src/mocks/course'
import { buildAssessments } from '../../src/mocks/data-assessments'
import { buildMeasurements, idSequence } from '../../src/mocks/data-measurements'
import type { WoundHistory } from '../../src/mocks/data'
import { PRESSURE_INJURY } from '../../src/mocks/profiles'
import { createRandom } from '../../src/mocks/random'
import { assessmentIdBase, measurementIdBase } from '../../src/mocks/record-ids'

/**
 * Generated wounds for the bench's scale series and the long-table e2e test: `size` top-level
 * measurements (near-daily visits over years, groups and multiples with children and images, as
 * the demo's long wound has) and one assessment every second visit. Never served by the demo: the
 * bench and the test hand them to the mock service (HandlerOptions.extraWounds).
 */

/** The wound id of the generated history of `size` measurements: 9 followed by the size (9100, 92000, …). */
export const scaleWoundId = (size: number): number => Number(`9${size}`)

export type ScaleWound = {
  woundId: number
  size: number
  history: WoundHistory
  assessments: number
  datedMeasurements: number
  datedAssessments: number
}

export function buildScaleWound(size: number): ScaleWound {
  const woundId = scaleWoundId(size)
  const visits = buildCourse({
    seed: 9000 + size,
    start: '2012-01-02',
    visits: size,
    gap: (random) => (random.next() < 0.1 ? 2 : 1),
    area: plateauArea(24, 1.5, 6),
    areaNoise: 0.04,
    tissue: tissueTrend({ granulation: 30, slough: 50, eschar: 18 }, { granulation: 80, slough: 18, eschar: -12 }, 3),
    maxDepth: (progress) => 1.2 - 0.8 * progress,
  })
  const built = buildMeasurements({
    visits,
    ids: idSequence(measurementIdBase(woundId)),
    random: createRandom(9001 + size),
    typeOf: ({ index }) => (index % 120 === 60 ? 'group' : index % 45 === 20 ? 'multiple' : 'regular'),
    isLocked: (visit) => visit.index < visits.length - 10,
    aspect: 1.2,
  })
  const assessed = visits.filter((visit) => visit.index % 2 === 0)
  const assessments = buildAssessments(assessed, PRESSURE_INJURY, idSequence(assessmentIdBase(woundId)), createRandom(9002 + size))
  const history: WoundHistory = { measurements: built.records, assessments, updatedAt: built.updatedAt, quirkyIds: new Set() }
  return {
    woundId,
    size,
    history,
    assessments: assessments.length,
    datedMeasurements: built.records.filter((m) => typeof m.date === 'string').length,
    datedAssessments: assessments.filter((a) => typeof a.date === 'string').length,
  }
}
