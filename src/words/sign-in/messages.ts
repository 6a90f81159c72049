// Written by `npm run catalogs` from en.json (test/unit/scripts/catalogs.test.ts checks it is current): each
// message id with the placeholders it takes.
export type Messages = {
  appName: undefined
  signIn: undefined
  signingIn: undefined
  redirecting: undefined
  signedOutHeading: undefined
  signedOutBody: undefined
  failedHeading: undefined
  refusedBody: undefined
  refusedBodyCode: { code: string | number }
  unusableBody: undefined
  notReauthenticatedHeading: undefined
  notReauthenticatedBody: undefined
  closedHeading: undefined
  closedSignInAgain: undefined
}
