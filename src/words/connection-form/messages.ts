// Written by `npm run catalogs` from en.json (test/unit/scripts/catalogs.test.ts checks it is current): each
// message id with the placeholders it takes.
export type Messages = {
  heading: undefined
  keyRefused: undefined
  keyForgotten: undefined
  baseUrlLabel: undefined
  baseUrlExample: undefined
  fixedThroughSite: undefined
  fixedAtSetUp: undefined
  apiKeyLabel: undefined
  rememberKey: undefined
  keyKeptHint: undefined
  keyKeptHintAddress: { address: string | number }
  save: undefined
  useDemoData: undefined
  cancel: undefined
  baseUrlMissing: undefined
  baseUrlInvalid: undefined
  apiKeyMissing: undefined
  policyRefusal: { origin: string | number; allowed: string | number; https: 'yes' | (string & {}) }
  allowsThisSite: undefined
  allowsAnyAddress: undefined
  allowsAnyOfScheme: { scheme: string | number }
  allowsNoAddress: undefined
}
