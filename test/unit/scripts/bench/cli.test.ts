import { describe, expect, it } from 'vitest'
import { DEFAULT_SCALE, parseBenchArgs } from '../../../../scripts/bench/cli'

describe('the bench command line', () => {
  it('runs every latency, three runs each, and the scale series, when given nothing', () => {
    const options = parseBenchArgs([])
    expect(options).toMatchObject({
      latencies: [0, 50, 150],
      runs: 3,
      interactionRuns: 5,
      overviewRuns: 2,
      staticLatency: true,
      scale: DEFAULT_SCALE,
      caseload: { runs: 3, only: false, trace: false },
    })
  })

  it('reads every option, with its value after = or a space', () => {
    const options = parseBenchArgs([
      '--latency=0,20',
      '--runs',
      '1',
      '--interaction-runs=2',
      '--overview-runs',
      '4',
      '--no-static-latency',
      '--out=/tmp/out',
      '--scale=100,300',
      '--scale-runs=5',
      '--scale-only',
      '--scale-trace',
      '--caseload-runs=2',
      '--caseload-only',
      '--caseload-trace',
    ])
    expect(options).toEqual({
      latencies: [0, 20],
      runs: 1,
      interactionRuns: 2,
      overviewRuns: 4,
      staticLatency: false,
      outDir: '/tmp/out',
      scale: { sizes: [100, 300], runs: 5, only: true, trace: true },
      caseload: { runs: 2, only: true, trace: true },
    })
  })

  it('leaves the scale series out with --no-scale', () => {
    expect(parseBenchArgs(['--no-scale'])).toMatchObject({ scale: { sizes: [] } })
  })

  it('leaves the caseload out with --no-caseload', () => {
    expect(parseBenchArgs(['--no-caseload'])).toMatchObject({ caseload: { runs: 0 } })
    expect(() => parseBenchArgs(['--caseload-runs=0'])).toThrow('--caseload-runs needs a whole number ≥ 1')
  })

  it('answers --help (or -h) instead of running', () => {
    expect(parseBenchArgs(['--help'])).toBe('help')
    expect(parseBenchArgs(['-h'])).toBe('help')
  })

  it('refuses what it cannot run', () => {
    expect(() => parseBenchArgs(['--bogus'])).toThrow(/bogus.*try --help/)
    expect(() => parseBenchArgs(['--runs=0'])).toThrow('--runs needs a whole number ≥ 1')
    expect(() => parseBenchArgs(['--runs=1.5'])).toThrow('--runs needs a whole number ≥ 1')
    expect(() => parseBenchArgs(['--latency=10,-5'])).toThrow('--latency takes milliseconds ≥ 0')
    expect(() => parseBenchArgs(['--latency=10,'])).toThrow('--latency takes milliseconds ≥ 0')
    expect(() => parseBenchArgs(['--scale=50000'])).toThrow('--scale takes measurement counts from 1 to 20000')
    expect(() => parseBenchArgs(['--runs'])).toThrow(/runs/)
  })
})
