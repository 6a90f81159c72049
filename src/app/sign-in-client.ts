import { ErrorResponse, OidcClient, User, UserManager, WebStorageStateStore, type OidcClientSettings } from 'oidc-client-ts'
import type { SignInConfig } from '../config/env'
import { SIGNED_IN_PATH, signInMarks } from './sign-in-marks'

/**
 * The OpenID Connect client of a sign-in build (oidc-client-ts), how its tokens leave (at once from
 * the page, then revoked at the issuer), and what its answers may put on the screen. Loaded only in
 * a sign-in build, with sign-in.ts.
 */

/** Where oidc-client-ts keeps the session's user (its tokens) and its sign-in states, in sessionStorage. */
const OIDC_PREFIX = 'wound-history.oidc.'
/** The library's protocol claims it leaves out of the profile, less `auth_time`, which sign-in.ts checks. */
const UNUSED_CLAIMS = ['nbf', 'jti', 'nonce', 'acr', 'amr', 'azp', 'at_hash']
/** The page does not wait long for a revocation: its tokens are gone from it already. */
const REVOKE_TIMEOUT_S = 5

export type SignInClient = {
  manager: UserManager
  /**
   * This tab's tokens leave the page at once (removeUser clears them only after its own awaits, its
   * unload events, and a closed screen must not hold a token even for that long: fresh-clone CI
   * found one still in sessionStorage as the closed screen showed). Then the refresh token is
   * revoked where the issuer offers revocation (RFC 7009), so no copy of it renews anything; the
   * promise settles when the issuer has answered, or could not be asked (never rejects).
   * `renewing`: a renewal already on its way, whose tokens go too once it is answered (revoked after
   * it, not while it is asked with the same refresh token).
   */
  forgetTokens: (renewing?: Promise<unknown>) => Promise<void>
}

/** Takes this tab's tokens out of sessionStorage, returning the refresh tokens among them. */
function takeTokens(): string[] {
  const refreshTokens: string[] = []
  for (const key of Object.keys(sessionStorage)) {
    if (!key.startsWith(OIDC_PREFIX)) continue
    if (key.startsWith(`${OIDC_PREFIX}user:`)) {
      try {
        const token = User.fromStorageString(sessionStorage.getItem(key) ?? '').refresh_token
        if (token) refreshTokens.push(token)
      } catch {
        // Not a user the library wrote: nothing to revoke, and it goes all the same.
      }
    }
    sessionStorage.removeItem(key)
  }
  return refreshTokens
}

export function createSignInClient(config: SignInConfig, origin: string = location.origin): SignInClient {
  const store = new WebStorageStateStore({ store: sessionStorage, prefix: OIDC_PREFIX })
  const settings: OidcClientSettings = {
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: `${origin}${SIGNED_IN_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: config.scope,
    stateStore: store,
    // The ID token names the clinician; no userinfo call (the access token is for the service, not the issuer).
    loadUserInfo: false,
    filterProtocolClaims: UNUSED_CLAIMS,
    requestTimeoutInSeconds: 15,
  }
  const manager = new UserManager({
    ...settings,
    userStore: store,
    // Renewal is on demand, by refresh token only (see sign-in.ts): the library's automatic renewal
    // would fall back to a hidden iframe, which the page's policy (no frames) refuses.
    automaticSilentRenew: false,
    monitorSession: false,
    // The issuer's pages replace this one in the history: Back from the app does not land on them.
    redirectMethod: 'replace',
    silentRequestTimeoutInSeconds: 15,
  })
  // Revocation needs only the issuer's metadata and the client id: a client of its own, made when first needed.
  let revoker: OidcClient | undefined
  const revoke = async (token: string) => {
    revoker ??= new OidcClient({ ...settings, requestTimeoutInSeconds: REVOKE_TIMEOUT_S })
    await revoker.revokeToken(token, 'refresh_token')
  }
  return {
    manager,
    async forgetTokens(renewing) {
      const refreshTokens = takeTokens()
      if (renewing) {
        await renewing.catch(() => undefined)
        refreshTokens.push(...takeTokens())
      }
      await manager.removeUser().catch(() => undefined)
      // No revocation endpoint, or the issuer unreachable: the tokens are gone from this browser all the same.
      await Promise.all(refreshTokens.map((token) => revoke(token).catch(() => undefined)))
    },
  }
}

/** The app's tabs tell each other of Sign out (same origin only): one clinician, several tabs. */
const SESSION_CHANNEL = 'wound-history.session'
const SIGNED_OUT = 'signed-out'

/** Listens for a Sign out in another of the app's tabs; `tellSignedOut` tells the others of this one's. */
export function sessionChannel(onSignedOutElsewhere: () => void): { tellSignedOut: () => void } {
  if (typeof BroadcastChannel !== 'function') return { tellSignedOut: () => undefined }
  const channel = new BroadcastChannel(SESSION_CHANNEL)
  channel.addEventListener('message', ({ data }: MessageEvent<unknown>) => {
    if (typeof data === 'object' && data !== null && 'kind' in data && data.kind === SIGNED_OUT) onSignedOutElsewhere()
  })
  return {
    tellSignedOut: () => {
      channel.postMessage({ kind: SIGNED_OUT })
    },
  }
}

/** Who is signed in, as the header names them: `name`, else `preferred_username`, else `sub`; none of them, undefined. */
export const displayName = (user: User): string | undefined => {
  const { name, preferred_username: username, sub } = user.profile
  return [name, username, sub].find((value): value is string => typeof value === 'string' && value.trim() !== '')
}

/** An OAuth error code as the screen may name it: a short word of RFC 6749's alphabet (section 4.1.2.1), never a sentence. */
const ERROR_CODE = /^[\w.-]{1,40}$/

/**
 * What a sign-in response that failed may show: whether the issuer refused (an error code came
 * back) and that code, if it is one to show. Never its description: anyone can put text in the
 * address of `/signed-in` and send it to a clinician. `state`: what this app sent with the sign-in
 * the issuer's error answers (the view to come back to), when the library found that sign-in.
 */
export function failureOf(error: unknown, search: string): { refused: boolean; code?: string; state?: unknown } {
  const state = error instanceof ErrorResponse ? { state: error.state } : {}
  const code = error instanceof ErrorResponse ? error.error : new URLSearchParams(search).get('error')
  if (code === null) return { refused: false, ...state }
  return ERROR_CODE.test(code) ? { refused: true, code, ...state } : { refused: true, ...state }
}

/**
 * Sends the clinician to the issuer, to come back to `returnTo` (a path on this origin). After Sign
 * out or logoff, the issuer is asked for credentials again: prompt=login, and max_age=0, which
 * makes it state when they were entered (auth_time, checked on return).
 */
export async function redirectToIssuer(manager: UserManager, returnTo: string): Promise<void> {
  const reauthenticate = signInMarks.reauthenticate()
  await manager.signinRedirect({ state: { returnTo }, ...(reauthenticate ? { prompt: 'login', max_age: 0 } : {}) })
}
