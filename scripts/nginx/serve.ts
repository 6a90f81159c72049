import { existsSync } from 'node:fs'
import { mkdir, readFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { ROOT } from '../../tools/harness/paths'
import { startNginx, type SignInSite } from '../../tools/harness/nginx/nginx'
import { findNginx } from '../../tools/harness/nginx/tools'
import { ensureSameOriginBuild } from '../../tools/harness/nginx/same-origin-build'

/**
 * `npm run serve:nginx -- --api <url> [--port N] [--signin …]`: the production build served the way
 * it is deployed, in one command. Builds (or reuses) the same-origin build, renders
 * deploy/nginx/app.conf.template (with --signin: signin.conf.template and a sign-in build) and
 * runs the machine's nginx in the foreground until Ctrl-C.
 */

export type ServeOptions = {
  /** The service's origin (API_UPSTREAM). */
  api: string
  port: number
  host: string
  imageOrigins: string | undefined
  /** Serve this build as it is instead of building one. */
  app: string | undefined
  rebuild: boolean
  /** The sign-in deployment (signin.conf.template): the clinician signs in at the issuer, the key stays here. */
  signIn: SignInOptions | undefined
}

export type SignInOptions = { issuer: string; clientId: string; audience: string; keyFile: string; auditLog: string }

const USAGE = `npm run serve:nginx -- --api <service origin> [--port 8080] [--host 127.0.0.1]
                        [--image-origins <origins>] [--app <build folder>] [--rebuild]
                        [--signin --issuer <url> --client-id <id> --audience <aud> --key-file <file>
                         [--audit-log <file>]]

  --api            the wound-care service, e.g. https://wounds.example.org (API_UPSTREAM)
  --port, --host   where nginx listens (LISTEN_PORT is host:port); --host 0.0.0.0 for every interface
  --image-origins  comma-separated origins of the image storage (VITE_IMAGE_ORIGINS); default any https: host
  --app            serve this build (made with VITE_API_BASE_URL=/) instead of building dist-nginx/app
  --rebuild        build again even when dist-nginx/app is up to date

  --signin         the sign-in deployment (deploy/nginx/signin.conf.template): clinicians sign in at
                   the issuer, nginx checks their access token and adds the key; no key in a browser
  --issuer         the OpenID issuer, exactly as its tokens' "iss" (https; http only on loopback)
  --client-id      the app's client at the issuer: a public client (no secret), PKCE S256, with
                   redirect URI http://<host>:<port>/signed-in and post-logout redirect URI
                   http://<host>:<port>/ registered there, and this origin allowed for CORS
  --audience       the "aud" the issuer puts in access tokens for the service (not the client id)
  --key-file       the service's API key on one line (keep it 0640, readable by nginx only)
  --audit-log      where the audit lines go (default: dist-nginx/audit.log)`

/** The service's origin: http(s), no path (the template's proxy_pass must carry no URI). */
export function parseApiOrigin(value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`--api needs a URL such as https://wounds.example.org, not "${value}"`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`--api must be http:// or https://, not ${url.protocol}`)
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username || url.password) {
    throw new Error(`--api takes the service's origin only (the app asks for /api/v1/... there), not "${value}"`)
  }
  return url.origin
}

export function parseServeArgs(argv: readonly string[]): ServeOptions | 'help' {
  const values = new Map<string, string>()
  const flags = new Set<string>()
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    const [name = '', inline] = arg.replace(/^--/, '').split(/=(.*)/s)
    if (!arg.startsWith('--')) throw new Error(`unexpected argument "${arg}" (try --help)`)
    if (name === 'help' || name === 'rebuild' || name === 'signin') {
      flags.add(name)
      continue
    }
    if (!['api', 'port', 'host', 'image-origins', 'app', ...SIGN_IN_OPTIONS].includes(name))
      throw new Error(`unknown option ${arg} (try --help)`)
    const value = inline ?? argv[++i]
    if (value === undefined) throw new Error(`--${name} needs a value`)
    values.set(name, value)
  }
  if (flags.has('help')) return 'help'
  const api = values.get('api')
  if (api === undefined) throw new Error(`--api is required\n\n${USAGE}`)
  const port = Number(values.get('port') ?? 8080)
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('--port takes a port number (1–65535)')
  const options: ServeOptions = {
    api: parseApiOrigin(api),
    port,
    host: values.get('host') ?? '127.0.0.1',
    imageOrigins: values.get('image-origins'),
    app: values.get('app'),
    rebuild: flags.has('rebuild'),
    signIn: flags.has('signin') ? parseSignIn(values) : undefined,
  }
  if (!flags.has('signin')) {
    const stray = SIGN_IN_OPTIONS.filter((name) => values.has(name))
    if (stray.length > 0) throw new Error(`--${stray.join(', --')} belong to --signin`)
  }
  return options
}

const SIGN_IN_OPTIONS = ['issuer', 'client-id', 'audience', 'key-file', 'audit-log']

