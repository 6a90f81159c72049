import { describe, expect, it } from 'vitest'
import { healingMetrics } from '../../../src/domain/healing/metrics'
import { REFERENCE_FACTS } from '../../../src/domain/healing/references'
import { woundVerdict as judge } from '../../../src/domain/healing/verdict'
import type { CodesTranslate } from '../../../src/whole-history/code-words'
import type { VerdictTranslate } from '../../../src/whole-history/use-verdict-words'
import { stallText } from '../../../src/whole-history/verdict-clauses'
import { summaryText } from '../../../src/whole-history/verdict-line'
import type { OverviewTranslate } from '../../../src/features/overview/use-overview-words'
import { earlyExplanation } from '../../../src/features/overview/early-words'
import { trajectorySentence as sentence } from '../../../src/features/overview/trajectory-words'
import { formatDate } from '../../../src/text/format'
import { englishWords } from '../../../scripts/catalogs'
import { ROOT } from '../../../tools/harness/paths'
import { course, dateOf, healingThenDeterioration, responseThenPlateau, steadyHealing } from '../domain/healing/courses'

/** The verdict's, the overview's and the codes' English words, from their catalogs. */
const vt = englishWords(`${ROOT}/src/words`, 'verdict') as VerdictTranslate
const t = englishWords(`${ROOT}/src/words`, 'overview') as OverviewTranslate
const codes = englishWords(`${ROOT}/src/words`, 'codes') as CodesTranslate

/** The verdict with its one line and its stall's flag in English, as the screens say them. */
function woundVerdict(...args: Parameters<typeof judge>) {
  const verdict = judge(...args)
  const flag = stallText(vt, codes, verdict)
  return {
    ...verdict,
    summary: summaryText(vt, codes, verdict),
    flags: verdict.stall === null || flag === null ? [] : [{ kind: verdict.stall, text: flag }],
    explanation: earlyExplanation({ t, vt }, verdict),
  }
}
const trajectorySentence = (trajectory: ReturnType<typeof judge>['trajectory']) => sentence({ t, vt }, trajectory)

const d = (day: number) => formatDate(dateOf(day))

