import { generateKeyPairSync, randomBytes, type JsonWebKey } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { type ProviderContext } from 'oidc-provider'

/**
 * A real OpenID provider for the sign-in tests (the `oidc-provider` package, certified), on
 * 127.0.0.1: discovery, its own sign-in pages (any login and password pass: its development
 * interactions), authorization code flow with PKCE required, JWT access tokens signed RS256 for
 * the audience of the service, refresh tokens and their revocation, RP-initiated logout, and
 * `auth_time` in every ID token (`max_age=0` makes it ask for the credentials again). Its signing
 * key is generated per run and handed to the tests, so they can sign tokens of their own (forged,
 * expired, for another audience…) with the issuer's real key or with another one.
 */

export type OidcProviderOptions = {
  /** The app's origin: redirect URI `<origin>/signed-in`, post-logout redirect URI `<origin>/`. */
  appOrigin: string
  clientId?: string
  /** The audience of the access tokens (the service's, not the client id). */
  audience?: string
  /** Access-token lifetime in seconds. */
  accessTokenTtl?: number
  /** 0 picks a free port. */
  port?: number
}

export type OidcProvider = {
  /** e.g. `http://127.0.0.1:40111` (no trailing slash), exactly as the tokens' `iss`. */
  issuer: string
  clientId: string
  audience: string
  /** The issuer's signing key (private JWK, with kid, alg RS256). */
  signingKey: JsonWebKey & { kid: string }
  /** Method and path with query of every request, in order (no bodies: they hold codes and tokens). */
  requests: () => readonly string[]
  /** The grant types the token endpoint granted, in order (`authorization_code`, `refresh_token`). */
  grants: () => readonly string[]
  close: () => Promise<void>
}

/** The resource (RFC 8707) the app's tokens are for, by default: the service. */
const RESOURCE = 'urn:wound-history:service'

export async function startOidcProvider(options: OidcProviderOptions): Promise<OidcProvider> {
  const clientId = options.clientId ?? 'wound-history'
  const audience = options.audience ?? 'wound-history-api'
  const accessTokenTtl = options.accessTokenTtl ?? 300
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: `test-${randomBytes(4).toString('hex')}`, alg: 'RS256', use: 'sig' }

  // The issuer's URL needs the port before the provider exists: listen first, then hand requests over.
  const route: { handle?: (req: IncomingMessage, res: ServerResponse) => void } = {}
  const requests: string[] = []
  const grants: string[] = []
  const server = createServer((req, res) => {
    requests.push(`${req.method ?? 'GET'} ${req.url ?? '/'}`)
    if (route.handle) route.handle(req, res)
    else res.writeHead(503).end()
  })
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        token_endpoint_auth_method: 'none',
        redirect_uris: [`${options.appOrigin}/signed-in`],
        post_logout_redirect_uris: [`${options.appOrigin}/`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // auth_time in every ID token, as Keycloak and Entra ID send it: oidc-provider otherwise adds
        // it only when the request asks (max_age, prompt=login), and the app's check must be seen
        // refusing an old auth_time, not only a missing one.
        require_auth_time: true,
      },
    ],
    jwks: { keys: [signingKey] },
    pkce: { required: () => true },
    // The ID token carries the clinician's name, as hospital issuers' do: the app reads no userinfo.
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, name: `Dr ${id}`, preferred_username: id }),
    }),
    features: {
      devInteractions: { enabled: true },
      rpInitiatedLogout: { enabled: true },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: 'wounds',
          audience,
          accessTokenTTL: accessTokenTtl,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    // The clinician's user name in the access token too, as Keycloak puts it (the audit line names them).
    extraTokenClaims: (_ctx, token) => ({ preferred_username: token.accountId }),
    // As Keycloak and most hospital issuers do for a browser client: refresh tokens without offline_access.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Consent is the hospital's business, not the clinician's: granted at once. One grant per
    // issuer session and client, as Keycloak keeps one client session per user session: a second
    // tab signing in leaves the first tab's refresh token working (oidc-provider finds a refresh
    // token bound to the session only while its grant is the session's grant for the client).
    loadExistingGrant: async (ctx: ProviderContext) => {
      const { client, session } = ctx.oidc
      if (!client || session?.accountId === undefined) return undefined
      const grantId = session.grantIdFor(client.clientId)
      const existing = grantId === undefined ? undefined : await ctx.oidc.provider.Grant.find(grantId)
      if (existing) return existing
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId })
      grant.addOIDCScope('openid profile offline_access')
      grant.addResourceScope(RESOURCE, 'wounds')
      await grant.save()
      return grant
    },
    clientBasedCORS: (_ctx, origin) => origin === options.appOrigin,
    cookies: { keys: [randomBytes(16).toString('hex')] },
    ttl: { AccessToken: accessTokenTtl, IdToken: 3600, RefreshToken: 8 * 3600, Session: 8 * 3600, Grant: 8 * 3600, Interaction: 600 },
  })
  provider.on('grant.success', (ctx: unknown) => {
    const type = grantTypeOf(ctx)
    if (type !== undefined) grants.push(type)
  })
  provider.on('server_error', (_ctx: unknown, error: unknown) => {
    console.error('oidc-provider: server error', error)
  })
  route.handle = provider.callback()

  return {
    issuer,
    clientId,
    audience,
    signingKey,
    requests: () => requests,
    grants: () => grants,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections()
        server.close(() => {
          done()
        })
      }),
  }
}

function grantTypeOf(ctx: unknown): string | undefined {
  if (typeof ctx !== 'object' || ctx === null || !('oidc' in ctx)) return undefined
  const oidc = ctx.oidc
  if (typeof oidc !== 'object' || oidc === null || !('params' in oidc)) return undefined
  const params = oidc.params
  if (typeof params !== 'object' || params === null || !('grant_type' in params)) return undefined
  return typeof params.grant_type === 'string' ? params.grant_type : undefined
}
