import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import { deviceExpiry } from '../../api/image-expiry'
import { pagesToRefresh, refreshDueAt, REFRESH_MARGIN_MS, type DisplayedImage } from '../../api/image-refresh'
import { wholeHistoryOptions } from '../../api/whole-history-queries'
import { fetchListPage } from '../../api/list-page'
import { withRetry } from '../../api/with-retry'
import { useConnection } from '../../session/connection-store'
import { imagesOf, locateMeasurement } from './image-records.utils'

/**
 * A refresh never follows the previous one sooner than this, whatever the expiries say: a service
 * whose clock runs behind (URLs "due" the moment they arrive) must not turn into a request loop.
 */
const MIN_REFRESH_INTERVAL_MS = 30_000
/** After a failed refresh, the next try waits this long (the page fetch already retried). */
export const FAILED_REFRESH_RETRY_MS = 30_000

const isVisible = () => document.visibilityState !== 'hidden'

/**
 * Page renewals, per cache: in flight, and when each page was last renewed. Several views may show
 * images of one page at once (the summary's latest photo, the viewer, the images over time); their
 * timers fall due together, and one request renews the page for all of them: a view whose timer
 * fires during or just after another's renewal joins it instead of asking again. An image that
 * failed to load (or Retry) always asks again, unless a renewal is already on its way.
 */
type Renewals = { running: Map<string, Promise<void>>; doneAt: Map<string, number> }
const renewals = new WeakMap<QueryClient, Renewals>()

function renewOnce(
  queryClient: QueryClient,
  key: string,
  renew: () => Promise<void>,
  { unlessFresh }: { unlessFresh: boolean },
): Promise<void> {
  let state = renewals.get(queryClient)
  if (!state) {
    state = { running: new Map(), doneAt: new Map() }
    renewals.set(queryClient, state)
  }
  const { running, doneAt } = state
  const joined = running.get(key)
  if (joined) return joined
  if (unlessFresh && Date.now() < (doneAt.get(key) ?? Number.NEGATIVE_INFINITY) + MIN_REFRESH_INTERVAL_MS) return Promise.resolve()
  const done = renew()
    .then(() => {
      doneAt.set(key, Date.now())
    })
    .finally(() => {
      running.delete(key)
    })
  running.set(key, done)
  return done
}

/**
 * Keeps the signed URLs of the displayed measurements valid (they expire 10 minutes
 * after issue). One timer, set for when the earliest displayed URL is due; when it fires, only the
 * pages holding displayed measurements are fetched again and written into the whole-history cache,
 * so every view of the wound gets the fresh URLs. A hidden tab does not refresh; it catches up when
 * shown. At most one refresh is in flight; `recover` (an image failed to load) joins it.
 */
export function useSignedImages(woundId: number, displayedIds: readonly number[]) {
  const connection = useConnection()
  const queryClient = useQueryClient()
  const options = useMemo(() => wholeHistoryOptions(connection, 'measurements', { woundId }), [connection, woundId])
  // Opening the panel on cached history needs no full refetch: the displayed page is renewed below.
  const history = useQuery({ ...options, refetchOnMount: false })
  const inFlight = useRef<{ pages: Set<number>; done: Promise<boolean> } | undefined>(undefined)
  const lastRefreshAt = useRef(Number.NEGATIVE_INFINITY)

  // A few records of one page: cheap to work out on every render.
  const displayed: DisplayedImage[] = displayedIds.flatMap((measurementId) => {
    const found = locateMeasurement(history.data, measurementId)
    if (!found) return []
    return imagesOf(found.record).flatMap(({ url }) =>
      url === undefined ? [] : [{ measurementId, page: found.page, expiresAt: deviceExpiry(url, found) }],
    )
  })
  // The timer depends on what is shown and when it expires, not on object identity.
  const displayedKey = displayed.map((d) => `${d.measurementId}@${d.page}:${d.expiresAt}`).join(',')

  const refresh = useCallback(
    (pages: readonly number[], { unlessFresh }: { unlessFresh: boolean }): Promise<boolean> => {
      const current = inFlight.current
      if (current && pages.every((page) => current.pages.has(page))) return current.done
      // One refresh at a time: a page not covered by the running one waits for it, then goes.
      const before = current ? current.done : Promise.resolve(true)
      const run = async (): Promise<boolean> => {
        await before
        const data = queryClient.getQueryData(options.queryKey)
        try {
          await Promise.all(
            pages.map((page) =>
              renewOnce(
                queryClient,
                `${JSON.stringify(options.queryKey)}#${page}`,
                async () => {
                  const perPage = data?.pages[page]?.metadata.perPage
                  // Retried as every page load is (network, 5xx): well inside the refresh margin.
                  const query = { woundId, page, ...(perPage ? { perPage } : {}) }
                  const fresh = await withRetry(() => fetchListPage(connection, 'measurements', query))
                  queryClient.setQueryData(options.queryKey, (old) =>
                    old ? { ...old, pages: { ...old.pages, [page]: { ...fresh, page } } } : old,
                  )
                },
                { unlessFresh },
              ),
            ),
          )
          return true
        } catch {
          return false
        } finally {
          lastRefreshAt.current = Date.now()
        }
      }
      const entry = { pages: new Set(pages), done: run() }
      inFlight.current = entry
      void entry.done.finally(() => {
        if (inFlight.current === entry) inFlight.current = undefined
      })
      return entry.done
    },
    [connection, options.queryKey, queryClient, woundId],
  )

  // What is displayed as last committed: a timer that fires before React has run the effects of a
  // commit (they run later, with the next frame or render) must not renew what has just gone.
  const latest = useRef(displayed)
  useLayoutEffect(() => {
    latest.current = displayed
  })

  useEffect(() => {
    if (displayedKey === '') return undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    let disposed = false
    const schedule = (at: number | undefined) => {
      clearTimeout(timer)
      if (at === undefined || disposed) return
      timer = setTimeout(check, Math.max(0, at - Date.now(), lastRefreshAt.current + MIN_REFRESH_INTERVAL_MS - Date.now()))
    }
    function check() {
      if (disposed || !isVisible()) return
      const now = Date.now()
      const pages = pagesToRefresh(latest.current, now, REFRESH_MARGIN_MS)
      if (pages.length === 0 || now < lastRefreshAt.current + MIN_REFRESH_INTERVAL_MS) {
        schedule(refreshDueAt(latest.current.map((d) => d.expiresAt)))
        return
      }
      // Success writes new URLs, which re-runs this effect with the new expiries; failure retries later.
      void refresh(pages, { unlessFresh: true }).then((ok) => {
        if (!ok) schedule(Date.now() + FAILED_REFRESH_RETRY_MS)
      })
    }
    const onVisibility = () => {
      if (isVisible()) check()
      else clearTimeout(timer)
    }
    schedule(refreshDueAt(latest.current.map((d) => d.expiresAt)))
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      disposed = true
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [displayedKey, refresh])

  /** An image failed to load: fetch its page once more (joining a refresh already running). */
  const recover = useCallback(
    (measurementId: number): Promise<boolean> => {
      const found = locateMeasurement(queryClient.getQueryData(options.queryKey), measurementId)
      return found ? refresh([found.page], { unlessFresh: false }) : Promise.resolve(false)
    },
    [options.queryKey, queryClient, refresh],
  )

  return { history, recover }
}
