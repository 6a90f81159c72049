import { describe, expect, it } from 'vitest'
import { parseAssessment } from '../../../../src/api/schemas/assessment'
import { parseMeasurement } from '../../../../src/api/schemas/measurement'
import { addDays } from '../../../../src/text/calendar-days'
import { judgeWound } from '../../../../src/domain/healing/judgement'
import { measurementSeries, signsSeries } from '../../../../src/domain/healing/series'

const START = '2026-01-05'
const REFERENCE = { thresholdPercent: 53, check: { day: 28, windowDays: 7 }, horizonWeeks: 12 }
const points = (...rows: [day: number, area: number][]) =>
  measurementSeries(rows.map(([day, area], index) => parseMeasurement({ id: index + 1, date: addDays(START, day), area }))).points

describe('the judgement of a wound, structured and ranked', () => {
  it('leads with signs of infection still recorded, then the trajectory, then the early response', () => {
    const signs = signsSeries([parseAssessment({ id: 1, date: addDays(START, 56), values: { infection: { infected: 'YES' } } })]).points
    const judgement = judgeWound(points([0, 10], [28, 4], [56, 2]), { signs }, REFERENCE)
    expect(judgement.parts.map((part) => [part.about, part.status])).toEqual([
      ['infection', 'infection'],
      ['trajectory', 'reducing'],
      ['early', 'above-threshold'],
    ])
    expect(judgement.status).toBe('infection')
    expect(judgement.early).toMatchObject({ status: 'above-threshold', value: 60 })
  })

  it('ranks an early response below the threshold above a reducing wound while its prediction holds, below it after', () => {
    const early = judgeWound(points([0, 10], [28, 8], [56, 5]), {}, REFERENCE)
    expect(early.parts.map((part) => part.status)).toEqual(['below-threshold', 'reducing'])
    const late = judgeWound(points([0, 10], [28, 8], [100, 6], [128, 3]), {}, REFERENCE)
    expect(late.earlyIsCurrent).toBe(false)
    expect(late.parts.map((part) => part.status)).toEqual(['reducing', 'below-threshold'])
  })

  it('without a reference, judges nothing against a threshold: the 4-week reduction is a fact that never leads a change', () => {
    const judgement = judgeWound(points([0, 10], [28, 8], [56, 5]), {}, null)
    expect(judgement.early).toMatchObject({ status: 'unreferenced', value: 20 })
    expect(judgement.parts.map((part) => part.status)).toEqual(['reducing', 'unreferenced'])
    expect(judgement.status).toBe('reducing')
  })

  it('reads a date with several measurements once, by its last one: the baseline, the check and the latest agree with the visit', () => {
    // Day 0: 12 then 10 (a retake); day 28: 5 then 6; day 56: 3 then 2.
    const judgement = judgeWound(points([0, 12], [0, 10], [28, 5], [28, 6], [56, 3], [56, 2]), {}, REFERENCE)
    expect(judgement.metrics?.baseline.area).toBe(10)
    expect(judgement.early).toMatchObject({ status: 'below-threshold', value: 40 })
    expect(judgement.metrics?.latest.area).toBe(2)
    expect(judgement.trajectory.window).toMatchObject({ from: { area: 6 }, to: { area: 2 } })
  })

  it('counts the assessment dates in the latest 4 weeks: none means the signs were not read, not that there were none', () => {
    const old = signsSeries([parseAssessment({ id: 1, date: START, values: { odor: 'NO' } })]).points
    expect(judgeWound(points([0, 10], [56, 5]), { signs: old }, REFERENCE).assessedInWindow).toBe(0)
    const recent = signsSeries([parseAssessment({ id: 1, date: addDays(START, 50), values: { odor: 'NO' } })]).points
    expect(judgeWound(points([0, 10], [56, 5]), { signs: recent }, REFERENCE).assessedInWindow).toBe(1)
  })

  it('has no trajectory part without areas, and says nothing can be judged', () => {
    const judgement = judgeWound([], { undated: 2 }, REFERENCE)
    expect(judgement.parts).toEqual([
      { rank: 7, status: 'no-data', about: 'early', early: { status: 'no-data', gap: { kind: 'undated', undated: 2 } } },
    ])
  })
})
