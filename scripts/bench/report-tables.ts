import { kb } from '../../tools/harness/sizes'
import type { LatencyResult } from './results'

/** The bench's targets, and its figures laid out as text tables with a verdict beside each target. */

export const TARGETS = {
  /** First row after Load: one round trip + 100 ms. */
  firstRowSlackMs: 100,
  chartsSequentialRequests: 2,
  jsRatioToFloor: 1.35,
  cachedInteractionMs: 100,
  /** Load → first row: at most this much beyond the network floor's page. */
  loadOverFloorMs: 60,
  /** A cached deep link → first row: at most this times the network floor's page. */
  cachedDeepLinkRatioToFloor: 1.3,
  /** JS fetched before the first row is painted (load and deep link), gzip KB (1 KB = 1,024 bytes). */
  jsBeforeFirstRowKb: 115,
}

const loadOverFloor = (r: LatencyResult) => r.load.firstRowMs - r.floor.loadMs
const cachedRatio = (r: LatencyResult) => r.cachedDeepLink.firstRowMs / r.floor.cachedDeepLinkMs
const jsBeforeFirstRow = (r: LatencyResult) => Math.max(r.load.js.finishedGzip, r.deepLink.js.finishedGzip) / 1024

type Row = { metric: string; cells: string[]; target: string }
export type Section = { title: string; results: readonly LatencyResult[] }

