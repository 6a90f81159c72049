import { useMemo } from 'react'
import type { Assessment } from '../../api/schemas/assessment'
import type { Measurement } from '../../api/schemas/measurement'
import { useViewState } from '../../url-state/view-state'
import { measurementSeries, painSeries, signsSeries } from '../../domain/healing/series'
import { woundVerdict } from './wound-verdict'

/**
 * The verdict the summary and the overview both say, from the same records and the same choices
 * in the app URL (baseline, reference, measurements left out), with the series it was read from.
 * The series builders keep their answers per list of records, so each is built once.
 */
export function useWoundVerdict(measurements: readonly Measurement[], assessments: readonly Assessment[]) {
  const { view } = useViewState()
  const series = measurementSeries(measurements)
  const signs = signsSeries(assessments)
  const pain = painSeries(assessments)
  const verdict = useMemo(
    () =>
      woundVerdict(series.points, {
        baselineDate: view.baseline,
        referenceId: view.reference,
        undated: series.leftOut.length,
        signs: signs.points,
        pain: pain.points,
        excluded: view.exclude,
      }),
    [series, view.baseline, view.reference, signs, pain, view.exclude],
  )
  return { series, pain, verdict }
}
