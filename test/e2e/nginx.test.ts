import { readFile } from 'node:fs/promises'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { join, resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from '../../tools/harness/paths'
import { startNginx, type RunningNginx } from '../../tools/harness/nginx/nginx'
import { ensureSameOriginBuild } from '../../tools/harness/nginx/same-origin-build'
import { builtPolicy } from '../../tools/harness/nginx/template'
import { findNginx, freePort } from '../../tools/harness/nginx/tools'
import { failedResource, test } from './browser'
import { startMockService, type MockService, type RecordedRequest } from '../../tools/harness/mock-service'
import { makeTestCertificates, type TestCertificates } from './tls-certificates'
import { woundIdField } from '../../tools/harness/app-locators'
import { expectRowsFromService, httpServiceAnswer, loadWound, showList, waitForRowIds } from './wound-view'
import {
  ALLOWED_API_REQUESTS,
  FOREIGN_API_PATHS,
  listSummary,
  permissionsPolicyWarnings,
  REDIRECT_PROBES,
  refusalsSeen,
  SAME_SECURITY_HEADERS,
  securityHeaders,
  sendPath,
  unknownPolicyFeatures,
  type Reply,
} from './nginx-hardening'

/**
 * The production server: a same-origin build (VITE_API_BASE_URL=/) behind the machine's nginx
 * with deploy/nginx/app.conf.template, rendered and run as `npm run serve:nginx` does, in front
 * of the mock service over real HTTP. One build and one nginx for the file; the nginx serves four
 * copies of the template: the service, a service that is down, and an https service whose
 * certificate is trusted (its CA file set as docs/deploy.md says) or not (the template as shipped).
 */

const KEY = 'test-key'
const WRONG_KEY = 'wrong-key-5150'
const NGINX = findNginx()
const HOW_TO_INSTALL = 'Install it: sudo apt-get install -y nginx (the tests run it from a temp folder; nothing is started as a service).'
if (NGINX === undefined) {
  // A green CI run must mean the production server was tested (as scripts/e2e.mjs does for Chromium).
  if (process.env.CI === 'true') throw new Error(`e2e nginx: no nginx found (NGINX_PATH, the PATH, /usr/sbin). ${HOW_TO_INSTALL}`)
  console.warn(
    `e2e nginx: SKIPPED: no nginx found (NGINX_PATH, the PATH, /usr/sbin). ${HOW_TO_INSTALL} In CI (CI=true) a missing nginx is an error.`,
  )
}

const APP_ROOT = join(resolve(ROOT, process.env.E2E_OUT_DIR ?? 'dist-e2e'), 'nginx-app')

type Setup = {
  service: MockService
  /** Two https services with the same certificate: nginx shares TLS sessions between sites proxying to one origin. */
  tlsService: MockService
  untrustedTlsService: MockService
  certificates: TestCertificates
  nginx: RunningNginx
  /** Origins nginx serves: in front of the service, of nothing, of the https service (trusted, untrusted). */
  app: string
  down: string
  tlsTrusted: string
  tlsUntrusted: string
}
let setup: Setup | undefined
const get = (): Setup => {
  if (!setup) throw new Error('nginx setup did not run')
  return setup
}

type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/** One GET as sent, answer as received (no decompression, unlike fetch). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((done, fail) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) })
      })
      res.on('error', fail)
    })
    req.on('error', fail)
    req.end()
  })
}

async function serviceLog(service: MockService): Promise<RecordedRequest[]> {
  return (await (await fetch(`${service.url}/__requests`)).json()) as RecordedRequest[]
}

async function entryFiles(): Promise<{ js: string; css: string }> {
  const html = await readFile(join(APP_ROOT, 'index.html'), 'utf8')
  const js = /<script\b[^>]*\bsrc="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  const css = /<link\b[^>]*\bhref="(\/assets\/[^"]+\.css)"/.exec(html)?.[1]
  if (!js || !css) throw new Error('index.html names no entry script or stylesheet under /assets/')
  return { js, css }
}

/** The key for the tab, as the settings form stores it (a test that is not about the form). */
const withKey = (page: Page) =>
  page.addInitScript((key) => {
    sessionStorage.setItem('wound-history.api-key', key)
  }, KEY)

describe.skipIf(NGINX === undefined)('production server: nginx with deploy/nginx/app.conf.template', () => {
  beforeAll(async () => {
    const started = Date.now()
    const service = await startMockService({ port: 0 })
    const certificates = await makeTestCertificates()
    const tlsService = await startMockService({ port: 0, tls: certificates, hostname: 'localhost' })
    const untrustedTlsService = await startMockService({ port: 0, tls: certificates, hostname: 'localhost' })
    const services = [service, tlsService, untrustedTlsService]
    try {
      // Rebuilt when the service's port (in the page's img-src) or the sources changed.
      await ensureSameOriginBuild({ outDir: APP_ROOT, service: service.url })
      const [app, down, tlsTrusted, tlsUntrusted] = await Promise.all([freePort(), freePort(), freePort(), freePort()])
      const nginx = await startNginx({
        sites: [
          { listen: `127.0.0.1:${app}`, appRoot: APP_ROOT, apiUpstream: service.url },
          // Port 1 on loopback: nothing listens there.
          { listen: `127.0.0.1:${down}`, appRoot: APP_ROOT, apiUpstream: 'http://127.0.0.1:1' },
          { listen: `127.0.0.1:${tlsTrusted}`, appRoot: APP_ROOT, apiUpstream: tlsService.url, trustedCertificate: certificates.caFile },
          { listen: `127.0.0.1:${tlsUntrusted}`, appRoot: APP_ROOT, apiUpstream: untrustedTlsService.url },
        ],
      })
      const origin = (port: number) => `http://127.0.0.1:${port}`
      setup = {
        service,
        tlsService,
        untrustedTlsService,
        certificates,
        nginx,
        app: origin(app),
        down: origin(down),
        tlsTrusted: origin(tlsTrusted),
        tlsUntrusted: origin(tlsUntrusted),
      }
      console.log(
        `e2e nginx: ${NGINX ?? ''} ready in ${((Date.now() - started) / 1000).toFixed(1)} s (template rendered with ${nginx.renderer}, brotli ${nginx.brotli ? 'on' : 'off'})`,
      )
    } catch (error) {
      await Promise.all([...services.map((s) => s.close()), certificates.remove()])
      throw error
    }
  })

  afterAll(async () => {
    if (!setup) return
    await setup.nginx.stop()
    const { service, tlsService, untrustedTlsService, certificates } = setup
    await Promise.all([service.close(), tlsService.close(), untrustedTlsService.close(), certificates.remove()])
  })

  test('a new user types the key alone, sees the service’s rows, and no preflight reaches the service', async ({ page }) => {
    const { app, service } = get()
    await fetch(`${service.url}/__requests`, { method: 'DELETE' })
    const seen: { url: string; method: string }[] = []
    // Images come from wherever the service's signed URLs point (the summary shows the latest photo).
    page.on('request', (request) => {
      if (request.resourceType() !== 'image') seen.push({ url: request.url(), method: request.method() })
    })

    await page.goto(`${app}/`)
    await woundIdField(page).waitFor()
    await page.getByText(/not connected yet/i).waitFor()
    await page.getByRole('button', { name: 'Connection settings' }).click()
    const baseUrl = page.getByRole('textbox', { name: 'API base URL' })
    expect(await baseUrl.inputValue(), 'the address the key goes to: this site').toBe(app)
    expect(await baseUrl.getAttribute('readonly'), 'the address is fixed by the build').not.toBeNull()
    await page.getByLabel('API key').fill(KEY)
    await page.getByRole('button', { name: 'Save' }).click()

    await loadWound(page, 1)
    const ids = await waitForRowIds(await showList(page, 'Measurements'))
    const received = (await serviceLog(service)).filter((r) => r.path.startsWith('/api/v1/'))
    expect(received.length).toBeGreaterThan(0)
    expect(
      received.map((r) => r.method),
      'what reached the service',
    ).toEqual(received.map(() => 'GET'))
    for (const r of received) expect(r.headers['x-api-key'], `X-API-KEY passed on with ${r.path}`).toBe(KEY)
    await expectRowsFromService(
      ids,
      received.map((r) => ({ pathAndQuery: r.path, apiKey: KEY })),
      (path, key) => httpServiceAnswer(service.url, path, key),
      'Measurements',
    )
    // The page itself talked to its own origin only (images aside).
    expect(seen.filter((r) => !r.url.startsWith(`${app}/`))).toEqual([])
    expect(seen.filter((r) => r.method === 'OPTIONS')).toEqual([])
  })

  test('a deep link, and its reload, show the same view', async ({ page }) => {
    await withKey(page)
    const url = `${get().app}/?wound=1&tab=assessments&page=2`
    await page.goto(url)
    const first = await waitForRowIds(await showList(page, 'Assessments'))
    await page.reload()
    const again = await waitForRowIds(await showList(page, 'Assessments'))
    expect(again).toEqual(first)
    expect(page.url()).toBe(url)
  })

  test('signed images from the service’s origin load under the header’s policy', async ({ page }) => {
    const { app, service } = get()
    await withKey(page)
    const response = await page.goto(`${app}/?wound=1&selected=100001`)
    expect(response?.headers()['content-security-policy'], 'the header allows the service’s images').toContain(
      `img-src 'self' ${service.url} https:`,
    )
    const region = page.getByRole('dialog', { name: 'Images' })
    await region.waitFor({ timeout: 20_000 })
    const images = () =>
      region.locator('img').evaluateAll((imgs) =>
        imgs.map((img) => ({
          ok: (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
          src: (img as HTMLImageElement).src,
        })),
      )
    await expect
      .poll(async () => (await images()).length > 0 && (await images()).every((i) => i.ok), {
        timeout: 15_000,
        message: 'every image loaded',
      })
      .toBe(true)
    for (const image of await images()) expect(image.src.startsWith(`${service.url}/`), image.src).toBe(true)
    // A refused image would also have logged a CSP violation, which fails the test (PageErrors).
  })

  test('a service that is down gives the app’s own error alert, not an nginx page', async ({ page, errors }) => {
    errors.allow(failedResource(502))
    await withKey(page)
    await page.goto(`${get().down}/?wound=1`)
    // After the app's retries (0.5 + 1 + 2 s).
    const alert = page
      .getByRole('alert')
      .filter({ hasText: /service unavailable/i })
      .first()
    await alert.waitFor({ timeout: 20_000 })
    await alert
      .getByRole('button', { name: 'Retry' })
      .or(page.getByRole('button', { name: 'Retry' }))
      .first()
      .waitFor()
    const text = await page.locator('body').innerText()
    expect(text).not.toMatch(/nginx|bad gateway/i)
  })

  it('sends the security headers on every kind of answer, and caches each kind as it should', async () => {
    const { app, down, service } = get()
    const { js, css } = await entryFiles()
    const policy = `${await builtPolicy(APP_ROOT)}; frame-ancestors 'none'`
    const key = { 'X-API-KEY': KEY }
    const cases: {
      what: string
      url: string
      headers?: Record<string, string>
      status: number
      type: RegExp
      cache: string | undefined
    }[] = [
      { what: 'the app', url: `${app}/`, status: 200, type: /^text\/html/, cache: 'no-cache' },
      {
        what: 'a deep link',
        url: `${app}/?wound=1&tab=measurements&filter[type]=group`,
        status: 200,
        type: /^text\/html/,
        cache: 'no-cache',
      },
      { what: 'a path that is no file', url: `${app}/wounds/1/measurements`, status: 200, type: /^text\/html/, cache: 'no-cache' },
      { what: 'index.html', url: `${app}/index.html`, status: 200, type: /^text\/html/, cache: 'no-cache' },
      { what: 'the entry script', url: `${app}${js}`, status: 200, type: /javascript/, cache: 'public, max-age=31536000, immutable' },
      { what: 'the stylesheet', url: `${app}${css}`, status: 200, type: /^text\/css/, cache: 'public, max-age=31536000, immutable' },
      { what: 'an unhashed file', url: `${app}/favicon.svg`, status: 200, type: /^image\/svg\+xml/, cache: 'no-cache' },
      { what: 'a missing asset', url: `${app}/assets/index-missing.js`, status: 404, type: /^text\/html/, cache: 'no-store' },
      {
        what: 'a list',
        url: `${app}/api/v1/measurements?wound_id=1`,
        headers: key,
        status: 200,
        type: /^application\/json/,
        cache: 'no-store',
      },
      {
        what: 'a refused key',
        url: `${app}/api/v1/measurements?wound_id=1`,
        headers: { 'X-API-KEY': WRONG_KEY },
        status: 401,
        type: /^application\/json/,
        cache: 'no-store',
      },
      {
        what: 'a service that is down',
        url: `${down}/api/v1/measurements?wound_id=1`,
        headers: key,
        status: 502,
        type: /^application\/json/,
        cache: 'no-store',
      },
    ]
    for (const c of cases) {
      const r = await rawGet(c.url, c.headers)
      const where = `${c.what} (${c.url})`
      expect(r.status, where).toBe(c.status)
      expect(r.headers['content-type'], where).toMatch(c.type)
      expect(r.headers['content-security-policy'], `${where}: the page's policy, and no framing`).toBe(policy)
      expect(r.headers['x-content-type-options'], where).toBe('nosniff')
      expect(r.headers['referrer-policy'], where).toBe('no-referrer')
      expect(r.headers['permissions-policy'], where).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/)
      expect(r.headers['cache-control'], where).toBe(c.cache)
    }
    // The app's page is the build's index.html.
    expect((await rawGet(`${app}/wounds/1`)).body.toString()).toBe(await readFile(join(APP_ROOT, 'index.html'), 'utf8'))
    // nginx's own answer when the service is down is in the service's error format.
    const downBody: unknown = JSON.parse((await rawGet(`${down}/api/v1/measurements?wound_id=1`, key)).body.toString())
    expect(downBody).toMatchObject({ error: 'Service unavailable', message: expect.any(String) as string })
    // The service's own statuses and bodies pass unchanged.
    for (const [path, apiKey] of [
      ['/api/v1/measurements?wound_id=1', WRONG_KEY],
      ['/api/v1/measurements?wound_id=4', KEY],
      ['/api/v1/assessments?wound_id=999', KEY],
      ['/api/v1/measurements?wound_id=1&per_page=5000', KEY],
    ] as const) {
      const [proxied, direct] = await Promise.all([
        rawGet(`${app}${path}`, { 'X-API-KEY': apiKey }),
        rawGet(`${service.url}${path}`, { 'X-API-KEY': apiKey }),
      ])
      expect([proxied.status, proxied.body.toString()], path).toEqual([direct.status, direct.body.toString()])
      expect(proxied.status, path).toBeGreaterThanOrEqual(400)
    }
  })

  it('passes the service only the two endpoints the app uses, under their canonical paths; anything else under /api/ is nginx’s 404', async () => {
    const { app, service } = get()
    const reference = await sendPath(app, '/')
    await fetch(`${service.url}/__requests`, { method: 'DELETE' })
    const foreign: [string, Reply][] = []
    for (const path of FOREIGN_API_PATHS) foreign.push([path, await sendPath(app, path, { 'X-API-KEY': KEY })])
    const allowed: [string, Reply][] = []
    for (const { sent } of ALLOWED_API_REQUESTS) allowed.push([sent, await sendPath(app, sent, { 'X-API-KEY': KEY })])

    expect(
      (await serviceLog(service)).map((r) => `${r.method} ${r.path}`),
      'what reached the service: the two endpoints, by their canonical paths, and nothing else',
    ).toEqual(ALLOWED_API_REQUESTS.map((r) => `GET ${r.received}`))
    expect(
      foreign.map(([path, r]) => ({
        path,
        status: r.status,
        type: r.headers['content-type'],
        cache: r.headers['cache-control'],
        location: r.headers.location,
        ...securityHeaders(r, reference),
      })),
    ).toEqual(
      FOREIGN_API_PATHS.map((path) => ({
        path,
        status: 404,
        type: 'application/json',
        cache: 'no-store',
        location: undefined,
        ...SAME_SECURITY_HEADERS,
      })),
    )
    for (const [path, r] of foreign)
      expect(JSON.parse(r.body), path).toMatchObject({ error: 'Not Found', message: expect.any(String) as string })
    // The two endpoints, however spelt, answer as the service does at the canonical path (the same records).
    for (const [i, [sent, proxied]] of allowed.entries()) {
      const direct = await sendPath(service.url, ALLOWED_API_REQUESTS[i]?.received ?? '', { 'X-API-KEY': KEY })
      expect(listSummary(proxied), sent).toEqual(listSummary(direct))
      expect(proxied.status, sent).toBe(200)
      expect(proxied.headers['cache-control'], sent).toBe('no-store')
    }
  })

  it('builds no redirect from the Host header: /api is a 404, and no answer points anywhere', async () => {
    const { app } = get()
    const seen: { path: string; status: number; location: string | undefined }[] = []
    for (const { path } of REDIRECT_PROBES) {
      const r = await sendPath(app, path, { Host: 'evil.example', 'X-API-KEY': KEY })
      seen.push({ path, status: r.status, location: r.headers.location })
    }
    expect(seen).toEqual(REDIRECT_PROBES.map(({ path, status }) => ({ path, status, location: undefined })))
  })

  it('nginx’s own refusals (400, 405, 413, 414, 501, 505) carry the security headers and Cache-Control: no-store', async () => {
    const { seen, expected } = await refusalsSeen(get().app)
    expect(seen).toEqual(expected)
  })

  test('Chromium knows every feature the Permissions-Policy header names: a page load logs no “Unrecognized feature”', async ({ page }) => {
    const warnings = permissionsPolicyWarnings(page)
    const response = await page.goto(`${get().app}/`)
    await woundIdField(page).waitFor()
    expect(warnings, 'Chromium’s console').toEqual([])
    expect(await unknownPolicyFeatures(page, response?.headers()['permissions-policy'] ?? ''), 'features Chromium does not know').toEqual(
      [],
    )
  })

  it('compresses scripts, styles, JSON and SVG (gzip; brotli where the module is installed)', async () => {
    const { app, nginx } = get()
    const { js, css } = await entryFiles()
    // The favicon (the build's one SVG) is under gzip_min_length: SVG is checked in the configuration.
    for (const text of nginx.rendered)
      expect(/gzip_types ([^;]*);/.exec(text)?.[1]?.split(/\s+/)).toEqual(
        expect.arrayContaining(['image/svg+xml', 'application/json', 'text/css', 'application/javascript']),
      )
    const files = [js, css, '/api/v1/measurements?wound_id=3&per_page=100']
    for (const file of files) {
      const gzip = await rawGet(`${app}${file}`, { 'Accept-Encoding': 'gzip', 'X-API-KEY': KEY })
      expect(gzip.headers['content-encoding'], `${file}, gzip`).toBe('gzip')
      expect(gzip.headers.vary, file).toMatch(/Accept-Encoding/i)
      const both = await rawGet(`${app}${file}`, { 'Accept-Encoding': 'gzip, br', 'X-API-KEY': KEY })
      expect(both.headers['content-encoding'], `${file}, gzip or br`).toBe(nginx.brotli ? 'br' : 'gzip')
    }
  })

  it('an https service: named in the handshake, its certificate verified, asked with its own Host', async () => {
    const { tlsService, untrustedTlsService, tlsTrusted, tlsUntrusted } = get()

    const trusted = await rawGet(`${tlsTrusted}/api/v1/measurements?wound_id=1`, { 'X-API-KEY': KEY })
    expect(trusted.status, 'a certificate from the CA nginx was told to trust').toBe(200)
    expect(tlsService.serverNames, 'the name sent in the handshake (SNI)').toContain('localhost')
    const received = await httpsLog(tlsService)
    expect(received.map((r) => r.path)).toEqual(['/api/v1/measurements?wound_id=1'])
    expect(received[0]?.headers.host, 'the Host the service is known by').toBe(new URL(tlsService.url).host)

    // The template as shipped trusts the system's CAs only: this certificate is refused before the request is sent.
    const untrusted = await rawGet(`${tlsUntrusted}/api/v1/measurements?wound_id=1`, { 'X-API-KEY': KEY })
    expect(untrusted.status, 'a certificate from an unknown CA').toBe(502)
    expect(untrustedTlsService.serverNames, 'the handshake was tried, with SNI').toContain('localhost')
    expect(await httpsLog(untrustedTlsService), 'nothing reached a service whose certificate failed').toEqual([])
  })

  it('writes the key to neither its access log nor its error log', async () => {
    const { app, down, nginx } = get()
    // Keys on answered, refused and failed requests (the failed ones are written to the error log).
    await rawGet(`${app}/api/v1/measurements?wound_id=1`, { 'X-API-KEY': KEY })
    await rawGet(`${app}/api/v1/measurements?wound_id=1`, { 'X-API-KEY': WRONG_KEY })
    await rawGet(`${down}/api/v1/measurements?wound_id=1`, { 'X-API-KEY': KEY })
    const [access, error] = await Promise.all([readFile(nginx.accessLog, 'utf8'), readFile(nginx.errorLog, 'utf8')])
    expect(access, 'the access log has the API requests').toMatch(/GET \/api\/v1\/measurements\?wound_id=1 /)
    expect(error, 'the error log has the failed ones').toMatch(/connect\(\) failed/)
    for (const [name, text] of [
      ['access log', access],
      ['error log', error],
    ] as const) {
      expect(text.includes(KEY), `${KEY} in the ${name}`).toBe(false)
      expect(text.includes(WRONG_KEY), `${WRONG_KEY} in the ${name}`).toBe(false)
    }
  })
})

/** What the https service received: its log read over https, trusting the test CA. */
async function httpsLog(service: MockService): Promise<RecordedRequest[]> {
  const ca = await readFile(get().certificates.caFile, 'utf8')
  return new Promise((done, fail) => {
    const req = httpsRequest(`${service.url}/__requests`, { ca }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        done(JSON.parse(Buffer.concat(chunks).toString()) as RecordedRequest[])
      })
      res.on('error', fail)
    })
    req.on('error', fail)
    req.end()
  })
}
