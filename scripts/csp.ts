import type { Plugin } from 'vite'

/**
 * Content-Security-Policy for the built app, written into index.html at build time as a <meta>.
 *
 * - Scripts, styles and workers only from our own origin: no inline script, no eval. React and
 *   recharts set style attributes (positions, sizes), hence style-src-attr; no <style> is inline.
 * - connect-src: our origin (demo mode's worker, a same-origin proxy) and the configured service.
 *   With no service fixed at build time a clinician may enter one at run time, so any https:
 *   service (and an http: one on loopback, for development) is allowed then.
 * - img-src: our origin (demo images come from the demo worker, same-origin), the service (it may
 *   serve its images itself) and the image storage: the origins in VITE_IMAGE_ORIGINS, else any
 *   https: host, because signed URLs point at storage hosts not known in advance.
 * - Nothing else: default-src 'none'. No data: or blob: images (the app draws none; the CSV
 *   download's blob: link is a navigation, not an image). No upgrade-insecure-requests: it would
 *   break an http: service on loopback. frame-ancestors cannot be set by a <meta>: deployers send
 *   it as a header (docs/deploy.md).
 */

/** The build-time variables the policy depends on (Vite's `loadEnv(mode, root, 'VITE_')`). */
export type CspEnv = {
  /** The service: an absolute http(s) URL, or a path on our own origin (behind a proxy). */
  VITE_API_BASE_URL?: string | undefined
  /** Comma-separated http(s) origins that serve the images (signed URLs), e.g. `https://*.s3.amazonaws.com`. */
  VITE_IMAGE_ORIGINS?: string | undefined
  /** Dev/preview proxy target (vite.config.ts): the proxied service signs image URLs with its own origin. */
  VITE_API_PROXY_TARGET?: string | undefined
  /** A sign-in build's OpenID issuer: the app fetches its discovery document and tokens from it. */
  VITE_OIDC_ISSUER?: string | undefined
  VITE_OIDC_CLIENT_ID?: string | undefined
}

/** What a runtime-configured service may be: any https: host, or http: on this machine. */
const ANY_SERVICE = ['https:', 'http://127.0.0.1:*', 'http://localhost:*'] as const

