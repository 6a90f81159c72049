import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import type { Page } from 'playwright-core'

/**
 * Requests a browser would not send, for the nginx templates' hardening checks (nginx.test.ts and
 * signin.test.ts): paths under /api/ the app never asks for, non-canonical spellings of the two it
 * does, a forged Host, and requests nginx refuses before it has chosen a location.
 */

/** One answer as nginx sent it (header names lowercased; a repeated header's values joined with ", "). */
export type Reply = { status: number; headers: Record<string, string | undefined>; body: string }

/**
 * GET `path` exactly as written: no URL parsing on our side, so `//api/…`, dot segments and
 * percent escapes reach nginx as they are. `headers` may replace Host.
 */
export function sendPath(origin: string, path: string, headers: Record<string, string> = {}): Promise<Reply> {
  const { hostname, port } = new URL(origin)
  return new Promise((done, fail) => {
    const req = httpRequest({ hostname, port, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const joined: Record<string, string | undefined> = {}
        for (const [name, value] of Object.entries(res.headers)) joined[name] = Array.isArray(value) ? value.join(', ') : value
        done({ status: res.statusCode ?? 0, headers: joined, body: Buffer.concat(chunks).toString() })
      })
      res.on('error', fail)
    })
    req.on('error', fail)
    req.end()
  })
}

/**
 * `request` written byte for byte to a socket (for what an HTTP client refuses to send), and the
 * answer read until nginx closes the connection or its Content-Length is in. No chunked decoding:
 * nginx's own refusals carry a Content-Length.
 */
