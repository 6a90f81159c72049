import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs'
import { chmod, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import {
  DEPLOY_DIR,
  imageSourcesOfBuild,
  renderTemplate,
  setImageSources,
  setSignInSettings,
  setTrustedCertificate,
  type SignInSettings,
  SIGNIN_TEMPLATE_FILE,
  SIGNIN_TEMPLATE_VARIABLES,
  TEMPLATE_FILE,
  type Renderer,
} from './template'
import { brotliModule, findNginx } from './tools'

/**
 * Running deploy/nginx/app.conf.template (or signin.conf.template) with the machine's nginx, as a deployer would: rendered
 * with envsubst, included from an nginx.conf of our own whose every path (pid, logs, temp files) is
 * under a temp folder, so no root and no system configuration is needed. Used by
 * `npm run serve:nginx`, the e2e tests and the benchmark.
 */

const MIME_TYPES = '/etc/nginx/mime.types'
/** Debian's modules, as its nginx.conf loads them; the sign-in template needs the njs module among them. */
const MODULES_ENABLED = '/etc/nginx/modules-enabled'
const COMPRESSED_TYPES = 'text/css application/javascript text/javascript application/json image/svg+xml text/plain'

/* ------------------------------------------------------------------------------------------------
 * Running nginx
 * ---------------------------------------------------------------------------------------------- */

/** One rendered template: a server { } block. */
export type Site = {
  /** LISTEN_PORT: a port, or address:port. */
  listen: string
  appRoot: string
  /** API_UPSTREAM: the service's origin. */
  apiUpstream: string
  /** Replaces the header's image sources (default: the build's own, so both policies agree). */
  imageSources?: readonly string[]
  /** Replaces the CA file an https:// service (and a sign-in site's issuer) is verified against. */
  trustedCertificate?: string
  /** A sign-in site (signin.conf.template): the clinician's token is checked here and the key added. */
  signIn?: SignInSite
}

/**
 * The sign-in template's own placeholders (DEPLOY_DIR is this project's deploy/nginx), and the
 * settings docs/deploy.md tells a deployer to edit in the rendered file (its `set` lines).
 */
export type SignInSite = {
  issuer: string
  audience: string
  apiKeyFile: string
  auditLog: string
  settings?: SignInSettings
}

export type NginxOptions = {
  sites: readonly Site[]
  /** Also write nginx's logs to this process's stdout/stderr (the one-command server). */
  logToConsole?: boolean
  nginx?: string
}

export type RunningNginx = {
  dir: string
  accessLog: string
  errorLog: string
  /** The rendered server blocks, in order of `sites`. */
  rendered: string[]
  renderer: Renderer
  brotli: boolean
  /** Resolves with nginx's exit code (or signal) when it stops, however it stops. */
  exited: Promise<string>
  /** Stops nginx and removes the temp folder. */
  stop: () => Promise<void>
}

/** The nginx.conf of one run: everything nginx writes stays in `dir`. */
export function nginxConf(options: {
  dir: string
  siteFiles: readonly string[]
  brotliModule: string | undefined
  asRoot: boolean
  logToConsole: boolean
  /** Load Debian's enabled modules, as its own nginx.conf does (a sign-in site needs njs). */
  modulesEnabled?: boolean
}): string {
  const { dir, siteFiles, brotliModule: brotli, asRoot, logToConsole, modulesEnabled = false } = options
  // A module loaded twice stops nginx: modules-enabled may load brotli already.
  const loadBrotli = brotli !== undefined && !(modulesEnabled && enabledModules().includes(realpathSync(brotli)))
  return [
    '# Written by tools/harness/nginx/nginx.ts for one run of nginx; removed when it stops.',
    // Workers started by root switch to an unprivileged user, which cannot read a private temp folder.
    ...(asRoot ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log notice;`,
    ...(logToConsole ? ['error_log stderr notice;'] : []),
    ...(modulesEnabled ? [`include ${MODULES_ENABLED}/*.conf;`] : []),
    ...(loadBrotli ? [`load_module ${brotli};`] : []),
    'events { worker_connections 512; }',
    'http {',
    `    include ${MIME_TYPES};`,
    '    default_type application/octet-stream;',
    `    access_log ${dir}/access.log;`,
    ...(logToConsole ? ['    access_log /dev/stdout;'] : []),
    `    client_body_temp_path ${dir}/client_body;`,
    `    proxy_temp_path ${dir}/proxy;`,
    `    fastcgi_temp_path ${dir}/fastcgi;`,
    `    uwsgi_temp_path ${dir}/uwsgi;`,
    `    scgi_temp_path ${dir}/scgi;`,
    '    sendfile on;',
    ...(brotli ? ['    brotli on;', '    brotli_comp_level 5;', `    brotli_types ${COMPRESSED_TYPES};`] : []),
    ...siteFiles.map((file) => `    include ${file};`),
    '}',
    '',
  ].join('\n')
}

/**
 * Debian's nginx prefix. Its modules-enabled files name modules relative to it (`modules/…so`), so
 * an nginx run from another prefix (ours: `-p <temp folder>`) gets a `modules` link to its folder.
 */
const DEBIAN_PREFIX = '/usr/share/nginx'

/** The module files Debian's modules-enabled folder loads, as absolute paths. */
function enabledModules(): string[] {
  if (!existsSync(MODULES_ENABLED)) return []
  return readdirSync(MODULES_ENABLED)
    .filter((name) => name.endsWith('.conf'))
    .flatMap((name) =>
      [...readFileSync(join(MODULES_ENABLED, name), 'utf8').matchAll(/load_module\s+([^;\s]+)\s*;/g)].map((m) => m[1] ?? ''),
    )
    .map((file) => {
      const path = resolve(DEBIAN_PREFIX, file)
      return existsSync(path) ? realpathSync(path) : path
    })
}

/** Debian's njs module: the sign-in template's token check. */
export const njsModuleEnabled = (): boolean => enabledModules().some((file) => file.endsWith('ngx_http_js_module.so'))

const portOf = (listen: string): number => Number(/(\d+)$/.exec(listen)?.[1] ?? Number.NaN)
const hostOf = (listen: string): string => {
  const host = /^(.*):\d+$/.exec(listen)?.[1]
  return host === undefined || host === '*' || host === '0.0.0.0' ? '127.0.0.1' : host.replace(/^\[|\]$/g, '')
}

function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host, port })
    socket.once('connect', () => {
      socket.destroy()
      done(true)
    })
    socket.once('error', () => {
      done(false)
    })
  })
}

