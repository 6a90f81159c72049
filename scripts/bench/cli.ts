import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { ROOT } from '../../tools/harness/paths'

/** The bench's command line (`npm run bench -- --help`). */

/** The scale series' options. */
export type ScaleOptions = {
  /** Top-level measurements of each generated wound; empty: no series. */
  sizes: number[]
  runs: number
  /** Only the scale series (no latency tables). */
  only: boolean
  /** Also profile one load of the 2,000-record wound (or the largest below it). */
  trace: boolean
}

export const DEFAULT_SCALE: ScaleOptions = { sizes: [100, 500, 2000, 5000], runs: 3, only: false, trace: false }

/** The caseload's options. */
export type CaseloadOptions = {
  /** Loads of the demo's caseload on each service; 0: none. */
  runs: number
  /** Only the caseload (no latency tables, no scale series). */
  only: boolean
  /** Also profile one load of the caseload on an unminified build. */
  trace: boolean
}

export type BenchOptions = {
  latencies: number[]
  /** Repetitions of each page-load measurement (the median is reported). */
  runs: number
  /** Repetitions of the interaction sequence. */
  interactionRuns: number
  /** Repetitions of the long-history overview. */
  overviewRuns: number
  /** Apply the latency to the app's static files too, not only to the service. */
  staticLatency: boolean
  outDir: string
  scale: ScaleOptions
  caseload: CaseloadOptions
}

export const USAGE = `npm run bench -- [--latency=0,50,150] [--runs=3] [--interaction-runs=5] [--overview-runs=2] [--no-static-latency] [--out=bench-results] [--scale=100,500,2000,5000 | --no-scale] [--scale-runs=3] [--scale-only] [--scale-trace] [--caseload-runs=3 | --no-caseload] [--caseload-only] [--caseload-trace]

  --latency            milliseconds added before every answer, comma-separated (one table column each)
  --runs               repetitions of each page load (Load, deep link); the median is reported
  --interaction-runs   repetitions of the page / sort / filter sequence
  --overview-runs      repetitions of the long wound's overview
  --no-static-latency  add the latency to the service only, not to the app's files
  --out                folder of the JSON results
  --scale, --no-scale  measurement counts of the generated wounds of the scale series, or no series
  --scale-runs         repetitions of each scale size
  --scale-only         only the scale series
  --scale-trace        also profile two loads of the 2,000-measurement wound (overview open; from a list)
  --caseload-runs      loads of the demo's 30-wound caseload on each service (mock behind nginx, demo)
  --no-caseload        no caseload figures
  --caseload-only      only the caseload figures
  --caseload-trace     also profile one load of the caseload (mock service, no latency) on an unminified build
Options take their value after = or a space (--runs 1).`

const OPTIONS = {
  latency: { type: 'string' },
  runs: { type: 'string' },
  'interaction-runs': { type: 'string' },
  'overview-runs': { type: 'string' },
  'no-static-latency': { type: 'boolean' },
  out: { type: 'string' },
  scale: { type: 'string' },
  'no-scale': { type: 'boolean' },
  'scale-runs': { type: 'string' },
  'scale-only': { type: 'boolean' },
  'scale-trace': { type: 'boolean' },
  'caseload-runs': { type: 'string' },
  'no-caseload': { type: 'boolean' },
  'caseload-only': { type: 'boolean' },
  'caseload-trace': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const

function count(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback
  const n = Number(value)
  if (value.trim() === '' || !Number.isInteger(n) || n < 1) throw new Error(`--${name} needs a whole number ≥ 1`)
  return n
}

const numbers = (value: string): number[] => value.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)))

/** The options, or `'help'` when `--help` was asked for. Throws on an unknown option or a bad value. */
export function parseBenchArgs(argv: readonly string[]): BenchOptions | 'help' {
  let values
  try {
    ;({ values } = parseArgs({ args: [...argv], options: OPTIONS, strict: true, allowPositionals: false }))
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)} (try --help)`, { cause: error })
  }
  if (values.help === true) return 'help'
  const latencies = values.latency === undefined ? [0, 50, 150] : numbers(values.latency)
  if (latencies.some((l) => !Number.isFinite(l) || l < 0)) throw new Error('--latency takes milliseconds ≥ 0, comma-separated')
  const sizes = values['no-scale'] === true ? [] : values.scale === undefined ? [...DEFAULT_SCALE.sizes] : numbers(values.scale)
  if (sizes.some((n) => !Number.isInteger(n) || n < 1 || n > 20_000))
    throw new Error('--scale takes measurement counts from 1 to 20000, comma-separated')
  return {
    latencies,
    runs: count('runs', values.runs, 3),
    interactionRuns: count('interaction-runs', values['interaction-runs'], 5),
    overviewRuns: count('overview-runs', values['overview-runs'], 2),
    staticLatency: values['no-static-latency'] !== true,
    outDir: values.out ?? join(ROOT, 'bench-results'),
    scale: {
      sizes,
      runs: count('scale-runs', values['scale-runs'], DEFAULT_SCALE.runs),
      only: values['scale-only'] === true,
      trace: values['scale-trace'] === true,
    },
    caseload: {
      runs: values['no-caseload'] === true ? 0 : count('caseload-runs', values['caseload-runs'], 3),
      only: values['caseload-only'] === true,
      trace: values['caseload-trace'] === true,
    },
  }
}