export function sendRaw(origin: string, request: string): Promise<Reply> {
  const { hostname, port } = new URL(origin)
  return new Promise((done, fail) => {
    const socket = connect({ host: hostname, port: Number(port) })
    let received = Buffer.alloc(0)
    let settled = false
    const timer = setTimeout(() => {
      finish(new Error(`no complete answer within 5 s to ${JSON.stringify(request.slice(0, 80))}`))
    }, 5_000)
    function parse(): Reply | undefined {
      const end = received.indexOf('\r\n\r\n')
      if (end < 0) return undefined
      const [statusLine = '', ...lines] = received.subarray(0, end).toString('latin1').split('\r\n')
      const headers: Record<string, string | undefined> = {}
      for (const line of lines) {
        const colon = line.indexOf(':')
        const name = line.slice(0, colon).trim().toLowerCase()
        const value = line.slice(colon + 1).trim()
        headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`
      }
      return { status: Number(/^HTTP\/\d\.\d (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body: received.subarray(end + 4).toString() }
    }
    function finish(error?: Error) {
      if (settled) return
      settled = true
      clearTimeout(timer)
      socket.destroy()
      const reply = parse()
      if (error === undefined && reply !== undefined) done(reply)
      else fail(error ?? new Error(`not an HTTP answer: ${JSON.stringify(received.toString('latin1').slice(0, 200))}`))
    }
    socket.on('connect', () => socket.write(request, 'latin1'))
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
      const reply = parse()
      const length = reply?.headers['content-length']
      if (reply !== undefined && length !== undefined && Buffer.byteLength(reply.body) >= Number(length)) finish()
    })
    socket.on('end', () => {
      finish()
    })
    socket.on('error', (error) => {
      finish(error)
    })
  })
}

/**
 * Paths under /api/ (and /api itself) that are not one of the two endpoints the app uses, however
 * nginx normalises them: each must be nginx's own 404, and none may reach the service.
 */
export const FOREIGN_API_PATHS = [
  '/api',
  '/api/',
  '/api/v1/',
  '/api/v2/x',
  '/api/internal/metrics',
  '/api/..;/admin',
  '/api/..%5cadmin',
  '/api/v1/measurements/..%2f..%2fadmin',
  '/api/v1/assessments/../../admin',
  '/api/v1/measurements/',
  '/api/v1/measurements/1',
  '/api/v1/measurements;jsessionid=1?wound_id=1',
  '/api/v1/measurements.json?wound_id=1',
  '/api/v1/measurements%3fwound_id=1',
  '/api/v1/measurements%0a?wound_id=1',
  '/api/v1/Measurements?wound_id=1',
  '/api/v1/measurements%2f?wound_id=1',
] as const

/**
 * The two endpoints, spelt as the app sends them and as nginx normalises them (merged slashes, dot
 * segments, percent-encoded letters): each reaches the service under its canonical path, never as
 * sent, with the query string as sent.
 */
export const ALLOWED_API_REQUESTS: readonly { sent: string; received: string }[] = [
  { sent: '/api/v1/measurements?wound_id=1&per_page=5', received: '/api/v1/measurements?wound_id=1&per_page=5' },
  { sent: '/api/v1/assessments?wound_id=1', received: '/api/v1/assessments?wound_id=1' },
  {
    sent: '/api/v1/measurements?wound_id=2&filter%5Bdate%5D=%3E%3D2020-01-01&x=..%2F..%2Fadmin',
    received: '/api/v1/measurements?wound_id=2&filter%5Bdate%5D=%3E%3D2020-01-01&x=..%2F..%2Fadmin',
  },
  { sent: '//api/v1/measurements?wound_id=3', received: '/api/v1/measurements?wound_id=3' },
  { sent: '/api//v1///assessments?wound_id=3', received: '/api/v1/assessments?wound_id=3' },
  { sent: '/api/v1/x/../measurements?wound_id=5', received: '/api/v1/measurements?wound_id=5' },
  { sent: '/api/v1/./%6deasurements?wound_id=5&page=2', received: '/api/v1/measurements?wound_id=5&page=2' },
]

/**
 * The same through the sign-in template, which passes on only a query it rebuilt from the lists'
 * own parameters (an unknown one is refused with 400, in signin-gate.test.ts): the spellings of
 * the path as above, and escaped parameter names read as the service reads them.
 */
export const SIGNIN_API_REQUESTS: readonly { sent: string; received: string }[] = [
  ...ALLOWED_API_REQUESTS.filter(({ sent }) => !sent.includes('&x=')),
  {
    sent: '/api/v1/measurements?wound_id=2&filter%5Bdate%5D=%3E%3D2020-01-01',
    received: '/api/v1/measurements?wound_id=2&filter[date]=%3E%3D2020-01-01',
  },
  { sent: '/api/v1/assessments?%77ound%5Fid=3&per_page=2', received: '/api/v1/assessments?wound_id=3&per_page=2' },
]

/**
 * Paths a redirect built from the Host header would answer (/api to /api/, a folder without its
 * slash), with the status each should get instead (none is a redirect).
 */
export const REDIRECT_PROBES: readonly { path: string; status: number }[] = [
  { path: '/api', status: 404 },
  { path: '/api/v1', status: 404 },
  { path: '/assets', status: 200 },
  { path: '/assets/', status: 404 },
  { path: '/index.html/', status: 200 },
  { path: '/signed-in', status: 200 },
]

/** Requests nginx refuses itself, most of them before any location is chosen, with the status each gets. */
export function refusedRequests(host: string): { what: string; request: string; status: number }[] {
  const close = 'Connection: close\r\n\r\n'
  return [
    { what: 'a malformed escape in the path', request: `GET /%zz HTTP/1.1\r\nHost: ${host}\r\n${close}`, status: 400 },
    { what: 'a path above the root', request: `GET /api/../../etc/passwd HTTP/1.1\r\nHost: ${host}\r\n${close}`, status: 400 },
    { what: 'an HTTP/1.1 request without Host', request: `GET / HTTP/1.1\r\n${close}`, status: 400 },
    { what: 'a request line that is no HTTP', request: `GARBAGE\r\n${close}`, status: 400 },
    {
      what: 'a header line longer than nginx takes (494, sent as 400)',
      request: `GET /api/v1/measurements?wound_id=1 HTTP/1.1\r\nHost: ${host}\r\nX-Padding: ${'x'.repeat(9000)}\r\n${close}`,
      status: 400,
    },
    {
      what: 'an address longer than nginx takes',
      request: `GET /api/v1/measurements?wound_id=1&x=${'a'.repeat(9000)} HTTP/1.1\r\nHost: ${host}\r\n${close}`,
      status: 414,
    },
    { what: 'TRACE', request: `TRACE / HTTP/1.1\r\nHost: ${host}\r\n${close}`, status: 405 },
    { what: 'POST to the app’s page', request: `POST / HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 0\r\n${close}`, status: 405 },
    { what: 'an HTTP version nginx does not speak', request: `GET / HTTP/3.0\r\nHost: ${host}\r\n${close}`, status: 505 },
    {
      what: 'an unknown Transfer-Encoding',
      request: `GET / HTTP/1.1\r\nHost: ${host}\r\nTransfer-Encoding: gzip\r\n${close}`,
      status: 501,
    },
    {
      what: 'a body larger than nginx takes',
      request: `POST /api/v1/measurements HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 2000000\r\n${close}`,
      status: 413,
    },
  ]
}

/**
 * The four security headers of an answer, beside those of the app's page (`reference`): the two
 * long ones as "as on the page" when equal, so a table of answers reads well in a failure.
 */
export function securityHeaders(reply: Reply, reference: Reply): Record<string, string | undefined> {
  const same = (name: string) => (reply.headers[name] === reference.headers[name] ? 'as on the page' : reply.headers[name])
  return {
    'content-security-policy': same('content-security-policy'),
    'x-content-type-options': reply.headers['x-content-type-options'],
    'referrer-policy': reply.headers['referrer-policy'],
    'permissions-policy': same('permissions-policy'),
  }
}

/** What securityHeaders gives for an answer that carries every header of the page. */
export const SAME_SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': 'as on the page',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'permissions-policy': 'as on the page',
}

/**
 * nginx's own refusals of `refusedRequests` over raw sockets, each as it came back (status,
 * Cache-Control, security headers against those of the page at `/`), beside what it should be.
 */
export async function refusalsSeen(app: string): Promise<{ seen: Record<string, unknown>[]; expected: Record<string, unknown>[] }> {
  const reference = await sendPath(app, '/')
  const cases = refusedRequests(new URL(app).host)
  const seen: Record<string, unknown>[] = []
  for (const c of cases) {
    const r = await sendRaw(app, c.request)
    seen.push({ what: c.what, status: r.status, cache: r.headers['cache-control'], ...securityHeaders(r, reference) })
  }
  return { seen, expected: cases.map((c) => ({ what: c.what, status: c.status, cache: 'no-store', ...SAME_SECURITY_HEADERS })) }
}

/**
 * What a list answer says, for comparing one through nginx with one straight from the service:
 * status, record ids, total, error title (not the signed image URLs, which differ by the moment).
 */
export function listSummary(reply: Reply): { status: number; ids: unknown[] | undefined; total: unknown; error: unknown } {
  const body = JSON.parse(reply.body) as { data?: { id?: unknown }[]; metadata?: { total?: unknown }; error?: unknown }
  return { status: reply.status, ids: body.data?.map((record) => record.id), total: body.metadata?.total, error: body.error }
}

/** Chromium's console messages about the page's Permissions-Policy header ("Unrecognized feature: …"). */
export function permissionsPolicyWarnings(page: Page): string[] {
  const messages: string[] = []
  page.on('console', (message) => {
    if (/Permissions-Policy|Unrecognized feature/i.test(message.text())) messages.push(`${message.type()}: ${message.text()}`)
  })
  return messages
}

/** The features of a Permissions-Policy header the page's Chromium does not know (document.featurePolicy). */
export async function unknownPolicyFeatures(page: Page, header: string): Promise<string[]> {
  const named = header.split(',').map((entry) => entry.trim().split('=')[0] ?? '')
  const known = await page.evaluate(() => {
    const policy = (document as Document & { featurePolicy?: { features: () => string[] } }).featurePolicy
    return policy === undefined ? null : policy.features()
  })
  if (known === null) throw new Error('this Chromium has no document.featurePolicy to list the features it knows')
  return named.filter((feature) => !known.includes(feature))
}
