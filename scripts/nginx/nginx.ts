import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { accessSync, constants, existsSync } from 'node:fs'
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { delimiter, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Running deploy/nginx/app.conf.template with the machine's nginx, as a deployer would: rendered
 * with envsubst, included from an nginx.conf of our own whose every path (pid, logs, temp files) is
 * under a temp folder, so no root and no system configuration is needed. Used by
 * `npm run serve:nginx`, the e2e tests and the benchmark.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
export const TEMPLATE_FILE = join(ROOT, 'deploy/nginx/app.conf.template')

/** The template's placeholders, and the SHELL-FORMAT argument that names them to envsubst. */
export const TEMPLATE_VARIABLES = ['LISTEN_PORT', 'APP_ROOT', 'API_UPSTREAM'] as const
export type TemplateValues = Record<(typeof TEMPLATE_VARIABLES)[number], string>
export const ENVSUBST_FORMAT = TEMPLATE_VARIABLES.map((name) => `\${${name}}`).join(' ')

/** The CA bundle the template verifies an https:// service against. */
export const SYSTEM_CA_FILE = '/etc/ssl/certs/ca-certificates.crt'
const MIME_TYPES = '/etc/nginx/mime.types'
/** Debian's libnginx-mod-http-brotli-filter (static: precompressed files, which we do not ship). */
const BROTLI_MODULES = ['/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so', '/usr/share/nginx/modules/ngx_http_brotli_filter_module.so']
const COMPRESSED_TYPES = 'text/css application/javascript text/javascript application/json image/svg+xml text/plain'

/* ------------------------------------------------------------------------------------------------
 * Finding the tools
 * ---------------------------------------------------------------------------------------------- */

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

function onPath(name: string, extra: readonly string[] = []): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(delimiter).filter((d) => d !== ''), ...extra]
  return dirs.map((dir) => join(dir, name)).find(isExecutable)
}

/** `NGINX_PATH`, else nginx on the PATH or in /usr/sbin (not on a normal user's PATH on Debian). */
export function findNginx(): string | undefined {
  const fromEnv = process.env.NGINX_PATH
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : undefined
  return onPath('nginx', ['/usr/sbin', '/usr/local/sbin', '/usr/local/nginx/sbin'])
}

/** envsubst from gettext-base, if installed. */
export const findEnvsubst = (): string | undefined => onPath('envsubst')

export const brotliModule = (): string | undefined => BROTLI_MODULES.find((file) => existsSync(file))

/* ------------------------------------------------------------------------------------------------
 * Rendering the template
 * ---------------------------------------------------------------------------------------------- */

/**
 * What `envsubst '${LISTEN_PORT} ${APP_ROOT} ${API_UPSTREAM}'` writes, without envsubst: `$NAME`
 * and `${NAME}` of the three listed names are replaced (by "" when unset), everything else, nginx's
 * own `$variables` included, is left as it is. A name runs as far as letters, digits and `_` go
 * (`$APP_ROOTS` is another name); `${` without its `}` is not a reference.
 */
export function renderInNode(template: string, values: Partial<TemplateValues>): string {
  const listed = new Set<string>(TEMPLATE_VARIABLES)
  return template.replace(/\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))/g, (match, braced?: string, bare?: string) => {
    const name = braced ?? bare ?? ''
    return listed.has(name) ? (values[name as keyof TemplateValues] ?? '') : match
  })
}

/** The real thing: envsubst with the values in its environment (and nothing else of ours). */
export function renderWithEnvsubst(envsubst: string, template: string, values: Partial<TemplateValues>): string {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '' }
  for (const [name, value] of Object.entries(values)) env[name] = value
  const result = spawnSync(envsubst, [ENVSUBST_FORMAT], { input: template, env, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`envsubst failed (${String(result.status)}): ${result.stderr}`)
  return result.stdout
}

export type Renderer = 'envsubst' | 'node'

/** Renders with envsubst as a deployer would, or in node (equivalent, see its test) where gettext-base is missing. */
export function renderTemplate(template: string, values: TemplateValues): { text: string; renderer: Renderer } {
  const envsubst = findEnvsubst()
  return envsubst ? { text: renderWithEnvsubst(envsubst, template, values), renderer: 'envsubst' } : { text: renderInNode(template, values), renderer: 'node' }
}

/** One line of the rendered file, changed as the README tells a deployer to change it. */
function replaceLine(text: string, pattern: RegExp, line: string, what: string): string {
  const matches = text.match(new RegExp(pattern.source, 'gm')) ?? []
  if (matches.length !== 1) throw new Error(`${TEMPLATE_FILE}: expected one ${what} line, found ${matches.length}`)
  return text.replace(new RegExp(pattern.source, 'm'), line)
}

