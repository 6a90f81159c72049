import type { QueryClient } from '@tanstack/react-query'
import { connectionOf, connectionStore, requestsCanStartEarly } from '../session/connection-store'
import { startViewQueries } from '../lists/start-view-queries'
import { readsHistory } from '../url-state/view-params'
import { viewOfSearch } from '../url-state/view-url'
import { prefetchWholeHistory } from './whole-history-prefetch'

/**
 * A deep link names its data: ask the service for it while React is still rendering (and the
 * tab's code is still loading), instead of when the list mounts. The queries are the very ones
 * the views use (same keys), so the views find them in flight or done.
 *
 * Live mode only: in demo mode the service is a worker that is not registered yet. A sign-in
 * build calls this once the clinician is signed in.
 */
export function startEarlyRequests(queryClient: QueryClient, search: string = location.search): void {
  const { settings, epoch } = connectionStore.get()
  if (!requestsCanStartEarly(settings)) return
  const view = viewOfSearch(search)
  if (view.wound === null) return
  const connection = connectionOf(settings, epoch)
  const woundId = view.wound
  // A list's first page, alone: the whole histories start once its rows are painted (wound-view.tsx).
  // The overview and the images over time draw from the whole histories: those are their first page.
  startViewQueries(queryClient, connection, view, woundId)
  if (readsHistory(view.tab)) prefetchWholeHistory(queryClient, connection, woundId, ['measurements', 'assessments'])
}
