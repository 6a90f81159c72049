import { describe, expect, it } from 'vitest'
import { parseMeasurement } from '../../../src/api/schemas/measurement'
import { healingMetrics, type ReferenceCheck } from '../../../src/domain/healing/metrics'
import { measurementSeries } from '../../../src/domain/healing/series'
import { HEALING_REFERENCE_IDS } from '../../../src/domain/healing/references'
import { DECISION_SUPPORT_NOTE, HEALING_REFERENCES, healingVerdict, percentText } from '#words/references'
import { formatDate } from '../../../src/shared/format'
import { addDays } from '../../../src/shared/calendar-date'

const DFU = HEALING_REFERENCES['dfu-sheehan-2003']
const VLU = HEALING_REFERENCES['vlu-40']
const START = '2026-03-01'

/** Metrics of a wound measured on the given days (from START) with the given areas. */
function metrics(...rows: [day: number, area?: number][]) {
  return metricsAt(DFU.check, ...rows)
}

function metricsAt(check: ReferenceCheck, ...rows: [day: number, area?: number][]) {
  const records = rows.map(([day, area], index) => parseMeasurement({ id: index + 1, date: addDays(START, day), area }))
  return healingMetrics(measurementSeries(records).points, { check })
}

describe('HEALING_REFERENCES', () => {
  it('holds the two published thresholds with their citations', () => {
    expect(HEALING_REFERENCE_IDS).toEqual(['dfu-sheehan-2003', 'vlu-40'])
    expect(DFU).toMatchObject({ thresholdPercent: 53, label: 'Diabetic foot ulcer — Sheehan et al. 2003' })
    expect(DFU.citations.map((c) => c.doi)).toEqual(['10.2337/diacare.26.6.1879'])
    expect(DFU.citations[0]?.text).toContain('Diabetes Care. 2003;26(6):1879–1882.')
    expect(VLU).toMatchObject({ thresholdPercent: 40, label: 'Venous leg ulcer — Phillips et al. 2000; Kantor & Margolis 2000' })
    expect(VLU.citations.map((c) => c.doi)).toEqual(['10.1067/mjd.2000.107496', '10.1046/j.1365-2133.2000.03478.x'])
    expect(VLU.citations.map((c) => c.url)).toEqual([
      'https://doi.org/10.1067/mjd.2000.107496',
      'https://doi.org/10.1046/j.1365-2133.2000.03478.x',
    ])
    for (const id of HEALING_REFERENCE_IDS) expect(HEALING_REFERENCES[id].summary).toMatch(/\.$/)
  })

  it("words the check from the reference's own: a reference judged at 2 weeks reads '2 weeks' everywhere", () => {
    const twoWeeks = { ...DFU, check: { day: 14, windowDays: 3 } }
    expect(healingVerdict(metricsAt(twoWeeks.check, [0, 10], [13, 4]), twoWeeks).headline).toBe(
      'On track: area reduced 60% at 2 weeks (day 13)',
    )
    expect(healingVerdict(metricsAt(twoWeeks.check, [0, 10], [7, 4]), twoWeeks).headline).toBe('Too early for the 2-week check')
    const missed = healingVerdict(metricsAt(twoWeeks.check, [0, 10], [7, 6], [28, 4]), twoWeeks)
    expect(missed.headline).toBe('No measurement near 2 weeks')
    expect(missed.explanation).toContain('between day 11 and day 17 after the first measurement')
  })
})

