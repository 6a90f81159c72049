import { describe, expect, it } from 'vitest'
import { parseMeasurement } from '../../../../src/api/schemas/measurement'
import { healingMetrics, type HealingMetrics, type ReferenceCheck } from '../../../../src/domain/healing/metrics'
import { measurementSeries } from '../../../../src/domain/healing/series'
import { earlyResponse } from '../../../../src/domain/healing/early-response'
import {
  HEALING_REFERENCE_IDS,
  REFERENCE_FACTS,
  type ReferenceFacts,
  type WoundTypeChoice,
} from '../../../../src/domain/healing/references'
import type { WoundVerdict } from '../../../../src/domain/healing/verdict'
import { REFERENCE_STUDIES, earlyExplanation } from '../../../../src/features/overview/early-words'
import type { OverviewTranslate } from '../../../../src/features/overview/use-overview-words'
import type { VerdictTranslate } from '../../../../src/whole-history/use-verdict-words'
import { percentShown } from '../../../../src/whole-history/verdict-clauses'
import { formatDate } from '../../../../src/text/format'
import { addDays } from '../../../../src/text/calendar-days'
import { englishWords } from '../../../../scripts/catalogs'
import { ROOT } from '../../../../tools/harness/paths'

/** The overview's and the verdict's English words, from their catalogs. */
const t = englishWords(`${ROOT}/src/words`, 'overview') as OverviewTranslate
const vt = englishWords(`${ROOT}/src/words`, 'verdict') as VerdictTranslate
const DECISION_SUPPORT_NOTE = t('decisionSupport')
const chooseWoundType = t('chooseWoundType')
const noPublishedReference = t('noPublishedReference')

/** A reference's facts with what its study found, in English. */
const withWords = (facts: ReferenceFacts) => {
  const study = REFERENCE_STUDIES[facts.id]
  return { ...facts, label: t(study.label), summary: t(study.summary), caveat: t(study.caveat) }
}
const DFU = withWords(REFERENCE_FACTS['dfu-sheehan-2003'])
const VLU = withWords(REFERENCE_FACTS['vlu-phillips-2000'])

/** The early response explained, as the overview's panel says it, for a wound with these metrics. */
function healingVerdict(
  metrics: HealingMetrics | null,
  reference: ReferenceFacts | null,
  {
    baselineIsFirst = true,
    undated = 0,
    choice = null,
  }: { baselineIsFirst?: boolean; undated?: number; choice?: WoundTypeChoice | null } = {},
) {
  const early = earlyResponse(metrics, reference, undated)
  const verdict = { early, metrics, reference, woundType: choice, baseline: { isFirst: baselineIsFirst } } as unknown as WoundVerdict
  return { status: early.status, explanation: earlyExplanation({ t, vt }, verdict) }
}
const percentText = (value: number, threshold: number) => `${percentShown(value, threshold)}%`
const START = '2026-03-01'
const d = (day: number) => formatDate(addDays(START, day))

/** Metrics of a wound measured on the given days (from START) with the given areas, read at the check of `check`. */
function metricsAt(check: ReferenceCheck, ...rows: [day: number, area?: number][]) {
  const records = rows.map(([day, area], index) => parseMeasurement({ id: index + 1, date: addDays(START, day), area }))
  return healingMetrics(measurementSeries(records).points, { check })
}
const metrics = (...rows: [day: number, area?: number][]) => metricsAt(DFU.check, ...rows)

