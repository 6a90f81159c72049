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
/** The sign-in service's own answer follows, as sent. */
export const failedBody = 'Your organisation’s sign-in service answered:'

/* Closed for inactivity (the same words as idle.ts's closed screen) */

export const closedHeading = 'Closed for inactivity'
export const closedSignInAgain =
  'This screen was closed after a period of inactivity, and the wound data it showed was cleared. Sign in again to continue.'
