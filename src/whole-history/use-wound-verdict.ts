import { useEffect, useMemo } from 'react'
import { historySeries, useWoundHistory, type HistorySeries, type WoundHistory } from './use-wound-history'
import { IN_PLACE, useViewState } from '../url-state/view-state'
import { useConnectionState } from '../session/connection-store'
import { rememberedWoundType } from '../session/wound-types'
import { woundVerdict } from '../domain/healing/verdict'

/**
 * The verdict the summary and the overview both say, from the same history and the same choices
 * in the app URL (baseline, wound type, measurements left out), with the series it was read from.
 * A wound opened without a wound type in its link gets the one the clinician chose for it on this
 * device, if any (session/wound-types.ts), written into the app URL like a choice.
 */
export function useVerdictOf(woundId: number, history: WoundHistory<HistorySeries>) {
  const { view, setView } = useViewState()
  const { settings } = useConnectionState()
  useEffect(() => {
    if (view.reference !== null) return
    const remembered = rememberedWoundType(settings, woundId)
    if (remembered !== null) void setView({ reference: remembered }, IN_PLACE)
  }, [view.reference, settings, woundId, setView])
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
  return { series, pain, verdict }
}

/** The verdict of the wound's history as it stands (the summary's), with the history read. */
export function useWoundVerdict(woundId: number) {
  const history = useWoundHistory(woundId, historySeries)
  return { history, ...useVerdictOf(woundId, history) }
}
