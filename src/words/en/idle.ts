/*
 * Automatic logoff: the warning before it, and the screen after it. The closed screen's words are
 * those of the sign-in screen's (sign-in.ts), repeated: each loads with its own screen.
 */

export const appName = 'Wound History'

/* The warning */

export const closingSoon = 'This screen is about to close'
/** `time`: the clock time it closes at, in the user's locale. */
export const closingMessage = (time: string): string =>
  `No one has used ${appName} for a while. To protect patients’ information it will close at ${time}, and the wound data on it will be cleared.`

/** "1 min 58 s", "45 s": what is left, to the second. */
function formatLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000))
  const minutes = Math.floor(seconds / 60)
  const rest = seconds % 60
  if (minutes === 0) return `${rest} s`
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`
}

export const closingIn = (ms: number): string => `Closing in ${formatLeft(ms)}`
export const staySignedIn = 'Stay signed in'

/* Closed for inactivity, and how to go on */

export const closedHeading = 'Closed for inactivity'
export const closedBody = 'This screen was closed after a period of inactivity, and the wound data it showed was cleared.'
/** What follows that, by build: a sign-in build signs in again, a key build asks for the key (unless remembered). */
export const signInAgain = 'Sign in again to continue.'
export const enterKeyAgain = 'Enter the API key again to continue.'
export const keyRemembered = 'The key is remembered on this device: continue when you are ready.'

/* Its button */

export const signIn = 'Sign in'
export const signingIn = 'Signing in…'
export const enterApiKey = 'Enter API key'
export const continueLabel = 'Continue'
