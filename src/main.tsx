/* First, so the global styles precede the entry features' own (wound picker, connection, measurements)
   in the entry stylesheet: Vite joins a chunk's CSS in the order its modules are imported. The
   shared pieces' styles load here too, whichever feature shows them first (the overview's tables
   use the tables' classes without their component). */
import './app/styles.css'
import './shared/messages.css'
import './app/wound-view.css'
import './app/wound-summary.css'
import './shared/list/list-controls.css'
import './shared/tables.css'
import './shared/session-screen.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { firstRowWords } from './words/first-rows'
import { signInNotStarted } from './words/first-rows/messages'
import { App } from './app/app'
import { startEarlyRequests } from './app/early-request'
import { createQueryClient } from './app/query-client'
import { readEnv } from './config/env'
import { signInSessionStore } from './session/sign-in-session'
import { canonicaliseLocation } from './url-state/view-url'
import { watchInput } from './shared/last-input'

const element = document.getElementById('root')
if (!element) throw new Error('index.html has no #root element')
const root = createRoot(element)

function startApp(): void {
  // Automatic logoff counts from the last input, from now on (its own code loads later).
  watchInput()
  canonicaliseLocation()
  const queryClient = createQueryClient()
  // Before the first render: a deep link's rows are requested while React renders the shell.
  startEarlyRequests(queryClient)
  root.render(
    <StrictMode>
      <App queryClient={queryClient} idleMinutes={readEnv().idleMinutes} />
    </StrictMode>,
  )
}

// A sign-in build signs the clinician in first (its OpenID Connect code loads only here); a key or
// demo build starts at once and never downloads that code (signInFirst, its default export).
const signIn = readEnv().signIn
if (signIn === undefined) {
  startApp()
} else {
  import('./app/sign-in-boot')
    .then((boot) => boot.default(signIn, root))
    .then((session) => {
      if (session === undefined) return
      signInSessionStore.set(session)
      startApp()
    })
    .catch((error: unknown) => {
      console.error('Sign-in could not start:', error instanceof Error ? error.message : String(error))
      // In English, which is here already: another language's catalog would need the network that just failed.
      root.render(<p role="alert">{firstRowWords.english(signInNotStarted)}</p>)
    })
}
