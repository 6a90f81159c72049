import type { User } from 'oidc-client-ts'
import { abortedError } from '../api/errors'
import type { SignInConfig } from '../config/env'
import type { SignInSession } from '../session/sign-in-session'
import { createSignInClient, displayName, failureOf, redirectToIssuer, sessionChannel, type SignInClient } from './sign-in-client'
import { home, homeOf, returnPath, SIGNED_IN_PATH, signInMarks } from './sign-in-marks'

/**
 * OpenID Connect for a sign-in build, through oidc-client-ts: authorization code flow with PKCE
 * (S256) as a public client, no secret. Loaded only in a sign-in build (main.tsx), so a key or demo
 * build never downloads it.
 *
 * Tokens are kept in sessionStorage (this tab only, gone when it closes; never localStorage, never
 * the URL), so a reload keeps the screen without a round trip to the issuer. The PKCE verifier and
 * state of a sign-in under way are kept there too (the library's default would be localStorage).
 * No iframes: renewal uses the refresh token; without one, the clinician signs in again and comes
 * back to the same view. After Sign out or automatic logoff (sign-in-marks.ts) a tab signed in
 * before does not resume, and a new sign-in needs credentials entered after that moment.
 */

type ClosedReason = 'signed-out' | 'inactivity'
type SignedOutReason = ClosedReason | 'refused' | 'failed' | 'not-reauthenticated'

/** What opening the app found. */
type SignInOutcome =
  | { kind: 'signed-in'; session: SignInSession }
  /** On its way to the issuer's sign-in page: nothing to show but that. */
  | { kind: 'redirecting' }
  /** Not signed in, and not sent to the issuer unasked: after Sign out or inactivity, or a sign-in refused (`code`: the issuer's), unusable, or without credentials entered since. */
  | {
      kind: 'signed-out'
      reason: SignedOutReason
      code?: string
      signIn: () => Promise<void>
    }

/** Renew this long before the access token expires, so a request never leaves with one that expires on the way. */
const RENEW_MARGIN_S = 30
/** Longer than nuqs waits before writing a change of view into the address bar (50 ms). */
const URL_SETTLE_MS = 250
/** A tab told of a Sign out elsewhere waits this long at most for its refresh token's revocation before it reloads. */
const REVOKE_WAIT_MS = 1000
/** A 401 this soon after an interactive sign-in is not cured by another: the service refuses this clinician's tokens. */
const FRESH_SIGN_IN_MS = 2 * 60_000

const expiresSoon = (user: User): boolean => user.expires_in !== undefined && user.expires_in <= RENEW_MARGIN_S

function sessionFor(client: SignInClient, user: User): SignInSession {
  const { manager } = client
  let renewing: Promise<User | null> | undefined
  /** Signing out: no more tokens, and no sign-in either (the cache being cleared makes the views ask again). */
  let ending = false
  const hasEnded = () => ending
  // The view the clinician is on: the app URL is written a moment after the screen changes (the
  // URL library batches updates), so it is read once that moment has passed.
  const signInAgain = () => {
    setTimeout(() => {
      void redirectToIssuer(manager, `${location.pathname}${location.search}`)
    }, URL_SETTLE_MS)
  }

  /**
   * The session ended in another tab: this one hides its page, forgets its tokens and reloads, so
   * nothing of the wounds it showed stays in memory; the fresh page says why.
   */
  const endHere = (reason: ClosedReason) => {
    if (ending) return
    ending = true
    signInMarks.markClosed(reason)
    document.body.hidden = true
    const revoked = client.forgetTokens(renewing)
    const waited = new Promise((done) => setTimeout(done, REVOKE_WAIT_MS))
    void Promise.race([revoked, waited]).finally(() => {
      location.replace(home())
    })
  }
  const endedElsewhere = () => {
    const reason = signInMarks.endedSinceSignIn()
    if (reason !== undefined) endHere(reason)
    return reason !== undefined
  }

  const channel = sessionChannel(() => {
    endHere('signed-out')
  })
  // Back to this page from the browser's back/forward cache, as it was: a Sign out or logoff while it was away ends it.
  addEventListener('pageshow', (event) => {
    if (event.persisted) endedElsewhere()
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
      if (ending || endedElsewhere()) throw abortedError(new Error('signing out'))
      let current = await manager.getUser()
      // A failed renewal (issuer unreachable, refresh token refused) keeps a token still valid for its last seconds.
      if (current && expiresSoon(current)) current = (await renew(current.refresh_token)) ?? current
      // Ended while the renewal was under way (a read through a call: `ending` changes behind the awaits).
      if (hasEnded()) throw abortedError(new Error('signing out'))
      if (current && !current.expired) return current.access_token
      // No token to be had here: sign in again, back to this view. This request ends quietly.
      await manager.removeUser()
      signInAgain()
      throw abortedError(new Error('signing in again'))
    },
    async signOut() {
      ending = true
      signInMarks.setSignedOut(user.profile.auth_time)
      channel.tellSignedOut()
      // Forgotten (the refresh token revoked) before leaving, so the library sends no id_token_hint:
      // the ID token would stay in the browser's history in the issuer's address. The request names
      // the client instead (RP-Initiated Logout 1.0, section 2: client_id with post_logout_redirect_uri).
      await client.forgetTokens(renewing)
      try {
        await manager.signoutRedirect()
      } catch {
        // The issuer offers no end_session_endpoint (or cannot be reached): this app has forgotten
        // the clinician all the same, and a fresh page holds nothing of theirs.
        location.replace(home())
      }
    },
    refused() {
      if (ending || Date.now() - signInMarks.signedInAt() < FRESH_SIGN_IN_MS) return
      void manager.removeUser().then(signInAgain)
    },
    async closeForInactivity() {
      // The issuer's own session is not ended here: its end_session_endpoint is a page of its own
      // (and asks before ending), which would take the place of the closed screen. The next
      // sign-in needs credentials entered after this moment all the same (docs/security.md).
      ending = true
      signInMarks.setClosedForInactivity(user.profile.auth_time)
      await client.forgetTokens(renewing)
    },
    async signInAgain() {
      // The screen already says why it closed: a reload from here signs in at once.
      signInMarks.takeClosed()
      await redirectToIssuer(manager, home())
    },
  }
}

