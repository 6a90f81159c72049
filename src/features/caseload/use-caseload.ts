import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import type { Connection } from '../../api/client'
import { historyRecords, type WholeHistory } from '../../api/whole-history-queries'
import type { Assessment } from '../../api/schemas/assessment'
import type { Measurement } from '../../api/schemas/measurement'
import { caseloadFacts, type CaseloadFacts } from '../../domain/caseload'
import { latestPhotoRecord } from '../../domain/latest-photo'
import { historySeries } from '../../whole-history/use-wound-history'
import { woundVerdict, type WoundVerdict } from '../../domain/healing/verdict'
import { useConnection, useConnectionState } from '../../session/connection-store'
import { rememberedWoundType } from '../../session/wound-types'
import { isDone, listsOf, LOADING_LISTS, woundListsStore } from './wound-lists'

/**
 * The caseload's wounds, each read as its own view reads it: both whole histories through the
 * same queries as the wound view (so opening a row finds its history in the cache), judged with the
 * wound type the clinician chose for it on this device (none by default). At most LOADING wounds
 * load at a time (two lists each: the browser's six connections per origin, shared with images);
 * the next starts as soon as one completes, from the loader itself, not after the table has been
 * drawn again. The table only observes the cache (wound-lists.ts), and is drawn again only when a
 * row changes; leaving the caseload stops the loader, and its observers going cancels what is
 * still loading.
 */

/** Wounds loading at once. */
export const LOADING = 3

export type CaseloadRow =
  | { id: number; state: 'loading' }
  | { id: number; state: 'error'; error: Error; retry: () => void }
  | { id: number; state: 'empty' }
  | { id: number; state: 'read'; facts: CaseloadFacts; verdict: WoundVerdict; photo: (Measurement & { id: number }) | undefined }

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
  const store = useMemo(() => woundListsStore(queryClient, connection, stableIds), [queryClient, connection, stableIds])
  const lists = useSyncExternalStore(store.subscribe, store.snapshot)
  const rows = stableIds.map((id, i): CaseloadRow => {
    const state = lists[i] ?? LOADING_LISTS
    switch (state.state) {
      case 'loading':
        return { id, state: 'loading' }
      case 'error':
        return { id, state: 'error', error: state.error, retry: state.retry }
      case 'done':
        return judgedRow(id, state.measurements, state.assessments, rememberedWoundType(settings, id), today)
    }
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
