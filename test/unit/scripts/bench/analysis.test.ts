import { describe, expect, it } from 'vitest'
import {
  checkVariants,
  describeChain,
  interactionFigures,
  jsFigures,
  longestChain,
  longTasksBetween,
  median,
  medianRun,
  round,
  withPreflightsApart,
  type FinishedRequest,
} from '../../../../scripts/bench/analysis'
import type { InteractionSample, LatencyResult } from '../../../../scripts/bench/results'

const request = (start: number, end: number, extra: Partial<FinishedRequest> = {}): FinishedRequest => ({
  url: 'http://127.0.0.1:9/api/v1/measurements?wound_id=3&page=2',
  method: 'GET',
  preflight: false,
  direct: false,
  start,
  end,
  waitMs: undefined,
  sentAt: undefined,
  ...extra,
})

describe('medians', () => {
  it('takes the middle value, or the mean of the two middle ones, whatever the order', () => {
    expect(median([30, 10, 20])).toBe(20)
    expect(median([40, 10, 30, 20])).toBe(25)
    expect(median([])).toBeNaN()
  })

  it('picks the whole run of median value (the lower one of an even count)', () => {
    const runs = [
      { ms: 300, id: 'a' },
      { ms: 100, id: 'b' },
      { ms: 200, id: 'c' },
      { ms: 400, id: 'd' },
    ]
    expect(medianRun(runs, (r) => r.ms).id).toBe('c')
    expect(
      medianRun(
        runs.filter((r) => r.id !== 'c'),
        (r) => r.ms,
      ).id,
    ).toBe('a')
    expect(() => medianRun([], (r: { ms: number }) => r.ms)).toThrow('no runs')
  })

  it('rounds to the digits asked for', () => {
    expect(round(12.345)).toBe(12.3)
    expect(round(12.345, 0)).toBe(12)
    expect(round(1.2345, 2)).toBe(1.23)
  })
})

describe('request chains', () => {
  it('counts the requests that each started after the previous one ended', () => {
    // page 1, then two pages at once, then one more after the later of them.
    const requests = [request(0, 100), request(110, 200), request(105, 250), request(260, 300)]
    const chain = longestChain(requests)
    expect(chain).toHaveLength(3)
    expect(chain.map((r) => r.start)).toContain(260)
  })

  it('lets a request follow one that ended a little after it started, within the slack', () => {
    const requests = [request(0, 100), request(97, 200)]
    expect(longestChain(requests)).toHaveLength(1)
    expect(longestChain(requests, 5)).toHaveLength(2)
  })

  it('counts a CORS preflight as a round trip of its own', () => {
    const get = request(0, 200)
    const preflight = request(0, 90, { preflight: true, method: 'OPTIONS' })
    expect(longestChain([get, preflight])).toHaveLength(1)
    const apart = withPreflightsApart([get, preflight])
    expect(apart[0]?.start).toBe(90)
    expect(longestChain(apart)).toHaveLength(2)
  })

  it('describes a chain by method, path and query, timed from its first request', () => {
    const chain = [request(1000, 1100, { preflight: true }), request(1100, 1250)]
    expect(describeChain(chain)).toEqual([
      'OPTIONS measurements?wound_id=3&page=2 0–100 ms',
      'GET measurements?wound_id=3&page=2 100–250 ms',
    ])
  })
})

describe('sizes against the floors', () => {
  it('sums the gzip bytes that had arrived and divides by each floor', () => {
    const a = { file: 'assets/a.js', bytes: 900, gzipBytes: 300 }
    const b = { file: 'assets/b.js', bytes: 600, gzipBytes: 200 }
    const figures = jsFigures({ requested: [a, b], finished: [a] }, { floorGzip: 100, stackFloorGzip: 150 })
    expect(figures).toMatchObject({ requestedGzip: 500, finishedGzip: 300, ratioToFloor: 3, ratioToStackFloor: 2 })
    expect(figures.files).toEqual([
      { file: 'assets/a.js', gzipBytes: 300, arrived: true },
      { file: 'assets/b.js', gzipBytes: 200, arrived: false },
    ])
  })
})

describe('long tasks', () => {
  it('sums the tasks that overlap the measured span, and names the longest', () => {
    const tasks = [
      { start: 0, duration: 60 }, // ends before the click
      { start: 90, duration: 70 }, // started before, still running at the click
      { start: 200, duration: 120 },
      { start: 500, duration: 80 }, // after the paint
    ]
    expect(longTasksBetween(tasks, 100, 400)).toEqual({ totalMs: 190, longestMs: 120, count: 2 })
    expect(longTasksBetween(tasks, 1000, 2000)).toEqual({ totalMs: 0, longestMs: 0, count: 0 })
  })
})

describe('interactions', () => {
  it('gives each kind, cached and not, its median, its runs and the runs that fetched', () => {
    const samples: InteractionSample[] = [
      { kind: 'page', cached: false, ms: 150.04, fetched: true },
      { kind: 'page', cached: false, ms: 170, fetched: true },
      { kind: 'page', cached: true, ms: 40, fetched: false },
      { kind: 'page', cached: true, ms: 60, fetched: true },
    ]
    const figures = interactionFigures(samples)
    expect(figures['page.uncached']).toEqual({ medianMs: 160, runsMs: [150, 170], fetchedRuns: 2 })
    expect(figures['page.cached']).toEqual({ medianMs: 50, runsMs: [40, 60], fetchedRuns: 1 })
    expect(figures['sort.cached'].runsMs).toEqual([])
  })
})

describe('variant checks', () => {
  const result = (requests: number[], pagePreflights: number, pageDirect: number) =>
    ({ overview: { allRuns: { requests, pagePreflights, pageDirect } } }) as unknown as LatencyResult

  it('passes a same-origin run with no preflight, nothing past the proxy and the same requests', () => {
    const checks = checkVariants([result([12, 12], 4, 0)], [result([12, 12], 0, 0)])
    expect(checks).toMatchObject({ sameOriginWithoutPreflights: true, sameOriginThroughProxy: true, sameOverviewRequests: true })
  })

  it('fails each check on its own evidence', () => {
    const checks = checkVariants([result([12, 12], 4, 0)], [result([12, 13], 1, 2)])
    expect(checks).toMatchObject({ sameOriginWithoutPreflights: false, sameOriginThroughProxy: false, sameOverviewRequests: false })
    expect(checks.lines.filter((line) => line.endsWith('FAILED'))).toHaveLength(3)
  })
})
