import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { startMockService } from '../../tools/harness/mock-service'
import { startNginx, type RunningNginx } from '../../tools/harness/nginx/nginx'
import { freePort } from '../../tools/harness/nginx/tools'
import { startTestIssuer, type IssuerMode, type TestIssuer } from '../../tools/harness/test-issuer'

/**
 * `npm run load`: the sign-in deployment (signin.conf.template) against the key one
 * (app.conf.template) under the same bounded loopback load, each behind the machine's nginx in front
 * of the same mock service: throughput, latency percentiles, how often the issuer is asked per 1,000
 * API requests, and the same while the issuer is slow, failing or silent. One client (this process),
 * a fixed number of kept-alive connections and requests per case. Figures go to docs/performance.md.
 */

const USAGE = `npm run load -- [--requests=3000] [--connections=32] [--issuer-delay=200] [--service-latency=0]

  --requests      API requests per run (after 1,000 to warm up each template)
  --connections   kept-alive connections the client keeps busy
  --issuer-delay  milliseconds the slow issuer waits before answering
  --service-latency  milliseconds the mock service waits before each answer (a real service's query)`

type Case = { name: string; origin: string; headers: Record<string, string>; issuer?: IssuerMode; nginx: RunningNginx }
type Result = {
  name: string
  requests: number
  seconds: number
  perSecond: number
  p50: number
  p99: number
  max: number
  failed: number
  /** nginx worker CPU per request, µs. */
  cpuUs: number
  issuerPer1000?: number
}

const PATH = '/api/v1/measurements?wound_id=1&per_page=10'
const WARM_UP = 1000
const ROUNDS = 3

/**
 * CPU time (ms) the worker processes of one nginx have used so far, from /proc (Linux): the
 * template's own cost per request, whatever else the machine is doing.
 */
function workerCpuMs(nginx: RunningNginx): number {
  const master = Number(readFileSync(join(nginx.dir, 'nginx.pid'), 'utf8').trim())
  const tick = 10 // ms: USER_HZ is 100 on Linux
  let total = 0
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(fields[1]) !== master || !readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('worker')) continue
      total += (Number(fields[11]) + Number(fields[12])) * tick
    } catch {
      // A process that ended meanwhile.
    }
  }
  return total
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN
}

/** `count` GETs of PATH over `connections` kept-alive connections, as fast as they are answered. */
async function hammer(origin: string, headers: Record<string, string>, count: number, connections: number) {
  const { hostname, port } = new URL(origin)
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  const latencies: number[] = []
  let failed = 0
  let next = 0
  const one = () =>
    new Promise<void>((done) => {
      const started = performance.now()
      const req = request({ hostname, port, path: PATH, headers, agent }, (res) => {
        res.resume()
        res.on('end', () => {
          latencies.push(performance.now() - started)
          if (res.statusCode !== 200) failed++
          done()
        })
      })
      req.on('error', () => {
        failed++
        done()
      })
      req.end()
    })
  const started = performance.now()
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < count) {
        next++
        await one()
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  return { seconds, latencies, failed }
}

