import { useQueryClient } from '@tanstack/react-query'
import { Component, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { useConnectionState } from '../../session/connection-store'
import { lastInput } from '../../shared/last-input'
import { onceOnline } from '../../shared/when-online'
import { closeScreen } from './close-screen'
import { firstRowWords } from '../../words/first-rows'
import * as w from '../../words/first-rows/messages'

/*
 * Automatic logoff as the app starts it: this file loads with the app (a few hundred bytes), the
 * rest (idle-guard.tsx: the clock across tabs, the warning, the closed screen) 2 s after start, so
 * the first rows have the network and the main thread to themselves. Input before then still counts
 * (shared/last-input). That code is needed to keep the screen open, never to close it:
 * - until it has loaded (offline, its chunk waits for the network), the deadline is kept here on
 *   the wall clock alone: no warning, and no other tab's input (what the guard adds);
 * - a chunk that fails to load (a redeploy replaced it) or a guard that fails to render closes the
 *   screen at once and says so: the page is never blank with the wound and the token still there.
 */

const GUARD_DELAY_MS = 2_000
/** The wall clock is read this often (as idle-monitor.ts's CHECK_INTERVAL_MS), and when the tab is shown, focused or restored. */
const CHECK_MS = 15_000

type Guard = ComponentType<{ idleMinutes: number }>

const loadGuard = (): Promise<Guard> =>
  new Promise((resolve) => setTimeout(resolve, GUARD_DELAY_MS))
    .then(onceOnline(() => import('./idle-guard')))
    .then((module) => module.IdleGuard)

/** A guard that throws while rendering: the screen closes (as a failed load does) instead of the whole page going blank. */
class GuardBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: Error): void {
    console.error(error)
    closeScreen()
  }

  override render() {
    return this.state.failed ? <Closed failed /> : this.props.children
  }
}

/** The page once closed without the guard's own screen: why, and (when its code failed) Reload. */
function Closed({ failed }: { failed: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null)
  // Outside the app's view state, which is gone by now: in the language the app was last shown in.
  const { say: t, locale } = firstRowWords.lastShown()
  useEffect(() => {
    heading.current?.focus()
  }, [])
  return (
    <main className="session-screen" lang={locale}>
      <h1 ref={heading} tabIndex={-1}>
        {t(failed ? w.screenClosed : w.closedForInactivity)}
      </h1>
      <p>{t(failed ? w.logoffUnavailable : w.closedForInactivityBody)}</p>
      {failed ? (
        <button
          type="button"
          className="primary"
          onClick={() => {
            location.reload()
          }}
        >
          {t(w.reload)}
        </button>
      ) : null}
    </main>
  )
}

/** Rendered beside the app (app.tsx), not inside it: it outlives the screens it closes. */
export function AutomaticLogoff({ idleMinutes }: { idleMinutes: number }) {
  const queryClient = useQueryClient()
  const { closed } = useConnectionState()
  const [guard, setGuard] = useState<{ Guard: Guard } | 'failed'>()

  useEffect(() => {
    let mounted = true
    loadGuard().then(
      (Guard) => {
        if (mounted) setGuard({ Guard })
      },
      (error: unknown) => {
        if (!mounted) return
        console.error(error)
        closeScreen()
        setGuard('failed')
      },
    )
    return () => {
      mounted = false
    }
  }, [])

  // Until the guard runs: the deadline on the wall clock, read every 15 s and as the tab is shown,
  // focused or restored from the back/forward cache (timers do not run while a machine sleeps).
  const waiting = guard === undefined && !closed
  useEffect(() => {
    if (!waiting) return undefined
    const check = () => {
      if (Date.now() >= lastInput() + idleMinutes * 60_000) closeScreen()
    }
    const timer = setInterval(check, CHECK_MS)
    document.addEventListener('visibilitychange', check)
    window.addEventListener('focus', check)
    window.addEventListener('pageshow', check)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', check)
      window.removeEventListener('focus', check)
      window.removeEventListener('pageshow', check)
    }
  }, [waiting, idleMinutes])

  // After the commit that unmounted the screens: emptied earlier, a screen rendering on its way out
  // would create its queries again (the wound's ID in their keys). Requests under way are cancelled;
  // an answer still arriving lands in a query the cache no longer holds.
  useEffect(() => {
    if (!closed) return
    void queryClient.cancelQueries()
    queryClient.clear()
  }, [closed, queryClient])

  if (guard === 'failed') return <Closed failed />
  if (guard)
    return (
      <GuardBoundary>
        <guard.Guard idleMinutes={idleMinutes} />
      </GuardBoundary>
    )
  return closed ? <Closed failed={false} /> : null
}
