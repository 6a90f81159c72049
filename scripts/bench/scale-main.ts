import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { buildLiveApp } from '../../tools/harness/build'
import { chromiumPath, launchChromium } from '../../tools/harness/chromium'
import { freePort } from '../../tools/harness/nginx/tools'
import { buildScaleWound } from '../../tools/harness/scale-data'
import { runScaleSeries, SCALE_TARGETS, withScaleService, type ScaleResult } from './scale'
import { scaleTable } from './scale-report'
import type { ScaleOptions } from './cli'
import { SAME_ORIGIN_VARIANT } from './same-origin'
import { traceScaleLoad } from './scale-trace'
import { measureOffThread, offThreadText, type OffThreadCost } from './off-thread'

export type ScaleSection = {
  results: ScaleResult[]
  text: string
  profile: string | undefined
  offThread: OffThreadCost | undefined
  loadAverage: number[]
}

/**
 * Runs the series on the same-origin build (and, with `trace`, a profiled load on an unminified
 * build of the same kind, built into `work`). `port`: where the mock service listens, the proxy
 * target the build was made for.
 */
export async function scaleSection(args: {
  browser: Browser
  buildDir: string
  port: number
  work: string
  outDir: string
  options: ScaleOptions
  log: (line: string) => void
}): Promise<ScaleSection> {
  const { browser, buildDir, port, work, outDir, options, log } = args
  const loadAverage = loadavg().map((n) => Math.round(n * 100) / 100)
  log(`bench: scale series (${options.sizes.join(', ')} measurements, ${options.runs} runs each; load average ${loadAverage.join(' ')}) …`)
  const results = await runScaleSeries({ browser, buildDir, port, sizes: options.sizes, runs: options.runs, onProgress: log })
  let profile: string | undefined
  if (options.trace) {
    const size = [...options.sizes].filter((s) => s <= SCALE_TARGETS.size).sort((a, b) => b - a)[0] ?? SCALE_TARGETS.size
    const unminified = join(work, 'live-same-origin-unminified')
    log(`bench: profiling two loads of the ${size}-measurement wound (overview open; from a list) on an unminified build …`)
    await buildLiveApp(unminified, '/', `http://127.0.0.1:${port}`, { minify: false })
    const wound = buildScaleWound(size)
    await mkdir(outDir, { recursive: true })
    profile = await withScaleService({ buildDir: unminified, port }, [wound], async (appUrl) =>
      [
        await traceScaleLoad(browser, appUrl, wound, join(outDir, `scale-${size}-overview`), 'overview'),
        await traceScaleLoad(browser, appUrl, wound, join(outDir, `scale-${size}-list`), 'list'),
      ].join('\n\n'),
    )
  }
  const offThread = options.sizes.includes(SCALE_TARGETS.size) ? await measureOffThread(SCALE_TARGETS.size) : undefined
  const notes = [
    `Scale series: ${SAME_ORIGIN_VARIANT.label}, 0 ms added latency, generated wounds (tools/harness/scale-data.ts: near-daily measurements with children and images, one assessment every second visit). Each run in a fresh context: the overview of an empty wound is open (its code loaded), the wound's id is typed, then Load → the area and pain charts' data tables hold every record (the probe opens them as soon as they appear). Long tasks: the Long Tasks API, from the click until the page has settled (network idle, then 1 s), so drawing that goes on after the awaited tables counts. From a list (at the target size): demo wound 1's Measurements open, the wound's id typed, Load, its first rows, the Healing overview tab, the area chart's data table complete; its floor is measured the same way. Heap: after a forced GC, once the network is idle. Floor: in the same page, the same pages fetched and JSON.parse'd by a script of its own, page 1 of both lists then every other page at once. Median of ${options.runs} runs (the run of median load time; "every run" takes the worst). Load average when the series started: ${loadAverage.join(' ')}.`,
  ]
  const text = [scaleTable(results), notes.map((n) => `· ${n}`).join('\n'), offThread ? offThreadText(offThread) : '', profile ?? '']
    .filter((part) => part !== '')
    .join('\n\n')
  return { results, text, profile, offThread, loadAverage }
}

/** `npm run bench -- --scale-only`: builds the same-origin app and runs the series alone. */
export async function runScaleOnly(options: ScaleOptions, outDir: string): Promise<void> {
  const started = Date.now()
  const work = await mkdtemp(join(tmpdir(), 'wound-history-bench-scale-'))
  try {
    const port = await freePort()
    const buildDir = join(work, 'live-same-origin')
    console.log(`bench: building the same-origin app in ${work} …`)
    await buildLiveApp(buildDir, '/', `http://127.0.0.1:${port}`)
    const browser = await launchChromium()
    try {
      const section = await scaleSection({
        browser,
        buildDir,
        port,
        work,
        outDir,
        options,
        log: (line) => {
          console.log(line)
        },
      })
      console.log(`\n${section.text}`)
      const report = {
        date: new Date().toISOString(),
        chromium: `${browser.version()} (${chromiumPath()})`,
        node: process.version,
        options,
        scale: section,
        durationS: Math.round((Date.now() - started) / 100) / 10,
      }
      await mkdir(outDir, { recursive: true })
      const file = join(outDir, `scale-${report.date.replace(/[:.]/g, '-')}.json`)
      await writeFile(file, `${JSON.stringify(report, null, 2)}\n`)
      await writeFile(join(outDir, 'scale-latest.json'), `${JSON.stringify(report, null, 2)}\n`)
      console.log(`\nbench: ${file} (and scale-latest.json), ${report.durationS} s in all`)
    } finally {
      await browser.close()
    }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}
