import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildContentSecurityPolicy } from '../../../../scripts/csp'
import {
  headerPolicy,
  renderInNode,
  renderWithEnvsubst,
  setImageSources,
  setSignInSettings,
  setTrustedCertificate,
  SIGNIN_TEMPLATE_FILE,
  SIGNIN_TEMPLATE_VARIABLES,
  TEMPLATE_FILE,
  type SignInTemplateValues,
  TEMPLATE_VARIABLES,
  type TemplateValues,
} from '../../../../tools/harness/nginx/template'
import { findEnvsubst } from '../../../../tools/harness/nginx/tools'
import { parseApiOrigin, parseServeArgs } from '../../../../scripts/nginx/serve'

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
    // Narrowed as docs/deploy.md says: the same origins as VITE_IMAGE_ORIGINS.
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

describe('deploy/nginx/signin.conf.template', () => {
  const SIGNIN = readFileSync(SIGNIN_TEMPLATE_FILE, 'utf8')
  const SIGNIN_VALUES: SignInTemplateValues = {
    ...VALUES,
    OIDC_ISSUER: 'https://login.hospital.example/realms/care',
    OIDC_AUDIENCE: 'wound-history-api',
    API_KEY_FILE: '/etc/wound-history/api-key',
    AUDIT_LOG: '/var/log/wound-history/audit.log',
    DEPLOY_DIR: '/opt/wound-history/deploy/nginx',
  }
  const render = () => renderInNode(SIGNIN, SIGNIN_VALUES, SIGNIN_TEMPLATE_VARIABLES)

  it('has exactly the eight placeholders, each used, and no other upper-case $NAME', () => {
    const references = [...SIGNIN.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1])
    expect(new Set(references)).toEqual(new Set(SIGNIN_TEMPLATE_VARIABLES))
    const bare = [
      ...directives(SIGNIN)
        .join('\n')
        .matchAll(/\$([A-Z][A-Z0-9_]*)\b/g),
    ].map((m) => m[1])
    expect(bare).toEqual([])
  })

  it('is one server { } block after its cache, rate zones and map (named wound_history_*), and loads only its own njs module', () => {
    const lines = directives(SIGNIN)
    const server = lines.indexOf('server {')
    // Before the server block: what only the http { } block may declare, each named for this site.
    const before = lines.slice(0, server)
    expect(before.filter((l) => !l.startsWith('"~^Bearer') && !l.startsWith('default ') && l !== '}')).toEqual([
      expect.stringMatching(/^proxy_cache_path wound-history-issuer-cache .*keys_zone=wound_history_issuer:1m /),
      'map $http_authorization $wound_history_anonymous_client {',
      'limit_req_zone $wound_history_anonymous_client zone=wound_history_anonymous:1m rate=10r/s;',
      'limit_req_zone $binary_remote_addr zone=wound_history_refused:1m rate=10r/s;',
    ])
    const block = lines.slice(server)
    expect(block.at(-1)).toBe('}')
    expect(block.filter((l) => l.endsWith('{')).length).toBe(block.filter((l) => l === '}').length)
    expect(lines.filter((l) => /^(include|load_module)/.test(l))).toEqual([])
    expect(directives(render())).toContain('js_import wound_history from /opt/wound-history/deploy/nginx/signin.js;')
  })

  it('asks the issuer through its cache, by name through a resolver, with nothing of the browser’s request', () => {
    const lines = directives(render())
    const issuerBlocks = ['location /_wound_history_issuer/ {', 'location /_wound_history_issuer_fresh/ {'].map((start) => {
      const from = lines.indexOf(start)
      return lines.slice(from, lines.indexOf('}', from))
    })
    const [cached, fresh] = issuerBlocks
    expect(cached).toEqual(expect.arrayContaining(['proxy_cache_valid 200 5m;']))
    expect(fresh).toEqual(expect.arrayContaining(['proxy_cache_valid 200 1m;']))
    for (const block of issuerBlocks)
      expect(block).toEqual(
        expect.arrayContaining([
          'internal;',
          'proxy_pass $wound_history_issuer_origin;',
          'proxy_cache wound_history_issuer;',
          'proxy_cache_lock on;',
          'proxy_pass_request_headers off;',
          'proxy_set_header Accept "application/json";',
          'proxy_ssl_verify on;',
        ]),
      )
    expect(lines).toContain('resolver 127.0.0.53 valid=300s;')
    expect(setSignInSettings(render(), { resolver: '10.0.0.2' })).toContain('resolver 10.0.0.2 valid=300s;')
  })

  it('is rendered the same by envsubst and by the node renderer', () => {
    const envsubst = findEnvsubst()
    if (!envsubst) {
      if (process.env.CI === 'true') throw new Error('envsubst (gettext-base) is missing in CI')
      return
    }
    expect(render()).toBe(renderWithEnvsubst(envsubst, SIGNIN, SIGNIN_VALUES, SIGNIN_TEMPLATE_VARIABLES))
  })

  it('sends the policy of the sign-in build (the issuer in connect-src), plus frame-ancestors', () => {
    expect(headerPolicy(render())).toBe(
      `${buildContentSecurityPolicy({ VITE_API_BASE_URL: '/', VITE_OIDC_ISSUER: SIGNIN_VALUES.OIDC_ISSUER, VITE_OIDC_CLIENT_ID: 'wound-history' })}; frame-ancestors 'none'`,
    )
  })

  it('checks the token before the service is asked, and passes neither of the browser’s credentials on', () => {
    const lines = directives(render())
    const api = lines.slice(lines.indexOf('location /api/ {'))
    const end = api.indexOf('}', api.indexOf('proxy_pass https://wounds.example.org;'))
    const block = api.slice(0, end)
    expect(block).toEqual(
      expect.arrayContaining([
        'auth_request /_wound_history_verify;',
        'proxy_set_header X-API-KEY $wound_history_api_key;',
        'proxy_set_header Authorization "";',
        'js_header_filter wound_history.audit;',
        'proxy_ignore_client_abort on;',
        'set $args $wound_history_query;',
      ]),
    )
    // The issuer is verified like the service, through the system CA bundle (its two locations).
    expect(lines.filter((l) => l === 'proxy_ssl_verify on;')).toHaveLength(3)
    expect(
      setTrustedCertificate(render(), '/etc/ssl/hospital-ca.pem').match(/proxy_ssl_trusted_certificate \/etc\/ssl\/hospital-ca.pem;/g),
    ).toHaveLength(3)
  })
})

