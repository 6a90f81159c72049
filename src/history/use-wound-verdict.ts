import { useMemo } from 'react'
import { historySeries, useWoundHistory, type HistoryOptions } from './use-wound-history'
import { useViewState } from '../url-state/view-state'
import { woundVerdict } from './wound-verdict'

/**
 * The verdict the summary and the overview both say, from the same history and the same choices
 * in the app URL (baseline, reference, measurements left out), with the history and the series it
 * was read from.
 */
export function useWoundVerdict(woundId: number, options?: HistoryOptions) {
  const { view } = useViewState()
  const history = useWoundHistory(woundId, historySeries, options)
  const { measurements: series, signs, pain } = history.data
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
  return { history, series, pain, verdict }
}
