import { notifyManager, QueriesObserver, type QueryClient, type QueryObserverResult, type QueryState } from '@tanstack/react-query'
import type { Connection } from '../../api/client'
import { wholeHistoryOptions, type WholeHistory } from '../../api/whole-history-queries'
import type { Assessment } from '../../api/schemas/assessment'
import type { Measurement } from '../../api/schemas/measurement'

/*
 * What the caseload's table shows of its wounds' lists (use-caseload.ts reads and judges them).
 */

/**
 * A list's query has nothing more to do: failed, or every page in (a list whose last page adds
 * nothing changes only its fetchStatus). Read from the cache to choose what loads, and from the
 * observers' results to say what is read.
 */
export const isDone = (state: Pick<QueryState, 'status' | 'fetchStatus'> | undefined): boolean =>
  state !== undefined && (state.status === 'error' || (state.status === 'success' && state.fetchStatus === 'idle'))

export const listsOf = (connection: Connection, woundId: number) => ({
  measurements: wholeHistoryOptions(connection, 'measurements', { woundId }),
  assessments: wholeHistoryOptions(connection, 'assessments', { woundId }),
})

/** What a wound's two lists hold, as far as its row shows it. */
type WoundLists =
  | { state: 'loading' }
  | { state: 'error'; error: Error; retry: () => void }
  | { state: 'done'; measurements: WholeHistory<Measurement>; assessments: WholeHistory<Assessment> }

export const LOADING_LISTS: WoundLists = { state: 'loading' }

function woundListsOf(
  measurements: QueryObserverResult<WholeHistory<Measurement>>,
  assessments: QueryObserverResult<WholeHistory<Assessment>>,
): WoundLists {
  const error = measurements.error ?? assessments.error
  if (error) {
    const retry = () => {
      void measurements.refetch()
      void assessments.refetch()
    }
    return { state: 'error', error, retry }
  }
  if (!isDone(measurements) || !isDone(assessments) || measurements.data === undefined || assessments.data === undefined)
    return LOADING_LISTS
  return { state: 'done', measurements: measurements.data, assessments: assessments.data }
}

/** The same for a row: both loading, the same error, or the same two histories. */
const sameLists = (a: WoundLists, b: WoundLists): boolean =>
  a === b ||
  (a.state === 'error' && b.state === 'error' && a.error === b.error) ||
  (a.state === 'done' && b.state === 'done' && a.measurements === b.measurements && a.assessments === b.assessments)

/**
 * The wounds' lists as their rows show them, for useSyncExternalStore. One observer of the 60
 * queries, outside React: only the loader fetches (the observers are disabled); they show what it
 * puts in the cache, keep it from being collected while the caseload is open, and a row's Retry
 * refetches through them. A list's pages and fetch states change a hundred times in a load; the
 * caseload is drawn again only when a row changes (a wound read, failed, retried), and then holds
 * the same state object for every other row. (Each page of each wound drew the whole caseload
 * again through useQueries, which also worked out 60 observers' results on every drawing.)
 */
export function woundListsStore(queryClient: QueryClient, connection: Connection, ids: readonly number[]) {
  const queries = ids.flatMap((woundId) => {
    const lists = listsOf(connection, woundId)
    return [
      { ...lists.measurements, enabled: false },
      { ...lists.assessments, enabled: false },
    ]
  })
  const observer = new QueriesObserver(queryClient, queries)
  let snapshot: WoundLists[] = []
  const read = (results: QueryObserverResult[]): boolean => {
    const next = ids.map((_, i) => {
      const measurements = results[2 * i] as QueryObserverResult<WholeHistory<Measurement>> | undefined
      const assessments = results[2 * i + 1] as QueryObserverResult<WholeHistory<Assessment>> | undefined
      const lists = measurements && assessments ? woundListsOf(measurements, assessments) : LOADING_LISTS
      const before = snapshot[i]
      return before && sameLists(before, lists) ? before : lists
    })
    if (next.length === snapshot.length && next.every((lists, i) => lists === snapshot[i])) return false
    snapshot = next
    return true
  }
  read(observer.getCurrentResult())
  return {
    snapshot: () => snapshot,
    subscribe: (onChange: () => void) => {
      // Told in a task of its own, as useQueries is (notifyManager): the answer that completed a
      // wound has the loader ask for the next one first, and the row is drawn after that.
      const unsubscribe = observer.subscribe(
        notifyManager.batchCalls(() => {
          if (read(observer.getCurrentResult())) onChange()
        }),
      )
      // Subscribing has each observer read its query again (QueryObserver.onSubscribe), and tell
      // the listener of what changed since the drawing.
      return unsubscribe
    },
  }
}
