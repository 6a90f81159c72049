import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts'
import { signedInAnonymously } from '#words/app'
import { abortedError } from '../api/errors'
import type { SignInConfig } from '../config/env'
import type { SignInSession } from '../session/sign-in-session'
import { returnPath, SIGNED_IN_PATH, signInMarks } from './sign-in-marks'

/**
 * OpenID Connect for a sign-in build, through oidc-client-ts: authorization code flow with PKCE
 * (S256) as a public client, no secret. Loaded only in a sign-in build (main.tsx), so a key or demo
 * build never downloads it.
 *
 * Tokens are kept in sessionStorage (this tab only, gone when it closes; never localStorage, never
 * the URL), so a reload keeps the screen without a round trip to the issuer. The PKCE verifier and
 * state of a sign-in under way are kept there too (the library's default would be localStorage).
 * No iframes: renewal uses the refresh token; without one, the clinician signs in again and comes
 * back to the same view.
 */

/** What opening the app found. */
type SignInOutcome =
  | { kind: 'signed-in'; session: SignInSession }
  /** On its way to the issuer's sign-in page: nothing to show but that. */
  | { kind: 'redirecting' }
  /** Not signed in, and not to be sent to the issuer unasked: after Sign out, after inactivity, or when sign-in failed. */
  | { kind: 'signed-out'; reason: 'signed-out' | 'inactivity' | 'failed'; detail?: string; signIn: () => Promise<void> }

/** The app's tabs tell each other of Sign out (same origin only): one clinician, several tabs. */
const SESSION_CHANNEL = 'wound-history.session'
type SessionMessage = { kind: 'signed-out' }
const isSignedOutMessage = (data: unknown): data is SessionMessage =>
  typeof data === 'object' && data !== null && 'kind' in data && data.kind === 'signed-out'
const openSessionChannel = (): BroadcastChannel | undefined =>
  typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : undefined

/** Renew this long before the access token expires, so a request never leaves with one that expires on the way. */
const RENEW_MARGIN_S = 30
/** Longer than nuqs waits before writing a change of view into the address bar (50 ms). */
const URL_SETTLE_MS = 250
/** Where oidc-client-ts keeps the session's user (its tokens) and its sign-in states, in sessionStorage. */
const OIDC_PREFIX = 'wound-history.oidc.'

/**
 * The tokens leave the page at once: removeUser clears them only after its own awaits (its
 * unload events), and a closed screen must not hold a token even for that long (fresh-clone CI
 * found one still in sessionStorage as the closed screen showed).
 */
function forgetTokensNow(): void {
  for (const key of Object.keys(sessionStorage)) if (key.startsWith(OIDC_PREFIX)) sessionStorage.removeItem(key)
}

/** A 401 this soon after an interactive sign-in is not cured by another: the service refuses this clinician's tokens. */
const FRESH_SIGN_IN_MS = 2 * 60_000

