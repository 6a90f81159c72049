import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { GZIP_LEVEL, kb, type Budget, type JsFile } from '../../tools/harness/sizes'
import { checkVariants, round } from './analysis'
import type { BenchOptions } from './cli'
import { TARGETS, targetSummary, tables, type Section } from './report-tables'
import type { LatencyResult } from './results'
import type { CaseloadSection } from './caseload-main'
import type { ScaleSection } from './scale-main'
import { staticLatencyHow } from './same-origin'
import { chartTables, FIRST_ROW_WOUND, LONG_WOUND, pageProblems } from './scenarios/env'
import { CONNECTION_WAIT_MS } from './scenarios/overview'
import { VARIANTS, type VariantKey } from './variants'

/** The bench's report: printed as tables with notes, and written as JSON to the output folder. */

export const STACK_FLOOR_LIBRARIES = 'react + query + table + zod/mini + nuqs, one row'

export type BenchRun = {
  started: number
  chromium: string
  options: BenchOptions
  results: Record<VariantKey, LatencyResult[]>
  entries: Record<VariantKey, JsFile>
  floor: JsFile[]
  stackFloor: JsFile[]
  floorGzip: number
  stackFloorGzip: number
  budget: Budget
  scale: ScaleSection | undefined
  caseload: CaseloadSection | undefined
}

/** The size budget, checked as CI checks it (on the cross-origin build): entry chunk, and JS a deep link requested before its first row. */
function budgetLine(entry: JsFile, results: readonly LatencyResult[], budget: Budget, floorGzip: number): string {
  const requested = Math.max(...results.map((r) => r.deepLink.js.requestedGzip))
  const check = (value: number, limit: number) => (value <= limit ? 'ok' : 'OVER')
  return (
    `Budget (tools/harness/budget.json; cross-origin build, as test/e2e/budget.test.ts checks it): entry ${kb(entry.gzipBytes)} ≤ ${kb(budget.maxEntryGzipBytes)} ${check(entry.gzipBytes, budget.maxEntryGzipBytes)}; ` +
    `deep link JS requested before first row ${kb(requested)} ≤ ${kb(budget.maxBeforeFirstRowGzipBytes)} ${check(requested, budget.maxBeforeFirstRowGzipBytes)}, ` +
    `÷ floor ${(requested / floorGzip).toFixed(3)} ≤ ${budget.maxRatioToFloor} ${check(requested / floorGzip, budget.maxRatioToFloor)}.`
  )
}

function sizeLines(run: BenchRun): string[] {
  const stackFloorRatio = run.stackFloorGzip / run.floorGzip
  return [
    `JS floors (gzip -${GZIP_LEVEL} of the built files):`,
    `  floor (react + react-dom, one line): ${kb(run.floorGzip)}`,
    `  stack floor (${STACK_FLOOR_LIBRARIES}): ${kb(run.stackFloorGzip)} = ${stackFloorRatio.toFixed(2)} × floor`,
    ...VARIANTS.map((v) => {
      const js = run.results[v.key][0]?.deepLink.js
      return js
        ? `  ${v.label}, JS before a deep link's first row: ${kb(js.finishedGzip)} = ${js.ratioToFloor.toFixed(2)} × floor = ${js.ratioToStackFloor.toFixed(2)} × stack floor`
        : ''
    }).filter((line) => line !== ''),
  ]
}

