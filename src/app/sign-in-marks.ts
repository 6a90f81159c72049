/**
 * What a sign-in build remembers across the trips to the issuer and back, in this tab's
 * sessionStorage: never a token (those are the library's, see sign-in.ts), only when the clinician
 * last signed in and why the session was closed. One mark is shared by the app's tabs (in
 * localStorage, a flag and nothing else): that the next sign-in must ask for the clinician's
 * credentials again, so a tab opened after Sign out or automatic logoff is not let in by the
 * issuer's own session.
 */

/** Where the issuer sends the clinician back (the redirect URI registered at the issuer). */
export const SIGNED_IN_PATH = '/signed-in'

const SIGNED_IN_AT = 'wound-history.signed-in-at'
const CLOSED = 'wound-history.closed'
const REAUTHENTICATE = 'wound-history.reauthenticate'

type ClosedReason = 'signed-out' | 'inactivity'

const storageFor = (key: string): Storage => (key === REAUTHENTICATE ? localStorage : sessionStorage)

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

export const signInMarks = {
  /** Signed in just now: the next close starts afresh. */
  setSignedIn(): void {
    write(SIGNED_IN_AT, String(Date.now()))
    write(CLOSED, null)
    write(REAUTHENTICATE, null)
  },
  signedInAt(): number {
    return Number(read(SIGNED_IN_AT) ?? 0) || 0
  },
  setSignedOut(): void {
    write(CLOSED, 'signed-out')
    write(REAUTHENTICATE, '1')
  },
  setClosedForInactivity(): void {
    write(CLOSED, 'inactivity')
    write(REAUTHENTICATE, '1')
  },
  /** Why the last session closed, once: the next opening of the app goes to the issuer at once again. */
  takeClosed(): ClosedReason | undefined {
    const value = read(CLOSED)
    write(CLOSED, null)
    return value === 'signed-out' || value === 'inactivity' ? value : undefined
  },
  /** After Sign out or inactivity the issuer is asked to check the clinician's credentials again (prompt=login), not to reuse its own session. */
  reauthenticate(): boolean {
    return read(REAUTHENTICATE) === '1'
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