/** One site's server block: the key template, or the sign-in one with its five more placeholders. */
function renderSite(site: Site, templates: { key: string; signIn: string }) {
  const values = { LISTEN_PORT: site.listen, APP_ROOT: resolve(site.appRoot), API_UPSTREAM: site.apiUpstream }
  if (site.signIn === undefined) return renderTemplate(templates.key, values)
  const { issuer, audience, apiKeyFile, auditLog } = site.signIn
  return renderTemplate(
    templates.signIn,
    { ...values, OIDC_ISSUER: issuer, OIDC_AUDIENCE: audience, API_KEY_FILE: apiKeyFile, AUDIT_LOG: auditLog, DEPLOY_DIR },
    SIGNIN_TEMPLATE_VARIABLES,
  )
}

/** Starts nginx in the foreground (`daemon off`) with one server block per site; resolves once every port answers. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const nginx = options.nginx ?? findNginx()
  if (!nginx) throw new Error('nginx not found (looked at NGINX_PATH, the PATH and /usr/sbin). On Debian: sudo apt-get install -y nginx')
  if (!existsSync(MIME_TYPES)) throw new Error(`${MIME_TYPES} is missing (Debian's nginx-common provides it)`)
  const signIn = options.sites.some((site) => site.signIn !== undefined)
  // The sign-in file declares the issuer's cache and its rate zones for the whole http { } block.
  if (options.sites.filter((site) => site.signIn !== undefined).length > 1)
    throw new Error('one sign-in site per nginx (its cache and rate zones are named once): start one nginx for each')
  if (signIn && !njsModuleEnabled()) {
    throw new Error(`the sign-in template needs Debian's njs module (${MODULES_ENABLED}): sudo apt-get install -y libnginx-mod-http-js`)
  }
  const templates = {
    key: await readFile(TEMPLATE_FILE, 'utf8'),
    signIn: signIn ? await readFile(SIGNIN_TEMPLATE_FILE, 'utf8') : '',
  }
  const dir = await mkdtemp(join(tmpdir(), 'wound-history-nginx-'))
  const asRoot = process.getuid?.() === 0
  const brotli = brotliModule()
  let renderer: Renderer = 'node'
  const rendered: string[] = []
  const siteFiles: string[] = []
  try {
    for (const [i, site] of options.sites.entries()) {
      const result = renderSite(site, templates)
      renderer = result.renderer
      let text = setImageSources(result.text, site.imageSources ?? (await imageSourcesOfBuild(site.appRoot, site.signIn?.issuer)))
      if (site.trustedCertificate !== undefined) text = setTrustedCertificate(text, site.trustedCertificate)
      if (site.signIn?.settings !== undefined) text = setSignInSettings(text, site.signIn.settings)
      const file = join(dir, `site-${i + 1}.conf`)
      await writeFile(file, text)
      rendered.push(text)
      siteFiles.push(file)
    }
    await writeFile(
      join(dir, 'nginx.conf'),
      nginxConf({ dir, siteFiles, brotliModule: brotli, asRoot, logToConsole: options.logToConsole ?? false, modulesEnabled: signIn }),
    )
    // modules-enabled names its modules relative to Debian's prefix; ours is the temp folder.
    if (signIn) await symlink(join(DEBIAN_PREFIX, 'modules'), join(dir, 'modules'))
    // A non-root nginx still needs to read its own files; a root one runs its workers as root here.
    await chmod(dir, 0o755)
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }

  const child = spawn(nginx, ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: options.logToConsole ? 'inherit' : ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const exited = new Promise<string>((done) => {
    child.once('exit', (code, signal) => {
      done(signal ?? String(code))
    })
    child.once('error', (error) => {
      done(`error: ${error.message}`)
    })
  })
  let running = true
  void exited.then(() => {
    running = false
  })
  const stop = async () => {
    if (running) child.kill('SIGTERM')
    await exited
    await rm(dir, { recursive: true, force: true })
  }

  try {
    await waitForPorts(
      child,
      options.sites.map((s) => s.listen),
      () => running,
      () => stderr,
    )
  } catch (error) {
    await stop()
    throw error
  }
  return {
    dir,
    accessLog: join(dir, 'access.log'),
    errorLog: join(dir, 'error.log'),
    rendered,
    renderer,
    brotli: brotli !== undefined,
    exited,
    stop,
  }
}

async function waitForPorts(child: ChildProcess, listens: readonly string[], running: () => boolean, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 10_000
  for (const listen of listens) {
    for (;;) {
      if (!running()) throw new Error(`nginx exited at start (${String(child.exitCode)}):\n${stderr().trim()}`)
      if (await accepts(hostOf(listen), portOf(listen))) break
      if (Date.now() > deadline) throw new Error(`nginx did not listen on ${listen} within 10 s:\n${stderr().trim()}`)
      await new Promise((done) => setTimeout(done, 50))
    }
  }
}
