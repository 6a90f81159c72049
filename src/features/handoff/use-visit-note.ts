import { useCallback, useMemo } from 'react'
import { historySeries, historyVisits, useWoundHistory } from '../../whole-history/use-wound-history'
import { useViewState } from '../../url-state/view-state'
import type { Visit } from '../../domain/visits'
import { withoutExcluded } from '../../domain/healing/tracing-errors'
import { woundVerdict } from '../../domain/healing/verdict'
import type { NoteWords } from './note-words'
import { visitNote } from './visit-note'

/**
 * The note of one visit (`date`), or of the latest when none is named (`note()` writes it), from the wound's whole
 * history: the same queries the summary, the overview and the visit read, so nothing is loaded
 * twice. Ready only once both histories are whole: a page still on its way may hold the visit's
 * record or an earlier one the change is measured from. The verdict is the one that stood at the
 * visit: read from the records up to its date, with the baseline, reference and left-out
 * measurements chosen in the app URL. Written in `words`: the language shown.
 */
export function useVisitNote(woundId: number, words: NoteWords, date?: string) {
  const { view } = useViewState()
  const history = useWoundHistory(woundId, historySeries, { cached: true })
  const ready = history.complete
  const series = history.data
  const measurementRecords = history.measurements.records
  const assessmentRecords = history.assessments.records
  const { retrievedAt } = history

  // Which visit: cheap, and what the buttons name.
  const visit = useMemo((): Visit | undefined => {
    if (!ready) return undefined
    const { visits } = historyVisits({ measurements: measurementRecords, assessments: assessmentRecords })
    return date === undefined ? visits.at(-1) : visits.find((candidate) => candidate.date === date)
  }, [ready, measurementRecords, assessmentRecords, date])

  // Its note: a verdict read over the history up to the visit, so written only when asked for
  // (Copy note, Show note), never on the way to the summary's first paint.
  const note = useCallback((): string | undefined => {
    if (visit === undefined) return undefined
    const upTo = <P extends { date: string }>(points: readonly P[]) => points.filter((point) => point.date <= visit.date)
    const verdict = woundVerdict(upTo(series.measurements.points), {
      baselineDate: view.baseline,
      referenceId: view.reference,
      signs: upTo(series.signs.points),
      pain: upTo(series.pain.points),
      excluded: view.exclude,
    })
    const points = withoutExcluded(series.measurements.points, view.exclude)
    return visitNote(words, { woundId, visit, points, verdict, retrievedAt: new Date(retrievedAt) })
  }, [visit, series, view.baseline, view.reference, view.exclude, woundId, retrievedAt, words])

  return {
    visit,
    note,
    ready,
    error: history.error,
    measurements: measurementRecords,
    assessments: assessmentRecords,
    retrievedAt: new Date(retrievedAt),
  }
}
