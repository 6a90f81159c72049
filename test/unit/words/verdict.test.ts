import { describe, expect, it } from 'vitest'
import { healingMetrics } from '../../../src/domain/healing/metrics'
import { trajectorySentence } from '#words/trajectory'
import { HEALING_REFERENCES } from '#words/references'
import { woundVerdict } from '../../../src/history/wound-verdict'
import { formatDate } from '../../../src/shared/format'
import { course, dateOf, healingThenDeterioration, responseThenPlateau, steadyHealing } from '../overview/courses'

const d = (day: number) => formatDate(dateOf(day))

describe('the one-line summary, most urgent first', () => {
  it('steady healing: getting smaller now, and on track 4 weeks after the baseline', () => {
    const verdict = woundVerdict(steadyHealing())
    expect(verdict.status).toBe('reducing')
    // Window day 28 → 56: 4.096 → 1.6777216 cm², 59.04% smaller; 4-week check day 28: 59.04% ≥ 53%.
    expect(verdict.summary).toBe(
      `Getting smaller: 59% in the last 4 weeks (4.10 → 1.68 cm²); early response on track: 59% smaller 4 weeks after ${d(0)} (threshold 53%)`,
    )
    expect(verdict.flags).toEqual([])
  })

  it('fast response then plateau: the plateau outranks an early "on track"', () => {
    const verdict = woundVerdict(responseThenPlateau(), { referenceId: 'vlu-40' })
    expect(verdict.status).toBe('plateau')
    // 4-week point day 30: (10 − 4.1) / 10 = 59% ≥ 40%.
    expect(verdict.early.status).toBe('on-track')
    expect(verdict.summary).toBe(
      `No measurable reduction since ${d(30)}: 4.10 → 4.00 cm², 16 weeks; early response on track: 59% smaller 4 weeks after ${d(0)} (threshold 40%)`,
    )
    expect(verdict.flags).toEqual([{ kind: 'plateau', text: `No measurable reduction since ${d(30)}: 4.10 → 4.00 cm², 16 weeks` }])
    expect(verdict.projection).toBeNull()
  })

  it('healing then deterioration: the increase comes first', () => {
    const verdict = woundVerdict(healingThenDeterioration())
    expect(verdict.status).toBe('deteriorating')
    // (4.5 − 6) / 4.5 = −33.3%; 4-week check day 28: (10 − 4.5) / 10 = 55% ≥ 53%.
    expect(verdict.summary).toBe(
      `Area increased 33% in the last 4 weeks (4.50 → 6.00 cm²); early response on track: 55% smaller 4 weeks after ${d(0)} (threshold 53%)`,
    )
    expect(verdict.flags.map((f) => f.kind)).toEqual(['deterioration'])
  })

  it('an early "not on track" leads while its 12 weeks run, and follows a reduction after them', () => {
    // 10 → 8 cm² at day 28 (20% < 53%), then 8 → 6 (25%) by day 56: day 56 is within 12 weeks.
    const recent = woundVerdict(course([0, 10], [28, 8], [56, 6]))
    expect(recent.status).toBe('not-on-track')
    expect(recent.summary).toBe(
      `Early response not on track: 20% smaller 4 weeks after ${d(0)} (threshold 53%); getting smaller: 25% in the last 4 weeks (8.00 → 6.00 cm²)`,
    )
    // The same start and a reduction at day 100 (8 → 6 from day 72), beyond 84 days: the reduction leads.
    const later = woundVerdict(course([0, 10], [28, 8], [72, 8], [100, 6]))
    expect(later.earlyIsCurrent).toBe(false)
    expect(later.status).toBe('reducing')
    expect(later.summary.startsWith('Getting smaller: 25% in the last 4 weeks')).toBe(true)
    // Under the venous reference the horizon is 24 weeks: the early result still leads at day 100.
    expect(woundVerdict(course([0, 10], [28, 8], [72, 8], [100, 6]), { referenceId: 'vlu-40' }).status).toBe('not-on-track')
  })

  it('one measurement, no areas, and a wound grown at 4 weeks', () => {
    expect(woundVerdict(course([0, 5])).summary).toBe(
      `Too early for the 4-week check after ${d(0)}; no current 4-week trend: only one measurement`,
    )
    expect(woundVerdict(course([0], [28]))).toMatchObject({ status: 'no-data', summary: 'No wound areas recorded', metrics: null })
    expect(woundVerdict(course([0, 10], [28, 12])).summary).toBe(
      `Area increased 20% in the last 4 weeks (10.00 → 12.00 cm²); early response not on track: 20% larger 4 weeks after ${d(0)} (threshold 53%)`,
    )
  })

  it('gaps over 35 days: no current trend, and says why', () => {
    const verdict = woundVerdict(course([0, 6], [7, 5.8], [50, 5]))
    expect(verdict.trajectory.status).toBe('none')
    expect(verdict.summary).toBe(
      `No 4-week check: no measurement near 4 weeks after ${d(0)}; no current 4-week trend: nothing measured 21 to 35 days before the latest measurement`,
    )
    expect(trajectorySentence(verdict.trajectory)).toBe(
      `No area was measured between ${d(15)} and ${d(29)}, 21 to 35 days before the latest measurement (${d(50)}); the one before was on ${d(7)}, 43 days earlier.`,
    )
  })

  it('same-day duplicates count once, as their mean', () => {
    // Day 28: (6 + 5) / 2 = 5.5 → (10 − 5.5) / 10 = 45% smaller over the window.
    expect(woundVerdict(course([0, 10], [28, 6], [28, 5])).summary).toMatch(
      /^Early response not on track: 40% smaller .*; getting smaller: 45% in the last 4 weeks \(10\.00 → 5\.50 cm²\)$/,
    )
  })
})

