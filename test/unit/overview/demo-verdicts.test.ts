import { describe, expect, it } from 'vitest'
import { parseMeasurement } from '../../../src/api/schemas/measurement'
import { measurementSeries } from '../../../src/features/overview/healing-series'
import { woundVerdict } from '../../../src/features/overview/wound-verdict'
import { getWoundData } from '../../../src/mocks/data'

/** The demo wound's measurements as the overview sees them. */
const pointsOf = (woundId: number) => measurementSeries((getWoundData(woundId)?.measurements ?? []).map((m) => parseMeasurement(m))).points

/* Each demo wound tells a story (its description on the start screen): the verdict must read it. */
describe('the verdict on each demo wound', () => {
  it('wound 1 responded fast to compression, then stopped: a plateau, above an early "on track"', () => {
    const verdict = woundVerdict(pointsOf(1), { referenceId: 'vlu-40' })
    expect(verdict.early.status).toBe('on-track')
    expect(verdict.trajectory.status).toBe('plateau')
    expect(verdict.status).toBe('plateau')
    // The flat stretch covers months, not just the latest window.
    expect(verdict.trajectory.flat?.days).toBeGreaterThan(120)
    expect(verdict.summary).toMatch(/^No measurable reduction since .*; early response on track: 55% smaller/)
  })

  it('wound 3 did not respond in its first month but is getting smaller now: the current trend leads', () => {
    const verdict = woundVerdict(pointsOf(3))
    expect(verdict.early.status).toBe('not-on-track')
    expect(verdict.earlyIsCurrent).toBe(false)
    expect(verdict.trajectory.status).toBe('reducing')
    expect(verdict.status).toBe('reducing')
    expect(verdict.summary).toMatch(/^Getting smaller: \d+% in the last 4 weeks .*; early response not on track/)
    // From its first measurement the wound is more than 80% smaller.
    expect(verdict.metrics?.par).toBeGreaterThan(80)
  })

  it('wound 5 never responded: a plateau since its first weeks and an early "not on track"', () => {
    const verdict = woundVerdict(pointsOf(5))
    expect(verdict.early.status).toBe('not-on-track')
    expect(verdict.status).toBe('plateau')
    expect(verdict.trajectory.flat?.days).toBeGreaterThanOrEqual(14 * 7)
  })

  it('wound 2 has nothing to judge', () => {
    expect(woundVerdict(pointsOf(2))).toMatchObject({ status: 'no-data', summary: 'No wound areas recorded' })
  })
})
