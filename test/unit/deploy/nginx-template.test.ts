import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildContentSecurityPolicy } from '../../../scripts/csp'
import {
  headerPolicy,
  renderInNode,
  renderWithEnvsubst,
  setImageSources,
  setTrustedCertificate,
  TEMPLATE_FILE,
  TEMPLATE_VARIABLES,
  type TemplateValues,
} from '../../../tools/harness/nginx/template'
import { findEnvsubst } from '../../../tools/harness/nginx/tools'
import { parseApiOrigin, parseServeArgs } from '../../../scripts/nginx/serve'

const TEMPLATE = readFileSync(TEMPLATE_FILE, 'utf8')
const VALUES: TemplateValues = { LISTEN_PORT: '127.0.0.1:8080', APP_ROOT: '/srv/wound history', API_UPSTREAM: 'https://wounds.example.org' }
/** The lines nginx reads (comments left out). */
const directives = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter((line) => line !== '')

describe('deploy/nginx/app.conf.template', () => {
  it('has exactly the three placeholders, each used', () => {
    const references = [...TEMPLATE.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1])
    expect(new Set(references)).toEqual(new Set(TEMPLATE_VARIABLES))
    // Any other upper-case $NAME would look like a placeholder to a reader, and envsubst would leave it.
    const bare = [
      ...directives(TEMPLATE)
        .join('\n')
        .matchAll(/\$([A-Z][A-Z0-9_]*)\b/g),
    ].map((m) => m[1])
    expect(bare).toEqual([])
  })

  it('is one server { } block that needs nothing outside itself', () => {
    const lines = directives(TEMPLATE)
    expect(lines[0]).toBe('server {')
    expect(lines.at(-1)).toBe('}')
    const opened = lines.filter((l) => l.endsWith('{')).length
    expect(lines.filter((l) => l === '}').length).toBe(opened)
    // No include, no module loading, no directive of a module Debian's nginx package lacks.
    expect(lines.filter((l) => /^(include|load_module|brotli|more_set_headers|headers_more|lua|perl|js_)/.test(l))).toEqual([])
  })

  it('is rendered the same by envsubst and by the node renderer', () => {
    const envsubst = findEnvsubst()
    if (!envsubst) {
      // CI installs gettext-base: there, the comparison must run.
      if (process.env.CI === 'true') throw new Error('envsubst (gettext-base) is missing in CI')
      console.warn('nginx-template: envsubst (gettext-base) not installed; the comparison with it is skipped')
      return
    }
    const tricky = [
      '$LISTEN_PORT ${LISTEN_PORT} $LISTEN_PORTS ${LISTEN_PORT ${APP_ROOT}x $APP_ROOT_ $$API_UPSTREAM',
      '$uri ${uri} $HOME ${HOME} $ ${} ${1X} $1 \\$APP_ROOT "$API_UPSTREAM" $API_UPSTREAM/x é ${API_UPSTREAM}',
      '',
    ].join('\n')
    for (const text of [TEMPLATE, tricky]) {
      expect(renderInNode(text, VALUES)).toBe(renderWithEnvsubst(envsubst, text, VALUES))
      // An unset placeholder becomes empty with both.
      expect(renderInNode(text, {})).toBe(renderWithEnvsubst(envsubst, text, {}))
    }
  })

  it('leaves nginx’s own variables alone', () => {
    const rendered = renderInNode(TEMPLATE, VALUES)
    expect(rendered).toContain('listen 127.0.0.1:8080;')
    expect(rendered).toContain('root /srv/wound history;')
    expect(rendered).toContain('proxy_pass https://wounds.example.org;')
    expect(rendered).toContain('try_files $uri /index.html;')
    expect(rendered).toContain('proxy_set_header Host $proxy_host;')
  })

  it('sends the policy of a VITE_API_BASE_URL=/ build, plus frame-ancestors', () => {
    const rendered = renderInNode(TEMPLATE, VALUES)
    expect(headerPolicy(rendered)).toBe(`${buildContentSecurityPolicy({ VITE_API_BASE_URL: '/' })}; frame-ancestors 'none'`)
    // Narrowed as the README says: the same origins as VITE_IMAGE_ORIGINS.
    const origins = ['https://images.example.org', 'https://*.s3.amazonaws.com']
    expect(headerPolicy(setImageSources(rendered, origins))).toBe(
      `${buildContentSecurityPolicy({ VITE_API_BASE_URL: '/', VITE_IMAGE_ORIGINS: origins.join(',') })}; frame-ancestors 'none'`,
    )
    expect(() => setImageSources(rendered, ['https:"; evil'])).toThrow()
  })

  it('verifies an https service against the system CA bundle, or the CA file a deployer names', () => {
    const rendered = renderInNode(TEMPLATE, VALUES)
    expect(directives(rendered)).toEqual(
      expect.arrayContaining([
        'proxy_ssl_verify on;',
        'proxy_ssl_server_name on;',
        'proxy_ssl_trusted_certificate /etc/ssl/certs/ca-certificates.crt;',
      ]),
    )
    expect(setTrustedCertificate(rendered, '/etc/ssl/hospital-ca.pem')).toContain('proxy_ssl_trusted_certificate /etc/ssl/hospital-ca.pem;')
  })
})

describe('npm run serve:nginx arguments', () => {
  it('takes the service’s origin', () => {
    expect(parseApiOrigin('https://wounds.example.org/')).toBe('https://wounds.example.org')
    expect(parseApiOrigin('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080')
  })

  it.each(['wounds.example.org', 'ftp://x.org', 'https://x.org/api', 'https://x.org/?a=1', 'https://u:p@x.org'])('refuses %j', (value) => {
    expect(() => parseApiOrigin(value)).toThrow(/--api/)
  })

  it('reads the options, with defaults', () => {
    expect(parseServeArgs(['--api', 'http://127.0.0.1:9000'])).toEqual({
      api: 'http://127.0.0.1:9000',
      port: 8080,
      host: '127.0.0.1',
      imageOrigins: undefined,
      app: undefined,
      rebuild: false,
    })
    expect(parseServeArgs(['--api=https://s.example', '--port=9090', '--image-origins', 'https://i.example', '--rebuild'])).toMatchObject({
      port: 9090,
      imageOrigins: 'https://i.example',
      rebuild: true,
    })
    expect(() => parseServeArgs([])).toThrow(/--api is required/)
    expect(() => parseServeArgs(['--api', 'https://s.example', '--port', '0'])).toThrow(/--port/)
    expect(() => parseServeArgs(['--api', 'https://s.example', '--nope'])).toThrow(/unknown option/)
  })
})
