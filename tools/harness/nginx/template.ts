import { spawnSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { ROOT } from '../paths'
import { findEnvsubst } from './tools'

/**
 * deploy/nginx/app.conf.template as a deployer renders and edits it: envsubst with the three
 * placeholders, then (where the README says so) the image sources or the CA file changed.
 */

export const TEMPLATE_FILE = join(ROOT, 'deploy/nginx/app.conf.template')

/** The template's placeholders, and the SHELL-FORMAT argument that names them to envsubst. */
export const TEMPLATE_VARIABLES = ['LISTEN_PORT', 'APP_ROOT', 'API_UPSTREAM'] as const
export type TemplateValues = Record<(typeof TEMPLATE_VARIABLES)[number], string>
export const ENVSUBST_FORMAT = TEMPLATE_VARIABLES.map((name) => `\${${name}}`).join(' ')

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
  return envsubst
    ? { text: renderWithEnvsubst(envsubst, template, values), renderer: 'envsubst' }
    : { text: renderInNode(template, values), renderer: 'node' }
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
  return replaceLine(
    text,
    /^(\s*)set \$wound_history_image_sources "[^"]*";$/,
    `$1set $wound_history_image_sources "${sources.join(' ')}";`,
    'image sources',
  )
}

/** The CA file an https:// service is verified against (a service with a certificate from an internal CA). */
export function setTrustedCertificate(text: string, file: string): string {
  return replaceLine(
    text,
    /^(\s*)proxy_ssl_trusted_certificate \S+;$/,
    `$1proxy_ssl_trusted_certificate ${file};`,
    'proxy_ssl_trusted_certificate',
  )
}

/** The Content-Security-Policy the rendered file sends, with its image sources filled in. */
export function headerPolicy(text: string): string {
  const policy = /^\s*add_header Content-Security-Policy "([^"]*)" always;$/m.exec(text)?.[1]
  const sources = /^\s*set \$wound_history_image_sources "([^"]*)";$/m.exec(text)?.[1]
  if (policy === undefined || sources === undefined)
    throw new Error('no Content-Security-Policy header or image sources in the rendered file')
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
    throw new Error(
      `${appRoot} was not built with VITE_API_BASE_URL=/ (its connect-src is "${connect.join(' ')}"): build it with VITE_API_BASE_URL=/ npm run build`,
    )
  }
  return (directive(policy, 'img-src') ?? []).filter((source) => source !== `'self'`)
}
