// Written by `npm run catalogs` from en.json (test/unit/scripts/catalogs.test.ts checks it is current): each
// message id with the placeholders it takes.
export type Messages = {
  appName: undefined
  closingSoon: undefined
  closingMessage: { app: string | number; time: string | number }
  closingIn: { minutes: number; seconds: number }
  staySignedIn: undefined
  closedHeading: undefined
  closedBody: undefined
  signInAgain: undefined
  enterKeyAgain: undefined
  keyRemembered: undefined
  signIn: undefined
  signingIn: undefined
  enterApiKey: undefined
  continue: undefined
}
