/*
 * The page of a sign-in build before (or instead of) the app. Who is signed in, in the header:
 * signed-in-user.ts. A words file two lazily loaded screens share becomes a chunk of its own (one
 * more request, and its name in the entry), so the closed-for-inactivity screen has its own copy
 * of the words it shares with this one (idle.ts).
 */

export const appName = 'Wound History'
export const signIn = 'Sign in'
export const signingIn = 'Signing in…'

/* The sign-in screen */

export const redirecting = 'Signing in: taking you to your organisation’s sign-in page…'
export const signedOutHeading = 'You have signed out'
export const signedOutBody = 'Nothing of the wounds you viewed remains on this screen.'
export const failedHeading = 'Sign-in did not complete'
/** The sign-in service sent an error: its code alone (a short word, checked), never its description, which anyone can write into a link. */
export const refusedBody = (code: string | undefined): string =>
  code === undefined ? 'The sign-in service refused the sign-in.' : `The sign-in service refused the sign-in (${code}).`
export const unusableBody = 'The answer from your organisation’s sign-in service could not be used. Sign in again to continue.'
/** After Sign out or automatic logoff, the sign-in service let the clinician in on its session from before. */
export const notReauthenticatedHeading = 'Sign-in not accepted'
export const notReauthenticatedBody =
  'After signing out, or after a screen closed for inactivity, the app opens again only once you have entered your credentials at your organisation’s sign-in page. This sign-in did not ask for them, so nothing was opened. Sign in, and enter them again.'

/* Closed for inactivity (the same words as idle.ts's closed screen) */

export const closedHeading = 'Closed for inactivity'
export const closedSignInAgain =
  'This screen was closed after a period of inactivity, and the wound data it showed was cleared. Sign in again to continue.'
