/**
 * What a sign-in build remembers across the trips to the issuer and back, in this tab's
 * sessionStorage: never a token (those are the library's, see sign-in.ts), only when the clinician
 * last signed in here, how far the issuer's clock is from this computer's, and why the session was
 * closed. One mark is shared by the app's tabs (in localStorage, times and a reason, nothing else):
 * when the clinician last signed out or was logged off. A tab signed in before it forgets its tokens
 * (Back, a restored or reloaded tab), and until the issuer says the clinician entered their
 * credentials after it, no sign-in is accepted: the issuer's own session from before is not enough.
 */

/** Where the issuer sends the clinician back (the redirect URI registered at the issuer). */
export const SIGNED_IN_PATH = '/signed-in'

const SIGNED_IN_AT = 'wound-history.signed-in-at'
const ISSUER_CLOCK = 'wound-history.issuer-clock'
const CLOSED = 'wound-history.closed'
const ENDED = 'wound-history.reauthenticate'

type ClosedReason = 'signed-out' | 'inactivity'

/**
 * The shared mark: the last Sign out or automatic logoff. `at` on this computer's clock (ms),
 * `issuerAt` the same moment on the issuer's (s, as auth_time counts), `authTime` the latest
 * auth_time of the sessions it ended (0: none known), `owed` until someone signs in with
 * credentials entered after it.
 */
type SessionEnd = { at: number; issuerAt: number; authTime: number; reason: ClosedReason; owed: boolean }

const storageFor = (key: string): Storage => (key === ENDED ? localStorage : sessionStorage)

function read(key: string): string | null {
  try {
    return storageFor(key).getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) storageFor(key).removeItem(key)
    else storageFor(key).setItem(key, value)
  } catch {
    // Storage refused (private mode): the marks are conveniences, sign-in still works without them.
  }
}

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

function readEnd(): SessionEnd | undefined {
  try {
    const value: unknown = JSON.parse(read(ENDED) ?? 'null')
    // The flag of earlier versions: a fresh sign-in owed, its moment unknown (an auth_time is still required).
    if (value === 1) return { at: 0, issuerAt: 0, authTime: 0, reason: 'signed-out', owed: true }
    if (typeof value !== 'object' || value === null) return undefined
    const { at, issuerAt, authTime, reason, owed } = value as Partial<Record<keyof SessionEnd, unknown>>
    if (!isFiniteNumber(at) || !isFiniteNumber(issuerAt) || (reason !== 'signed-out' && reason !== 'inactivity')) return undefined
    return { at, issuerAt, authTime: isFiniteNumber(authTime) ? authTime : 0, reason, owed: owed !== false }
  } catch {
    return undefined
  }
}

/** The issuer's clock minus this computer's (ms), as measured at this tab's sign-in; 0 if unknown. */
const issuerClock = (): number => Number(read(ISSUER_CLOCK) ?? 0) || 0

/**
 * Ends every tab's session from now: this tab's own reason, and the shared mark. `authTime`: the
 * ending session's auth_time; several tabs closing together keep the latest.
 */
function endSessions(reason: ClosedReason, authTime: unknown): void {
  const at = Date.now()
  const before = readEnd()
  const latest = Math.max(before?.owed ? before.authTime : 0, isFiniteNumber(authTime) ? authTime : 0)
  const end: SessionEnd = { at, issuerAt: Math.floor((at + issuerClock()) / 1000), authTime: latest, reason, owed: true }
  writeClosed(reason)
  write(ENDED, JSON.stringify(end))
}

/**
 * Why this tab closed, with the app's start in the language it was in (`home()` then): the
 * issuer's sign-out page comes back to `/` without the app URL's `lang`, and the screen that says
 * why should not change language on the way.
 */
function writeClosed(reason: ClosedReason): void {
  write(CLOSED, JSON.stringify({ reason, home: home() }))
}

function readClosed(): { reason: ClosedReason; home: string } | undefined {
  const value = read(CLOSED)
  // The plain reason of earlier versions: no language kept.
  if (value === 'signed-out' || value === 'inactivity') return { reason: value, home: homeOf('/') }
  try {
    const parsed: unknown = JSON.parse(value ?? 'null')
    if (typeof parsed !== 'object' || parsed === null || !('reason' in parsed)) return undefined
    const { reason } = parsed
    if (reason !== 'signed-out' && reason !== 'inactivity') return undefined
    return { reason, home: homeOf(returnPath({ returnTo: 'home' in parsed ? parsed.home : undefined })) }
  } catch {
    return undefined
  }
}