describe('the two templates’ hardening', () => {
  const SIGNIN = readFileSync(SIGNIN_TEMPLATE_FILE, 'utf8')
  /** The lines of a template that must read the same in both: headers but the policy, the /api allow-list, redirects, refusals. */
  const hardening = (text: string) =>
    directives(text).filter(
      (line) =>
        /^add_header (X-Content-Type-Options|Referrer-Policy|Permissions-Policy|Cache-Control) /.test(line) ||
        /^(rewrite \^\/api\/|absolute_redirect |error_page |location (= \/api|= \/_wound_history_refused|@api_not_found|\/api\/) )/.test(
          line,
        ),
    )

  it('are the same in both: headers, the /api allow-list, no absolute redirect, nginx’s refusals', () => {
    expect(hardening(SIGNIN)).toEqual(expect.arrayContaining(hardening(TEMPLATE)))
    expect(hardening(TEMPLATE)).toEqual(
      expect.arrayContaining([
        'absolute_redirect off;',
        'rewrite ^/api/v1/measurements\\z /api/v1/measurements break;',
        'rewrite ^/api/v1/assessments\\z /api/v1/assessments break;',
        'error_page 400 405 414 494 501 505 /_wound_history_refused;',
        'location = /api {',
      ]),
    )
  })

  it('leave bluetooth out of Permissions-Policy (Chromium does not know it; the e2e tests ask Chromium about the rest)', () => {
    for (const text of [TEMPLATE, SIGNIN]) expect(/add_header Permissions-Policy "([^"]*)"/.exec(text)?.[1]).not.toMatch(/bluetooth/)
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
      signIn: undefined,
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

  it('reads the sign-in deployment’s options, all of them required but the audit log', () => {
    const base = ['--api', 'https://s.example', '--signin', '--client-id', 'wound-history', '--audience', 'wound-history-api']
    const options = parseServeArgs([...base, '--issuer', 'https://login.example/realms/care/', '--key-file', 'secrets/key'])
    const signIn = options === 'help' ? undefined : options.signIn
    expect(signIn).toMatchObject({ issuer: 'https://login.example/realms/care', clientId: 'wound-history', audience: 'wound-history-api' })
    expect(signIn?.keyFile).toMatch(/\/secrets\/key$/)
    expect(signIn?.auditLog).toMatch(/\/dist-nginx\/audit\.log$/)
    expect(() => parseServeArgs([...base, '--issuer', 'https://login.example'])).toThrow(/--signin needs --key-file/)
    expect(() => parseServeArgs([...base, '--issuer', 'http://login.example', '--key-file', 'k'])).toThrow(/https/)
    expect(() => parseServeArgs(['--api', 'https://s.example', '--issuer', 'https://login.example'])).toThrow(/belong to --signin/)
  })
})
