import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { ROOT } from '../../tools/harness/paths'
import { startNginx } from '../../tools/harness/nginx/nginx'
import { findNginx } from '../../tools/harness/nginx/tools'
import { ensureSameOriginBuild } from '../../tools/harness/nginx/same-origin-build'

/**
 * `npm run serve:nginx -- --api <url> [--port N]`: the production build served the way it is
 * deployed, in one command. Builds (or reuses) the same-origin build, renders
 * deploy/nginx/app.conf.template and runs the machine's nginx in the foreground until Ctrl-C.
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
}

const USAGE = `npm run serve:nginx -- --api <service origin> [--port 8080] [--host 127.0.0.1]
                        [--image-origins <origins>] [--app <build folder>] [--rebuild]

  --api            the wound-care service, e.g. https://wounds.example.org (API_UPSTREAM)
  --port, --host   where nginx listens (LISTEN_PORT is host:port); --host 0.0.0.0 for every interface
  --image-origins  comma-separated origins of the image storage (VITE_IMAGE_ORIGINS); default any https: host
  --app            serve this build (made with VITE_API_BASE_URL=/) instead of building dist-nginx/app
  --rebuild        build again even when dist-nginx/app is up to date`

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
    if (name === 'help' || name === 'rebuild') {
      flags.add(name)
      continue
    }
    if (!['api', 'port', 'host', 'image-origins', 'app'].includes(name)) throw new Error(`unknown option ${arg} (try --help)`)
    const value = inline ?? argv[++i]
    if (value === undefined) throw new Error(`--${name} needs a value`)
    values.set(name, value)
  }
  if (flags.has('help')) return 'help'
  const api = values.get('api')
  if (api === undefined) throw new Error(`--api is required\n\n${USAGE}`)
  const port = Number(values.get('port') ?? 8080)
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('--port takes a port number (1–65535)')
  return {
    api: parseApiOrigin(api),
    port,
    host: values.get('host') ?? '127.0.0.1',
    imageOrigins: values.get('image-origins'),
    app: values.get('app'),
    rebuild: flags.has('rebuild'),
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
    appRoot = join(ROOT, 'dist-nginx', 'app')
    console.log(`serve:nginx: the same-origin build in ${appRoot} …`)
    const built = await ensureSameOriginBuild(
      { outDir: appRoot, service: options.api, imageOrigins: options.imageOrigins },
      options.rebuild,
    )
    console.log(built ? 'serve:nginx: built.' : 'serve:nginx: up to date, reused (--rebuild to build anyway).')
  }

  const listen = `${options.host}:${options.port}`
  const nginx = await startNginx({ sites: [{ listen, appRoot, apiUpstream: options.api }], logToConsole: true })
  const shown = options.host === '0.0.0.0' ? '127.0.0.1' : options.host
  console.log(
    `serve:nginx: http://${shown}:${options.port}/ → app ${appRoot}, /api/ → ${options.api}\n` +
      `  template rendered with ${nginx.renderer === 'envsubst' ? 'envsubst' : 'node (envsubst not installed: apt-get install gettext-base)'}` +
      `, brotli ${nginx.brotli ? 'on' : 'off (module not installed)'}; nginx files in ${nginx.dir}\n  Ctrl-C stops it.`,
  )

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
