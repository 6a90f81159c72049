import { interactionFigures, median, medianRun, round } from './analysis'
import type { BenchOptions } from './cli'
import type { LatencyResult } from './results'
import { chartTables, FIRST_ROW_WOUND, LONG_WOUND, type Env } from './scenarios/env'
import { floorPage, measureCachedDeepLink, measureDeepLink, measureLoad } from './scenarios/first-row'
import { measureInteractions } from './scenarios/interactions'
import { measureOverview } from './scenarios/overview'

/** Every scenario at one latency, each repeated, summed up as its median run. */

async function repeat<T>(times: number, run: () => Promise<T>): Promise<T[]> {
  const results: T[] = []
  for (let i = 0; i < times; i++) results.push(await run())
  return results
}

const NOT_MEASURED = { firstRowMs: Number.NaN, firstRequestMs: Number.NaN }

export async function measureLatency(env: Env, label: string, latencyMs: number, options: BenchOptions): Promise<LatencyResult> {
  const phases: string[] = []
  const timed = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const t0 = Date.now()
    const result = await run()
    phases.push(`${name} ${((Date.now() - t0) / 1000).toFixed(1)} s`)
    return result
  }
  // The app's runs alternate with the network floor's, so both see the same machine and network.
  const loadPairs = await timed('load (app, floor)', () =>
    repeat(options.runs, async () => ({ app: await measureLoad(env), floor: await measureLoad(env, floorPage(env)) })),
  )
  const loads = loadPairs.map((p) => p.app)
  const floorLoads = loadPairs.map((p) => p.floor)
  const deepLinks = await timed('deep link', () => repeat(options.runs, () => measureDeepLink(env)))
  const cachedPairs = await timed('deep link, cached (app, floor)', () =>
    repeat(env.cachedDeepLink ? options.runs : 0, async () => ({
      app: await measureCachedDeepLink(env, `${env.appUrl}/?wound=${FIRST_ROW_WOUND}`),
      floor: await measureCachedDeepLink(env, floorPage(env, `wound=${FIRST_ROW_WOUND}`)),
    })),
  )
  const cachedDeepLinks = cachedPairs.map((p) => p.app)
  const floorDeepLinks = cachedPairs.map((p) => p.floor)
  const overviews = await timed('overview', () => repeat(options.overviewRuns, () => measureOverview(env)))
  const interactionSamples = (await timed('interactions', () => repeat(options.interactionRuns, () => measureInteractions(env)))).flat()
  console.log(`bench: ${label}, ${latencyMs} ms: ${phases.join(', ')}`)

  const load = medianRun(loads, (r) => r.firstRowMs)
  const deepLink = medianRun(deepLinks, (r) => r.firstRowMs)
  const cachedDeepLink = cachedDeepLinks.length > 0 ? medianRun(cachedDeepLinks, (r) => r.firstRowMs) : NOT_MEASURED
  const overview = medianRun(overviews, (r) => r.chartsMs)
  return {
    latencyMs,
    load: {
      ...load,
      firstRowMs: round(load.firstRowMs),
      requestAfterMs: round(load.requestAfterMs),
      afterResponseMs: round(load.afterResponseMs),
      roundTrips: latencyMs > 0 ? round(load.firstRowMs / latencyMs, 2) : Number.NaN,
      runsMs: loads.map((r) => round(r.firstRowMs)),
    },
    deepLink: { ...deepLink, runsMs: deepLinks.map((r) => round(r.firstRowMs)) },
    cachedDeepLink: {
      ...cachedDeepLink,
      firstRowMs: round(cachedDeepLink.firstRowMs),
      firstRequestMs: round(cachedDeepLink.firstRequestMs),
      runsMs: cachedDeepLinks.map((r) => round(r.firstRowMs)),
    },
    floor: {
      loadMs: round(median(floorLoads.map((r) => r.firstRowMs))),
      loadRunsMs: floorLoads.map((r) => round(r.firstRowMs)),
      cachedDeepLinkMs: round(median(floorDeepLinks.map((r) => r.firstRowMs))),
      cachedDeepLinkRunsMs: floorDeepLinks.map((r) => round(r.firstRowMs)),
    },
    overview: {
      ...overview,
      chartsMs: round(overview.chartsMs),
      runsMs: overviews.map((r) => round(r.chartsMs)),
      chartTables: chartTables(LONG_WOUND),
      allRuns: {
        requests: overviews.map((r) => r.requests),
        pagePreflights: overviews.reduce((sum, r) => sum + r.page.preflights, 0),
        pageDirect: overviews.reduce((sum, r) => sum + r.page.direct, 0),
      },
    },
    interactions: interactionFigures(interactionSamples),
  }
}
