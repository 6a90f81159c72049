/* The connection settings form and its checks (the header's words: connection.ts). */

/* Why the form opened by itself */

export const keyRefused = 'The service did not accept the API key. Enter it again to continue.'
export const keyForgotten = 'The screen was closed for inactivity and the key was forgotten. Enter it again to continue.'

/* The form */

export const baseUrlLabel = 'API base URL'
export const baseUrlExample = 'https://wounds.example.org'
export const fixedThroughSite = 'Fixed when this site was set up: this site passes your requests on to the wound-care service.'
export const fixedAtSetUp = 'Fixed when this site was set up.'
export const apiKeyLabel = 'API key'
export const rememberKey = 'Remember key on this device'
/** `address`: where the key goes, when the site fixes it. */
export const keyKeptHint = (address: string | undefined): string =>
  `Without “remember”, the key is kept only until this tab is closed. It is sent only to ${address ?? 'the address above'}.`
export const save = 'Save'
export const useDemoData = 'Use demo data'
export const cancel = 'Cancel'

/* The form's checks */

export const baseUrlMissing = 'Enter the address of the wound-care service, e.g. https://wounds.example.org.'
export const baseUrlInvalid = 'Enter an http:// or https:// address without a user name, query or fragment.'
export const apiKeyMissing = 'Enter the API key the service gave you.'
/**
 * The page's security policy blocks the service: `origin` is the service's, `allowed` what the
 * policy allows (in words), `useHttps` when the https:// address would be allowed.
 */
export const policyRefusalText = (origin: string, allowed: string, useHttps: boolean): string =>
  `This app’s security policy (Content-Security-Policy) does not allow connections to ${origin}; it allows only ${allowed}.${useHttps ? ' Use the service’s https:// address.' : ''}`