function parseSignIn(values: ReadonlyMap<string, string>): SignInOptions {
  const missing = ['issuer', 'client-id', 'audience', 'key-file'].filter((name) => !values.get(name))
  if (missing.length > 0) throw new Error(`--signin needs --${missing.join(', --')}`)
  const raw = values.get('issuer') ?? ''
  let issuer: URL
  try {
    issuer = new URL(raw)
  } catch {
    throw new Error(`--issuer needs a URL such as https://login.hospital.example/realms/care, not "${raw}"`)
  }
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname)
  if (issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && loopback))
    throw new Error('--issuer must be https (http only on loopback)')
  if (issuer.search || issuer.hash || issuer.username || issuer.password)
    throw new Error(`--issuer takes the issuer URL only, not "${raw}"`)
  return {
    issuer: `${issuer.origin}${issuer.pathname}`.replace(/\/+$/, ''),
    clientId: values.get('client-id') ?? '',
    audience: values.get('audience') ?? '',
    keyFile: resolve(values.get('key-file') ?? ''),
    auditLog: resolve(values.get('audit-log') ?? join(ROOT, 'dist-nginx', 'audit.log')),
  }
}

export async function runServe(argv: readonly string[]): Promise<void> {
  const options = parseServeArgs(argv)
  if (options === 'help') {
    console.log(USAGE)
    return
  }
  if (!findNginx()) throw new Error('nginx not found (NGINX_PATH, the PATH, /usr/sbin). On Debian: sudo apt-get install -y nginx')

  let appRoot: string
  if (options.app !== undefined) {
    appRoot = resolve(options.app)
    if (!existsSync(join(appRoot, 'index.html'))) throw new Error(`${appRoot} has no index.html`)
  } else {
    appRoot = join(ROOT, 'dist-nginx', options.signIn ? 'signin-app' : 'app')
    console.log(`serve:nginx: the same-origin ${options.signIn ? 'sign-in ' : ''}build in ${appRoot} …`)
    const signIn = options.signIn ? { issuer: options.signIn.issuer, clientId: options.signIn.clientId } : undefined
    const built = await ensureSameOriginBuild(
      { outDir: appRoot, service: options.api, imageOrigins: options.imageOrigins, signIn },
      options.rebuild,
    )
    console.log(built ? 'serve:nginx: built.' : 'serve:nginx: up to date, reused (--rebuild to build anyway).')
  }

  const listen = `${options.host}:${options.port}`
  let signInSite: SignInSite | undefined
  if (options.signIn) {
    const { issuer, audience, keyFile, auditLog, clientId } = options.signIn
    if (!existsSync(keyFile)) throw new Error(`--key-file ${keyFile} does not exist: put the service's API key there, on one line`)
    await mkdir(dirname(auditLog), { recursive: true })
    // The client id the build was made with is the one nginx expects in azp / client_id; the
    // issuer's name is looked up through this machine's DNS server, as docs/deploy.md says.
    const resolver = await systemNameServer()
    signInSite = { issuer, audience, apiKeyFile: keyFile, auditLog, settings: { clientId, ...(resolver ? { resolver } : {}) } }
  }
  const nginx = await startNginx({
    sites: [{ listen, appRoot, apiUpstream: options.api, ...(signInSite ? { signIn: signInSite } : {}) }],
    logToConsole: true,
  })
  const shown = options.host === '0.0.0.0' ? '127.0.0.1' : options.host
  console.log(
    `serve:nginx: http://${shown}:${options.port}/ → app ${appRoot}, /api/ → ${options.api}\n` +
      `  template rendered with ${nginx.renderer === 'envsubst' ? 'envsubst' : 'node (envsubst not installed: apt-get install gettext-base)'}` +
      `, brotli ${nginx.brotli ? 'on' : 'off (module not installed)'}; nginx files in ${nginx.dir}\n  Ctrl-C stops it.`,
  )
  if (options.signIn) {
    console.log(
      `serve:nginx: sign-in at ${options.signIn.issuer} as client ${options.signIn.clientId}; register at the issuer:\n` +
        `  redirect URI http://${shown}:${options.port}/signed-in, post-logout redirect URI http://${shown}:${options.port}/, web origin http://${shown}:${options.port}\n` +
        `  audit lines: ${options.signIn.auditLog}`,
    )
  }

  // Ctrl-C reaches nginx through the terminal too; either way, wait for it and clean up.
  const stop = () => {
    void nginx.stop()
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  const how = await nginx.exited
  await nginx.stop()
  if (how !== '0' && how !== 'SIGTERM' && how !== 'SIGINT' && how !== 'SIGQUIT') throw new Error(`nginx stopped: ${how}`)
}

/** The first IPv4 `nameserver` of /etc/resolv.conf, for nginx's resolver line (undefined: keep the template's). */
async function systemNameServer(): Promise<string | undefined> {
  const text = await readFile('/etc/resolv.conf', 'utf8').catch(() => '')
  return /^nameserver\s+(\d{1,3}(?:\.\d{1,3}){3})\s*$/m.exec(text)?.[1]
}
