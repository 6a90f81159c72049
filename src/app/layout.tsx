import { lazy, Suspense, type ComponentType } from 'react'
import { useSay } from '../i18n/use-say'
import { firstRowWords } from '../words/first-rows'
import * as w from '../words/first-rows/messages'
import { useConnectionState } from '../session/connection-store'
import { useViewState } from '../url-state/view-state'
import { useSignInSession } from '../session/sign-in-session'
import { ConnectionStatus } from '../features/connection/connection-status'
import { WoundPicker } from '../features/wound-picker/wound-picker'
import { StatusMessage } from '../shared/status-message'
import { DemoGate } from './demo-gate'
import { ErrorBoundary } from './error-boundary'
import { WoundView } from './wound-view'
import { onceOnline } from '../shared/when-online'

/*
 * The lazily loaded parts: each module's default export, which React.lazy takes as it comes (a named
 * one costs the entry a `.then` to rename it, for each).
 */
/* Only a sign-in build shows who is signed in: a key or demo build never loads it. */
const SignedInUser = lazy(onceOnline(() => import('../features/sign-in/signed-in-user')))
/* The demo's start screen: only demo mode shows it, once its service (a lazy chunk too) is running. */
const DemoWoundList = lazy(onceOnline(() => import('../features/wound-picker/demo-wound-list')))
/* The caseload is its own view: loaded only when a link lists wounds (`wounds=`). */
const CaseloadPage = lazy(onceOnline(() => import('./caseload-page')))
/* The settings form is needed once (or when a key is refused), not on the way to the first row. */
const ConnectionPanel = lazy(onceOnline(() => import('../features/connection/connection-panel')))
/*
 * The Language choice, and <html lang> in step with the language: the language itself is chosen
 * before the first rows (src/i18n/choose-locale.ts); the choice's code and words are asked for 2 s
 * after start, as automatic logoff's are, so nothing of them competes with the first rows. A chunk
 * that does not arrive (a redeploy replaced it) leaves the header without the choice, never the
 * page blank.
 */
const LanguageChoice = lazy<ComponentType>(() =>
  new Promise((resolve) => setTimeout(resolve, 2_000))
    .then(onceOnline(() => import('../features/language/language-choice')))
    .catch(() => ({ default: () => null })),
)

/** The Language choice's place until it arrives (styles.css gives it the choice's size). */
const LANGUAGE_PLACE = <div className="language-choice" aria-hidden="true" />

export function Layout() {
  const { settings, panelOpen, panelReason } = useConnectionState()
  const { view } = useViewState()
  const session = useSignInSession()
  const t = useSay(firstRowWords)
  const missingKey = settings.mode === 'live' && settings.apiKey === ''

  return (
    <>
      <header className="app-header">
        <h1>{t(w.appName)}</h1>
        {/* In the header, so choosing another wound is always at hand and the wound gets the screen. */}
        <WoundPicker key={`picker-${view.wound ?? 'none'}`} />
        {/* A sign-in build has nothing to configure: who is signed in, and Sign out. */}
        {settings.mode === 'signin' ? (
          session ? (
            <Suspense fallback={null}>
              <SignedInUser session={session} />
            </Suspense>
          ) : null
        ) : (
          <ConnectionStatus />
        )}
        {/* Its place is held from the first render: arriving 2 s later, it would otherwise wrap the header
            onto another line and move the page under a pointer about to click. */}
        <Suspense fallback={LANGUAGE_PLACE}>
          <LanguageChoice />
        </Suspense>
      </header>
      {panelOpen ? (
        <Suspense fallback={<StatusMessage className="status-message loading">{t(w.loadingConnectionSettings)}</StatusMessage>}>
          <ConnectionPanel key={panelReason} />
        </Suspense>
      ) : null}
      <main>
        <ErrorBoundary key={`view-${view.wound ?? 'none'}`}>
          <DemoGate>
            {(demo) =>
              missingKey ? (
                <StatusMessage>{t(w.notConnectedYet)}</StatusMessage>
              ) : view.wound !== null ? (
                <WoundView woundId={view.wound} />
              ) : view.wounds.length > 0 ? (
                <Suspense fallback={null}>
                  <CaseloadPage ids={view.wounds} today={demo?.today} />
                </Suspense>
              ) : demo ? (
                <Suspense fallback={null}>
                  <DemoWoundList wounds={demo.wounds} caseload={demo.caseload} />
                </Suspense>
              ) : (
                <StatusMessage>{t(w.enterWoundId)}</StatusMessage>
              )
            }
          </DemoGate>
        </ErrorBoundary>
      </main>
    </>
  )
}
