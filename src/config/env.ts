import * as z from 'zod/mini'

/**
 * A service base URL: an absolute http(s) URL, or a path on the app's own origin (e.g. "/" behind
 * a reverse proxy or the dev/preview proxy). Anything else is refused, so the API key can only
 * ever travel to a web service the user or deployer named.
 */
export function normaliseBaseUrl(input: string): string | undefined {
  const value = input.trim()
  if (value === '') return undefined
  if (value.startsWith('/') && !value.startsWith('//')) return value.replace(/\/+$/, '')
  try {
    const url = new URL(value)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
    if (url.username || url.password || url.search || url.hash) return undefined
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '')
  } catch {
    return undefined
  }
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * An OpenID issuer as the app may use it: https, or http on this machine (development and tests),
 * no credentials, query or fragment; no trailing slash (discovery appends
 * `/.well-known/openid-configuration`, and the `iss` of the tokens must equal it exactly).
 */
function normaliseIssuer(input: string): string | undefined {
  try {
    const url = new URL(input.trim())
    const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
    if (!secure || url.username || url.password || url.search || url.hash) return undefined
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '')
  } catch {
    return undefined
  }
}

/** The hospital's identity provider, for a sign-in build (VITE_OIDC_ISSUER and VITE_OIDC_CLIENT_ID). */
export type SignInConfig = {
  issuer: string
  clientId: string
  /** Space-separated scopes asked for; `openid` is always among them. */
  scope: string
}

const DEFAULT_OIDC_SCOPE = 'openid profile'
/** Minutes without input before a live session closes itself; docs/deploy.md gives the basis. */
export const DEFAULT_IDLE_MINUTES = 15
/**
 * The warning comes 60 s before the close, so a shorter limit would leave no time without one.
 * Exported (with MAX_IDLE_MINUTES) only so that the bundler writes them into their uses: a
 * module's own constant stays a variable in the entry chunk (test/unit/architecture/exports.test.ts).
 */
export const MIN_IDLE_MINUTES = 2
export const MAX_IDLE_MINUTES = 12 * 60

const Env = z.object({
  VITE_API_BASE_URL: z.optional(z.string()),
  VITE_OIDC_ISSUER: z.optional(z.string()),
  VITE_OIDC_CLIENT_ID: z.optional(z.string()),
  VITE_OIDC_SCOPE: z.optional(z.string()),
  VITE_IDLE_MINUTES: z.optional(z.string()),
})

type AppEnv = {
  apiBaseUrl: string | undefined
  /** Set in a sign-in build: the app signs the clinician in and sends no API key. */
  signIn: SignInConfig | undefined
  idleMinutes: number
}

const blank = (value: string | undefined): boolean => value === undefined || value.trim() === ''

function readSignIn(issuer: string | undefined, clientId: string | undefined, scope: string | undefined): SignInConfig | undefined {
  if (blank(issuer) && blank(clientId)) return undefined
  const normalised = issuer === undefined ? undefined : normaliseIssuer(issuer)
  const id = clientId?.trim() ?? ''
  if (normalised === undefined || id === '') {
    console.warn('A sign-in build needs VITE_OIDC_ISSUER (an https URL) and VITE_OIDC_CLIENT_ID; sign-in is off.')
    return undefined
  }
  const scopes = (scope ?? '').split(/\s+/).filter((s) => s !== '')
  const asked = scopes.length === 0 ? DEFAULT_OIDC_SCOPE.split(' ') : scopes.includes('openid') ? scopes : ['openid', ...scopes]
  return { issuer: normalised, clientId: id, scope: asked.join(' ') }
}

function readIdleMinutes(raw: string | undefined): number {
  if (blank(raw)) return DEFAULT_IDLE_MINUTES
  const minutes = Number(raw)
  if (Number.isFinite(minutes) && minutes >= MIN_IDLE_MINUTES && minutes <= MAX_IDLE_MINUTES) return minutes
  console.warn(
    `VITE_IDLE_MINUTES must be a number of minutes from ${MIN_IDLE_MINUTES} to ${MAX_IDLE_MINUTES}; using ${DEFAULT_IDLE_MINUTES}.`,
  )
  return DEFAULT_IDLE_MINUTES
}

export function readEnv(source: Record<string, unknown> = import.meta.env): AppEnv {
  const parsed = Env.safeParse(source)
  const env = parsed.success ? parsed.data : {}
  const raw = env.VITE_API_BASE_URL
  const apiBaseUrl = raw === undefined ? undefined : normaliseBaseUrl(raw)
  if (raw !== undefined && raw.trim() !== '' && apiBaseUrl === undefined) {
    console.warn('VITE_API_BASE_URL is not an http(s) URL or a path; starting in demo mode.')
  }
  return {
    apiBaseUrl,
    signIn: readSignIn(env.VITE_OIDC_ISSUER, env.VITE_OIDC_CLIENT_ID, env.VITE_OIDC_SCOPE),
    idleMinutes: readIdleMinutes(env.VITE_IDLE_MINUTES),
  }
}