describe('the published references', () => {
  it('holds the two published thresholds, each with the one paper that states it', () => {
    expect(HEALING_REFERENCE_IDS).toEqual(['dfu-sheehan-2003', 'vlu-phillips-2000'])
    expect(DFU).toMatchObject({ thresholdPercent: 53, label: 'Diabetic foot ulcer' })
    expect(DFU.citations.map((c) => c.doi)).toEqual(['10.2337/diacare.26.6.1879'])
    expect(DFU.citations[0]?.text).toContain('Diabetes Care. 2003;26(6):1879–1882.')
    expect(VLU).toMatchObject({ thresholdPercent: 40, label: 'Venous leg ulcer' })
    expect(VLU.citations.map((c) => c.url)).toEqual(['https://doi.org/10.1067/mjd.2000.107496'])
    for (const id of HEALING_REFERENCE_IDS) expect(withWords(REFERENCE_FACTS[id]).summary).toMatch(/\.$/)
  })

  it('says what each study found, for the population it studied: Sheehan’s median split, Phillips’ week 3', () => {
    expect(DFU.summary).toContain('203 people with diabetic foot ulcers')
    expect(DFU.summary).toContain('midpoint')
    expect(DFU.summary).toContain('58%')
    expect(DFU.summary).toContain('9%')
    expect(DFU.summary).toContain('42% of those ulcers had not healed at 12 weeks')
    expect(VLU.summary).toContain('165 people with long-standing venous leg ulcers')
    expect(VLU.summary).toContain('at least 40% healing by week 3 predicted more than 70% of the outcomes correctly')
    expect(`${VLU.summary} ${VLU.caveat}`).not.toMatch(/Kantor|24 weeks/)
  })
})

