import type { QueryClient } from '@tanstack/react-query'
import type { Connection } from '../api/client'
import type { Endpoint } from '../api/params'
import { whenOnline } from '../shared/when-online'

/**
 * Starts loading whole histories of a wound (the summary, the overview and the images over time
 * read them): once a list's first rows are painted (wound-view.tsx), or at once for a deep link to
 * the overview or the images, whose first page they are (early-request.ts). The loader is a small
 * chunk of its own, so the first rows' code does not grow. A history already loaded or loading is
 * not asked for again.
 *
 * Returns a cancel: a wound left (or a view unmounted) before the loader's chunk arrived asks for
 * nothing. Loads already started go on, into the cache.
 */
export function prefetchWholeHistory(
  queryClient: QueryClient,
  connection: Connection,
  woundId: number,
  endpoints: readonly Endpoint[],
): () => void {
  let cancelled = false
  void whenOnline()
    .then(() => import('../api/whole-history-queries'))
    .then(({ wholeHistoryOptions }) => {
      if (cancelled) return
      for (const endpoint of endpoints) void queryClient.query(wholeHistoryOptions(connection, endpoint, { woundId })).catch(ignore)
    })
    .catch(ignore) // the loader's chunk failed: the views that read the histories load it themselves, and say so
  return () => {
    cancelled = true
  }
}

/** A failed load is not lost: the query holds the error, and the view that reads it shows it. */
const ignore = () => undefined
