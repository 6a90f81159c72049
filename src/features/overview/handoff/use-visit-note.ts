import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { emptyHistory, historyRecords, wholeHistoryOptions, type WholeHistory } from '../../../api/history-queries'
import { useConnection } from '../../../session/connection-store'
import { useViewState } from '../../../url-state/view-state'
import { joinVisits, type Visit } from '../../../domain/visits'
import { measurementSeries, painSeries, signsSeries } from '../../../domain/healing/series'
import { withoutExcluded } from '../../../domain/healing/tracing-errors'
import { woundVerdict } from '../wound-verdict'
import { visitNote } from './visit-note'

const EMPTY: WholeHistory<never> = emptyHistory()

/**
 * The note of one visit (`date`), or of the latest when none is named (`note()` writes it), from the wound's whole
 * history: the same queries the summary, the overview and the visit read, so nothing is loaded
 * twice. Ready only once both histories are whole: a page still on its way may hold the visit's
 * record or an earlier one the change is measured from. The verdict is the one that stood at the
 * visit: read from the records up to its date, with the baseline, reference and left-out
 * measurements chosen in the app URL.
 */
export function useVisitNote(woundId: number, date?: string) {
  const connection = useConnection()
  const { view } = useViewState()
  const measurements = useQuery({ ...wholeHistoryOptions(connection, 'measurements', { woundId }), refetchOnMount: false })
  const assessments = useQuery({ ...wholeHistoryOptions(connection, 'assessments', { woundId }), refetchOnMount: false })
  const ready = measurements.isSuccess && assessments.isSuccess && !measurements.isFetching && !assessments.isFetching
  const measurementRecords = historyRecords(measurements.data ?? EMPTY)
  const assessmentRecords = historyRecords(assessments.data ?? EMPTY)
  const retrievedAt = Math.max(measurements.dataUpdatedAt, assessments.dataUpdatedAt)

  // Which visit: cheap, and what the buttons name.
  const visit = useMemo((): Visit | undefined => {
    if (!ready) return undefined
    const { visits } = joinVisits(measurementRecords, assessmentRecords)
    return date === undefined ? visits.at(-1) : visits.find((candidate) => candidate.date === date)
  }, [ready, measurementRecords, assessmentRecords, date])

  // Its note: a verdict read over the history up to the visit, so written only when asked for
  // (Copy note, Show note), never on the way to the summary's first paint.
  const note = useCallback((): string | undefined => {
    if (visit === undefined) return undefined
    const upTo = <P extends { date: string }>(points: readonly P[]) => points.filter((point) => point.date <= visit.date)
    const series = measurementSeries(measurementRecords)
    const verdict = woundVerdict(upTo(series.points), {
      baselineDate: view.baseline,
      referenceId: view.reference,
      signs: upTo(signsSeries(assessmentRecords).points),
      pain: upTo(painSeries(assessmentRecords).points),
      excluded: view.exclude,
    })
    return visitNote({ woundId, visit, points: withoutExcluded(series.points, view.exclude), verdict, retrievedAt: new Date(retrievedAt) })
  }, [visit, measurementRecords, assessmentRecords, view.baseline, view.reference, view.exclude, woundId, retrievedAt])

  return {
    visit,
    note,
    ready,
    error: measurements.error ?? assessments.error,
    measurements: measurementRecords,
    assessments: assessmentRecords,
    retrievedAt: new Date(retrievedAt),
  }
}
