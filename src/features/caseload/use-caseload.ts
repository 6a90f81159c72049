import { useQueries, useQueryClient, type QueryClient, type QueryState } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import type { Connection } from '../../api/client'
import { historyRecords, wholeHistoryOptions, type WholeHistory } from '../../api/whole-history-queries'
import type { Assessment } from '../../api/schemas/assessment'
import type { Measurement } from '../../api/schemas/measurement'
import { caseloadFacts, type CaseloadFacts } from '../../domain/caseload'
import { latestPhotoRecord } from '../../domain/latest-photo'
import { historySeries } from '../../whole-history/use-wound-history'
import { woundVerdict, type WoundVerdict } from '../../domain/healing/verdict'
import { useConnection, useConnectionState } from '../../session/connection-store'
import { rememberedWoundType } from '../../session/wound-types'

/**
 * The caseload's wounds, each read as its own view reads it: both whole histories through the
 * same queries as the wound view (so opening a row finds its history in the cache), judged with the
 * wound type the clinician chose for it on this device (none by default). At most LOADING wounds
 * load at a time (two lists each: the browser's six connections per origin, shared with images);
 * the next starts as soon as one completes, from the loader itself, not after the table has been
 * drawn again. The table's queries only read the cache; leaving the caseload stops the loader and
 * its observers going cancels what is still loading.
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

const listsOf = (connection: Connection, woundId: number) => ({
  measurements: wholeHistoryOptions(connection, 'measurements', { woundId }),
  assessments: wholeHistoryOptions(connection, 'assessments', { woundId }),
})

const woundIsDone = (queryClient: QueryClient, lists: ReturnType<typeof listsOf>): boolean =>
  isDone(queryClient.getQueryState(lists.measurements.queryKey)) && isDone(queryClient.getQueryState(lists.assessments.queryKey))

/**
 * Reads the wounds not read yet, LOADING at a time, each wound's two lists together; returns a
 * stop. A history already read (the wound was open before, however long ago) is shown as it is,
 * not read again once stale: a refetch would send its row back to "Reading…". A wound already
 * loading elsewhere (its view open in this tab) is joined, not asked twice.
 */
function readWounds(queryClient: QueryClient, connection: Connection, ids: readonly number[]): () => void {
  let stopped = false
  const queue = ids.map((woundId) => listsOf(connection, woundId)).filter((lists) => !woundIsDone(queryClient, lists))
  const next = async (): Promise<void> => {
    for (let lists = queue.shift(); lists !== undefined && !stopped; lists = queue.shift())
      // A failure is the row's to show (its observers hold the error); the next wound goes on.
      await Promise.allSettled([queryClient.query(lists.measurements), queryClient.query(lists.assessments)])
  }
  for (let i = 0; i < LOADING; i++) void next()
  return () => {
    stopped = true
  }
}

export function useCaseload(ids: readonly number[], today: string): { rows: CaseloadRow[]; read: number } {
  const connection = useConnection()
  const { settings } = useConnectionState()
  const queryClient = useQueryClient()
  // By the ids' values: a caller's new array of the same ids is the same caseload, not a new load.
  const idsKey = ids.join(',')
  const stableIds = useMemo(() => (idsKey === '' ? [] : idsKey.split(',').map(Number)), [idsKey])
  useEffect(() => readWounds(queryClient, connection, stableIds), [queryClient, connection, stableIds])
  // Observers only: they show what the loader above puts in the cache (and keep it from being
  // collected); a row's Retry refetches through them. The same arrays from render to render, so
  // that useQueries does not work out 60 query keys' hashes again each time a page arrives.
  const queries = useMemo(() => {
    const options = stableIds.map((woundId) => listsOf(connection, woundId))
    return {
      measurements: options.map((o) => ({ ...o.measurements, enabled: false })),
      assessments: options.map((o) => ({ ...o.assessments, enabled: false })),
    }
  }, [connection, stableIds])
  const measurementLists = useQueries({ queries: queries.measurements })
  const assessmentLists = useQueries({ queries: queries.assessments })

  const rows = stableIds.map((id, i): CaseloadRow => {
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
 * Rows that show the same: both loading or empty, the same error (its Retry reads the same
 * queries), or the same judgement (judgedRow keeps one object for it). A list's page or fetch
 * state changing renders the caseload again; only the rows that changed need drawing.
 */
export function sameRow(a: CaseloadRow, b: CaseloadRow): boolean {
  if (a.id !== b.id) return false
  if (a.state === 'error' && b.state === 'error') return a.error === b.error
  if (a.state === 'read' || b.state === 'read') return a === b
  return a.state === b.state
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
