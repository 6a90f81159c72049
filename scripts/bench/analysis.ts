import { sumGzip, type JsBeforeFirstRow } from '../../tools/harness/sizes'
import type { InteractionFigures, InteractionKey, InteractionSample, JsFigures, LatencyResult } from './results'

/** The bench's arithmetic, apart from the browser: medians, request chains, sizes, checks. */

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

export const round = (n: number, digits = 1): number => Math.round(n * 10 ** digits) / 10 ** digits

/** The run whose `pick` is the median (the lower one of an even count), so its other figures belong together. */
export function medianRun<T>(runs: readonly T[], pick: (run: T) => number): T {
  const sorted = [...runs].sort((a, b) => pick(a) - pick(b))
  const run = sorted[Math.floor((sorted.length - 1) / 2)]
  if (run === undefined) throw new Error('no runs')
  return run
}

/**
 * A service request as Chromium's network stack saw it. `start`: when the page asked for it (its
 * interval covers its CORS preflight); `sentAt`: when it was written to a connection.
 */
export type NetRequest = {
  url: string
  method: string
  preflight: boolean
  /** Sent to the service's own origin although the page reaches it through the proxy. */
  direct: boolean
  start: number
  end: number | undefined
  /** From the network stack taking the request to it connecting or sending (DevTools' "Stalled"). */
  waitMs: number | undefined
  sentAt: number | undefined
}
export type FinishedRequest = NetRequest & { end: number }

/**
 * The longest chain of requests where each starts after the previous one ended: the sequential
 * round trips. `slackMs`: how far a start may be before the previous end and still follow it (a
 * request sent on the connection the previous one has just freed).
 */
export function longestChain<T extends { start: number; end: number }>(intervals: readonly T[], slackMs = 0): T[] {
  const sorted = [...intervals].sort((a, b) => a.end - b.end)
  const chains: T[][] = []
  sorted.forEach((current, i) => {
    let best: T[] = []
    for (let j = 0; j < i; j++) {
      const before = sorted[j]
      const chain = chains[j] ?? []
      if (before && before.end <= current.start + slackMs && chain.length > best.length) best = chain
    }
    chains.push([...best, current])
  })
  return chains.reduce<T[]>((longest, chain) => (chain.length > longest.length ? chain : longest), [])
}

/**
 * Chromium reports a request from when the page asked for it, so its interval covers its CORS
 * preflight. To count preflights as round trips of their own, a request that had one starts when
 * its preflight ended.
 */
export function withPreflightsApart(requests: readonly FinishedRequest[]): FinishedRequest[] {
  const preflights = requests.filter((r) => r.preflight)
  const used = new Set<NetRequest>()
  return requests.map((request) => {
    if (request.preflight) return request
    const preflight = preflights.find((p) => !used.has(p) && p.url === request.url && p.start >= request.start && p.end <= request.end)
    if (!preflight) return request
    used.add(preflight)
    return { ...request, start: preflight.end }
  })
}

/** A chain as the JSON shows it: method, path and query, and times relative to the first. */
export const describeChain = (chain: readonly FinishedRequest[]): string[] => {
  const t0 = chain[0]?.start ?? 0
  return chain.map((r) => {
    const url = new URL(r.url)
    return `${r.preflight ? 'OPTIONS' : r.method} ${url.pathname.replace('/api/v1/', '')}${url.search} ${round(r.start - t0, 0)}–${round(r.end - t0, 0)} ms`
  })
}

/** The JS a page had requested and received before its first row, against both floors. */
export function jsFigures(js: JsBeforeFirstRow, floors: { floorGzip: number; stackFloorGzip: number }): JsFigures {
  const arrived = new Set(js.finished.map((f) => f.file))
  const finishedGzip = sumGzip(js.finished)
  return {
    requestedGzip: sumGzip(js.requested),
    finishedGzip,
    ratioToFloor: finishedGzip / floors.floorGzip,
    ratioToStackFloor: finishedGzip / floors.stackFloorGzip,
    files: js.requested.map((f) => ({ file: f.file, gzipBytes: f.gzipBytes, arrived: arrived.has(f.file) })),
  }
}

/** Every interaction kind, cached and not: the median time, each run, and how many runs fetched. */
export function interactionFigures(samples: readonly InteractionSample[]): Record<InteractionKey, InteractionFigures> {
  const figures = (kind: InteractionSample['kind'], cached: boolean): InteractionFigures => {
    const own = samples.filter((s) => s.kind === kind && s.cached === cached)
    return {
      medianMs: round(median(own.map((s) => s.ms))),
      runsMs: own.map((s) => round(s.ms)),
      fetchedRuns: own.filter((s) => s.fetched).length,
    }
  }
  return {
    'page.uncached': figures('page', false),
    'page.cached': figures('page', true),
    'sort.uncached': figures('sort', false),
    'sort.cached': figures('sort', true),
    'filter.uncached': figures('filter', false),
    'filter.cached': figures('filter', true),
  }
}

/** The main thread's long tasks that overlap [from, to]: their sum, the longest, their count. */
export function longTasksBetween(tasks: readonly { start: number; duration: number }[], from: number, to: number) {
  const during = tasks.filter((task) => task.start + task.duration > from && task.start < to)
  return {
    totalMs: during.reduce((sum, task) => sum + task.duration, 0),
    longestMs: Math.max(0, ...during.map((task) => task.duration)),
    count: during.length,
  }
}

export type VariantChecks = {
  sameOriginWithoutPreflights: boolean
  sameOriginThroughProxy: boolean
  sameOverviewRequests: boolean
  lines: string[]
}

/** The same-origin variant must really be one: no preflight, nothing past the proxy, the same requests as cross-origin. */
export function checkVariants(cross: readonly LatencyResult[], same: readonly LatencyResult[]): VariantChecks {
  const preflights = same.reduce((sum, r) => sum + r.overview.allRuns.pagePreflights, 0)
  const direct = same.reduce((sum, r) => sum + r.overview.allRuns.pageDirect, 0)
  const counts = (results: readonly LatencyResult[]) => results.map((r) => [...new Set(r.overview.allRuns.requests)].join('|')).join(' / ')
  const sameCounts =
    cross.length === same.length &&
    cross.every((r, i) => {
      const other = same[i]
      return (
        other !== undefined &&
        [...r.overview.allRuns.requests, ...other.overview.allRuns.requests].every((n) => n === r.overview.allRuns.requests[0])
      )
    })
  const ok = (value: boolean) => (value ? 'ok' : 'FAILED')
  return {
    sameOriginWithoutPreflights: preflights === 0,
    sameOriginThroughProxy: direct === 0,
    sameOverviewRequests: sameCounts,
    lines: [
      `same-origin sent no OPTIONS request (overview deep link, every run): ${preflights} — ${ok(preflights === 0)}`,
      `same-origin sent no request past the proxy to the service's own origin: ${direct} — ${ok(direct === 0)}`,
      `overview deep link's service requests, every run: cross-origin ${counts(cross)}, same-origin ${counts(same)} — ${ok(sameCounts)}`,
    ],
  }
}
