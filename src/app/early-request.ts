import type { QueryClient } from '@tanstack/react-query'
import { listPageOptions } from '../api/queries'
import { connectionOf, connectionStore } from '../config/connection-store'
import { listQueryOf, viewOfSearch } from '../config/view-state'

/**
 * A deep link names its data: ask the service for it while React is still rendering (and the
 * tab's code is still loading), instead of when the list mounts. The queries are the very ones
 * the views use (same keys), so the views find them in flight or done.
 *
 * Live mode only: in demo mode the service is a worker that is not registered yet.
 */
export function startEarlyRequests(queryClient: QueryClient, search: string = location.search): void {
  const { settings, epoch } = connectionStore.get()
  if (settings.mode !== 'live' || settings.apiKey === '') return
  const view = viewOfSearch(search)
  if (view.wound === null) return
  const connection = connectionOf(settings, epoch)
  const woundId = view.wound
  if (view.tab === 'overview' || view.tab === 'images') {
    // The whole-history loader is not in the entry chunk; it is small and loads beside the charts.
    // The images over time need the measurements only.
    const endpoints = view.tab === 'overview' ? (['measurements', 'assessments'] as const) : (['measurements'] as const)
    void import('../api/history-queries').then(({ wholeHistoryOptions }) => {
      for (const endpoint of endpoints) void queryClient.query(wholeHistoryOptions(connection, endpoint, { woundId })).catch(ignore)
    })
    return
  }
  void queryClient.query(listPageOptions(connection, view.tab, listQueryOf(view, woundId))).catch(ignore)
}

/** A failed early request is not lost: the query holds the error, and the view shows it when it mounts. */
const ignore = () => undefined
