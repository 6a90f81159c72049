import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { emptyHistory, historyRecords, wholeHistoryOptions, type WholeHistory } from '../../../api/history-queries'
import { useConnection } from '../../../config/connection-store'
import { useViewState } from '../../../config/view-state'
import { joinVisits, type Visit } from '../../../domain/visits'
import { measurementSeries, painSeries, signsSeries } from '../healing-series'
import { withoutExcluded } from '../tracing-errors'
import { woundVerdict } from '../wound-verdict'
import { visitNote } from './visit-note'

const EMPTY: WholeHistory<never> = emptyHistory()

/**
 * The note of one visit (`date`), or of the latest when none is named, from the wound's whole
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

  const result = useMemo(() => {
    if (!ready) return { visit: undefined, note: undefined }
    const { visits } = joinVisits(measurementRecords, assessmentRecords)
    const visit: Visit | undefined = date === undefined ? visits.at(-1) : visits.find((candidate) => candidate.date === date)
    if (visit === undefined) return { visit: undefined, note: undefined }
    const upTo = <P extends { date: string }>(points: readonly P[]) => points.filter((point) => point.date <= visit.date)
    const series = measurementSeries(measurementRecords)
    const verdict = woundVerdict(upTo(series.points), {
      baselineDate: view.baseline,
      referenceId: view.reference,
      signs: upTo(signsSeries(assessmentRecords).points),
      pain: upTo(painSeries(assessmentRecords).points),
      excluded: view.exclude,
    })
    const note = visitNote({
      woundId,
      visit,
      points: withoutExcluded(series.points, view.exclude),
      verdict,
      retrievedAt: new Date(retrievedAt),
    })
    return { visit, note }
  }, [ready, measurementRecords, assessmentRecords, date, view.baseline, view.reference, view.exclude, woundId, retrievedAt])

  return {
    ...result,
    ready,
    error: measurements.error ?? assessments.error,
    measurements: measurementRecords,
    assessments: assessmentRecords,
    retrievedAt: new Date(retrievedAt),
  }
}