describe('the one-line summary, most urgent first', () => {
  it('steady healing, no wound type chosen: getting smaller now, and the 4-week reduction with no reference', () => {
    const verdict = woundVerdict(steadyHealing())
    expect(verdict.status).toBe('reducing')
    expect(verdict.reference).toBeNull()
    expect(verdict.woundType).toBeNull()
    // Window day 28 → 56: 4.096 → 1.6777216 cm², 59.04% smaller; day 28: 59.04%, compared with nothing.
    expect(verdict.summary).toBe(
      `Getting smaller: 59% in the last 4 weeks (4.10 → 1.68 cm²); early response: 59% smaller 4 weeks after ${d(0)} (no wound type chosen, so no reference)`,
    )
    expect(verdict.summary).not.toMatch(/threshold|Sheehan|53%|on track/)
    expect(verdict.flags).toEqual([])
  })

  it('steady healing, diabetic foot ulcer chosen: above the 53% of Sheehan et al., said as their finding', () => {
    const verdict = woundVerdict(steadyHealing(), { referenceId: 'dfu-sheehan-2003' })
    expect(verdict.summary).toBe(
      `Getting smaller: 59% in the last 4 weeks (4.10 → 1.68 cm²); early response: 59% smaller 4 weeks after ${d(0)}, above the 53% of Sheehan et al. 2003 (diabetic foot ulcers)`,
    )
    expect(woundVerdict(steadyHealing(), { referenceId: 'other' }).summary).toMatch(/\(no published reference for this wound type\)$/)
  })

  it('fast response then plateau: the plateau outranks an early "on track"', () => {
    const verdict = woundVerdict(responseThenPlateau(), { referenceId: 'vlu-phillips-2000' })
    expect(verdict.status).toBe('plateau')
    // Week-3 point day 23: (10 − 4.5) / 10 = 55% ≥ 40%.
    expect(verdict.early.status).toBe('above-threshold')
    expect(verdict.summary).toBe(
      `No measurable reduction since ${d(30)}: 4.10 → 4.00 cm², 16 weeks; early response: 55% smaller 3 weeks after ${d(0)}, above the 40% of Phillips et al. 2000 (venous leg ulcers)`,
    )
    expect(verdict.flags).toEqual([{ kind: 'plateau', text: `No measurable reduction since ${d(30)}: 4.10 → 4.00 cm², 16 weeks` }])
    expect(verdict.projection).toBeNull()
  })

  it('healing then deterioration: the increase comes first', () => {
    const verdict = woundVerdict(healingThenDeterioration(), { referenceId: 'dfu-sheehan-2003' })
    expect(verdict.status).toBe('deteriorating')
    // (4.5 − 6) / 4.5 = −33.3%; 4-week check day 28: (10 − 4.5) / 10 = 55% ≥ 53%.
    expect(verdict.summary).toBe(
      `Area increased 33% in the last 4 weeks (4.50 → 6.00 cm²); early response: 55% smaller 4 weeks after ${d(0)}, above the 53% of Sheehan et al. 2003 (diabetic foot ulcers)`,
    )
    expect(verdict.flags.map((f) => f.kind)).toEqual(['deterioration'])
  })

  it('an early response below the chosen threshold leads while its 12 weeks run, and follows a reduction after them', () => {
    const dfu = { referenceId: 'dfu-sheehan-2003' }
    // 10 → 8 cm² at day 28 (20% < 53%), then 8 → 6 (25%) by day 56: day 56 is within 12 weeks.
    const recent = woundVerdict(course([0, 10], [28, 8], [56, 6]), dfu)
    expect(recent.status).toBe('below-threshold')
    expect(recent.summary).toBe(
      `Early response: 20% smaller 4 weeks after ${d(0)}, below the 53% of Sheehan et al. 2003 (diabetic foot ulcers); getting smaller: 25% in the last 4 weeks (8.00 → 6.00 cm²)`,
    )
    // The same start and a reduction at day 100 (8 → 6 from day 72), beyond 84 days: the reduction leads.
    const later = woundVerdict(course([0, 10], [28, 8], [72, 8], [100, 6]), dfu)
    expect(later.earlyIsCurrent).toBe(false)
    expect(later.status).toBe('reducing')
    expect(later.summary.startsWith('Getting smaller: 25% in the last 4 weeks')).toBe(true)
    // Without a reference nothing is below anything: the reduction leads from the start.
    expect(woundVerdict(course([0, 10], [28, 8], [56, 6])).status).toBe('reducing')
  })

  it('one measurement, no areas, and a wound grown at 4 weeks', () => {
    expect(woundVerdict(course([0, 5])).summary).toBe(
      `Too early for the 4-week figure after ${d(0)}; no current 4-week trend: only one measurement`,
    )
    expect(woundVerdict(course([0], [28]))).toMatchObject({ status: 'no-data', summary: 'No wound areas recorded', metrics: null })
    expect(woundVerdict(course([0, 10], [28, 12]), { referenceId: 'dfu-sheehan-2003' }).summary).toBe(
      `Area increased 20% in the last 4 weeks (10.00 → 12.00 cm²); early response: 20% larger 4 weeks after ${d(0)}, below the 53% of Sheehan et al. 2003 (diabetic foot ulcers)`,
    )
  })

  it('gaps over 35 days: no current trend, and says why', () => {
    const verdict = woundVerdict(course([0, 6], [7, 5.8], [50, 5]))
    expect(verdict.trajectory.status).toBe('none')
    expect(verdict.summary).toBe(
      `No 4-week figure: no measurement near 4 weeks after ${d(0)}; no current 4-week trend: nothing measured 21 to 35 days before the latest measurement`,
    )
    expect(trajectorySentence(verdict.trajectory)).toBe(
      `No area was measured between ${d(15)} and ${d(29)}, 21 to 35 days before the latest measurement (${d(50)}); the one before was on ${d(7)}, 43 days earlier.`,
    )
  })

  it('same-day duplicates count once, by the last of the day: the early response and the trend read the same reading', () => {
    // Day 28: 6 then 5 → (10 − 5) / 10 = 50% smaller, at 4 weeks and over the window alike.
    expect(woundVerdict(course([0, 10], [28, 6], [28, 5])).summary).toBe(
      `Getting smaller: 50% in the last 4 weeks (10.00 → 5.00 cm²); early response: 50% smaller 4 weeks after ${d(0)} (no wound type chosen, so no reference)`,
    )
  })

  it('a wound measured at 0 once is not yet closed; twice, 2 weeks apart, it is', () => {
    expect(woundVerdict(course([0, 4], [28, 2], [35, 0])).summary).toMatch(/^0 cm² on .+: closure not yet confirmed/)
    expect(woundVerdict(course([0, 4], [28, 2], [35, 0], [49, 0])).summary).toMatch(
      new RegExp(`^Closed: 0 cm² since ${d(35)}, confirmed on ${d(49)}`),
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
    const moved = woundVerdict(points, { baselineDate: dateOf(30), referenceId: 'dfu-sheehan-2003' })
    // Baseline day 30 (4.1 cm²); its 4-week point is day 58 (4.0): (4.1 − 4.0) / 4.1 = 2.4% < 53%.
    expect(moved.metrics?.baseline).toMatchObject({ date: dateOf(30), area: 4.1, day: 0 })
    expect(moved.metrics?.parAtCheck?.point).toMatchObject({ date: dateOf(58), day: 28 })
    expect(moved.metrics?.parAtCheck?.value).toBeCloseTo(2.4390244, 6)
    expect(moved.metrics?.daysTracked).toBe(112)
    expect(moved.early.status).toBe('below-threshold')
    expect(moved.trajectory).toEqual(woundVerdict(points).trajectory)
    expect(moved.summary).toBe(
      `No measurable reduction since ${d(30)}: 4.10 → 4.00 cm², 16 weeks; early response: 2% smaller 4 weeks after ${d(30)}, below the 53% of Sheehan et al. 2003 (diabetic foot ulcers)`,
    )
    // Days counted from the chosen baseline, and said so.
    const fromDay20 = woundVerdict(course([0, 10], [20, 9], [30, 9]), { baselineDate: dateOf(20) })
    expect(fromDay20.early.status).toBe('too-early')
    expect(fromDay20.explanation).toContain('between day 21 and day 35 after the baseline')
  })

  it('healingMetrics leaves out what came before the baseline', () => {
    const metrics = healingMetrics(steadyHealing(), { baselineDate: dateOf(28), check: REFERENCE_FACTS['dfu-sheehan-2003'].check })
    // 4.096 → 1.6777216 over 28 days: PAR 59.04%, the same as the window.
    expect(metrics?.par).toBeCloseTo(59.04, 9)
    expect(metrics?.pointsUsed).toBe(5)
    expect(
      healingMetrics(steadyHealing(), { baselineDate: '1999-01-01', check: REFERENCE_FACTS['dfu-sheehan-2003'].check })?.baseline.date,
    ).toBe(dateOf(0))
  })
})