export async function runLoad(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      requests: { type: 'string' },
      connections: { type: 'string' },
      'issuer-delay': { type: 'string' },
      'service-latency': { type: 'string' },
      help: { type: 'boolean' },
    },
  })
  if (values.help === true) {
    console.log(USAGE)
    return
  }
  const requests = Number(values.requests ?? 3000)
  const connections = Number(values.connections ?? 32)
  const issuerDelay = Number(values['issuer-delay'] ?? 200)
  const serviceLatency = Number(values['service-latency'] ?? 0)
  if (![requests, connections, issuerDelay, serviceLatency].every((n) => Number.isInteger(n) && n >= 0) || requests < 1 || connections < 1)
    throw new Error(`whole numbers expected\n${USAGE}`)

  const key = `svc-${randomBytes(12).toString('hex')}`
  const service = await startMockService({ handlerOptions: { apiKeys: [key] }, latencyMs: serviceLatency })
  const issuer: TestIssuer = await startTestIssuer()
  const dir = await mkdtemp(join(tmpdir(), 'wound-history-load-'))
  const running: RunningNginx[] = []
  try {
    const appRoot = join(dir, 'app')
    await mkdir(appRoot)
    await writeFile(join(appRoot, 'index.html'), '<!doctype html><title>app</title>\n')
    await writeFile(join(dir, 'api-key'), `${key}\n`)
    const [keyPort, signInPort] = [await freePort(), await freePort()]
    // One nginx each (one worker, as the tests run it), so neither shares a worker with the other.
    const keyNginx = await startNginx({
      sites: [{ listen: `127.0.0.1:${keyPort}`, appRoot, apiUpstream: service.url, imageSources: ['https:'] }],
    })
    running.push(keyNginx)
    const signInNginx = await startNginx({
      sites: [
        {
          listen: `127.0.0.1:${signInPort}`,
          appRoot,
          apiUpstream: service.url,
          imageSources: ['https:'],
          signIn: {
            issuer: issuer.issuer,
            audience: 'wound-history-api',
            apiKeyFile: join(dir, 'api-key'),
            auditLog: join(dir, 'audit.log'),
            settings: { clientId: 'wound-history' },
          },
        },
      ],
    })
    running.push(signInNginx)
    const now = Math.floor(Date.now() / 1000)
    const token = issuer.sign({
      iss: issuer.issuer,
      aud: 'wound-history-api',
      azp: 'wound-history',
      sub: 'nurse.load',
      exp: now + 3000,
      iat: now,
    })
    const keyOrigin = `http://127.0.0.1:${keyPort}`
    const signInOrigin = `http://127.0.0.1:${signInPort}`
    const bearer = { Authorization: `Bearer ${token}` }
    const keyCase: Case = {
      name: 'key template (X-API-KEY from the client)',
      origin: keyOrigin,
      headers: { 'X-API-KEY': key },
      nginx: keyNginx,
    }
    const signIn: Omit<Case, 'name' | 'issuer'> = { origin: signInOrigin, headers: bearer, nginx: signInNginx }
    const signInCase: Case = { ...signIn, name: 'sign-in template, issuer up', issuer: { kind: 'up' } }
    const outages: Case[] = [
      { ...signIn, name: `sign-in template, issuer answering after ${issuerDelay} ms`, issuer: { kind: 'up', delayMs: issuerDelay } },
      { ...signIn, name: 'sign-in template, issuer answering 500', issuer: { kind: 'failing', status: 500 } },
      { ...signIn, name: 'sign-in template, issuer not answering', issuer: { kind: 'hanging' } },
    ]
    const measure = async (c: Case): Promise<Result> => {
      if (c.issuer) issuer.setMode(c.issuer)
      const asked = issuer.requests().length
      const cpu = workerCpuMs(c.nginx)
      const run = await hammer(c.origin, c.headers, requests, connections)
      const cpuUs = ((workerCpuMs(c.nginx) - cpu) * 1000) / requests
      const issuerAsked = issuer.requests().length - asked
      console.error(`load: ${c.name}: ${(requests / run.seconds).toFixed(0)} req/s`)
      return {
        name: c.name,
        requests,
        seconds: run.seconds,
        perSecond: requests / run.seconds,
        p50: percentile(run.latencies, 50),
        p99: percentile(run.latencies, 99),
        max: run.latencies.at(-1) ?? Number.NaN,
        failed: run.failed,
        cpuUs,
        ...(c.issuer ? { issuerPer1000: (issuerAsked * 1000) / requests } : {}),
      }
    }
    // Warm up (the mock service's JIT, nginx's cache, the connections), then the two templates in
    // turn, ROUNDS times each: the median of each is reported, so neither has a quieter moment of
    // the machine to itself.
    await hammer(keyOrigin, keyCase.headers, WARM_UP, connections)
    await hammer(signInOrigin, bearer, WARM_UP, connections)
    const keyRuns: Result[] = []
    const signInRuns: Result[] = []
    const issuerBefore = issuer.requests().length
    for (let round = 0; round < ROUNDS; round++) {
      keyRuns.push(await measure(keyCase))
      signInRuns.push(await measure(signInCase))
    }
    const median = (runs: readonly Result[], name: string): Result => {
      const pick = (f: (r: Result) => number) => [...runs.map(f)].sort((x, y) => x - y)[Math.floor(runs.length / 2)] ?? Number.NaN
      const first = runs[0]
      if (!first) throw new Error('no runs')
      return {
        ...first,
        name,
        perSecond: pick((r) => r.perSecond),
        p50: pick((r) => r.p50),
        p99: pick((r) => r.p99),
        cpuUs: pick((r) => r.cpuUs),
        max: Math.max(...runs.map((r) => r.max)),
        failed: runs.reduce((sum, r) => sum + r.failed, 0),
        ...(first.issuerPer1000 === undefined
          ? {}
          : { issuerPer1000: ((issuer.requests().length - issuerBefore) * 1000) / (requests * runs.length) }),
      }
    }
    const keyResult = median(keyRuns, `${keyCase.name}, median of ${ROUNDS}`)
    const signInResult = median(signInRuns, `${signInCase.name}, median of ${ROUNDS}`)
    const results: Result[] = [keyResult, signInResult]
    for (const c of outages) results.push(await measure(c))
    issuer.setMode({ kind: 'up' })

    const rows = results.map(
      (r) =>
        `| ${r.name} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(0)} | ${r.failed} | ${r.cpuUs.toFixed(0)} | ${r.issuerPer1000 === undefined ? '–' : r.issuerPer1000.toFixed(1)} |`,
    )
    console.log(
      [
        `Loopback load, ${requests} GET ${PATH} per run over ${connections} kept-alive connections (after ${WARM_UP} to warm up each template), one nginx worker each, the mock service behind both (answering after ${serviceLatency} ms); the issuer cases run on the sign-in template's warm cache.`,
        '',
        '| case | requests/s | p50 ms | p99 ms | max ms | not 200 | nginx CPU µs per request | issuer requests per 1,000 |',
        '|---|---:|---:|---:|---:|---:|---:|---:|',
        ...rows,
        '',
        `Sign-in against the key template (medians): throughput ${((signInResult.perSecond / keyResult.perSecond - 1) * 100).toFixed(1)} %, p99 ${((signInResult.p99 / keyResult.p99 - 1) * 100).toFixed(1)} %.`,
      ].join('\n'),
    )
  } finally {
    for (const nginx of running) await nginx.stop()
    await Promise.all([service.close(), issuer.close(), rm(dir, { recursive: true, force: true })])
  }
}