describe('trajectorySentence', () => {
  it('states the window in numbers and against the variability', () => {
    expect(trajectorySentence(woundVerdict(responseThenPlateau()).trajectory)).toBe(
      `From ${d(114)} to ${d(142)} (28 days) the area went from 4.05 to 4.00 cm²: 0.05 cm² (1%) smaller, 0.01 cm² a week. ` +
        'Less than the 10% that two measurements of an unchanged wound can differ by: no measurable reduction.',
    )
  })
})

describe('the baseline of the clinician’s choosing', () => {
  it('moved to 31 Mar: the early response is judged from there, the current trajectory is not', () => {
    const points = responseThenPlateau()
    const moved = woundVerdict(points, { baselineDate: dateOf(30) })
    // Baseline day 30 (4.1 cm²); its 4-week point is day 58 (4.0): (4.1 − 4.0) / 4.1 = 2.4% < 53%.
    expect(moved.metrics?.baseline).toMatchObject({ date: dateOf(30), area: 4.1, day: 0 })
    expect(moved.metrics?.parAtCheck?.point).toMatchObject({ date: dateOf(58), day: 28 })
    expect(moved.metrics?.parAtCheck?.value).toBeCloseTo(2.4390244, 6)
    expect(moved.metrics?.daysTracked).toBe(112)
    expect(moved.early.status).toBe('not-on-track')
    expect(moved.trajectory).toEqual(woundVerdict(points).trajectory)
    expect(moved.summary).toBe(
      `No measurable reduction since ${d(30)}: 4.10 → 4.00 cm², 16 weeks; early response not on track: 2% smaller 4 weeks after ${d(30)} (threshold 53%)`,
    )
    // Days counted from the chosen baseline, and said so.
    const early = woundVerdict(course([0, 10], [20, 9], [30, 9]), { baselineDate: dateOf(20) }).early
    expect(early.status).toBe('too-early')
    expect(early.explanation).toContain('between day 21 and day 35 after the baseline')
  })

  it('healingMetrics leaves out what came before the baseline', () => {
    const metrics = healingMetrics(steadyHealing(), { baselineDate: dateOf(28), check: HEALING_REFERENCES['dfu-sheehan-2003'].check })
    // 4.096 → 1.6777216 over 28 days: PAR 59.04%, the same as the window.
    expect(metrics?.par).toBeCloseTo(59.04, 9)
    expect(metrics?.pointsUsed).toBe(5)
    expect(
      healingMetrics(steadyHealing(), { baselineDate: '1999-01-01', check: HEALING_REFERENCES['dfu-sheehan-2003'].check })?.baseline.date,
    ).toBe(dateOf(0))
  })
})
