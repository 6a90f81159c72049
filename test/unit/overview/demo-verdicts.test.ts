import { describe, expect, it } from 'vitest'
import { parseMeasurement } from '../../../src/api/schemas/measurement'
import { parseAssessment } from '../../../src/api/schemas/assessment'
import { measurementSeries, painSeries, signsSeries } from '../../../src/domain/healing/series'
import { woundVerdict } from '../../../src/history/wound-verdict'
import { getWoundData } from '../../../src/mocks/data'

/** The demo wound's measurements as the overview sees them. */
const pointsOf = (woundId: number) => measurementSeries((getWoundData(woundId)?.measurements ?? []).map((m) => parseMeasurement(m))).points

/** The demo wound's assessments as the overview reads them beside the size. */
function assessedOf(woundId: number) {
  const records = (getWoundData(woundId)?.assessments ?? []).map((a) => parseAssessment(a))
  return { signs: signsSeries(records).points, pain: painSeries(records).points }
}

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

  it('wound 5 is infected again at its last two visits: the signs lead, and the plateau names them', () => {
    const verdict = woundVerdict(pointsOf(5), assessedOf(5))
    expect(verdict.status).toBe('infection')
    expect(verdict.summary).toMatch(
      /^Signs of infection since [^:]+: infected, (haemo)?purulent exudate, malodorous.*; no measurable reduction since /,
    )
    expect(verdict.flags[0]?.text).toMatch(/, with signs of infection since /)
  })

  it('wound 6 grew while infected and is getting smaller since it was treated: the infection is history, not a flag', () => {
    const verdict = woundVerdict(pointsOf(6), assessedOf(6))
    // Its early response (within 12 weeks of the first measurement) fell short: the stall and the infection came in them.
    expect(verdict.status).toBe('not-on-track')
    expect(verdict.trajectory.status).toBe('reducing')
    expect(verdict.infection).toBeNull()
    expect(verdict.painRises).toEqual([])
  })

  it('wound 2 has nothing to judge', () => {
    expect(woundVerdict(pointsOf(2))).toMatchObject({ status: 'no-data', summary: 'No wound areas recorded' })
  })
})
