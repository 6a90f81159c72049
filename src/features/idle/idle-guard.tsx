import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react'
import { localeOnThisDevice } from '../../i18n/choose-locale'
import type { Locale } from '../../i18n/locales'
import { idleWords } from '../../words/idle'
import { useConnectionState } from '../../session/connection-store'
import { lastInput } from '../../shared/last-input'
import { ClosedForInactivity } from './closed-screen'
import { appUrlLang } from './app-url-locale'
import { closeScreen } from './close-screen'
import { createIdleMonitor, type IdleMonitor, type IdleState } from './idle-monitor'
import { IdleWarning } from './idle-warning'
import { useIdleWords, type IdleTranslate } from './use-idle-words'
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
  const locale = localeOfApp()
  const words = useIdleWords(locale)

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

  // A screen in its words: at once when they are in (they load as the guard starts), else once they
  // arrive, asked for again (the guard's own request may have failed, offline).
  const inWords = (screen: (t: IdleTranslate) => ReactNode) =>
    words ? (
      screen(words)
    ) : (
      <Suspense fallback={null}>
        <InWords locale={locale} screen={screen} />
      </Suspense>
    )
  if (phase === 'closed') return inWords((t) => <ClosedForInactivity t={t} locale={locale} />)
  if (phase === 'warning' && state)
    return inWords((t) => (
      <IdleWarning
        t={t}
        locale={locale}
        closesAt={state.closesAt}
        onStay={() => {
          monitor.current?.stay()
        }}
      />
    ))
  return null
}

function InWords({ locale, screen }: { locale: Locale; screen: (t: IdleTranslate) => ReactNode }) {
  return screen(use(idleWords.load(locale)))
}

/**
 * The app's language: the app URL's `lang`, else this device's, as the app chooses it
 * (src/i18n/choose-locale.ts). Closing the screen keeps `lang` in the address bar (close-screen.ts),
 * so the closed screen is in the language the app was in, whether the guard was here before the
 * close or its code arrived after it (late: offline, or a machine that slept past the deadline).
 */
const localeOfApp = (): Locale => localeOnThisDevice(appUrlLang(location.search))
