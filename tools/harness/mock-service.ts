import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { createSecureContext } from 'node:tls'
import { getResponse, type RequestHandler } from 'msw'
import { DEMO_WOUNDS, getWoundData } from '../../src/mocks/data'
import { createHandlers, type HandlerOptions } from '../../src/mocks/handlers'

/**
 * The demo service (the same msw handlers demo mode and the component tests use) over real HTTP,
 * so the live build exercises the real network path: CORS preflights, headers, latency.
 */
export type MockServiceOptions = {
  /** 0 (the default) picks a free port. */
  port?: number
  /** Added before every answer, preflights included, as a slow network would; or per path and query. */
  latencyMs?: number | ((path: string) => number)
  /** Passed to createHandlers (accepted keys, clock). */
  handlerOptions?: HandlerOptions
  /** Replaces the demo handlers altogether (e.g. a service that fails). */
  handlers?: RequestHandler[]
  /** Serve https with this certificate (PEM) instead of http. */
  tls?: { key: string; cert: string }
  /** The URL's host: `localhost` for a certificate issued to that name (the server listens on 127.0.0.1 either way). */
  hostname?: string
}

export type MockService = {
  /** Origin of the service, e.g. `http://127.0.0.1:40123` (no trailing slash). */
  url: string
  /** With `tls`: the server names (SNI) clients asked for in their TLS handshakes, in order. */
  serverNames: readonly string[]
  close: () => Promise<void>
}

/** One request the service received, as `GET /__requests` lists it. */
export type RecordedRequest = {
  method: string
  /** Path and query, as sent (`/api/v1/measurements?wound_id=1&page=1`). */
  path: string
  /** Header names lowercased; repeated headers joined with ", ". */
  headers: Record<string, string>
}

/** Test-only endpoint: GET lists the recorded requests, DELETE forgets them. */
export const REQUEST_LOG_PATH = '/__requests'
/** Test-only: `POST /__clock?advance=<ms>` moves the service's clock forward (signed URLs expire by it). */
export const CLOCK_PATH = '/__clock'

const ALLOWED_HEADERS = 'X-API-KEY, Content-Type'

export async function startMockService(options: MockServiceOptions = {}): Promise<MockService> {
  // The service's own clock, which a test can move forward with the page's (page.clock).
  let clockOffset = 0
  const handlers = options.handlers ?? createHandlers({ now: () => Date.now() + clockOffset, ...options.handlerOptions })
  // The demo data is generated on first use (≈0.1–0.2 s for the long wound): a real service has
  // it stored, so generate it now rather than inside the first timed request.
  if (!options.handlers) for (const { id } of DEMO_WOUNDS) getWoundData(id)
  const latency = options.latencyMs ?? 0
  const latencyOf = (path: string): number => (typeof latency === 'function' ? latency(path) : latency)
  const log: RecordedRequest[] = []

  const listener: RequestListener = (req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('mock service: request failed', error)
      if (!res.headersSent) {
        writeJson(res, 500, { error: 'Mock service error', message: String(error) }, corsHeaders(req))
      } else {
        res.destroy()
      }
    })
  }
  const serverNames: string[] = []
  const tls = options.tls
  const context = tls ? createSecureContext(tls) : undefined
  const server = tls
    ? createHttpsServer(
        {
          ...tls,
          // Called with the name the client sent (SNI), before any certificate check on its side.
          SNICallback: (name, done) => {
            serverNames.push(name)
            done(null, context)
          },
        },
        listener,
      )
    : createServer(listener)

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const latencyMs = latencyOf(req.url ?? '/')
    if (latencyMs > 0) await delay(latencyMs)
    const cors = corsHeaders(req)
    const method = req.method ?? 'GET'
    const path = req.url ?? '/'

    if (method === 'OPTIONS') {
      res.writeHead(204, { ...cors, 'Content-Length': '0' })
      res.end()
      return
    }

    if (path.split('?')[0] === CLOCK_PATH) {
      const advance = Number(new URL(path, 'http://x').searchParams.get('advance') ?? 0)
      clockOffset = method === 'DELETE' ? 0 : clockOffset + (Number.isFinite(advance) ? advance : 0)
      writeJson(res, 200, { offset: clockOffset }, cors)
      return
    }

    if (path.split('?')[0] === REQUEST_LOG_PATH) {
      if (method === 'DELETE') {
        log.length = 0
        res.writeHead(204, cors)
        res.end()
      } else {
        writeJson(res, 200, log, cors)
      }
      return
    }

    log.push({ method, path, headers: lowercaseHeaders(req) })
    const request = await toFetchRequest(req, `http://${req.headers.host ?? '127.0.0.1'}`)
    const response = await getResponse(handlers, request)
    if (!response) {
      writeJson(res, 404, { error: 'Not Found', message: `No mock handler for ${method} ${path}` }, cors)
      return
    }
    await writeFetchResponse(res, response, cors)
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo

  return {
    url: `${tls ? 'https' : 'http'}://${options.hostname ?? '127.0.0.1'}:${port}`,
    serverNames,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error)
          else resolve()
        })
        server.closeAllConnections()
      }),
  }
}

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin
  if (!origin) return {}
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, OPTIONS',
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Expose-Headers': 'Date',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  }
}

function lowercaseHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value
  }
  return headers
}

async function toFetchRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  const method = req.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  const body = hasBody ? await readBody(req) : undefined
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    ...(body && body.length > 0 ? { body: new Uint8Array(body) } : {}),
  })
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

async function writeFetchResponse(res: ServerResponse, response: Response, cors: Record<string, string>): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer())
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    // The body is written whole, already decoded: the original framing no longer applies.
    if (name === 'content-length' || name === 'transfer-encoding' || name === 'content-encoding') return
    headers[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  // Ours win over any CORS headers the handlers set themselves (a second Allow-Origin breaks CORS).
  for (const [name, value] of Object.entries(cors)) headers[name.toLowerCase()] = value
  headers['content-length'] = String(body.length)
  res.writeHead(response.status, response.statusText || undefined, headers)
  res.end(body)
}

function writeJson(res: ServerResponse, status: number, value: unknown, cors: Record<string, string>): void {
  const body = JSON.stringify(value)
  res.writeHead(status, { ...cors, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) })
  res.end(body)
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
