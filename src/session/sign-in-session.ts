import { useSyncExternalStore } from 'react'

/**
 * The signed-in clinician of a sign-in build, and what can be done with their session. The OpenID
 * Connect code (src/app/sign-in, with its library) is loaded only in a sign-in build and sets this
 * once the clinician is signed in; everything else reads it from here, so no key or demo build
 * carries that code.
 */
export type SignInSession = {
  /** Who is signed in, as the header names them: `name`, else `preferred_username`, else `sub`; undefined when the ID token names no one. */
  userName: string | undefined
  /** The current access token, renewed first when it is about to expire (see Connection.accessToken). */
  accessToken: () => Promise<string>
  /**
   * Hands out no more tokens from the moment it is called, forgets them, and ends the issuer's
   * session where it offers that (the page then leaves for the issuer).
   */
  signOut: () => Promise<void>
  /** The service refused the token (401): sign in again and come back to this view, unless that was just done. */
  refused: () => void
  /**
   * Automatic logoff: hands out no more tokens and forgets them; the next sign-in asks for the
   * clinician's credentials again (prompt=login). The page stays (it says why it closed).
   */
  closeForInactivity: () => Promise<void>
  /** After automatic logoff: to the issuer, back to the app's start. */
  signInAgain: () => Promise<void>
}

let session: SignInSession | undefined
const listeners = new Set<() => void>()

export const signInSessionStore = {
  get: (): SignInSession | undefined => session,
  set(next: SignInSession | undefined): void {
    session = next
    for (const listener of listeners) listener()
  },
}

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const useSignInSession = (): SignInSession | undefined => useSyncExternalStore(subscribe, signInSessionStore.get)
