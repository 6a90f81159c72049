/* Who is signed in, in the header of a sign-in build, and signing out. */

/** The user's name follows, in bold. */
export const signedInAs = 'Signed in as'
export const signOut = 'Sign out'
export const signingOut = 'Signing out…'