function createUserManager(config: SignInConfig, origin: string = location.origin): UserManager {
  const store = new WebStorageStateStore({ store: sessionStorage, prefix: OIDC_PREFIX })
  return new UserManager({
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: `${origin}${SIGNED_IN_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: config.scope,
    userStore: store,
    stateStore: store,
    // Renewal is on demand, by refresh token only (see accessToken below): the library's automatic
    // renewal would fall back to a hidden iframe, which the page's policy (no frames) refuses.
    automaticSilentRenew: false,
    monitorSession: false,
    // The ID token names the clinician; no userinfo call (the access token is for the service, not the issuer).
    loadUserInfo: false,
    // The issuer's pages replace this one in the history: Back from the app does not land on them.
    redirectMethod: 'replace',
    requestTimeoutInSeconds: 15,
    silentRequestTimeoutInSeconds: 15,
  })
}

const displayName = (user: User): string => {
  const { name, preferred_username: username, sub } = user.profile
  return [name, username, sub].find((value): value is string => typeof value === 'string' && value.trim() !== '') ?? signedInAnonymously
}

const expiresSoon = (user: User): boolean => user.expires_in !== undefined && user.expires_in <= RENEW_MARGIN_S

/** Sends the clinician to the issuer, to come back to `returnTo` (a path on this origin). */
async function redirectToIssuer(manager: UserManager, returnTo: string): Promise<void> {
  const reauthenticate = signInMarks.reauthenticate()
  await manager.signinRedirect({ state: { returnTo }, ...(reauthenticate ? { prompt: 'login' } : {}) })
}

function sessionFor(manager: UserManager, user: User): SignInSession {
  let renewing: Promise<User | null> | undefined
  /** Signing out: no more tokens, and no sign-in either (the cache being cleared makes the views ask again). */
  let ending = false
  const currentView = () => `${location.pathname}${location.search}`
  // The view the clinician is on: the app URL is written a moment after the screen changes (the
  // URL library batches updates), so it is read once that moment has passed.
  const signInAgain = () => {
    setTimeout(() => {
      void redirectToIssuer(manager, currentView())
    }, URL_SETTLE_MS)
  }

  // Sign out in another tab: this one forgets its tokens too and reloads, so nothing of the wounds it
  // showed stays in memory; the fresh page says the clinician has signed out.
  const channel = openSessionChannel()
  channel?.addEventListener('message', (event) => {
    if (!isSignedOutMessage(event.data) || ending) return
    ending = true
    signInMarks.setSignedOut()
    void manager.removeUser().finally(() => {
      location.replace('/')
    })
  })

  const renew = (refreshToken: string | undefined): Promise<User | null> => {
    if (refreshToken === undefined) return Promise.resolve(null)
    renewing ??= manager
      .signinSilent()
      .catch(() => null)
      .finally(() => {
        renewing = undefined
      })
    return renewing
  }

  return {
    userName: displayName(user),
    async accessToken() {
      if (ending) throw abortedError(new Error('signing out'))
      let current = await manager.getUser()
      // A failed renewal (issuer unreachable, refresh token refused) keeps a token still valid for its last seconds.
      if (current && expiresSoon(current)) current = (await renew(current.refresh_token)) ?? current
      if (current && !current.expired) return current.access_token
      // No token to be had here: sign in again, back to this view. This request ends quietly.
      await manager.removeUser()
      signInAgain()
      throw abortedError(new Error('signing in again'))
    },
    async signOut() {
      ending = true
      signInMarks.setSignedOut()
      channel?.postMessage({ kind: 'signed-out' } satisfies SessionMessage)
      // Forgotten before leaving, so the library sends no id_token_hint: the ID token would stay in
      // the browser's history as part of the issuer's address. The request names the client instead
      // (OpenID Connect RP-Initiated Logout 1.0, section 2: client_id with post_logout_redirect_uri).
      await manager.removeUser()
      try {
        await manager.signoutRedirect()
      } catch {
        // The issuer offers no end_session_endpoint (or cannot be reached): this app has forgotten
        // the clinician all the same, and a fresh page holds nothing of theirs.
        location.replace('/')
      }
    },
    refused() {
      if (ending || Date.now() - signInMarks.signedInAt() < FRESH_SIGN_IN_MS) return
      void manager.removeUser().then(signInAgain)
    },
    async closeForInactivity() {
      ending = true
      signInMarks.setClosedForInactivity()
      forgetTokensNow()
      await manager.removeUser()
    },
    async signInAgain() {
      // The screen already says why it closed: a reload from here signs in at once.
      signInMarks.takeClosed()
      await redirectToIssuer(manager, '/')
    },
  }
}

/** The sign-in response at `/signed-in`: tokens stored, the address bar back on the view first opened. */
async function completeSignIn(manager: UserManager): Promise<SignInOutcome> {
  try {
    const user = await manager.signinRedirectCallback()
    signInMarks.setSignedIn()
    history.replaceState(null, '', returnPath(user.state))
    return { kind: 'signed-in', session: sessionFor(manager, user) }
  } catch (error) {
    // The code and state leave the address bar and the history entry either way.
    const detail = new URLSearchParams(location.search).get('error_description') ?? (error instanceof Error ? error.message : String(error))
    history.replaceState(null, '', '/')
    return { kind: 'signed-out', reason: 'failed', detail, signIn: () => redirectToIssuer(manager, '/') }
  }
}

/**
 * Run before the app renders: completes a sign-in coming back from the issuer, resumes a session
 * of this tab, or sends the clinician to the issuer (at once when they just opened a link; after
 * Sign out or inactivity only when they ask).
 */
export async function startSignIn(config: SignInConfig): Promise<SignInOutcome> {
  const manager = createUserManager(config)
  void manager.clearStaleState().catch(() => undefined)
  if (location.pathname === SIGNED_IN_PATH) return completeSignIn(manager)

  let user = await manager.getUser().catch(() => null)
  if (user && expiresSoon(user)) user = user.refresh_token ? await manager.signinSilent().catch(() => null) : null
  if (user && !user.expired) return { kind: 'signed-in', session: sessionFor(manager, user) }
  await manager.removeUser()

  const closed = signInMarks.takeClosed()
  if (closed !== undefined) {
    // The issuer's sign-out page came back here with its own parameters: drop them.
    history.replaceState(null, '', closed === 'inactivity' ? '/' : location.pathname)
    return { kind: 'signed-out', reason: closed, signIn: () => redirectToIssuer(manager, '/') }
  }
  await redirectToIssuer(manager, `${location.pathname}${location.search}`)
  return { kind: 'redirecting' }
}
