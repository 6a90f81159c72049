/**
 * The part of `oidc-provider` (a JavaScript package without type declarations) that
 * tools/harness/oidc-provider.ts uses, typed from the package's own lib/helpers/defaults.js.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, Server, ServerResponse } from 'node:http'

  export type AccountClaims = { sub: string } & Record<string, unknown>
  export type Account = { accountId: string; claims: (use: string, scope: string) => AccountClaims | Promise<AccountClaims> }

  export type ClientMetadata = {
    client_id: string
    token_endpoint_auth_method?: 'none'
    redirect_uris: string[]
    post_logout_redirect_uris?: string[]
    grant_types?: string[]
    response_types?: string[]
    require_auth_time?: boolean
  }

  export type ResourceServer = {
    scope: string
    audience: string
    accessTokenTTL?: number
    accessTokenFormat: 'jwt' | 'opaque'
    jwt?: { sign?: { alg: string } }
  }

  export type Grant = {
    addOIDCScope(scope: string): void
    addResourceScope(resource: string, scope: string): void
    save(): Promise<string>
  }

  export type ProviderContext = {
    oidc: {
      client?: { clientId: string; grantTypeAllowed(type: string): boolean }
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined }
      provider: Provider
    }
  }

  export type Configuration = {
    clients: ClientMetadata[]
    jwks: { keys: Record<string, unknown>[] }
    pkce?: { required?: () => boolean }
    conformIdTokenClaims?: boolean
    claims?: Record<string, string[]>
    findAccount: (ctx: ProviderContext, id: string) => Account | undefined | Promise<Account | undefined>
    features?: Record<string, Record<string, unknown>>
    issueRefreshToken?: (ctx: ProviderContext, client: { grantTypeAllowed(type: string): boolean }) => boolean | Promise<boolean>
    loadExistingGrant?: (ctx: ProviderContext) => Promise<Grant | undefined>
    clientBasedCORS?: (ctx: ProviderContext, origin: string) => boolean
    extraTokenClaims?: (ctx: ProviderContext, token: { accountId: string }) => Record<string, unknown> | undefined
    ttl?: Record<string, number>
    cookies?: { keys: string[] }
    renderError?: (ctx: unknown, out: Record<string, unknown>, error: Error) => void | Promise<void>
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration)
    Grant: (new (init: { clientId: string; accountId: string }) => Grant) & { find(id: string): Promise<Grant | undefined> }
    proxy: boolean
    listen(port: number, host: string, callback?: () => void): Server
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    on(event: string, listener: (...args: unknown[]) => void): this
  }
}
