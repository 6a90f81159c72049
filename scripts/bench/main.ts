import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildDemoApp, buildFloor, buildLiveApp, buildStackFloor, installNetworkFloor } from '../../tools/harness/build'
import { chromiumPath, launchChromium } from '../../tools/harness/chromium'
import { startMockService } from '../../tools/harness/mock-service'
import { freePort } from '../../tools/harness/nginx/tools'
import { allBuiltJs, entryChunk, readBudget, sumGzip, type JsFile } from '../../tools/harness/sizes'
import { serveBuild } from '../../tools/harness/static-server'
import { caseloadSection, type CaseloadSection } from './caseload-main'
import { parseBenchArgs, USAGE, type BenchOptions } from './cli'
import { measureLatency } from './latency'
import { report } from './report'
import type { LatencyResult } from './results'
import { serveSameOrigin } from './same-origin'
import { runScaleOnly, scaleSection } from './scale-main'
import type { Env } from './scenarios/env'
import { VARIANTS, type VariantKey } from './variants'

/**
 * `npm run bench` (scripts/bench.mjs loads this file through Vite's module runner): builds the
 * live app in two deployment variants (cross-origin: the service's URL baked in, CORS; same-origin:
 * `VITE_API_BASE_URL=/` behind nginx, see same-origin.ts), the react + react-dom floor and the stack
 * floor; serves the app and the mock service over real HTTP with an injected latency, drives
 * Chromium and prints, per variant and latency, the first-row, overview and interaction figures
 * with their targets; writes them to bench-results/. A missed target is a result, not a failure:
 * the exit code is non-zero only when the bench itself cannot run.
 */
export async function runBench(argv: readonly string[]): Promise<void> {
  const started = Date.now()
  const options = parseBenchArgs(argv)
  if (options === 'help') {
    console.log(USAGE)
    return
  }
  if (!existsSync(chromiumPath())) throw new Error(`no Chromium at ${chromiumPath()} (set CHROMIUM_PATH)`)
  console.log(`bench: using Chromium at ${chromiumPath()}`)
  if (options.scale.only) {
    await runScaleOnly(options.scale, options.outDir)
    return
  }
  if (options.caseload.only) {
    await runCaseloadOnly(options)
    return
  }

  const work = await mkdtemp(join(tmpdir(), 'wound-history-bench-'))
  const closers: (() => Promise<void>)[] = []
  try {
    // The cross-origin build has the service's URL baked in (and its origin in the CSP), the
    // same-origin one the proxy target (in the CSP's img-src): one port for every latency.
    const port = await freePort()
    const serviceUrl = `http://127.0.0.1:${port}`
    const buildDirs: Record<VariantKey, string> = {
      crossOrigin: join(work, 'live-cross-origin'),
      sameOrigin: join(work, 'live-same-origin'),
    }
    const floorDir = join(work, 'floor')
    const stackFloorDir = join(work, 'stack-floor')
    console.log(`bench: building the live app twice (service ${serviceUrl}; same-origin behind a proxy), the floors in ${work} …`)
    await buildLiveApp(buildDirs.crossOrigin, serviceUrl)
    await buildLiveApp(buildDirs.sameOrigin, '/', serviceUrl)
    // The network floor's page, served beside each build by the same server.
    await installNetworkFloor(buildDirs.crossOrigin, join(work, 'network-floor-cross-origin'))
    await installNetworkFloor(buildDirs.sameOrigin, join(work, 'network-floor-same-origin'))
    await buildFloor(floorDir)
    await buildStackFloor(stackFloorDir)
    const floor = await allBuiltJs(floorDir)
    const floorGzip = sumGzip(floor)
    const stackFloor = await allBuiltJs(stackFloorDir)
    const stackFloorGzip = sumGzip(stackFloor)
    const entries: Record<VariantKey, JsFile> = {
      crossOrigin: await entryChunk(buildDirs.crossOrigin),
      sameOrigin: await entryChunk(buildDirs.sameOrigin),
    }
    const budget = await readBudget()

    const browser = await launchChromium()
    closers.push(() => browser.close())
    const results: Record<VariantKey, LatencyResult[]> = { crossOrigin: [], sameOrigin: [] }
    for (const latencyMs of options.latencies) {
      const t0 = Date.now()
      const service = await startMockService({ port, latencyMs })
      try {
        for (const variant of VARIANTS) {
          const sameOrigin = variant.key === 'sameOrigin'
          const staticLatencyMs = options.staticLatency ? latencyMs : 0
          const app = sameOrigin
            ? await serveSameOrigin(buildDirs.sameOrigin, staticLatencyMs, serviceUrl)
            : await serveBuild(buildDirs.crossOrigin, staticLatencyMs)
          try {
            const env: Env = {
              browser,
              appUrl: app.url,
              apiOrigin: sameOrigin ? app.url : serviceUrl,
              serviceUrl,
              buildDir: buildDirs[variant.key],
              cachedDeepLink: sameOrigin,
              floorGzip,
              stackFloorGzip,
            }
            results[variant.key].push(await measureLatency(env, variant.label, latencyMs, options))
          } finally {
            await app.close()
          }
        }
      } finally {
        await service.close()
      }
      console.log(`bench: ${latencyMs} ms done in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
    }

    const scale =
      options.scale.sizes.length > 0
        ? await scaleSection({
            browser,
            buildDir: buildDirs.sameOrigin,
            port,
            work,
            outDir: options.outDir,
            options: options.scale,
            log: (line) => {
              console.log(line)
            },
          })
        : undefined
    let caseload: CaseloadSection | undefined
    if (options.caseload.runs > 0) {
      const demoDir = join(work, 'demo')
      console.log('bench: building the demo …')
      await buildDemoApp(demoDir)
      caseload = await caseloadSection({
        browser,
        sameOriginBuild: buildDirs.sameOrigin,
        demoBuild: demoDir,
        port,
        runs: options.caseload.runs,
        trace: options.caseload.trace ? { work, outDir: options.outDir } : undefined,
        log: (line) => {
          console.log(line)
        },
      })
    }
    await report({
      started,
      chromium: `${browser.version()} (${chromiumPath()})`,
      options,
      results,
      entries,
      floor,
      stackFloor,
      floorGzip,
      stackFloorGzip,
      budget,
      scale,
      caseload,
    })
  } finally {
    for (const close of closers.reverse())
      await close().catch((error: unknown) => {
        console.error(error)
      })
    await rm(work, { recursive: true, force: true })
  }
}

/** `npm run bench -- --caseload-only`: builds the same-origin app and the demo, and measures the caseload alone. */
async function runCaseloadOnly(options: BenchOptions): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'wound-history-bench-caseload-'))
  try {
    const port = await freePort()
    const sameOriginBuild = join(work, 'live-same-origin')
    const demoBuild = join(work, 'demo')
    console.log(`bench: building the same-origin app and the demo in ${work} …`)
    await buildLiveApp(sameOriginBuild, '/', `http://127.0.0.1:${port}`)
    await buildDemoApp(demoBuild)
    const browser = await launchChromium()
    try {
      const section = await caseloadSection({
        browser,
        sameOriginBuild,
        demoBuild,
        port,
        runs: Math.max(1, options.caseload.runs),
        trace: options.caseload.trace ? { work, outDir: options.outDir } : undefined,
        log: (line) => {
          console.log(line)
        },
      })
      console.log(`\n${section.text}`)
    } finally {
      await browser.close()
    }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}
