import { connectionStore } from '../../session/connection-store'
import { signInSessionStore } from '../../session/sign-in-session'

/**
 * Everything of the service leaves the page and memory: the session hands out no more tokens (and
 * forgets them), the key is forgotten unless remembered, the address bar no longer names the wound
 * (its language alone is kept, so what follows the closed screen, the key asked again or a sign-in,
 * and a reload of it stay in the clinician's language), and the app's screens unmount (the
 * connection store's `closed`), taking their state with them. The query cache (rows, histories,
 * signed image URLs) is emptied once they have gone (app.tsx). Automatic logoff calls it at its
 * deadline; the app itself when that code could not run (app.tsx). Small, and loaded with the app:
 * it must work when the rest of automatic logoff did not load.
 */
export function closeScreen(): void {
  void signInSessionStore.get()?.closeForInactivity()
  connectionStore.closeForInactivity()
  history.replaceState(null, '', start())
}

/** The app's start in the language the app URL is in: its `lang` kept, everything else dropped (as sign-in-marks.ts home()). */
function start(): string {
  const lang = new URLSearchParams(location.search).get('lang')
  return lang === null ? '/' : `/?${new URLSearchParams({ lang }).toString()}`
}
