import { useQueries, useQueryClient, type QueryState } from '@tanstack/react-query'
import { historyRecords, wholeHistoryOptions, type WholeHistory } from '../../api/history-queries'
import type { Assessment } from '../../api/schemas/assessment'
import type { Measurement } from '../../api/schemas/measurement'
import { caseloadFacts, type CaseloadFacts } from '../../domain/caseload'
import { latestPhotoRecord } from '../../domain/latest-photo'
import { historySeries } from '../../history/use-wound-history'
import { woundVerdict } from '../../history/wound-verdict'
import { useConnection, useConnectionState } from '../../session/connection-store'
import { rememberedWoundType } from '../../session/wound-types'
import type { WoundVerdict } from '#words/verdict'

/**
 * The caseload's wounds, each read as its own view reads it: both whole histories through the
 * same queries as the wound view (so opening a row finds its history in the cache), judged with the
 * wound type the clinician chose for it on this device (none by default). At most LOADING wounds
 * load at a time (two lists each: the browser's six connections per origin, shared with images);
 * the next starts as one completes. Unmounting (leaving the caseload) cancels what is still loading.
 */

/** Wounds loading at once. */
export const LOADING = 3

export type CaseloadRow =
  | { id: number; state: 'loading' }
  | { id: number; state: 'error'; error: Error; retry: () => void }
  | { id: number; state: 'empty' }
  | { id: number; state: 'read'; facts: CaseloadFacts; verdict: WoundVerdict; photo: (Measurement & { id: number }) | undefined }

/**
 * A list's query has nothing more to do: failed, or every page in. Read from the cache to choose
 * what loads, and from each observer's result (which subscribes the view to these fields: a list
 * whose last page adds nothing changes only its fetchStatus) to say what is read.
 */
const isDone = (state: Pick<QueryState, 'status' | 'fetchStatus'> | undefined): boolean =>
  state !== undefined && (state.status === 'error' || (state.status === 'success' && state.fetchStatus === 'idle'))

export function useCaseload(ids: readonly number[], today: string): { rows: CaseloadRow[]; read: number } {
  const connection = useConnection()
  const { settings } = useConnectionState()
  const queryClient = useQueryClient()
  const options = ids.map((woundId) => ({
    measurements: wholeHistoryOptions(connection, 'measurements', { woundId }),
    assessments: wholeHistoryOptions(connection, 'assessments', { woundId }),
  }))
  const done = options.map(
    (o) => isDone(queryClient.getQueryState(o.measurements.queryKey)) && isDone(queryClient.getQueryState(o.assessments.queryKey)),
  )
  let loading = 0
  const enabled = done.map((isComplete) => isComplete || loading++ < LOADING)
  // A history already read (the wound was open before, however long ago) is shown as it is, not read
  // again once stale: a refetch would send its row back to "Reading…" and take a loading place.
  const measurementLists = useQueries({
    queries: options.map((o, i) => ({ ...o.measurements, enabled: enabled[i] ?? false, refetchOnMount: false })),
  })
  const assessmentLists = useQueries({
    queries: options.map((o, i) => ({ ...o.assessments, enabled: enabled[i] ?? false, refetchOnMount: false })),
  })

  const rows = ids.map((id, i): CaseloadRow => {
    const measurements = measurementLists[i]
    const assessments = assessmentLists[i]
    const error = measurements?.error ?? assessments?.error ?? null
    if (error) {
      const retry = () => {
        void measurements?.refetch()
        void assessments?.refetch()
      }
      return { id, state: 'error', error, retry }
    }
    if (!isDone(measurements) || !isDone(assessments) || measurements?.data === undefined || assessments?.data === undefined)
      return { id, state: 'loading' }
    return judgedRow(id, measurements.data, assessments.data, rememberedWoundType(settings, id), today)
  })
  return { rows, read: rows.filter((row) => row.state !== 'loading').length }
}

/**
 * A wound judged again only when its history, its wound type or the day changed: by the identity
 * of the histories the queries hold (a new page is a new history), so 30 rows are not judged again
 * whenever one of them gets a page.
 */
const judged = new WeakMap<WholeHistory<Measurement>, WeakMap<WholeHistory<Assessment>, Map<string, CaseloadRow>>>()

function judgedRow(
  id: number,
  measurements: WholeHistory<Measurement>,
  assessments: WholeHistory<Assessment>,
  referenceId: string | null,
  today: string,
): CaseloadRow {
  let byAssessments = judged.get(measurements)
  if (!byAssessments) judged.set(measurements, (byAssessments = new WeakMap<WholeHistory<Assessment>, Map<string, CaseloadRow>>()))
  let byChoice = byAssessments.get(assessments)
  if (!byChoice) byAssessments.set(assessments, (byChoice = new Map<string, CaseloadRow>()))
  const key = `${id} ${referenceId ?? ''} ${today}`
  const cached = byChoice.get(key)
  if (cached) return cached
  const row = readRow(id, measurements, assessments, referenceId, today)
  byChoice.set(key, row)
  return row
}

function readRow(
  id: number,
  measurements: WholeHistory<Measurement>,
  assessments: WholeHistory<Assessment>,
  referenceId: string | null,
  today: string,
): CaseloadRow {
  const records = { measurements: historyRecords(measurements), assessments: historyRecords(assessments) }
  if (records.measurements.length === 0) return { id, state: 'empty' }
  const series = historySeries(records)
  const verdict = woundVerdict(series.measurements.points, {
    referenceId,
    undated: series.measurements.leftOut.length,
    signs: series.signs.points,
    pain: series.pain.points,
  })
  return {
    id,
    state: 'read',
    verdict,
    facts: caseloadFacts(verdict, series.measurements.points, today),
    photo: latestPhotoRecord(records.measurements, series.measurements.points),
  }
}
