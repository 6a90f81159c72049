import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { buildLiveApp } from '../../tools/harness/build'
import { startMockService } from '../../tools/harness/mock-service'
import { serveBuild } from '../../tools/harness/static-server'
import { caseloadTable, runCaseload, type CaseloadResult } from './caseload'
import { traceCaseloadLoad } from './caseload-trace'
import { serveSameOrigin } from './same-origin'

/** The mock service's added latency per answer: none (the app's own work), and a hospital network's. */
const CASELOAD_LATENCIES_MS = [0, 50] as const

export type CaseloadSection = { results: CaseloadResult[]; text: string }

/**
 * With `trace`, first one profiled load on an unminified build of the same kind (built into `work`,
 * files into `outDir`), mock service with no latency: where the app's own time goes.
 *
 * The caseload's figures on both services: the same-origin build behind nginx in front of the
 * mock service (`port`: where it listens, the build's proxy target) with no added latency (the
 * figures are the app's own work) and with 50 ms, and the demo build (msw in the page, no latency).
 */
export async function caseloadSection(args: {
  browser: Browser
  sameOriginBuild: string
  demoBuild: string
  port: number
  runs: number
  trace?: { work: string; outDir: string }
  log: (line: string) => void
}): Promise<CaseloadSection> {
  const { browser, sameOriginBuild, demoBuild, port, runs, trace, log } = args
  const t0 = Date.now()
  let profile = ''
  if (trace) {
    const unminified = join(trace.work, 'live-same-origin-unminified')
    log('bench: profiling one load of the caseload on an unminified build …')
    await buildLiveApp(unminified, '/', `http://127.0.0.1:${port}`, { minify: false })
    await mkdir(trace.outDir, { recursive: true })
    const service = await startMockService({ port, latencyMs: 0 })
    try {
      const app = await serveSameOrigin(unminified, 0, service.url)
      try {
        // One load first, not profiled: the mock service builds each generated wound on first use.
        await traceCaseloadLoad(browser, app.url, join(trace.work, 'caseload-warm-up'))
        profile = await traceCaseloadLoad(browser, app.url, join(trace.outDir, 'caseload'))
      } finally {
        await app.close()
      }
    } finally {
      await service.close()
    }
  }
  log(`bench: caseload (${runs} runs on each service) …`)
  const results: CaseloadResult[] = []
  for (const latencyMs of CASELOAD_LATENCIES_MS) {
    const service = await startMockService({ port, latencyMs })
    try {
      const app = await serveSameOrigin(sameOriginBuild, 0, service.url)
      try {
        results.push(await runCaseload({ browser, appUrl: app.url, service: 'mock', label: `mock, ${latencyMs} ms`, runs }))
      } finally {
        await app.close()
      }
    } finally {
      await service.close()
    }
  }
  const demo = await serveBuild(demoBuild, 0)
  try {
    results.push(await runCaseload({ browser, appUrl: demo.url, service: 'demo', label: 'demo (msw)', runs }))
  } finally {
    await demo.close()
  }
  log(`bench: caseload done in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
  const notes = [
    `Caseload: the demo's ward (\`?wounds=\` with its 30 wounds: the six demo wounds and 24 generated ones, one of them refused and one with no records) opened from a link in a fresh context, timed from the page's first service request (and from navigation start) until the frame that paints "30 of 30 wounds read". Floor: just before each run, in a fresh page of the same build where the app sends nothing (its start screen; in demo mode the service runs in that page too and builds its generated wounds on first use, as it does for the app), a script of its own fetches the same pages with the same concurrency (three wounds at a time, each wound's two lists page 1 first then six at a time) and JSON.parses them; the request counts are checked equal; one untimed floor first, as the mock service keeps what it built. The caseload also loads the latest photos of the rows on screen; the floor does not. The mock service's latency is added before every answer (API and images). Median of ${runs} runs (by first request → read).`,
  ]
  const text = [caseloadTable(results), notes.map((n) => `· ${n}`).join('\n'), profile].filter((part) => part !== '').join('\n\n')
  return { results, text }
}
