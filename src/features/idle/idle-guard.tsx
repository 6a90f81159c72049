import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { connectionStore, useConnectionState } from '../../session/connection-store'
import { signInSessionStore } from '../../session/sign-in-session'
import { lastInput } from '../../shared/last-input'
import { ClosedForInactivity } from './closed-screen'
import { createIdleMonitor, type IdleMonitor, type IdleState } from './idle-monitor'
import { IdleWarning } from './idle-warning'
import './idle.css'

/**
 * Everything of the service leaves the page and memory: the session hands out no more tokens (and
 * forgets them), the key is forgotten unless remembered, the address bar no longer names the wound,
 * and the app's screens unmount (the connection store's `closed`), taking their state with them.
 * The query cache (rows, histories, signed image URLs) is emptied once they have gone (see below).
 */
function closeApp(): void {
  void signInSessionStore.get()?.closeForInactivity()
  connectionStore.closeForInactivity()
  history.replaceState(null, '', '/')
}

/**
 * Automatic logoff (contract section 7), for every build with a live service (never demo mode):
 * after `idleMinutes` without input in any of the app's tabs, the app closes; a warning with "Stay
 * signed in" comes first (see idle-monitor.ts for when). Rendered beside the app, not inside it,
 * so it outlives the screens it closes and then shows why they went.
 */
export function IdleGuard({ idleMinutes }: { idleMinutes: number }) {
  const queryClient = useQueryClient()
  const { closed } = useConnectionState()
  const [state, setState] = useState<IdleState>()
  const monitor = useRef<IdleMonitor>(undefined)
  const reopenedAt = useRef<number>(undefined)

  useEffect(() => {
    if (closed) {
      reopenedAt.current = Date.now()
      return undefined
    }
    const started = createIdleMonitor({
      idleMs: idleMinutes * 60_000,
      // Reopened after a close: the click that reopened it is the input to count from.
      lastInput: Math.max(lastInput(), reopenedAt.current ?? 0),
      onChange: (next) => {
        setState(next)
        if (next.phase === 'closed') closeApp()
      },
    })
    monitor.current = started
    return () => {
      started.stop()
    }
  }, [closed, idleMinutes])

  // After the commit that unmounted the screens: emptied earlier, a screen rendering on its way out
  // would create its queries again (the wound's ID in their keys). Requests under way are cancelled;
  // an answer still arriving lands in a query the cache no longer holds.
  useEffect(() => {
    if (!closed) return
    void queryClient.cancelQueries()
    queryClient.clear()
  }, [closed, queryClient])

  // While the store is open, a closed state is the last session's, before the new monitor's first word.
  const phase = closed ? 'closed' : state?.phase === 'closed' ? undefined : state?.phase

  if (phase === 'closed') return <ClosedForInactivity />
  if (phase === 'warning' && state)
    return (
      <IdleWarning
        closesAt={state.closesAt}
        onStay={() => {
          monitor.current?.stay()
        }}
      />
    )
  return null
}
