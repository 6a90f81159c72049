import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useDeferredValue, useMemo } from 'react'
import { emptyHistory, historyRecords, wholeHistoryOptions, type WholeHistory } from '../api/whole-history-queries'
import type { Assessment } from '../api/schemas/assessment'
import type { Measurement } from '../api/schemas/measurement'
import { useConnection } from '../session/connection-store'
import {
  measurementSeries,
  painSeries,
  signsSeries,
  type MeasurementPoint,
  type PainPoint,
  type SignsPoint,
} from '../domain/healing/series'
import type { Series } from '../domain/healing/dated-records'
import { joinVisits } from '../domain/visits'

/*
 * The wound's whole history as every view reads it: both lists, every page, through the same two
 * queries (so nothing is loaded twice), and what a view draws from them chosen by a `select` of its
 * own (the series, the visits). The derivations are kept per list of records (the series builders
 * cache by it), so the summary, the overview, its charts and the visit share one of each.
 */

type HistoryRecords = { measurements: readonly Measurement[]; assessments: readonly Assessment[] }

/** One list's part: its query (progress, notices, errors), the history drawn, its records. */
type HistoryList<T> = {
  query: UseQueryResult<WholeHistory<T>>
  /** The history drawn: the query's, or a step behind it while a deferred view catches up. */
  shown: WholeHistory<T>
  records: readonly T[]
  /** Every page in, none on its way, and drawn. */
  settled: boolean
}

export type WoundHistory<S> = {
  measurements: HistoryList<Measurement>
  assessments: HistoryList<Assessment>
  /** What the view selected from the records drawn. */
  data: S
  /** Both lists settled. */
  complete: boolean
  error: Error | null
  /** When the newer of the two lists arrived (ms). */
  retrievedAt: number
}

type QueryOptions = {
  /** Cached history is enough: no whole reload on mounting (a dialog opened over a view that has it). */
  cached?: boolean
}

type ViewOptions = {
  /**
   * Follow the data at a lower priority: while pages stream in, React may skip to the newest
   * history instead of drawing each one, and its work yields to input (the charts and metrics).
   */
  deferred?: boolean
}

/** The wound's two lists as React Query has them, read by a component rendered at the urgent priority. */
export type HistoryQueries = {
  measurements: UseQueryResult<WholeHistory<Measurement>>
  assessments: UseQueryResult<WholeHistory<Assessment>>
}

const EMPTY: WholeHistory<never> = emptyHistory()

function useHistoryList<T>(query: UseQueryResult<WholeHistory<T>>, deferred: boolean): HistoryList<T> {
  const data = query.data ?? EMPTY
  const later = useDeferredValue(data)
  const shown = deferred ? later : data
  return { query, shown, records: historyRecords(shown), settled: query.isSuccess && !query.isFetching && shown === query.data }
}

/** Both lists of the wound, every page, from React Query's cache (loaded once, shared by every view). */
export function useHistoryQueries(woundId: number, { cached = false }: QueryOptions = {}): HistoryQueries {
  const connection = useConnection()
  const mount = cached ? { refetchOnMount: false } : {}
  return {
    measurements: useQuery({ ...wholeHistoryOptions(connection, 'measurements', { woundId }), ...mount }),
    assessments: useQuery({ ...wholeHistoryOptions(connection, 'assessments', { woundId }), ...mount }),
  }
}

/**
 * The history a view draws from the queries (`useHistoryQueries`). A view that follows it at a
 * lower priority (`deferred`) takes the queries from a parent, and neither it nor its children
 * call `useQuery`: at the end of a render at a lower priority, React checks that every external
 * store read in it (React Query's cache is one, through `useSyncExternalStore`) is unchanged. A
 * page landing in the cache while that render yields fails the check, and React then renders the
 * whole view again in one task that does not yield (docs/performance.md, "The deferred parts
 * read no store"). A prop cannot change under a render.
 *
 * `select` must be stable (a function of the module, or memoised): it runs again when it changes.
 */
export function useHistoryView<S>(
  queries: HistoryQueries,
  select: (records: HistoryRecords) => S,
  { deferred = false }: ViewOptions = {},
): WoundHistory<S> {
  const measurements = useHistoryList(queries.measurements, deferred)
  const assessments = useHistoryList(queries.assessments, deferred)
  const data = useMemo(
    () => select({ measurements: measurements.records, assessments: assessments.records }),
    [select, measurements.records, assessments.records],
  )
  return {
    measurements,
    assessments,
    data,
    complete: measurements.settled && assessments.settled,
    error: measurements.query.error ?? assessments.query.error,
    retrievedAt: Math.max(measurements.query.dataUpdatedAt, assessments.query.dataUpdatedAt),
  }
}

/** The history as a view rendered at the urgent priority reads it (`select` as in `useHistoryView`). */
export function useWoundHistory<S>(woundId: number, select: (records: HistoryRecords) => S, options?: QueryOptions): WoundHistory<S> {
  return useHistoryView(useHistoryQueries(woundId, options), select)
}

export type HistorySeries = { measurements: Series<MeasurementPoint>; pain: Series<PainPoint>; signs: Series<SignsPoint> }

/** The chart series of the history (top-level measurements; pain and signs of the assessments). */
export const historySeries = ({ measurements, assessments }: HistoryRecords): HistorySeries => ({
  measurements: measurementSeries(measurements),
  pain: painSeries(assessments),
  signs: signsSeries(assessments),
})

/** The history's visits: its records joined by date. */
export const historyVisits = ({ measurements, assessments }: HistoryRecords) => joinVisits(measurements, assessments)