describe('healingVerdict', () => {
  it('says a healing wound is on track under both references', () => {
    // 10 → 3.8 cm² at day 27: (10 − 3.8) / 10 × 100 = 62 %, above 53 % and 40 %.
    const healing = metrics([0, 10], [14, 6], [27, 3.8])
    expect(healingVerdict(healing, DFU)).toEqual({
      status: 'on-track',
      notOnTrack: false,
      referenceId: 'dfu-sheehan-2003',
      headline: 'On track: area reduced 62% at 4 weeks (day 27)',
      explanation:
        'Area reduced 62% at 4 weeks (day 27), above the 53% threshold for diabetic foot ulcers (Sheehan et al. 2003): this pattern is associated with healing by 12 weeks. This is decision support, not a diagnosis.',
    })
    expect(healingVerdict(healing, VLU).explanation).toBe(
      'Area reduced 62% at 4 weeks (day 27), above the 40% threshold for venous leg ulcers (Phillips et al. 2000; Kantor & Margolis 2000): this pattern is associated with complete healing (within 12 to 24 weeks in these studies). This is decision support, not a diagnosis.',
    )
  })

  it('flags a stalled wound as not on track under both references', () => {
    // 10 → 8 cm² at day 28: (10 − 8) / 10 × 100 = 20 %, below 53 % and 40 %.
    const stalled = metrics([0, 10], [28, 8])
    const dfu = healingVerdict(stalled, DFU)
    expect(dfu).toMatchObject({ status: 'not-on-track', notOnTrack: true, headline: 'Not on track: area reduced 20% at 4 weeks (day 28)' })
    expect(dfu.explanation).toBe(
      'Area reduced 20% at 4 weeks (day 28), below the 53% threshold for diabetic foot ulcers (Sheehan et al. 2003): in the published data, wounds below this threshold were less likely to achieve healing by 12 weeks. It may be worth reviewing the wound and its care. This is decision support, not a diagnosis.',
    )
    const vlu = healingVerdict(stalled, VLU)
    expect(vlu).toMatchObject({ status: 'not-on-track', referenceId: 'vlu-40' })
    expect(vlu.explanation).toContain('below the 40% threshold for venous leg ulcers (Phillips et al. 2000; Kantor & Margolis 2000)')
    expect(healingVerdict(stalled, DFU).notOnTrack).toBe(true)
    expect(healingVerdict(stalled, VLU).notOnTrack).toBe(true)
  })

  it('depends on the chosen reference between the two thresholds', () => {
    // 10 → 5.5 cm² at day 28: 45 %, below 53 % but above 40 %.
    const between = metrics([0, 10], [28, 5.5])
    expect(healingVerdict(between, DFU).status).toBe('not-on-track')
    expect(healingVerdict(between, VLU).status).toBe('on-track')
    expect(healingVerdict(between, DFU).notOnTrack).toBe(true)
    expect(healingVerdict(between, VLU).notOnTrack).toBe(false)
  })

  it('counts a reduction exactly at the threshold as on track', () => {
    // 10 → 6 cm²: (10 − 6) / 10 × 100 = 40 % exactly.
    const verdict = healingVerdict(metrics([0, 10], [28, 6]), VLU)
    expect(verdict.status).toBe('on-track')
    expect(verdict.explanation).toMatch(/^Area reduced 40% at 4 weeks \(day 28\), at the 40% threshold/)
    // 10 → 4.7 cm²: (10 − 4.7) / 10 × 100 = 53 % exactly, once floating-point noise is removed.
    const sheehan = healingVerdict(metrics([0, 10], [28, 4.7]), DFU)
    expect(sheehan.headline).toBe('On track: area reduced 53% at 4 weeks (day 28)')
    expect(sheehan.explanation).toContain('at the 53% threshold')
  })

  it('describes a growing wound as an increase', () => {
    // 10 → 12 cm²: (10 − 12) / 10 × 100 = −20 %.
    const verdict = healingVerdict(metrics([0, 10], [29, 12]), DFU)
    expect(verdict.headline).toBe('Not on track: area increased 20% at 4 weeks (day 29)')
  })

  it('never rounds a value onto the other side of the threshold', () => {
    // 10 → 4.73 cm²: 52.7 %, which rounds to 53.
    const verdict = healingVerdict(metrics([0, 10], [28, 4.73]), DFU)
    expect(verdict.status).toBe('not-on-track')
    expect(verdict.headline).toBe('Not on track: area reduced 52.7% at 4 weeks (day 28)')
    expect(percentText(62.04, 53)).toBe('62%')
    expect(percentText(53.4, 53)).toBe('53.4%')
    expect(percentText(52.96, 53)).toBe('52.96%')
    expect(percentText(-20, 53)).toBe('20%')
    expect(percentText(0.3, 53)).toBe('0.3%')
  })

  it('is too early before a measurement near day 28, and says when it will be possible', () => {
    const verdict = healingVerdict(metrics([0, 10], [14, 8]), DFU)
    expect(verdict).toMatchObject({ status: 'too-early', notOnTrack: false, headline: 'Too early for the 4-week check' })
    expect(verdict.explanation).toBe(
      `The wound has been measured for 14 days since ${formatDate('2026-03-01')}. ` +
        `The check against the 53% threshold for diabetic foot ulcers (Sheehan et al. 2003) will be possible once an area is measured between day 21 and day 35 after the first measurement (${formatDate('2026-03-22')} to ${formatDate('2026-04-05')}). ` +
        DECISION_SUPPORT_NOTE,
    )
    expect(healingVerdict(metrics([0, 10]), VLU).status).toBe('too-early')
  })

  it('says so when no measurement fell near day 28', () => {
    const verdict = healingVerdict(metrics([0, 10], [14, 8], [42, 5]), DFU)
    expect(verdict).toMatchObject({ status: 'no-data', headline: 'No measurement near 4 weeks' })
    expect(verdict.explanation).toContain('No area was measured between day 21 and day 35')
  })

  it('has no verdict without areas or with a zero baseline', () => {
    expect(healingVerdict(null, DFU)).toMatchObject({ status: 'no-data', headline: 'No wound areas recorded' })
    // Areas that cannot be placed in time are not "no areas".
    expect(healingVerdict(null, DFU, { undated: 2 })).toMatchObject({ status: 'no-data', headline: 'No dated wound areas' })
    expect(healingVerdict(metrics([0], [28]), DFU).status).toBe('no-data')
    expect(healingVerdict(metrics([0, 0], [28, 1]), DFU)).toMatchObject({ status: 'no-data', headline: 'No baseline area' })
    expect(healingVerdict(null, DFU).notOnTrack).toBe(false)
    expect(healingVerdict(metrics([0, 0], [28, 1]), DFU).notOnTrack).toBe(false)
  })

  it('words every verdict as decision support', () => {
    const cases = [metrics([0, 10], [28, 3]), metrics([0, 10], [28, 9]), metrics([0, 10]), metrics([0, 10], [50, 5]), null]
    for (const m of cases) {
      for (const reference of [DFU, VLU]) {
        const { explanation } = healingVerdict(m, reference)
        expect(explanation.endsWith(DECISION_SUPPORT_NOTE)).toBe(true)
        expect(explanation).not.toMatch(/\b(will heal|will not heal|diagnosed)\b/i)
      }
    }
  })
})
