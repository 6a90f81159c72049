import type { JsFile } from '../../tools/harness/sizes'

/** What the bench measures: the shapes the scenarios return and the report reads. */

export type JsFigures = {
  requestedGzip: number
  finishedGzip: number
  ratioToFloor: number
  /** The same against the stack floor: what the app adds to the libraries it is built on. */
  ratioToStackFloor: number
  files: (Pick<JsFile, 'file' | 'gzipBytes'> & { arrived: boolean })[]
}

export type Load = { firstRowMs: number; requestAfterMs: number; requests: number; afterResponseMs: number; js: JsFigures }

/** A deep link opened again, its assets cached (the app or the network floor). */
export type CachedDeepLink = { firstRequestMs: number; firstRowMs: number }

export type DeepLink = { firstRequestMs: number; entryLoadedMs: number; firstRowMs: number; js: JsFigures }

export type Overview = {
  chartsMs: number
  requests: number
  preflights: number
  sequentialRequests: number
  sequentialWithPreflights: number
  /** The same over the times requests went on a connection: preflights and waits for a free connection count. */
  sequentialOnTheWire: number
  /** The longest chain of sequential requests (preflights left out). */
  chain: string[]
  /** Requests (preflights included) that waited ≥ CONNECTION_WAIT_MS before connecting or sending, and the longest wait. */
  connectionWaits: { requests: number; maxMs: number }
  /** The whole page (deep link, list, overview tab): preflights, and requests that bypassed the proxy. */
  page: { requests: number; preflights: number; direct: number }
  heapBytes: number
}

export type InteractionKind = 'page' | 'sort' | 'filter'
export type InteractionSample = { kind: InteractionKind; cached: boolean; ms: number; fetched: boolean }
export type InteractionKey = `${InteractionKind}.${'cached' | 'uncached'}`
export type InteractionFigures = { medianMs: number; runsMs: number[]; fetchedRuns: number }

export type LatencyResult = {
  latencyMs: number
  load: Load & { roundTrips: number; runsMs: number[] }
  deepLink: DeepLink & { runsMs: number[] }
  /** The same page reloaded with its assets cached. */
  cachedDeepLink: CachedDeepLink & { runsMs: number[] }
  /**
   * The network floor (a page with no framework fetching and drawing the same rows, same origin or
   * service, same run): Load → first row, and a cached deep link → first row, medians.
   */
  floor: { loadMs: number; loadRunsMs: number[]; cachedDeepLinkMs: number; cachedDeepLinkRunsMs: number[] }
  overview: Overview & {
    runsMs: number[]
    chartTables: { name: string; rows: number }[]
    /** Every run, not only the median one: the deep link's service requests, its preflights and proxy bypasses. */
    allRuns: { requests: number[]; pagePreflights: number; pageDirect: number }
  }
  interactions: Record<InteractionKey, InteractionFigures>
}
