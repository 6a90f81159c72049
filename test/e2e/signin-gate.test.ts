import { randomBytes } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir, userInfo } from 'node:os'
import { promisify } from 'node:util'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMockService, type MockService } from '../../tools/harness/mock-service'
import { njsModuleEnabled, startNginx, type RunningNginx } from '../../tools/harness/nginx/nginx'
import { findNginx, freePort } from '../../tools/harness/nginx/tools'
import { ROOT } from '../../tools/harness/paths'
import { startTestDns } from '../../tools/harness/test-dns'
import { startTestIssuer, type TestIssuer } from '../../tools/harness/test-issuer'
import { rs256 } from '../jwt-forge'
import { auditLines as auditLinesOf, forgetServiceLog as forgetServiceLogOf, serviceLog as serviceLogOf } from './gate-logs'
import { sendPath, sendRaw } from './nginx-hardening'

/**
 * The sign-in template's gate, over HTTP against the machine's nginx: what reaches the service and
 * what the audit says of it, and how little the issuer is asked. The issuer here (test-issuer.ts)
 * can be made slow, failing or silent; the browser tests (signin.test.ts) use a real provider.
 */

const execFileAsync = promisify(execFile)
const NGINX = findNginx()
const READY = NGINX !== undefined && njsModuleEnabled()
if (!READY && process.env.CI === 'true') throw new Error('e2e sign-in gate: nginx with its njs module is required')

const KEY = `svc-${randomBytes(12).toString('hex')}`
const AUDIENCE = 'wound-history-api'
const CLIENT_ID = 'wound-history'
/** The mock service answers wound 6's lists this late, so a client can hang up first. */
const SLOW_WOUND = 6
const SLOW_MS = 800

type Setup = { issuer: TestIssuer; service: MockService; nginx: RunningNginx; app: string; dir: string; auditLog: string }
let setup: Setup | undefined
const get = (): Setup => {
  if (!setup) throw new Error('setup did not run')
  return setup
}

const now = () => Math.floor(Date.now() / 1000)
const claims = (extra: Record<string, unknown> = {}) => ({
  iss: get().issuer.issuer,
  aud: AUDIENCE,
  azp: CLIENT_ID,
  sub: 'nurse.one',
  preferred_username: 'nurse.one',
  realm_access: { roles: ['wound-care'] },
  exp: now() + 300,
  iat: now(),
  ...extra,
})
const token = (payload: Record<string, unknown> = claims(), header: Record<string, unknown> = {}) =>
  rs256({ alg: 'RS256', typ: 'at+jwt', kid: get().issuer.kid, ...header }, payload, get().issuer.privateKey)
const bearer = (payload?: Record<string, unknown>, header?: Record<string, unknown>) => ({
  Authorization: `Bearer ${token(payload, header)}`,
})

const serviceLog = () => serviceLogOf(get().service.url)
const forgetServiceLog = () => forgetServiceLogOf(get().service.url)
const auditLines = () => auditLinesOf(get().auditLog)
const issuerAsked = () => get().issuer.requests().length

