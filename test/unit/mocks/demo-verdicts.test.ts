import { describe, expect, it } from 'vitest'
import { parseMeasurement } from '../../../src/api/schemas/measurement'
import { parseAssessment } from '../../../src/api/schemas/assessment'
import { measurementSeries, painSeries, signsSeries } from '../../../src/domain/healing/series'
import { woundVerdict as judge } from '../../../src/domain/healing/verdict'
import type { CodesTranslate } from '../../../src/whole-history/code-words'
import type { VerdictTranslate } from '../../../src/whole-history/use-verdict-words'
import { summaryText } from '../../../src/whole-history/verdict-line'
import { stallText } from '../../../src/whole-history/verdict-clauses'
import { englishWords } from '../../../scripts/catalogs'
import { ROOT } from '../../../tools/harness/paths'
import { getWoundData } from '../../../src/mocks/data'

/** The verdict's and the codes' English words, from their catalogs. */
const t = englishWords(`${ROOT}/src/words`, 'verdict') as VerdictTranslate
const codes = englishWords(`${ROOT}/src/words`, 'codes') as CodesTranslate

/** The verdict with its one line and its stall's flag in English, as the screens say them, and the line as the note says it (every sign named). */
function woundVerdict(...args: Parameters<typeof judge>) {
  const verdict = judge(...args)
  return {
    ...verdict,
    summary: summaryText(t, codes, verdict),
    recordSummary: summaryText(t, codes, verdict, Infinity),
    stallFlag: stallText(t, codes, verdict),
  }
}

/** The demo wound's measurements as the overview sees them. */
const pointsOf = (woundId: number) => measurementSeries((getWoundData(woundId)?.measurements ?? []).map((m) => parseMeasurement(m))).points

/** The demo wound's assessments as the overview reads them beside the size. */
function assessedOf(woundId: number) {
  const records = (getWoundData(woundId)?.assessments ?? []).map((a) => parseAssessment(a))
  return { signs: signsSeries(records).points, pain: painSeries(records).points }
}

/* Each demo wound tells a story (its description on the start screen): the verdict must read it. */
describe('the verdict on each demo wound', () => {
  it('wound 1 responded fast to compression, then stopped: a plateau, and with no wound type chosen no reference', () => {
    const verdict = woundVerdict(pointsOf(1))
    expect(verdict.early.status).toBe('unreferenced')
    expect(verdict.trajectory.status).toBe('plateau')
    expect(verdict.status).toBe('plateau')
    // The flat stretch covers months, not just the latest window.
    expect(verdict.trajectory.flat?.days).toBeGreaterThan(120)
    expect(verdict.summary).toMatch(
      /^No measurable reduction since .*; early response: 55% smaller 4 weeks after .* \(no wound type chosen, so no reference\)$/,
    )
    // Chosen as the venous leg ulcer it is: Phillips et al. judged week 3, and nothing was measured on days 18 to 24.
    expect(woundVerdict(pointsOf(1), { referenceId: 'vlu-phillips-2000' }).early).toMatchObject({ status: 'no-data' })
  })

  it('wound 3 did not respond in its first month but is getting smaller now: the current trend leads', () => {
    const verdict = woundVerdict(pointsOf(3), { referenceId: 'dfu-sheehan-2003' })
    expect(verdict.early.status).toBe('below-threshold')
    expect(verdict.earlyIsCurrent).toBe(false)
    expect(verdict.trajectory.status).toBe('reducing')
    expect(verdict.status).toBe('reducing')
    expect(verdict.summary).toMatch(
      /^Getting smaller: \d+% in the last 4 weeks .*; early response: 9% larger 4 weeks after .*, below the 53% of Sheehan/,
    )
    // From its first measurement the wound is more than 80% smaller.
    expect(verdict.metrics?.par).toBeGreaterThan(80)
  })

  it('wound 5, a diabetic foot ulcer, never responded: a plateau since its first weeks, below the 53% of Sheehan et al.', () => {
    const verdict = woundVerdict(pointsOf(5), { referenceId: 'dfu-sheehan-2003' })
    expect(verdict.early.status).toBe('below-threshold')
    expect(verdict.status).toBe('plateau')
    expect(verdict.trajectory.flat?.days).toBeGreaterThanOrEqual(14 * 7)
  })

  it('wound 5 is infected again at its last two visits: the signs lead, and the plateau names them', () => {
    const verdict = woundVerdict(pointsOf(5), assessedOf(5))
    expect(verdict.status).toBe('infection')
    expect(verdict.summary).toMatch(
      /^Signs of infection since [^:]+: infected, (haemo)?purulent exudate, increasing malodour.*; no measurable reduction since /,
    )
    // The record's line names every sign; the screen's names three and counts the rest.
    expect(verdict.summary).toMatch(/and \d+ more/)
    expect(verdict.recordSummary).not.toMatch(/and \d+ more/)
    expect(verdict.stallFlag).toMatch(/, with signs of infection since /)
  })

  it('wound 6, a surgical wound: no early-response judgement unless a wound type is chosen; getting smaller since it was treated', () => {
    const verdict = woundVerdict(pointsOf(6), assessedOf(6))
    expect(verdict.status).toBe('reducing')
    expect(verdict.early.status).toBe('unreferenced')
    expect(verdict.summary).not.toMatch(/threshold|Sheehan|53%|on track/)
    expect(verdict.trajectory.status).toBe('reducing')
    expect(verdict.infection).toBeNull()
    expect(verdict.painRises).toEqual([])
    // Chosen as a diabetic foot ulcer, within 12 weeks of the first measurement: the comparison leads.
    expect(woundVerdict(pointsOf(6), { ...assessedOf(6), referenceId: 'dfu-sheehan-2003' }).status).toBe('below-threshold')
    expect(woundVerdict(pointsOf(6), { ...assessedOf(6), referenceId: 'other' }).status).toBe('reducing')
  })

  it('wound 2 has nothing to judge', () => {
    expect(woundVerdict(pointsOf(2))).toMatchObject({ status: 'no-data', summary: 'No wound areas recorded' })
  })
})