export const signInMarks = {
  /**
   * Signed in just now, with credentials the issuer dates after the last session end (see
   * acceptsAuthTime): the next close starts afresh. `issuedAt`: the ID token's iat, the issuer's
   * clock at this moment (its latency and rounding make the offset err by a second or two, always
   * towards the issuer's clock being behind).
   */
  setSignedIn(issuedAt?: number): void {
    const now = Date.now()
    write(SIGNED_IN_AT, String(now))
    write(ISSUER_CLOCK, isFiniteNumber(issuedAt) ? String(issuedAt * 1000 - now) : null)
    write(CLOSED, null)
    const end = readEnd()
    if (end?.owed) write(ENDED, JSON.stringify({ ...end, owed: false } satisfies SessionEnd))
  },
  signedInAt(): number {
    return Number(read(SIGNED_IN_AT) ?? 0) || 0
  },
  /** Sign out here: `authTime` is this session's (its ID token's auth_time). */
  setSignedOut(authTime?: unknown): void {
    endSessions('signed-out', authTime)
  },
  setClosedForInactivity(authTime?: unknown): void {
    endSessions('inactivity', authTime)
  },
  /** This tab was closed by a session end of another: says why after its reload (the shared mark is the other's). */
  markClosed(reason: ClosedReason): void {
    writeClosed(reason)
  },
  /**
   * Why the last session closed, and the app's start in the language it was in, once: the next
   * opening of the app goes to the issuer at once again.
   */
  takeClosed(): { reason: ClosedReason; home: string } | undefined {
    const closed = readClosed()
    write(CLOSED, null)
    return closed
  },
  /** After Sign out or inactivity the issuer is asked to check the clinician's credentials again (prompt=login, max_age=0), not to reuse its own session. */
  reauthenticate(): boolean {
    return readEnd()?.owed === true
  },
  /**
   * Whether a new ID token may open the app: after Sign out or automatic logoff, only if its
   * `auth_time` (the issuer's word for when the clinician last entered credentials) is not before
   * that moment, on the issuer's clock, and later than that of the sessions it ended (whose issuer
   * session would otherwise pass on a Sign out within the second or two the clocks' estimate may
   * err by). No auth_time then is a refusal: nothing says they did.
   */
  acceptsAuthTime(authTime: unknown): boolean {
    const end = readEnd()
    if (!end?.owed) return true
    return isFiniteNumber(authTime) && authTime >= end.issuerAt && authTime > end.authTime
  },
  /** Why this tab's session ended elsewhere (Sign out or logoff in another tab, or before a Back here), if it did since it signed in. */
  endedSinceSignIn(): ClosedReason | undefined {
    const end = readEnd()
    return end !== undefined && end.at > signInMarks.signedInAt() ? end.reason : undefined
  },
}

/**
 * The view to come back to after signing in: a path on this origin, from the state the app itself
 * sent. Anything else (another origin, `//host`, a backslash trick, the callback path) is `/`.
 */
export function returnPath(state: unknown): string {
  const value = typeof state === 'object' && state !== null && 'returnTo' in state ? state.returnTo : undefined
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/'
  const url = new URL(value, 'https://app.invalid')
  if (url.origin !== 'https://app.invalid' || url.pathname === SIGNED_IN_PATH) return '/'
  // As written (the URL parser would re-encode `>=` in filters): the app canonicalises it on start.
  return value.split('#')[0] ?? '/'
}

/**
 * The app's start in the language the app URL is in: its `lang` kept (the view state drops one
 * that is not a language of the app), the wound and everything else dropped. The screen that
 * says why the app closed, and the sign-in after it, stay in the clinician's language. The
 * issuer's own sign-out returns to the registered post_logout_redirect_uri (`/`), without it.
 */
export function home(search: string = location.search): string {
  const lang = new URLSearchParams(search).get('lang')
  return lang === null ? '/' : `/?${new URLSearchParams({ lang }).toString()}`
}

/**
 * The app's start in the address's own language (a link opened here), else in that of `path`: a
 * view of this app the clinician left for the issuer (`returnPath`'s), which comes back without it.
 */
export const homeOf = (path: string): string =>
  home(new URLSearchParams(location.search).has('lang') ? location.search : new URL(path, 'https://app.invalid').search)
