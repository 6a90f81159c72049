import { usableArea } from '../area-change'
import type { MeasurementPoint } from './series'
import { measurableChange } from './variability'

/*
 * A measurement that may have been traced wrongly: its area differs, the same way, from both the
 * measurement before it and the one after it by more than two measurements of an unchanged wound
 * can differ (variability.ts), while those two agree with each other. A wound does
 * not often jump and come straight back; a misplaced edge, a bad camera angle or the wrong wound
 * photographed do. It is only ever a question for the clinician: nothing is left out unless they
 * choose to (`exclude=` in the app URL), and the verdict then says what it left out.
 */

export type TracingQuestion = {
  point: MeasurementPoint & { id: number; area: number }
  before: MeasurementPoint & { area: number }
  after: MeasurementPoint & { area: number }
  /** Whether the area jumps up or dips down against its neighbours. */
  direction: 'larger' | 'smaller'
}

const withArea = (point: MeasurementPoint): point is MeasurementPoint & { area: number } => usableArea(point.area)

/**
 * The measurements (with an id, so the clinician can leave them out) whose area stands out from
 * both neighbours, in date order. Neighbours are the measurements with an area just before and
 * after in the series (date, then recording order), so a second reading on the same day that
 * disagrees with the other readings is found too.
 */
export function possibleTracingErrors(points: readonly MeasurementPoint[]): TracingQuestion[] {
  const measured = points.filter(withArea)
  const questions: TracingQuestion[] = []
  for (let i = 1; i < measured.length - 1; i++) {
    const [before, point, after] = [measured[i - 1], measured[i], measured[i + 1]]
    if (!before || !point || !after || point.id === null) continue
    if (measurableChange(before.area, after.area) !== 'none') continue
    const fromBefore = measurableChange(before.area, point.area)
    const fromAfter = measurableChange(after.area, point.area)
    if (fromBefore !== 'none' && fromBefore === fromAfter) {
      questions.push({ point: { ...point, id: point.id }, before, after, direction: fromBefore })
    }
  }
  return questions
}

/** The series without the measurements the clinician left out (ids from the app URL). */
export function withoutExcluded<P extends { id: number | null }>(points: readonly P[], excluded: readonly number[]): readonly P[] {
  if (excluded.length === 0) return points
  const left = new Set(excluded)
  return points.filter((point) => point.id === null || !left.has(point.id))
}
