import type { ConnectionFormProblems } from './connection-form.utils'

/**
 * A build made for one service (VITE_API_BASE_URL) can talk to no other: its Content-Security-Policy
 * allows only that origin. Its settings form therefore asks for the key alone and shows where the
 * key will go instead of offering an address field that could only be refused.
 */
type FixedService = {
  /** What the connection stores and requests use: the build's base URL ("" for this site's root). */
  baseUrl: string
  /** The absolute address the clinician reads in the form. */
  address: string
  /** The service is reached through this site (a reverse proxy in front of it). */
  sameOrigin: boolean
}

/** The build's service, or undefined when the clinician chooses one (demo builds). `origin`: the page's own. */
export function fixedService(envBaseUrl: string | undefined, origin: string): FixedService | undefined {
  if (envBaseUrl === undefined) return undefined
  // A normalised base is an absolute http(s) URL or a path on our origin ("" for the root).
  const sameOrigin = envBaseUrl === '' || envBaseUrl.startsWith('/')
  return { baseUrl: envBaseUrl, address: sameOrigin ? `${origin}${envBaseUrl}` : envBaseUrl, sameOrigin }
}

/** The key-only form's one rule, the full form's rule for the key (worded the same: formErrorText). */
export function validateKey(apiKey: string): ConnectionFormProblems {
  return apiKey.trim() === '' ? { apiKey: 'missing' } : {}
}