describe('healingVerdict', () => {
  it('above the threshold: what the study found, in a neutral voice, and that it is no promise', () => {
    // 10 → 3.8 cm² at day 27: 62 %, above 53 %.
    const verdict = healingVerdict(metrics([0, 10], [14, 6], [27, 3.8]), DFU)
    expect(verdict).toEqual({
      status: 'above-threshold',
      explanation: `Area reduced 62% at 4 weeks (day 27, ${d(27)}), above the 53% of Sheehan et al. 2003 (diabetic foot ulcers): in their trial, 58% of the diabetic foot ulcers above the 4-week median had healed at 12 weeks, against 9% of those below it (so 42% of those above it had not). A reduction above it is not a forecast for this wound. ${DECISION_SUPPORT_NOTE}`,
    })
    expect(verdict.explanation).not.toMatch(/on track/i)
  })

  it('below the threshold: what the study found below it, and a reason to review', () => {
    const verdict = healingVerdict(metrics([0, 10], [28, 8]), DFU)
    expect(verdict.status).toBe('below-threshold')
    expect(verdict.explanation).toBe(
      `Area reduced 20% at 4 weeks (day 28, ${d(28)}), below the 53% of Sheehan et al. 2003 (diabetic foot ulcers): in their trial, 9% of the diabetic foot ulcers below the 4-week median had healed at 12 weeks, against 58% of those above it. It may be worth reviewing the wound and its care. ${DECISION_SUPPORT_NOTE}`,
    )
  })

  it('reads the venous reference at week 3, as Phillips et al. did', () => {
    // 10 → 5.5 cm² at day 21: 45 %, above 40 %. Day 28 is outside week 3's days 18 to 24.
    expect(healingVerdict(metricsAt(VLU.check, [0, 10], [21, 5.5], [28, 5]), VLU)).toMatchObject({ status: 'above-threshold' })
    expect(healingVerdict(metricsAt(VLU.check, [0, 10], [21, 5.5]), VLU).explanation).toMatch(
      /^Area reduced 45% at 3 weeks \(day 21, .+\), above the 40% of Phillips et al\. 2000 \(venous leg ulcers\)/,
    )
    expect(healingVerdict(metricsAt(VLU.check, [0, 10], [14, 8], [28, 5]), VLU).status).toBe('no-data')
  })

  it('with no wound type chosen: the measured reduction and its date, and which choice would compare it', () => {
    const verdict = healingVerdict(metrics([0, 10], [28, 8]), null)
    expect(verdict).toEqual({
      status: 'unreferenced',
      explanation: `Area reduced 20% at 4 weeks (day 28, ${d(28)}). ${chooseWoundType} ${DECISION_SUPPORT_NOTE}`,
    })
    expect(verdict.explanation).not.toMatch(/threshold|Sheehan|Phillips|53|40%/)
    const other = healingVerdict(metrics([0, 10], [28, 8]), null, { choice: 'other' })
    expect(other.explanation).toBe(`Area reduced 20% at 4 weeks (day 28, ${d(28)}). ${noPublishedReference} ${DECISION_SUPPORT_NOTE}`)
  })

  it('counts a reduction exactly at the threshold as at it', () => {
    // 10 → 4.7 cm²: 53 % exactly, once floating-point noise is removed.
    const sheehan = healingVerdict(metrics([0, 10], [28, 4.7]), DFU)
    expect(sheehan.status).toBe('above-threshold')
    expect(sheehan.explanation).toContain('at the 53% of Sheehan et al. 2003')
  })

  it('describes a growing wound as an increase, and never rounds a value onto the other side of the threshold', () => {
    expect(healingVerdict(metrics([0, 10], [29, 12]), DFU).explanation).toMatch(/^Area increased 20% at 4 weeks/)
    // 10 → 4.73 cm²: 52.7 %, which rounds to 53.
    const verdict = healingVerdict(metrics([0, 10], [28, 4.73]), DFU)
    expect(verdict.status).toBe('below-threshold')
    expect(verdict.explanation).toMatch(/^Area reduced 52\.7% at 4 weeks/)
    expect(percentText(62.04, 53)).toBe('62%')
    expect(percentText(53.4, 53)).toBe('53.4%')
    expect(percentText(52.96, 53)).toBe('52.96%')
    expect(percentText(-20, 53)).toBe('20%')
    expect(percentText(0.3, 53)).toBe('0.3%')
  })

  it('is too early before a measurement near the check, and says when it will be possible', () => {
    const verdict = healingVerdict(metrics([0, 10], [14, 8]), DFU)
    expect(verdict).toEqual({
      status: 'too-early',
      explanation:
        `The wound has been measured for 14 days since ${formatDate('2026-03-01')}. ` +
        `The check against the 53% of Sheehan et al. 2003 (diabetic foot ulcers) will be possible once an area is measured between day 21 and day 35 after the first measurement (${formatDate('2026-03-22')} to ${formatDate('2026-04-05')}). ` +
        DECISION_SUPPORT_NOTE,
    })
    expect(healingVerdict(metrics([0, 10], [14, 8]), null).explanation).toContain('The area reduction at 4 weeks will be possible once')
  })

  it('says so when no measurement fell near the check, and has none without areas or with a zero baseline', () => {
    const verdict = healingVerdict(metrics([0, 10], [14, 8], [42, 5]), DFU)
    expect(verdict.status).toBe('no-data')
    expect(verdict.explanation).toContain('No area was measured between day 21 and day 35')
    expect(healingVerdict(null, DFU).explanation).toMatch(/^None of the measurements has an area/)
    // Areas that cannot be placed in time are not "no areas".
    expect(healingVerdict(null, DFU, { undated: 2 }).explanation).toMatch(/^2 measurements without a usable date/)
    expect(healingVerdict(metrics([0, 0], [28, 1]), DFU).explanation).toMatch(/^The first recorded area is 0 cm²/)
  })

  it('words every verdict as decision support, never a forecast', () => {
    const cases = [metrics([0, 10], [28, 3]), metrics([0, 10], [28, 9]), metrics([0, 10]), metrics([0, 10], [50, 5]), null]
    for (const m of cases) {
      for (const reference of [DFU, VLU, null]) {
        const { explanation } = healingVerdict(m, reference)
        expect(explanation.endsWith(DECISION_SUPPORT_NOTE)).toBe(true)
        expect(explanation).not.toMatch(/\b(will heal|will not heal|diagnosed|on track)\b/i)
      }
    }
  })
})
