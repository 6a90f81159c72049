import { spawnSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { ROOT } from '../paths'
import { findEnvsubst } from './tools'

/**
 * deploy/nginx/app.conf.template (key in the browser) and signin.conf.template (key on the
 * server) as a deployer renders and edits them: envsubst with their placeholders, then (where the
 * docs/deploy.md says so) the image sources or the CA file changed.
 */

export const TEMPLATE_FILE = join(ROOT, 'deploy/nginx/app.conf.template')
export const SIGNIN_TEMPLATE_FILE = join(ROOT, 'deploy/nginx/signin.conf.template')
/** The folder signin.conf.template loads signin.js from (its DEPLOY_DIR). */
export const DEPLOY_DIR = join(ROOT, 'deploy/nginx')

/** The template's placeholders, and the SHELL-FORMAT argument that names them to envsubst. */
export const TEMPLATE_VARIABLES = ['LISTEN_PORT', 'APP_ROOT', 'API_UPSTREAM'] as const
export const SIGNIN_TEMPLATE_VARIABLES = [
  ...TEMPLATE_VARIABLES,
  'OIDC_ISSUER',
  'OIDC_AUDIENCE',
  'API_KEY_FILE',
  'AUDIT_LOG',
  'DEPLOY_DIR',
] as const
export type TemplateValues = Record<(typeof TEMPLATE_VARIABLES)[number], string>
export type SignInTemplateValues = Record<(typeof SIGNIN_TEMPLATE_VARIABLES)[number], string>
type Names = readonly string[]
export const envsubstFormat = (names: Names = TEMPLATE_VARIABLES): string => names.map((name) => `\${${name}}`).join(' ')
export const ENVSUBST_FORMAT = envsubstFormat()

/**
 * What `envsubst '${LISTEN_PORT} ${APP_ROOT} ${API_UPSTREAM}'` writes (or, with `names`, that
 * list), without envsubst: `$NAME` and `${NAME}` of the listed names are replaced (by "" when
 * unset), everything else, nginx's own `$variables` included, is left as it is. A name runs as far
 * as letters, digits and `_` go (`$APP_ROOTS` is another name); `${` without its `}` is not a reference.
 */
export function renderInNode(template: string, values: Partial<Record<string, string>>, names: Names = TEMPLATE_VARIABLES): string {
  const listed = new Set<string>(names)
  return template.replace(/\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))/g, (match, braced?: string, bare?: string) => {
    const name = braced ?? bare ?? ''
    return listed.has(name) ? (values[name] ?? '') : match
  })
}

/** The real thing: envsubst with the values in its environment (and nothing else of ours). */
export function renderWithEnvsubst(
  envsubst: string,
  template: string,
  values: Partial<Record<string, string>>,
  names: Names = TEMPLATE_VARIABLES,
): string {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '' }
  for (const [name, value] of Object.entries(values)) if (value !== undefined) env[name] = value
  const result = spawnSync(envsubst, [envsubstFormat(names)], { input: template, env, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`envsubst failed (${String(result.status)}): ${result.stderr}`)
  return result.stdout
}

export type Renderer = 'envsubst' | 'node'

/** Renders with envsubst as a deployer would, or in node (equivalent, see its test) where gettext-base is missing. */
export function renderTemplate(
  template: string,
  values: TemplateValues | SignInTemplateValues,
  names: Names = TEMPLATE_VARIABLES,
): { text: string; renderer: Renderer } {
  const envsubst = findEnvsubst()
  return envsubst
    ? { text: renderWithEnvsubst(envsubst, template, values, names), renderer: 'envsubst' }
    : { text: renderInNode(template, values, names), renderer: 'node' }
}

/** One line of the rendered file, changed as docs/deploy.md tells a deployer to change it. */
function replaceLine(text: string, pattern: RegExp, line: string, what: string): string {
  const matches = text.match(new RegExp(pattern.source, 'gm')) ?? []
  if (matches.length !== 1) throw new Error(`${TEMPLATE_FILE}: expected one ${what} line, found ${matches.length}`)
  return text.replace(new RegExp(pattern.source, 'm'), line)
}

/** The sign-in template's settings a deployer may edit (docs/deploy.md), by their `set` lines. */
export type SignInSettings = {
  /** `$wound_history_oidc_client_id`: the app's client id, for the azp / client_id check. */
  clientId?: string
  /** `$wound_history_required_role`: claim=value. */
  requiredRole?: string
  /** `$wound_history_max_token_lifetime`, seconds. */
  maxTokenLifetime?: number
  /** The `resolver` line's DNS server (address or address:port), and how long an answer is used (default 300 s). */
  resolver?: string
  resolverValidSeconds?: number
}

