import { Suspense, useEffect, useRef, useState } from 'react'
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales'
import { useConnectionState } from '../../session/connection-store'
import { lastInput } from '../../shared/last-input'
import { ClosedForInactivity } from './closed-screen'
import { appUrlLocale } from './app-url-locale'
import { closeScreen } from './close-screen'
import { createIdleMonitor, type IdleMonitor, type IdleState } from './idle-monitor'
import { IdleWarning } from './idle-warning'
import { useIdleWordsLoaded } from './use-idle-words'
import './idle.css'

/**
 * Automatic logoff (contract section 7), for every build with a live service (never demo mode):
 * after `idleMinutes` without input in any of the app's tabs, the app closes; a warning with "Stay
 * signed in" comes first (see idle-monitor.ts for when). Rendered beside the app, not inside it,
 * so it outlives the screens it closes and then shows why they went (app.tsx empties the cache).
 */
export function IdleGuard({ idleMinutes }: { idleMinutes: number }) {
  const { closed } = useConnectionState()
  const [state, setState] = useState<IdleState>()
  const monitor = useRef<IdleMonitor>(undefined)
  const reopenedAt = useRef<number>(undefined)
  const locale = useLocaleOfApp(closed)
  const words = useIdleWordsLoaded(locale)

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
        if (next.phase === 'closed') closeScreen()
      },
    })
    monitor.current = started
    return () => {
      started.stop()
    }
  }, [closed, idleMinutes])

  // While the store is open, a closed state is the last session's, before the new monitor's first word.
  const phase = closed ? 'closed' : state?.phase === 'closed' ? undefined : state?.phase

  if (phase === 'closed')
    return (
      <Suspense fallback={null}>
        <ClosedForInactivity locale={locale} words={words} />
      </Suspense>
    )
  if (phase === 'warning' && state)
    return (
      <Suspense fallback={null}>
        <IdleWarning
          closesAt={state.closesAt}
          locale={locale}
          words={words}
          onStay={() => {
            monitor.current?.stay()
          }}
        />
      </Suspense>
    )
  return null
}

/**
 * The language of the app URL (`lang`) while the app is open. Closing it puts the address bar back
 * at the start (close-screen.ts), so the closed screen keeps the language the app was in.
 */
function useLocaleOfApp(closed: boolean): Locale {
  const open = closed ? undefined : appUrlLocale(location.search)
  const [kept, setKept] = useState<Locale>(open ?? DEFAULT_LOCALE)
  if (open !== undefined && open !== kept) setKept(open)
  return open ?? kept
}
