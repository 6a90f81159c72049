import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * An OpenID issuer as nginx sees it: its discovery document and key set, nothing else (no sign-in,
 * no tokens: the tests sign their own with `privateKey`). What a real provider cannot be made to do
 * on demand is here: answer slowly, answer 500, or not answer at all, and say what it was asked,
 * with which headers. The browser tests use the real provider (oidc-provider.ts).
 */

export type IssuerMode = { kind: 'up'; delayMs?: number } | { kind: 'failing'; status: number } | { kind: 'hanging' }

/** `local`: the address the request came in on (127.0.0.1, or one of `alsoOn`). */
export type IssuerRequest = { path: string; headers: Record<string, string>; local: string }

export type TestIssuer = {
  /** `http://127.0.0.1:<port>/realms/care`: a path, as Keycloak's issuers have. */
  issuer: string
  kid: string
  privateKey: KeyObject
  requests: () => readonly IssuerRequest[]
  setMode: (mode: IssuerMode) => void
  /** An access token signed RS256 with its first key (header: alg, typ at+jwt, kid; `header` adds or replaces). */
  sign: (payload: Record<string, unknown>, header?: Record<string, unknown>) => string
  /** Publishes another key beside the first (a rotation), under `kid`. */
  addKey: (kid: string) => KeyObject
  close: () => Promise<void>
}

const ISSUER_PATH = '/realms/care'

export type TestIssuerOptions = {
  /** The host name in its URLs (the issuer, jwks_uri) instead of 127.0.0.1: for a test of nginx's resolver. */
  hostname?: string
  /** Loopback addresses it also listens on, on the same port (127.0.0.2: where a name may move to). */
  alsoOn?: readonly string[]
}

export async function startTestIssuer(options: TestIssuerOptions = {}): Promise<TestIssuer> {
  const keys: { kid: string; privateKey: KeyObject }[] = []
  const newKey = (kid: string) => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    keys.push({ kid, privateKey })
    return privateKey
  }
  const kid = 'test-issuer-1'
  const privateKey = newKey(kid)
  let mode: IssuerMode = { kind: 'up' }
  const requests: IssuerRequest[] = []
  const hanging = new Set<ServerResponse>()
  let origin = ''

  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/'
    const headers: Record<string, string> = {}
    for (const [name, value] of Object.entries(req.headers)) headers[name] = Array.isArray(value) ? value.join(', ') : (value ?? '')
    requests.push({ path, headers, local: req.socket.localAddress ?? '' })
    const reply = () => {
      if (mode.kind === 'failing') {
        res.writeHead(mode.status, { 'Content-Type': 'application/json' }).end('{"error":"server_error"}')
        return
      }
      if (path === `${ISSUER_PATH}/.well-known/openid-configuration`) {
        const body = { issuer: `${origin}${ISSUER_PATH}`, jwks_uri: `${origin}${ISSUER_PATH}/protocol/openid-connect/certs` }
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify(body))
        return
      }
      if (path === `${ISSUER_PATH}/protocol/openid-connect/certs`) {
        const published = keys.map((k) => {
          // The public half only: a JWK of the private key also holds d, p, q...
          const { kty, n, e } = k.privateKey.export({ format: 'jwk' })
          return { kty, n, e, kid: k.kid, use: 'sig', alg: 'RS256' }
        })
        const body = JSON.stringify({ keys: published })
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(body)
        return
      }
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"not_found"}')
    }
    if (mode.kind === 'hanging') {
      hanging.add(res)
      res.once('close', () => hanging.delete(res))
      return
    }
    const delayMs = mode.kind === 'up' ? (mode.delayMs ?? 0) : 0
    if (delayMs > 0) setTimeout(reply, delayMs)
    else reply()
  }

  const server = createServer(answer)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  const servers = [server]
  for (const address of options.alsoOn ?? []) {
    const extra = createServer(answer)
    await new Promise<void>((done) => extra.listen(port, address, done))
    servers.push(extra)
  }
  origin = `http://${options.hostname ?? '127.0.0.1'}:${port}`
  return {
    issuer: `${origin}${ISSUER_PATH}`,
    kid,
    privateKey,
    requests: () => [...requests],
    setMode(next) {
      mode = next
      if (next.kind !== 'hanging') for (const res of hanging) res.destroy()
    },
    sign(payload, header = {}) {
      const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
      const input = `${part({ alg: 'RS256', typ: 'at+jwt', kid, ...header })}.${part(payload)}`
      return `${input}.${sign('sha256', Buffer.from(input), privateKey).toString('base64url')}`
    },
    addKey: newKey,
    close: async () => {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((done) =>
        server.close(() => {
          done()
        }),
      )
    },
  }
}