/** The rendered sign-in file with its settings changed as docs/deploy.md tells a deployer to. */
export function setSignInSettings(text: string, settings: SignInSettings): string {
  let out = text
  const quoted = (value: string) => {
    if (!/^[^\s"';$\\{}]*$/.test(value)) throw new Error(`invalid sign-in setting: ${value}`)
    return value
  }
  if (settings.clientId !== undefined)
    out = replaceLine(
      out,
      /^(\s*)set \$wound_history_oidc_client_id "[^"]*";$/,
      `$1set $wound_history_oidc_client_id "${quoted(settings.clientId)}";`,
      'client id',
    )
  if (settings.requiredRole !== undefined)
    out = replaceLine(
      out,
      /^(\s*)set \$wound_history_required_role "[^"]*";$/,
      `$1set $wound_history_required_role "${quoted(settings.requiredRole)}";`,
      'required role',
    )
  if (settings.maxTokenLifetime !== undefined)
    out = replaceLine(
      out,
      /^(\s*)set \$wound_history_max_token_lifetime \d+;$/,
      `$1set $wound_history_max_token_lifetime ${Math.round(settings.maxTokenLifetime)};`,
      'token lifetime',
    )
  if (settings.resolver !== undefined)
    out = replaceLine(
      out,
      /^(\s*)resolver \S+ valid=300s;$/,
      `$1resolver ${quoted(settings.resolver)} valid=${Math.round(settings.resolverValidSeconds ?? 300)}s;`,
      'resolver',
    )
  return out
}

/** The header policy's image sources (the `set $wound_history_image_sources` line). */
export function setImageSources(text: string, sources: readonly string[]): string {
  if (sources.length === 0 || sources.some((s) => !/^[^\s"';$\\]+$/.test(s))) throw new Error(`invalid image sources: ${sources.join(' ')}`)
  return replaceLine(
    text,
    /^(\s*)set \$wound_history_image_sources "[^"]*";$/,
    `$1set $wound_history_image_sources "${sources.join(' ')}";`,
    'image sources',
  )
}

/**
 * The CA file an https:// service (and, in the sign-in template, the issuer) is verified against:
 * every `proxy_ssl_trusted_certificate` line (one in app.conf.template, three in the sign-in one).
 */
export function setTrustedCertificate(text: string, file: string): string {
  const pattern = /^(\s*)proxy_ssl_trusted_certificate \S+;$/gm
  if (!pattern.test(text)) throw new Error(`${TEMPLATE_FILE}: no proxy_ssl_trusted_certificate line`)
  return text.replace(pattern, `$1proxy_ssl_trusted_certificate ${file};`)
}

/** The Content-Security-Policy the rendered file sends, with its image sources (and a sign-in file's issuer origin) filled in. */
export function headerPolicy(text: string): string {
  const policy = /^\s*add_header Content-Security-Policy "([^"]*)" always;$/m.exec(text)?.[1]
  const sources = /^\s*set \$wound_history_image_sources "([^"]*)";$/m.exec(text)?.[1]
  if (policy === undefined || sources === undefined)
    throw new Error('no Content-Security-Policy header or image sources in the rendered file')
  const issuer = /^\s*set \$wound_history_oidc_issuer "([^"]*)";$/m.exec(text)?.[1]
  const issuerOrigin = issuer === undefined ? '' : (/^https?:\/\/[^/]+/.exec(issuer)?.[0] ?? '')
  return policy
    .replace('$wound_history_image_sources', sources)
    .replace(' $wound_history_issuer_origin', issuerOrigin ? ` ${issuerOrigin}` : '')
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
 * allow too: a browser enforces both policies. Refuses a build made for another origin (or, for a
 * sign-in site, for another issuer).
 */
export async function imageSourcesOfBuild(appRoot: string, issuer?: string): Promise<string[]> {
  const policy = await builtPolicy(appRoot)
  const connect = directive(policy, 'connect-src') ?? []
  // A sign-in build also fetches from its issuer: that origin, and nothing else besides 'self'.
  const expected = [`'self'`, ...(issuer === undefined ? [] : [new URL(issuer).origin])].join(' ')
  if (connect.join(' ') !== expected) {
    throw new Error(
      `${appRoot} was not built for this site (its connect-src is "${connect.join(' ')}", expected "${expected}"): build it with VITE_API_BASE_URL=/${issuer === undefined ? '' : ` and VITE_OIDC_ISSUER=${issuer}`}`,
    )
  }
  return (directive(policy, 'img-src') ?? []).filter((source) => source !== `'self'`)
}