const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(0)} ms` : '—')
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS')
const cachedKeys = ['page.cached', 'sort.cached', 'filter.cached'] as const

/** The targets, each judged per latency (the rows below show the same verdicts beside the figures). */
/** `met` answers undefined where a figure is not measured (the cached deep link outside nginx). */
const TARGET_CHECKS: readonly { name: string; met: (r: LatencyResult) => boolean | undefined }[] = [
  {
    name: `Load → first row ≤ latency + ${TARGETS.firstRowSlackMs} ms`,
    met: (r) => r.load.firstRowMs <= r.latencyMs + TARGETS.firstRowSlackMs,
  },
  {
    name: `Load → first row ≤ network floor + ${TARGETS.loadOverFloorMs} ms`,
    met: (r) => loadOverFloor(r) <= TARGETS.loadOverFloorMs,
  },
  {
    name: `Deep link, assets cached → first row ≤ ${TARGETS.cachedDeepLinkRatioToFloor} × network floor`,
    met: (r) => (Number.isFinite(cachedRatio(r)) ? cachedRatio(r) <= TARGETS.cachedDeepLinkRatioToFloor : undefined),
  },
  {
    name: `JS before first row ≤ ${TARGETS.jsBeforeFirstRowKb} KB gzip (load, deep link)`,
    met: (r) => jsBeforeFirstRow(r) <= TARGETS.jsBeforeFirstRowKb,
  },
  {
    name: `JS before first row ≤ ${TARGETS.jsRatioToFloor} × floor (load, deep link)`,
    met: (r) => Math.max(r.load.js.ratioToFloor, r.deepLink.js.ratioToFloor) <= TARGETS.jsRatioToFloor,
  },
  {
    name: `Overview: ≤ ${TARGETS.chartsSequentialRequests} sequential requests`,
    met: (r) => r.overview.sequentialRequests <= TARGETS.chartsSequentialRequests,
  },
  {
    name: `Cached page / sort / filter < ${TARGETS.cachedInteractionMs} ms`,
    met: (r) => cachedKeys.every((k) => r.interactions[k].medianMs < TARGETS.cachedInteractionMs),
  },
]

function rows(results: readonly LatencyResult[]): Row[] {
  const per = (f: (r: LatencyResult) => string) => results.map(f)
  const interaction = (key: keyof LatencyResult['interactions'], target: boolean) =>
    per((r) => {
      const i = r.interactions[key]
      const note = key.endsWith('.cached')
        ? i.fetchedRuns > 0
          ? ` (${i.fetchedRuns} fetched)`
          : ''
        : i.fetchedRuns < i.runsMs.length
          ? ` (${i.runsMs.length - i.fetchedRuns} not fetched)`
          : ''
      return `${ms(i.medianMs)}${target ? ` ${verdict(i.medianMs < TARGETS.cachedInteractionMs)}` : ''}${note}`
    })
  return [
    {
      metric: 'Load → first row',
      cells: per((r) => `${ms(r.load.firstRowMs)} ${verdict(r.load.firstRowMs <= r.latencyMs + TARGETS.firstRowSlackMs)}`),
      target: `≤ latency + ${TARGETS.firstRowSlackMs} ms`,
    },
    {
      metric: '  ÷ latency (round trips)',
      cells: per((r) => (Number.isFinite(r.load.roundTrips) ? r.load.roundTrips.toFixed(2) : '—')),
      target: 'ideal 1',
    },
    { metric: '  network floor: Load → first row', cells: per((r) => ms(r.floor.loadMs)), target: 'no framework, same rows' },
    {
      metric: '  app − network floor',
      cells: per((r) => `${ms(loadOverFloor(r))} ${verdict(loadOverFloor(r) <= TARGETS.loadOverFloorMs)}`),
      target: `≤ ${TARGETS.loadOverFloorMs} ms`,
    },
    { metric: '  Load → first request sent', cells: per((r) => ms(r.load.requestAfterMs)), target: '' },
    { metric: '  service requests', cells: per((r) => String(r.load.requests)), target: 'preflights not counted' },
    { metric: '  last response → row painted', cells: per((r) => ms(r.load.afterResponseMs)), target: 'CPU: parse, render' },
    {
      metric: '  JS before first row (gzip)',
      cells: per((r) => `${kb(r.load.js.finishedGzip)} ${verdict(r.load.js.finishedGzip / 1024 <= TARGETS.jsBeforeFirstRowKb)}`),
      target: `≤ ${TARGETS.jsBeforeFirstRowKb} KB`,
    },
    {
      metric: '  ÷ floor',
      cells: per((r) => `${r.load.js.ratioToFloor.toFixed(2)} ${verdict(r.load.js.ratioToFloor <= TARGETS.jsRatioToFloor)}`),
      target: `≤ ${TARGETS.jsRatioToFloor}`,
    },
    { metric: '  ÷ stack floor', cells: per((r) => r.load.js.ratioToStackFloor.toFixed(2)), target: 'the app on top of its stack' },
    { metric: 'Deep link → first request', cells: per((r) => ms(r.deepLink.firstRequestMs)), target: 'as early as the URL allows' },
    { metric: '  entry chunk arrived at', cells: per((r) => ms(r.deepLink.entryLoadedMs)), target: '' },
    { metric: '  → first row', cells: per((r) => ms(r.deepLink.firstRowMs)), target: '' },
    {
      metric: '  JS before first row (gzip)',
      cells: per((r) => `${kb(r.deepLink.js.finishedGzip)} ${verdict(r.deepLink.js.finishedGzip / 1024 <= TARGETS.jsBeforeFirstRowKb)}`),
      target: `≤ ${TARGETS.jsBeforeFirstRowKb} KB`,
    },
    {
      metric: '  ÷ floor',
      cells: per((r) => `${r.deepLink.js.ratioToFloor.toFixed(2)} ${verdict(r.deepLink.js.ratioToFloor <= TARGETS.jsRatioToFloor)}`),
      target: `≤ ${TARGETS.jsRatioToFloor}`,
    },
    { metric: '  ÷ stack floor', cells: per((r) => r.deepLink.js.ratioToStackFloor.toFixed(2)), target: '' },
    {
      metric: 'Deep link, assets cached → first row',
      cells: per((r) => ms(r.cachedDeepLink.firstRowMs)),
      target: 'a reload of the app URL',
    },
    { metric: '  → first request', cells: per((r) => ms(r.cachedDeepLink.firstRequestMs)), target: '' },
    { metric: '  network floor → first row', cells: per((r) => ms(r.floor.cachedDeepLinkMs)), target: 'no framework, same rows' },
    {
      metric: '  ÷ network floor',
      cells: per((r) =>
        Number.isFinite(cachedRatio(r))
          ? `${cachedRatio(r).toFixed(2)} ${verdict(cachedRatio(r) <= TARGETS.cachedDeepLinkRatioToFloor)}`
          : '—',
      ),
      target: `≤ ${TARGETS.cachedDeepLinkRatioToFloor}`,
    },
    { metric: `Overview deep link → charts complete`, cells: per((r) => ms(r.overview.chartsMs)), target: '' },
    { metric: '  ÷ latency', cells: per((r) => (r.latencyMs > 0 ? (r.overview.chartsMs / r.latencyMs).toFixed(2) : '—')), target: '' },
    {
      metric: '  sequential requests',
      cells: per((r) => `${r.overview.sequentialRequests} ${verdict(r.overview.sequentialRequests <= TARGETS.chartsSequentialRequests)}`),
      target: `≤ ${TARGETS.chartsSequentialRequests}`,
    },
    { metric: '  … counting preflights', cells: per((r) => String(r.overview.sequentialWithPreflights)), target: '' },
    { metric: '  … on the wire', cells: per((r) => String(r.overview.sequentialOnTheWire)), target: '+ connection waits' },
    {
      metric: '  requests / preflights',
      cells: per((r) => `${r.overview.requests} / ${r.overview.preflights}`),
      target: 'same-origin: no preflight',
    },
    {
      metric: '  waited for a connection',
      cells: per((r) => `${r.overview.connectionWaits.requests}, ≤ ${ms(r.overview.connectionWaits.maxMs)}`),
      target: 'requests, longest wait',
    },
    { metric: '  JS heap after GC', cells: per((r) => `${(r.overview.heapBytes / 1024 / 1024).toFixed(1)} MB`), target: '' },
    { metric: 'Next page, uncached', cells: interaction('page.uncached', false), target: '' },
    { metric: 'Previous page, cached', cells: interaction('page.cached', true), target: `< ${TARGETS.cachedInteractionMs} ms` },
    { metric: 'Sort, uncached', cells: interaction('sort.uncached', false), target: '' },
    { metric: 'Sort back, cached', cells: interaction('sort.cached', true), target: `< ${TARGETS.cachedInteractionMs} ms` },
    { metric: 'Filter, uncached', cells: interaction('filter.uncached', false), target: '' },
    { metric: 'Clear filter, cached', cells: interaction('filter.cached', true), target: `< ${TARGETS.cachedInteractionMs} ms` },
  ]
}

/** Rows laid out in columns (widths shared by every section), each section under its own header row. */
function layout(sections: readonly { header: Row; rows: readonly Row[] }[]): string {
  const all = sections.flatMap((s) => [s.header, ...s.rows])
  const columns = Math.max(...all.map((r) => r.cells.length))
  const width = (i: number) => Math.max(...all.map((r) => (r.cells[i] ?? '').length))
  const metricWidth = Math.max(...all.map((r) => r.metric.length))
  const withTarget = all.some((r) => r.target !== '')
  const line = (r: Row) =>
    [
      r.metric.padEnd(metricWidth),
      ...Array.from({ length: columns }, (_, i) => (r.cells[i] ?? '').padStart(width(i))),
      ...(withTarget ? [r.target] : []),
    ]
      .join(' │ ')
      .trimEnd()
  const rule = [
    '─'.repeat(metricWidth),
    ...Array.from({ length: columns }, (_, i) => '─'.repeat(width(i))),
    ...(withTarget ? ['─'.repeat(10)] : []),
  ].join('─┼─')
  return sections.map((s) => [line(s.header), rule, ...s.rows.map(line)].join('\n')).join('\n\n')
}

/** One section per deployment variant: every figure per latency, with its verdict. */
export function tables(sections: readonly Section[]): string {
  return layout(
    sections.map((s) => ({
      header: { metric: s.title, cells: s.results.map((r) => `${r.latencyMs} ms`), target: 'target' },
      rows: rows(s.results),
    })),
  )
}

/** Which variant meets which target, at which latency. */
export function targetSummary(sections: readonly Section[]): string {
  const latencies = sections[0]?.results.map((r) => r.latencyMs).join(' / ') ?? ''
  const header: Row = { metric: `Targets: PASS/MISS at ${latencies} ms`, cells: sections.map((s) => s.title), target: '' }
  const rows = TARGET_CHECKS.map((check) => ({
    metric: check.name,
    cells: sections.map((s) =>
      s.results
        .map((r) => {
          const met = check.met(r)
          return met === undefined ? '—' : verdict(met)
        })
        .join(' '),
    ),
    target: '',
  }))
  return layout([{ header, rows }])
}