function notes(run: BenchRun): string[] {
  const { options, floorGzip, stackFloorGzip } = run
  const entry = run.entries.crossOrigin
  return [
    ...VARIANTS.map((v) => `${v.label}: ${v.about}.`),
    `Latency: added before every answer of the mock service (CORS preflights included; same-origin: once per service request, by the service, not by the proxy) and, ${options.staticLatency ? staticLatencyHow : 'not on the static files (--no-static-latency)'}.`,
    `Sizes: gzip level ${GZIP_LEVEL} of the built files. Floor (react + react-dom rendering one line): ${kb(floorGzip)}. Stack floor (${STACK_FLOOR_LIBRARIES}; tools/harness/stack-floor): ${kb(stackFloorGzip)} = ${(stackFloorGzip / floorGzip).toFixed(2)} × floor. Entry chunk: ${entry.file}.`,
    budgetLine(entry, run.results.crossOrigin, run.budget, floorGzip),
    `JS before first row: files that had arrived when the first row was painted. Load: from navigation, app idle, wound ${FIRST_ROW_WOUND}; deep link: ?wound=${FIRST_ROW_WOUND}, cold.`,
    `Overview: deep link ?wound=${LONG_WOUND}&tab=overview, cold, navigation → every chart's data table complete (the summary loads the whole history as soon as a wound opens, so a click on the tab would time drawing only; ${chartTables(
      LONG_WOUND,
    )
      .map((t) => `${t.name}: ${t.rows}`)
      .join(
        ', ',
      )}). Sequential requests: longest chain of service GETs each sent after the previous ended (CDP), preflights left out; "counting preflights" adds them as round trips of their own; "on the wire" takes each request from when it went on a connection (after its preflight and any wait for a free connection). At 0 ms these chains count requests the busy main thread sent one after another, not round trips. "Waited for a connection": requests (preflights included) that waited ≥ ${CONNECTION_WAIT_MS} ms before connecting or sending (DevTools' "Stalled"; HTTP/1.1 allows six connections per host).`,
    `Interactions on wound ${LONG_WOUND}: click → new first row painted, table not busy. Medians of ${options.interactionRuns} runs; "(n fetched)" / "(n not fetched)" flag runs where the cache did not behave as labelled.`,
    `Medians of ${options.runs} runs (overview: ${options.overviewRuns}); each run in a fresh browser context (cold HTTP and preflight caches).`,
  ]
}

/** Prints the tables, checks and notes, and writes them as JSON (a dated file and latest.json). */
export async function report(run: BenchRun): Promise<void> {
  const sections: Section[] = VARIANTS.map((v) => ({ title: v.label, results: run.results[v.key] }))
  const checks = checkVariants(run.results.crossOrigin, run.results.sameOrigin)
  const noteLines = notes(run)
  console.log(
    `\n${sizeLines(run).join('\n')}\n\n${tables(sections)}\n\n${targetSummary(sections)}\n\nChecks:\n${checks.lines.map((l) => `  ${l}`).join('\n')}\n\n${noteLines.map((n) => `· ${n}`).join('\n')}`,
  )
  if (run.scale) console.log(`\n${run.scale.text}`)
  if (run.caseload) console.log(`\n${run.caseload.text}`)
  if (!checks.sameOriginWithoutPreflights || !checks.sameOriginThroughProxy || !checks.sameOverviewRequests) {
    console.warn('\nbench: a variant check FAILED (see "Checks"): the same-origin figures may not measure a same-origin deployment.')
  }
  if (pageProblems.length > 0)
    console.warn(
      `\nbench: the pages reported ${pageProblems.length} error(s):\n${[...new Set(pageProblems)].map((p) => `  - ${p}`).join('\n')}`,
    )

  const { options, floor, floorGzip, stackFloor, stackFloorGzip } = run
  const json = {
    date: new Date().toISOString(),
    chromium: run.chromium,
    node: process.version,
    options: { ...options, outDir: undefined },
    notes: noteLines,
    targets: TARGETS,
    variants: VARIANTS,
    build: {
      entry: run.entries.crossOrigin,
      entries: run.entries,
      floor: { files: floor, gzipBytes: floorGzip },
      stackFloor: {
        libraries: STACK_FLOOR_LIBRARIES,
        files: stackFloor,
        gzipBytes: stackFloorGzip,
        ratioToFloor: round(stackFloorGzip / floorGzip, 3),
      },
      gzipLevel: GZIP_LEVEL,
      budget: run.budget,
    },
    results: run.results,
    scale: run.scale,
    caseload: run.caseload,
    checks,
    pageErrors: pageProblems,
    durationS: round((Date.now() - run.started) / 1000),
  }
  await mkdir(options.outDir, { recursive: true })
  const file = join(options.outDir, `bench-${json.date.replace(/[:.]/g, '-')}.json`)
  const text = `${JSON.stringify(json, null, 2)}\n`
  await writeFile(file, text)
  await writeFile(join(options.outDir, 'latest.json'), text)
  console.log(`\nbench: ${file} (and latest.json), ${json.durationS} s in all`)
}