describe.skipIf(!READY)('sign-in gate: signin.conf.template in front of the service', () => {
  beforeAll(async () => {
    const issuer = await startTestIssuer()
    const service = await startMockService({
      handlerOptions: { apiKeys: [KEY] },
      latencyMs: (path) => (path.includes(`wound_id=${SLOW_WOUND}`) ? SLOW_MS : 0),
    })
    const dir = await mkdtemp(join(tmpdir(), 'wound-history-gate-'))
    try {
      const appRoot = join(dir, 'app')
      await mkdir(appRoot)
      await writeFile(join(appRoot, 'index.html'), '<!doctype html><title>app</title>\n')
      const keyFile = join(dir, 'api-key')
      await writeFile(keyFile, `${KEY}\n`, { mode: 0o640 })
      await mkdir(join(dir, 'audit'))
      const auditLog = join(dir, 'audit', 'audit.log')
      const port = await freePort()
      const nginx = await startNginx({
        sites: [
          {
            listen: `127.0.0.1:${port}`,
            appRoot,
            apiUpstream: service.url,
            imageSources: ['https:'],
            signIn: {
              issuer: issuer.issuer,
              audience: AUDIENCE,
              apiKeyFile: keyFile,
              auditLog,
              settings: { clientId: CLIENT_ID, requiredRole: 'realm_access.roles=wound-care', maxTokenLifetime: 3600 },
            },
          },
        ],
      })
      setup = { issuer, service, nginx, app: `http://127.0.0.1:${port}`, dir, auditLog }
    } catch (error) {
      await Promise.all([issuer.close(), service.close(), rm(dir, { recursive: true, force: true })])
      throw error
    }
  })

  afterAll(async () => {
    if (!setup) return
    await setup.nginx.stop()
    await Promise.all([setup.issuer.close(), setup.service.close(), rm(setup.dir, { recursive: true, force: true })])
  })

  describe('the issuer, off the path of every request', () => {
    it('is asked for its discovery document and key set once, with nothing of the browser’s request, then never again for 300 requests', async () => {
      const browserHeaders = {
        'X-Forwarded-For': '203.0.113.9',
        Forwarded: 'for=203.0.113.9',
        Range: 'bytes=0-10',
        'If-None-Match': '"etag"',
        'User-Agent': 'curious-browser/1.0',
        Cookie: 'session=abc',
      }
      const first = await sendPath(get().app, '/api/v1/measurements?wound_id=1&per_page=5', { ...bearer(), ...browserHeaders })
      expect(first.status).toBe(200)
      const asked = get().issuer.requests()
      expect(asked.map((r) => r.path)).toEqual([
        '/realms/care/.well-known/openid-configuration',
        '/realms/care/protocol/openid-connect/certs',
      ])
      for (const r of asked) expect(Object.keys(r.headers).sort()).toEqual(['accept', 'connection', 'host'])
      expect(asked[0]?.headers.accept).toBe('application/json')

      const statuses: number[] = []
      for (let batch = 0; batch < 30; batch++) {
        const replies = await Promise.all(
          Array.from({ length: 10 }, (_, i) => sendPath(get().app, `/api/v1/assessments?wound_id=${(i % 3) + 1}&per_page=1`, bearer())),
        )
        statuses.push(...replies.map((r) => r.status))
      }
      expect(new Set(statuses)).toEqual(new Set([200]))
      expect(issuerAsked()).toBe(2)
    })

    it('while the issuer is slow, fails or does not answer, a valid token still passes on the cached keys, and the issuer is not asked', async () => {
      const before = issuerAsked()
      try {
        for (const mode of [{ kind: 'up', delayMs: 2_000 }, { kind: 'failing', status: 500 }, { kind: 'hanging' }] as const) {
          get().issuer.setMode(mode)
          const replies = await Promise.all(
            Array.from({ length: 20 }, () => sendPath(get().app, '/api/v1/measurements?wound_id=2', bearer())),
          )
          expect(
            replies.map((r) => r.status),
            mode.kind,
          ).toEqual(Array.from({ length: 20 }, () => 200))
        }
      } finally {
        // Up again for the tests after this one, whatever happened here.
        get().issuer.setMode({ kind: 'up' })
      }
      expect(issuerAsked()).toBe(before)
    })

    it('follows a key rotation, asks again for a key it does not know at most once a minute, and never for a request without a token', async () => {
      const before = issuerAsked()
      // The issuer publishes a new key and signs with it: the cached set lacks it, so the key set
      // is asked for once more (the discovery document still comes from the cache).
      const rotated = get().issuer.addKey('rotated-1')
      const withNewKey = rs256({ alg: 'RS256', typ: 'at+jwt', kid: 'rotated-1' }, claims(), rotated)
      expect((await sendPath(get().app, '/api/v1/measurements?wound_id=1', { Authorization: `Bearer ${withNewKey}` })).status).toBe(200)
      expect(
        get()
          .issuer.requests()
          .slice(before)
          .map((r) => r.path),
      ).toEqual(['/realms/care/protocol/openid-connect/certs'])

      // Forged key ids within that minute: refused on the fresh copy, without asking the issuer.
      const unknownKid = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          sendPath(get().app, '/api/v1/measurements?wound_id=1', bearer(claims(), { kid: `forged-${i}` })),
        ),
      )
      expect(new Set(unknownKid.map((r) => r.status))).toEqual(new Set([401]))
      const anonymous = await Promise.all(Array.from({ length: 10 }, () => sendPath(get().app, '/api/v1/measurements?wound_id=1')))
      expect(new Set(anonymous.map((r) => r.status))).toEqual(new Set([401]))
      expect(issuerAsked()).toBe(before + 1)
    })

    it('limits requests without a token, refused tokens and refused queries per client (429, not audited), and the service never sees them', async () => {
      await forgetServiceLog()
      const linesBefore = (await auditLines()).length
      // 120 at once: past the burst of 50 (and 10 a second while they are sent) the rest is 429.
      const flood = async (headers: Record<string, string> = {}, path = '/api/v1/measurements?wound_id=1', refused = 401) => {
        const started = Date.now()
        const replies = await Promise.all(Array.from({ length: 120 }, () => sendPath(get().app, path, headers)))
        const statuses = replies.map((r) => r.status)
        const allowed = 50 + 1 + 10 * Math.ceil((Date.now() - started) / 1000)
        expect(new Set(statuses)).toEqual(new Set([refused, 429]))
        expect(statuses.filter((s) => s === refused).length).toBeLessThanOrEqual(allowed)
        return { replies, statuses: statuses.filter((s) => s === refused) }
      }
      const { replies: anonymous, statuses: anonymousStatuses } = await flood()
      const limited = anonymous.find((r) => r.status === 429)
      expect(limited?.headers['content-type']).toBe('application/json')
      expect(JSON.parse(limited?.body ?? '{}')).toMatchObject({ error: 'Too Many Requests' })

      const { statuses: forgedStatuses } = await flood(bearer(claims({ aud: 'another-service' })))
      // A query it does not pass on: 400 until the same limit, with or without a token.
      await new Promise((resolve) => setTimeout(resolve, 2_000))
      const { statuses: badQueries } = await flood(bearer(), '/api/v1/measurements?wound_id=1&wound_id=2', 400)
      const lines = (await auditLines()).slice(linesBefore)
      expect(lines.length).toBe(anonymousStatuses.length + forgedStatuses.length + badQueries.length)
      expect(await serviceLog()).toEqual([])
      // A valid token from the same client is not limited.
      expect((await sendPath(get().app, '/api/v1/measurements?wound_id=1', bearer())).status).toBe(200)
    })
  })

  describe('the issuer by its name', () => {
    it('is looked up through the resolver line, and looked up again once the answer is older than valid=, so a move is followed', async () => {
      const name = 'issuer.wound-history.test'
      const dns = await startTestDns(name, '127.0.0.1')
      const issuer = await startTestIssuer({ hostname: name, alsoOn: ['127.0.0.2'] })
      const port = await freePort()
      let nginx: RunningNginx | undefined
      try {
        nginx = await startNginx({
          sites: [
            {
              listen: `127.0.0.1:${port}`,
              appRoot: join(get().dir, 'app'),
              apiUpstream: get().service.url,
              imageSources: ['https:'],
              signIn: {
                issuer: issuer.issuer,
                audience: AUDIENCE,
                apiKeyFile: join(get().dir, 'api-key'),
                auditLog: get().auditLog,
                // A second instead of the template's 5 minutes, so that the test need not wait.
                settings: { resolver: dns.server, resolverValidSeconds: 1 },
              },
            },
          ],
        })
        const signedBy = (kid: string) => ({
          Authorization: `Bearer ${rs256({ alg: 'RS256', typ: 'at+jwt', kid }, claims({ iss: issuer.issuer }), issuer.privateKey)}`,
        })
        const app = `http://127.0.0.1:${port}`
        expect((await sendPath(app, '/api/v1/measurements?wound_id=1', signedBy(issuer.kid))).status).toBe(200)
        expect(issuer.requests().map((r) => r.local)).toEqual(['127.0.0.1', '127.0.0.1'])
        const queried = dns.queries()
        expect(queried).toBeGreaterThan(0)

        // The name moves; once nginx's answer is older than valid=, the next request to the issuer
        // (here: for a key id the cached set lacks) goes to the new address. nginx counts valid= in
        // whole seconds of its cached clock: an answer of second T is used up to the end of T + 1.
        dns.setAddress('127.0.0.2')
        await new Promise((done) => setTimeout(done, 3_000))
        expect((await sendPath(app, '/api/v1/measurements?wound_id=1', signedBy('rotated-later'))).status).toBe(401)
        expect(dns.queries()).toBeGreaterThan(queried)
        expect(issuer.requests().at(-1)).toMatchObject({ path: '/realms/care/protocol/openid-connect/certs', local: '127.0.0.2' })
      } finally {
        await nginx?.stop()
        await Promise.all([issuer.close(), dns.close()])
      }
    })
  })

  describe('the audit names the wound the service reads', () => {
    it('passes on only a query rebuilt from the lists’ own parameters, and audits the wound as the service received it', async () => {
      await forgetServiceLog()
      const linesBefore = (await auditLines()).length
      const sent = [
        '/api/v1/measurements?%77ound%5Fid=5&per%5Fpage=2',
        '/api/v1/measurements?wound_id=3&filter%5Bdate%5D=%3E%3D2020-01-01&sort=-id',
        '/api/v1/assessments?page=2&wound_id=2&fields=id,date',
        '/api/v1/measurements?wound_id=1&filter[type]=group&filter[area]=%3E1.5',
      ]
      for (const path of sent) expect((await sendPath(get().app, path, bearer())).status, path).toBe(200)
      const received = (await serviceLog()).map((r) => r.path)
      expect(received).toEqual([
        '/api/v1/measurements?wound_id=5&per_page=2',
        '/api/v1/measurements?wound_id=3&sort=-id&filter[date]=%3E%3D2020-01-01',
        '/api/v1/assessments?wound_id=2&page=2&fields=id,date',
        '/api/v1/measurements?wound_id=1&filter[type]=group&filter[area]=%3E1.5',
      ])
      const lines = (await auditLines()).slice(linesBefore)
      expect(lines.map((l) => [l.wound_id, l.request, l.status, l.sub])).toEqual(
        received.map((path) => [/wound_id=(\d+)/.exec(path)?.[1], path, 200, 'nurse.one']),
      )
    })

    it('refuses with 400, in the service’s format and audited, a query whose wound cannot be told or that it does not rebuild', async () => {
      await forgetServiceLog()
      const linesBefore = (await auditLines()).length
      const refused = [
        `/api/v1/measurements?${'&'.repeat(2100)}wound_id=5`,
        '/api/v1/measurements?wound_id=1&wound_id=5',
        '/api/v1/measurements?wound_id=1&%77ound_id=5',
        '/api/v1/measurements?wound_id[]=5',
        '/api/v1/measurements?wound.id=5',
        '/api/v1/measurements?wound_id=5&x=..%2F..%2Fadmin',
        '/api/v1/measurements?wound_id=05',
        '/api/v1/measurements?wound_id=5%00',
        '/api/v1/measurements?wound_id=%E0%A4%A',
        '/api/v1/measurements?per_page=5',
        '/api/v1/assessments?wound_id=5&filter[area]=%3E1',
        `/api/v1/measurements?wound_id=5&filter[date]=${'9'.repeat(1100)}`,
      ]
      for (const path of refused) {
        const reply = await sendPath(get().app, path, bearer())
        expect(reply.status, path).toBe(400)
        expect(reply.headers['content-type'], path).toBe('application/json')
        expect(JSON.parse(reply.body), path).toMatchObject({ error: 'Bad Request' })
      }
      expect(await serviceLog()).toEqual([])
      const lines = (await auditLines()).slice(linesBefore)
      expect(lines.map((l) => [l.status, l.wound_id])).toEqual(refused.map(() => [400, null]))
      // A refused request's address is kept short: a long query cannot fill the audit log.
      for (const line of lines) expect(String(line.request).length).toBeLessThanOrEqual(513)
    })

    it('writes the line of a request the service answered although the client hung up first', async () => {
      await forgetServiceLog()
      const linesBefore = (await auditLines()).length
      const { hostname, port } = new URL(get().app)
      await new Promise<void>((done) => {
        const req = httpRequest({ hostname, port, path: `/api/v1/measurements?wound_id=${SLOW_WOUND}`, headers: bearer(), agent: false })
        req.on('error', () => {
          done()
        })
        req.on('response', () => {
          done()
        })
        req.end()
        setTimeout(() => {
          req.destroy()
          done()
        }, SLOW_MS / 4)
      })
      await expect
        .poll(async () => (await auditLines()).slice(linesBefore), { timeout: 5_000 })
        .toEqual([expect.objectContaining({ wound_id: String(SLOW_WOUND), status: 200, sub: 'nurse.one' })])
      expect((await serviceLog()).map((r) => r.path)).toEqual([`/api/v1/measurements?wound_id=${SLOW_WOUND}`])
    })

    it('refuses every request when the audit log cannot be written (503), and the service is not asked', async () => {
      await forgetServiceLog()
      const folder = join(get().dir, 'audit')
      await rm(folder, { recursive: true, force: true })
      try {
        const reply = await sendPath(get().app, '/api/v1/measurements?wound_id=1', bearer())
        expect(reply.status).toBe(503)
        expect(JSON.parse(reply.body)).toMatchObject({ error: 'Service unavailable' })
        expect(await serviceLog()).toEqual([])
        expect(await readFile(get().nginx.errorLog, 'utf8')).toMatch(/wound-history: cannot write the audit log .*request refused/)
      } finally {
        await mkdir(folder)
      }
      expect((await sendPath(get().app, '/api/v1/measurements?wound_id=1', bearer())).status).toBe(200)
    })

    it('answers other methods 405 in the service’s format, with Allow, audited', async () => {
      const linesBefore = (await auditLines()).length
      for (const method of ['POST', 'DELETE', 'OPTIONS', 'PUT']) {
        const reply = await sendRaw(
          get().app,
          `${method} /api/v1/measurements?wound_id=1 HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
        )
        expect([reply.status, reply.headers['content-type'], reply.headers.allow], method).toEqual([405, 'application/json', 'GET, HEAD'])
        expect(JSON.parse(reply.body), method).toMatchObject({ error: 'Method Not Allowed' })
      }
      expect((await auditLines()).slice(linesBefore).map((l) => [l.method, l.status])).toEqual([
        ['POST', 405],
        ['DELETE', 405],
        ['OPTIONS', 405],
        ['PUT', 405],
      ])
    })
  })

  describe('the audit log, rotated by Debian’s logrotate', () => {
    const LOGROTATE = ['/usr/sbin/logrotate', '/sbin/logrotate'].find((file) => existsSync(file))
    if (!LOGROTATE && process.env.CI === 'true') throw new Error('logrotate is required in CI (apt-get install -y logrotate)')

    it.skipIf(!LOGROTATE)('loses no line and repeats none when deploy/logrotate/wound-history rotates it under load', async () => {
      const { dir, auditLog } = get()
      const before = (await auditLines()).length
      // The shipped file, for this run's audit log and user (root:www-data on a server).
      const user = userInfo()
      const group = process.getgid?.() === 0 ? 'root' : user.username
      const config = (await readFile(join(ROOT, 'deploy/logrotate/wound-history'), 'utf8'))
        .replace('/var/log/wound-history/audit.log', auditLog)
        .replace('su root www-data', `su ${user.username} ${group}`)
        .replace('create 0660 www-data www-data', `create 0660 ${user.username} ${group}`)
      expect(config).toContain(`${auditLog} {`)
      await writeFile(join(dir, 'logrotate.conf'), config)

      let sent = 0
      let rotated = false
      let rotating: Promise<void> | undefined
      // Run beside the clients (not blocking them): lines are written while the file is renamed.
      const rotation = async () => {
        await execFileAsync(LOGROTATE ?? 'logrotate', ['-f', '-s', join(dir, 'logrotate.state'), join(dir, 'logrotate.conf')])
        rotated = true
      }
      const client = async () => {
        for (let i = 0; i < 40; i++) {
          expect((await sendPath(get().app, `/api/v1/assessments?wound_id=${(i % 3) + 1}&per_page=1`, bearer())).status).toBe(200)
          sent++
          if (sent === 80) rotating = rotation()
        }
      }
      await Promise.all(Array.from({ length: 4 }, client))
      await rotating
      expect(rotated).toBe(true)

      const folder = join(dir, 'audit')
      const files = (await readdir(folder)).filter((name) => name.startsWith('audit.log'))
      expect(files.length).toBe(2)
      const lines = (await Promise.all(files.map((name) => readFile(join(folder, name), 'utf8'))))
        .join('')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as { request_id: string })
      expect(lines.length).toBe(before + sent)
      expect(new Set(lines.map((line) => line.request_id)).size).toBe(lines.length)
      // The new file has the mode logrotate created it with; nginx went on writing to it.
      expect(((await stat(auditLog)).mode & 0o777).toString(8)).toBe('660')
      expect((await auditLines()).length).toBeGreaterThan(0)
    })
  })

  describe('stricter token checks', () => {
    it('refuses tokens of another type, for another client, issued in the future or valid too long (401)', async () => {
      await forgetServiceLog()
      const refused: Record<string, Record<string, string>> = {
        'an ID token (typ ID in the header)': bearer(claims({ nonce: 'n' }), { typ: 'ID' }),
        'an ID token (Keycloak’s typ claim)': bearer(claims({ typ: 'ID', nonce: 'n' }), { typ: 'JWT' }),
        'a refresh token (Keycloak’s typ claim)': bearer(claims({ typ: 'Refresh' }), { typ: 'JWT' }),
        'azp naming another client': bearer(claims({ azp: 'another-app' })),
        'client_id naming another client': bearer(claims({ client_id: 'another-app' })),
        'iat a year ahead': bearer(claims({ iat: now() + 365 * 86_400, exp: now() + 365 * 86_400 + 300 })),
        'exp ten years ahead': bearer(claims({ exp: now() + 10 * 365 * 86_400 })),
        'exp two hours ahead, without iat': bearer(claims({ iat: undefined, exp: now() + 7200 })),
      }
      for (const [what, headers] of Object.entries(refused)) {
        const reply = await sendPath(get().app, '/api/v1/measurements?wound_id=1', headers)
        expect(reply.status, what).toBe(401)
      }
      const accepted: Record<string, Record<string, string>> = {
        'typ JWT (Keycloak, Entra ID)': bearer(claims({ typ: 'Bearer' }), { typ: 'JWT' }),
        'no typ, no azp': bearer(claims({ azp: undefined }), { typ: undefined }),
        'client_id of the app (RFC 9068)': bearer(claims({ azp: undefined, client_id: CLIENT_ID })),
      }
      for (const [what, headers] of Object.entries(accepted)) {
        const reply = await sendPath(get().app, '/api/v1/measurements?wound_id=1', headers)
        expect(reply.status, what).toBe(200)
      }
      expect((await serviceLog()).length).toBe(Object.keys(accepted).length)
    })

    it('refuses a signed-in user without the required role with 403 in the service’s format, audited with who it was', async () => {
      await forgetServiceLog()
      const linesBefore = (await auditLines()).length
      for (const roles of [{ roles: ['other'] }, undefined]) {
        const reply = await sendPath(get().app, '/api/v1/measurements?wound_id=1', bearer(claims({ realm_access: roles })))
        expect(reply.status).toBe(403)
        expect(JSON.parse(reply.body)).toMatchObject({ error: 'Access denied', error_code: 101 })
      }
      expect(await serviceLog()).toEqual([])
      expect((await auditLines()).slice(linesBefore).map((l) => [l.status, l.wound_id, l.sub])).toEqual([
        [403, '1', 'nurse.one'],
        [403, '1', 'nurse.one'],
      ])
    })
  })
})
