import { median } from './analysis'
import { SCALE_TARGETS, type ScaleResult } from './scale'

/** The scale series as a text table. */

const ms = (n: number) => `${n.toFixed(0)} ms`
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const pass = (ok: boolean) => (ok ? 'PASS' : 'MISS')

/** The series as a table, one column per size, with the targets judged where they apply. */
export function scaleTable(results: readonly ScaleResult[]): string {
  const judged = (r: ScaleResult, ok: boolean, size = SCALE_TARGETS.size) => (r.size === size ? ` ${pass(ok)}` : '')
  const worst = (r: ScaleResult) => Math.max(...r.runs.map((run) => run.longestTaskMs))
  const rows: [string, (r: ScaleResult) => string, string][] = [
    ['records (measurements + assessments)', (r) => `${r.size} + ${r.assessments}`, ''],
    ['pages of 100', (r) => String(r.pages), ''],
    ['Load → every chart complete', (r) => ms(r.median.chartsMs), ''],
    ['floor: fetch + JSON.parse, same page', (r) => ms(r.median.floorMs), 'page 1, then the rest at once'],
    [
      '÷ floor',
      (r) =>
        `${(r.median.chartsMs / r.median.floorMs).toFixed(1)}×${judged(r, r.median.chartsMs <= SCALE_TARGETS.ratioToFloor * r.median.floorMs)}`,
      `≤ ${SCALE_TARGETS.ratioToFloor}× at ${SCALE_TARGETS.size}`,
    ],
    ['per record', (r) => `${((r.median.chartsMs / (r.size + r.assessments)) * 1000).toFixed(0)} µs`, 'floor per record in brackets'],
    ['  (floor per record)', (r) => `${((r.median.floorMs / (r.size + r.assessments)) * 1000).toFixed(0)} µs`, ''],
    [
      'long tasks, total',
      (r) => `${ms(r.median.longTasksMs)}${judged(r, r.median.longTasksMs <= SCALE_TARGETS.longTasksMs)}`,
      `≤ ${SCALE_TARGETS.longTasksMs} ms at ${SCALE_TARGETS.size}`,
    ],
    ['long tasks, count', (r) => String(r.median.longTasks), ''],
    ['longest task (median run)', (r) => ms(r.median.longestTaskMs), 'the run of median load time'],
    // One run's longest task moves a lot from run to run (a collection, the machine): the median of
    // every run's longest, and how many runs had one of the limit or more, are steadier.
    ['longest task (median of the runs)', (r) => ms(median(r.runs.map((run) => run.longestTaskMs))), ''],
    [
      `runs with a task ≥ ${SCALE_TARGETS.everyTaskUnderMs} ms`,
      (r) => `${r.runs.filter((run) => run.longestTaskMs >= SCALE_TARGETS.everyTaskUnderMs).length} of ${r.runs.length}`,
      `the issue: every task under ${SCALE_TARGETS.everyTaskUnderMs} ms`,
    ],
    [
      'longest task (every run)',
      (r) =>
        `${ms(worst(r))}${judged(r, worst(r) <= SCALE_TARGETS.longestTaskMs)}${judged(r, worst(r) <= SCALE_TARGETS.largest.longestTaskMs, SCALE_TARGETS.largest.size)}`,
      `≤ ${SCALE_TARGETS.longestTaskMs} ms at ${SCALE_TARGETS.size}, ≤ ${SCALE_TARGETS.largest.longestTaskMs} ms at ${SCALE_TARGETS.largest.size}`,
    ],
    [
      'JS heap after GC',
      (r) => `${mb(r.median.heapBytes)}${judged(r, r.median.heapBytes <= SCALE_TARGETS.heapMb * 1024 * 1024)}`,
      `≤ ${SCALE_TARGETS.heapMb} MB at ${SCALE_TARGETS.size}`,
    ],
    ['service requests', (r) => String(r.median.requests), ''],
    [
      'From a list: Load → overview → area table',
      (r) => (r.fromList ? ms(r.fromList.median.chartsMs) : '—'),
      `at ${SCALE_TARGETS.size}: Measurements of wound 1, Load, tab, Show data`,
    ],
    ['  floor: fetch + JSON.parse, same page', (r) => (r.fromList ? ms(r.fromList.median.floorMs) : '—'), ''],
    [
      '  ÷ floor',
      (r) => {
        const run = r.fromList?.median
        return run ? `${(run.chartsMs / run.floorMs).toFixed(1)}× ${pass(run.chartsMs <= SCALE_TARGETS.ratioToFloor * run.floorMs)}` : '—'
      },
      `≤ ${SCALE_TARGETS.ratioToFloor}×`,
    ],
    [
      '  long tasks, total',
      (r) => {
        const run = r.fromList?.median
        return run ? `${ms(run.longTasksMs)} ${pass(run.longTasksMs <= SCALE_TARGETS.longTasksMs)}` : '—'
      },
      `≤ ${SCALE_TARGETS.longTasksMs} ms`,
    ],
    ['  longest task (every run)', (r) => (r.fromList ? ms(Math.max(...r.fromList.runs.map((run) => run.longestTaskMs))) : '—'), ''],
  ]
  const header = ['Scale series (same-origin, 0 ms)', ...results.map((r) => `${r.size}`), 'target']
  const body = rows.map(([name, cell, target]) => [name, ...results.map(cell), target])
  const all = [header, ...body]
  const widths = header.map((_, i) => Math.max(...all.map((row) => (row[i] ?? '').length)))
  const line = (row: readonly string[]) =>
    row
      .map((cell, i) => (i === 0 || i === row.length - 1 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join(' │ ')
      .trimEnd()
  const rule = widths.map((w) => '─'.repeat(w)).join('─┼─')
  return [line(header), rule, ...body.map(line)].join('\n')
}