/**
 * The sign-in response at `/signed-in`: tokens stored, the address bar back on the view first
 * opened. After Sign out or logoff, tokens the issuer gave without credentials entered since are
 * refused (and revoked): its session from before is not enough, whatever the request's address was
 * edited to ask. The code and state leave the address bar and the history entry either way.
 */
async function completeSignIn(client: SignInClient): Promise<SignInOutcome> {
  // Not signed in: the app's start, in the language of the view this sign-in was for (its state;
  // the issuer's error carries it too), and Sign in goes back there.
  const signedOut = (state: unknown, reason: SignedOutReason, code?: string): SignInOutcome => {
    const back = homeOf(returnPath(state))
    history.replaceState(null, '', back)
    return { kind: 'signed-out', reason, ...(code === undefined ? {} : { code }), signIn: () => redirectToIssuer(client.manager, back) }
  }
  let user: User
  try {
    user = await client.manager.signinRedirectCallback()
  } catch (error) {
    const { refused, code, state } = failureOf(error, location.search)
    return signedOut(state, refused ? 'refused' : 'failed', code)
  }
  if (!signInMarks.acceptsAuthTime(user.profile.auth_time)) {
    void client.forgetTokens()
    return signedOut(user.state, 'not-reauthenticated')
  }
  signInMarks.setSignedIn(user.profile.iat)
  history.replaceState(null, '', returnPath(user.state))
  return { kind: 'signed-in', session: sessionFor(client, user) }
}

/**
 * Run before the app renders: completes a sign-in coming back from the issuer, resumes a session
 * of this tab, or sends the clinician to the issuer (at once when they just opened a link; after
 * Sign out or inactivity only when they ask).
 */
export async function startSignIn(config: SignInConfig): Promise<SignInOutcome> {
  const client = createSignInClient(config)
  const { manager } = client
  void manager.clearStaleState().catch(() => undefined)
  if (location.pathname === SIGNED_IN_PATH) return completeSignIn(client)

  let user = await manager.getUser().catch(() => null)
  // Signed out or logged off since this tab signed in (it was elsewhere, or closed, or discarded):
  // its tokens are not used again, whatever its sessionStorage still holds.
  const ended = user ? signInMarks.endedSinceSignIn() : undefined
  if (ended !== undefined) {
    signInMarks.markClosed(ended)
    void client.forgetTokens()
    user = null
  }
  if (user && expiresSoon(user)) user = user.refresh_token ? await manager.signinSilent().catch(() => null) : null
  if (user && !user.expired) return { kind: 'signed-in', session: sessionFor(client, user) }
  await manager.removeUser()

  const closed = signInMarks.takeClosed()
  if (closed !== undefined) {
    // The issuer's sign-out page came back here with its own parameters: drop them (and any wound of
    // a tab that was away), keeping the language the app was in when it closed.
    history.replaceState(null, '', closed.home)
    return { kind: 'signed-out', reason: closed.reason, signIn: () => redirectToIssuer(manager, home()) }
  }
  await redirectToIssuer(manager, `${location.pathname}${location.search}`)
  return { kind: 'redirecting' }
}