export function contentSecurityPolicy(env: CspEnv): Plugin {
  let policy = ''
  return {
    name: 'wound-history-csp',
    apply: 'build',
    // Invalid configuration stops the build before anything is written.
    buildStart() {
      policy = buildContentSecurityPolicy(env)
    },
    transformIndexHtml: {
      // After Vite has put its own tags in, so the check below sees the page as shipped.
      order: 'post',
      handler(html) {
        const inline = inlineScripts(html)
        if (inline.length > 0) {
          throw new Error(`index.html has inline script, which the Content-Security-Policy refuses:\n${inline.join('\n')}`)
        }
        const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`
        const charset = /<meta\s+charset=[^>]*>/i
        // Right after the charset (which must stay within the first 1024 bytes), before any script or style.
        if (charset.test(html)) return html.replace(charset, (tag) => `${tag}\n    ${meta}`)
        return html.replace(/<head[^>]*>/i, (tag) => `${tag}\n    ${meta}`)
      },
    },
  }
}

/** The policy for this configuration. Throws on an invalid VITE_API_BASE_URL or VITE_IMAGE_ORIGINS. */
export function buildContentSecurityPolicy(env: CspEnv): string {
  const service = parseServiceBase(env.VITE_API_BASE_URL)
  const imageOrigins = parseImageOrigins(env.VITE_IMAGE_ORIGINS)
  const proxied = parseProxyTarget(env.VITE_API_PROXY_TARGET)
  const issuer = parseSignIn(env, service)

  // Where the service is: our origin, a fixed origin, or one the clinician enters at run time.
  const serviceSources = service.kind === 'same-origin' ? [] : service.kind === 'origin' ? [service.origin] : [...ANY_SERVICE]
  // A sign-in build also talks to its issuer (discovery, tokens): its origin, since the token
  // endpoint may lie outside the issuer's path.
  const connect = unique([`'self'`, ...serviceSources, ...(issuer ? [issuer] : [])])
  const img = unique([`'self'`, ...serviceSources, ...(proxied ? [proxied] : []), ...(imageOrigins ?? ['https:'])])

  return [
    `default-src 'none'`,
    `script-src 'self'`,
    `style-src 'self'`,
    `style-src-attr 'unsafe-inline'`,
    `img-src ${img.join(' ')}`,
    `connect-src ${connect.join(' ')}`,
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `base-uri 'none'`,
    `form-action 'self'`,
  ].join('; ')
}

type ServiceBase = { kind: 'none' } | { kind: 'same-origin' } | { kind: 'origin'; origin: string }

/** VITE_API_BASE_URL as the app reads it (src/config/env.ts): a path on our origin, or an http(s) URL. */
export function parseServiceBase(value: string | undefined): ServiceBase {
  const base = value?.trim() ?? ''
  if (base === '') return { kind: 'none' }
  if (base.startsWith('/') && !base.startsWith('//')) return { kind: 'same-origin' }
  const url = parseUrl(base)
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.search || url.hash) {
    throw new Error(`VITE_API_BASE_URL must be an http(s) URL (https://wounds.example.org) or a path (/), not "${base}"`)
  }
  return { kind: 'origin', origin: url.origin }
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * A sign-in build (VITE_OIDC_ISSUER): the issuer's origin, for connect-src. The issuer must be
 * https (http only on this machine, for development), the client id set, and the service on this
 * site's own origin behind the server that swaps the token for the key (VITE_API_BASE_URL=/): a
 * bearer token must never be sent to another origin. Anything else stops the build.
 */
export function parseSignIn(env: CspEnv, service: ServiceBase): string | undefined {
  const value = env.VITE_OIDC_ISSUER?.trim() ?? ''
  const clientId = env.VITE_OIDC_CLIENT_ID?.trim() ?? ''
  if (value === '' && clientId === '') return undefined
  const url = parseUrl(value)
  const secure = url && (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname)))
  if (!url || !secure || url.username || url.password || url.search || url.hash) {
    throw new Error(`VITE_OIDC_ISSUER must be an https URL (http only on 127.0.0.1 or localhost), not "${value}"`)
  }
  if (clientId === '') throw new Error("VITE_OIDC_ISSUER is set: VITE_OIDC_CLIENT_ID must name the app's client at the issuer")
  if (service.kind !== 'same-origin') {
    throw new Error(
      'A sign-in build talks to its service through this site (VITE_API_BASE_URL=/): the access token never leaves this origin',
    )
  }
  return url.origin
}

/**
 * VITE_IMAGE_ORIGINS: comma-separated http(s) origins, each optionally with a leading `*.` for
 * any subdomain and a port; undefined when not set. Paths, other schemes, bare schemes and
 * keywords are refused: the variable exists to narrow img-src, not to widen it.
 */
export function parseImageOrigins(value: string | undefined): string[] | undefined {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  if (entries.length === 0) return undefined
  const invalid = entries.filter((entry) => cspOrigin(entry) === undefined)
  if (invalid.length > 0) {
    throw new Error(
      `VITE_IMAGE_ORIGINS must list http(s) origins separated by commas (e.g. https://storage.example.org,https://*.s3.amazonaws.com); not valid: ${invalid.map((e) => `"${e}"`).join(', ')}`,
    )
  }
  return unique(entries.map((entry) => cspOrigin(entry) ?? entry))
}

const HOST_WITH_WILDCARD = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(:(?:\d{1,5}|\*))?\/?$/i

/** An origin in CSP source form (lowercase, no trailing slash), or undefined if it is not one. */
function cspOrigin(entry: string): string | undefined {
  const match = HOST_WITH_WILDCARD.exec(entry)
  if (!match) return undefined
  const [, scheme = '', wildcard = '', host = '', port = ''] = match
  if (wildcard === '' && port !== ':*') {
    // A plain origin: let the URL parser check the host and drop a default port.
    const url = parseUrl(`${scheme}://${host}${port}`)
    return url ? url.origin : undefined
  }
  return `${scheme.toLowerCase()}://${wildcard}${host.toLowerCase()}${port}`
}

function parseProxyTarget(value: string | undefined): string | undefined {
  const target = value?.trim() ?? ''
  if (target === '') return undefined
  const url = parseUrl(target)
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : undefined
}

/** `<script>` elements without a src (inline code), as written in the page. */
export function inlineScripts(html: string): string[] {
  const scripts = html.match(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi) ?? []
  return scripts.filter((tag) => {
    const open = /^<script\b[^>]*>/i.exec(tag)?.[0] ?? ''
    return !/\ssrc\s*=/i.test(open)
  })
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

const unique = (values: readonly string[]): string[] => [...new Set(values)]