/** The header policy's image sources (the `set $wound_history_image_sources` line). */
export function setImageSources(text: string, sources: readonly string[]): string {
  if (sources.length === 0 || sources.some((s) => !/^[^\s"';$\\]+$/.test(s))) throw new Error(`invalid image sources: ${sources.join(' ')}`)
  return replaceLine(text, /^(\s*)set \$wound_history_image_sources "[^"]*";$/, `$1set $wound_history_image_sources "${sources.join(' ')}";`, 'image sources')
}

/** The CA file an https:// service is verified against (a service with a certificate from an internal CA). */
export function setTrustedCertificate(text: string, file: string): string {
  return replaceLine(text, /^(\s*)proxy_ssl_trusted_certificate \S+;$/, `$1proxy_ssl_trusted_certificate ${file};`, 'proxy_ssl_trusted_certificate')
}

/** The Content-Security-Policy the rendered file sends, with its image sources filled in. */
export function headerPolicy(text: string): string {
  const policy = /^\s*add_header Content-Security-Policy "([^"]*)" always;$/m.exec(text)?.[1]
  const sources = /^\s*set \$wound_history_image_sources "([^"]*)";$/m.exec(text)?.[1]
  if (policy === undefined || sources === undefined) throw new Error('no Content-Security-Policy header or image sources in the rendered file')
  return policy.replace('$wound_history_image_sources', sources)
}

/* ------------------------------------------------------------------------------------------------
 * The build it serves
 * ---------------------------------------------------------------------------------------------- */

/** The policy a build wrote into its index.html. */
export async function builtPolicy(appRoot: string): Promise<string> {
  const html = await readFile(join(appRoot, 'index.html'), 'utf8')
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1]
  if (policy === undefined) throw new Error(`${appRoot}/index.html has no Content-Security-Policy <meta>: not a build of this app`)
  return policy
}

const directive = (policy: string, name: string): string[] | undefined =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([head]) => head === name)
    ?.slice(1)

/**
 * The image sources of a same-origin build (its img-src without 'self'), which the header must
 * allow too: a browser enforces both policies. Refuses a build made for another origin.
 */
export async function imageSourcesOfBuild(appRoot: string): Promise<string[]> {
  const policy = await builtPolicy(appRoot)
  const connect = directive(policy, 'connect-src') ?? []
  if (connect.join(' ') !== `'self'`) {
    throw new Error(`${appRoot} was not built with VITE_API_BASE_URL=/ (its connect-src is "${connect.join(' ')}"): build it with VITE_API_BASE_URL=/ npm run build`)
  }
  return (directive(policy, 'img-src') ?? []).filter((source) => source !== `'self'`)
}

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
  /** Replaces the CA file an https:// service is verified against. */
  trustedCertificate?: string
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
export function nginxConf(options: { dir: string; siteFiles: readonly string[]; brotliModule: string | undefined; asRoot: boolean; logToConsole: boolean }): string {
  const { dir, siteFiles, brotliModule: brotli, asRoot, logToConsole } = options
  return [
    '# Written by scripts/nginx/nginx.ts for one run of nginx; removed when it stops.',
    // Workers started by root switch to an unprivileged user, which cannot read a private temp folder.
    ...(asRoot ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log notice;`,
    ...(logToConsole ? ['error_log stderr notice;'] : []),
    ...(brotli ? [`load_module ${brotli};`] : []),
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

/** Starts nginx in the foreground (`daemon off`) with one server block per site; resolves once every port answers. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const nginx = options.nginx ?? findNginx()
  if (!nginx) throw new Error('nginx not found (looked at NGINX_PATH, the PATH and /usr/sbin). On Debian: sudo apt-get install -y nginx')
  if (!existsSync(MIME_TYPES)) throw new Error(`${MIME_TYPES} is missing (Debian's nginx-common provides it)`)
  const template = await readFile(TEMPLATE_FILE, 'utf8')
  const dir = await mkdtemp(join(tmpdir(), 'wound-history-nginx-'))
  const asRoot = process.getuid?.() === 0
  const brotli = brotliModule()
  let renderer: Renderer = 'node'
  const rendered: string[] = []
  const siteFiles: string[] = []
  try {
    for (const [i, site] of options.sites.entries()) {
      const result = renderTemplate(template, { LISTEN_PORT: site.listen, APP_ROOT: resolve(site.appRoot), API_UPSTREAM: site.apiUpstream })
      renderer = result.renderer
      let text = setImageSources(result.text, site.imageSources ?? (await imageSourcesOfBuild(site.appRoot)))
      if (site.trustedCertificate !== undefined) text = setTrustedCertificate(text, site.trustedCertificate)
      const file = join(dir, `site-${i + 1}.conf`)
      await writeFile(file, text)
      rendered.push(text)
      siteFiles.push(file)
    }
    await writeFile(join(dir, 'nginx.conf'), nginxConf({ dir, siteFiles, brotliModule: brotli, asRoot, logToConsole: options.logToConsole ?? false }))
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
    await waitForPorts(child, options.sites.map((s) => s.listen), () => running, () => stderr)
  } catch (error) {
    await stop()
    throw error
  }
  return { dir, accessLog: join(dir, 'access.log'), errorLog: join(dir, 'error.log'), rendered, renderer, brotli: brotli !== undefined, exited, stop }
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

/** A port free on 127.0.0.1 now (nginx cannot be told to pick one itself). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address !== null ? address.port : 0
      server.close(() => {
        done(port)
      })
    })
  })
}
