/**
 * What the page's Content-Security-Policy lets it connect to, read from the policy the page
 * enforces (its `<meta http-equiv="Content-Security-Policy">` tags), so that a form can refuse an
 * address the browser would block, and say why, before anything is sent. Source matching follows
 * CSP Level 3 for http(s) URLs: scheme sources, host sources with `*.` and `:*` wildcards, ports
 * and paths, `'self'`, `*` and `'none'`; `default-src` stands in for a missing `connect-src`.
 */

/** The policies in the page's `<meta>` tags (a policy sent as a header is invisible to scripts). */
export function pagePolicies(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): string[] {
  if (!doc) return []
  return Array.from(doc.querySelectorAll('meta[http-equiv]'))
    .filter((meta) => meta.getAttribute('http-equiv')?.trim().toLowerCase() === 'content-security-policy')
    .map((meta) => meta.getAttribute('content') ?? '')
}

/**
 * The connect-src sources (or default-src) of the first of `policies` that blocks a fetch of `url`
 * from a page at `pageUrl`; undefined when every policy allows it.
 */
export function connectBlockedBy(policies: readonly string[], url: string, pageUrl: string): string[] | undefined {
  const target = new URL(url, pageUrl)
  const page = new URL(pageUrl)
  for (const policy of policies) {
    const sources = connectSources(policy)
    if (sources !== undefined && !sources.some((source) => sourceMatches(source, target, page))) return sources
  }
  return undefined
}

/** connect-src, else default-src, of one policy; undefined when it has neither (then nothing is restricted). */
function connectSources(policy: string): string[] | undefined {
  const directives = new Map<string, string[]>()
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    // The first occurrence of a directive wins; later duplicates are ignored, as browsers do.
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), values)
  }
  return directives.get('connect-src') ?? directives.get('default-src')
}

const SCHEME_SOURCE = /^([a-z][a-z0-9+.-]*):$/i
const HOST_SOURCE = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::(\d{1,5}|\*))?(\/[^?#]*)?$/i
const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443' }

/** A scheme in a source also allows its secure upgrade (http: → https:, ws: → wss:). */
function schemeMatches(sourceScheme: string, url: URL): boolean {
  const wanted = sourceScheme.toLowerCase()
  const actual = url.protocol.slice(0, -1)
  return wanted === actual || (wanted === 'http' && actual === 'https') || (wanted === 'ws' && actual === 'wss')
}

const portOf = (url: URL): string => (url.port !== '' ? url.port : (DEFAULT_PORTS[url.protocol] ?? ''))

function sourceMatches(source: string, url: URL, page: URL): boolean {
  const expression = source.toLowerCase()
  if (expression === `'self'`) {
    if (url.origin === page.origin) return true
    // An https URL on the page's own host, when the page itself is http (CSP3's upgrade rule).
    return page.protocol === 'http:' && url.protocol === 'https:' && url.hostname === page.hostname && portOf(url) === '443'
  }
  if (expression === '*') return ['http:', 'https:', 'ws:', 'wss:', page.protocol].includes(url.protocol)
  const scheme = SCHEME_SOURCE.exec(source)
  if (scheme) return schemeMatches(scheme[1] ?? '', url)
  const host = HOST_SOURCE.exec(source)
  if (!host) return false // 'none', keywords, nonces and hashes allow no connection
  const [, sourceScheme, sourceHost = '', sourcePort, sourcePath] = host
  if (sourceScheme ? !schemeMatches(sourceScheme, url) : !schemeMatches(page.protocol.slice(0, -1), url)) return false
  if (!hostMatches(sourceHost.toLowerCase(), url.hostname.toLowerCase())) return false
  if (!portMatches(sourcePort, url)) return false
  return pathMatches(sourcePath, url)
}

function hostMatches(source: string, host: string): boolean {
  if (source === '*') return true
  if (source.startsWith('*.')) return host.endsWith(source.slice(1))
  return source === host
}

function portMatches(source: string | undefined, url: URL): boolean {
  if (source === '*') return true
  const port = portOf(url)
  if (source === undefined) return url.port === ''
  // A source on port 80 also allows the same host upgraded to https on 443.
  return source === port || (source === '80' && url.protocol === 'https:' && port === '443')
}

function pathMatches(source: string | undefined, url: URL): boolean {
  if (source === undefined || source === '' || source === '/') return true
  const path = decoded(url.pathname)
  const wanted = decoded(source)
  return wanted.endsWith('/') ? path.startsWith(wanted) : path === wanted
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** A source of a policy as a form names it: this site, any address, any address of a scheme, or the source as written. */
export type AllowedSource =
  { kind: 'this-site' } | { kind: 'any-address' } | { kind: 'any-of-scheme'; scheme: string } | { kind: 'as-written'; source: string }

/**
 * The sources of a policy that let a page connect, in the order written, for a message to name
 * ("this site, any https:// address, http://localhost:*"): keywords other than `'self'` and
 * `'none'` name no address and are left out. None left: the policy allows no address at all.
 */
export function allowedSources(sources: readonly string[]): AllowedSource[] {
  return sources
    .filter((source) => source.toLowerCase() !== `'none'` && !(source.startsWith(`'`) && source.toLowerCase() !== `'self'`))
    .map((source): AllowedSource => {
      const lower = source.toLowerCase()
      if (lower === `'self'`) return { kind: 'this-site' }
      if (lower === '*') return { kind: 'any-address' }
      const scheme = SCHEME_SOURCE.exec(source)
      return scheme ? { kind: 'any-of-scheme', scheme: (scheme[1] ?? '').toLowerCase() } : { kind: 'as-written', source }
    })
}
