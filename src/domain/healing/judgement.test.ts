import { describe, expect, it } from 'vitest'
import { parseAssessment } from '../../api/schemas/assessment'
import { parseMeasurement } from '../../api/schemas/measurement'
import { addDays } from '../../shared/calendar-date'
import { judgeWound } from './judgement'
import { measurementSeries, signsSeries } from './series'

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
      ['early', 'on-track'],
    ])
    expect(judgement.status).toBe('infection')
    expect(judgement.early).toMatchObject({ status: 'on-track', value: 60 })
  })

  it('ranks an early response below the threshold above a reducing wound while its prediction holds, below it after', () => {
    const early = judgeWound(points([0, 10], [28, 8], [56, 5]), {}, REFERENCE)
    expect(early.parts.map((part) => part.status)).toEqual(['not-on-track', 'reducing'])
    const late = judgeWound(points([0, 10], [28, 8], [100, 6], [128, 3]), {}, REFERENCE)
    expect(late.earlyIsCurrent).toBe(false)
    expect(late.parts.map((part) => part.status)).toEqual(['reducing', 'not-on-track'])
  })

  it('has no trajectory part without areas, and says nothing can be judged', () => {
    const judgement = judgeWound([], { undated: 2 }, REFERENCE)
    expect(judgement.parts).toEqual([
      { rank: 7, status: 'no-data', about: 'early', early: { status: 'no-data', gap: { kind: 'undated', undated: 2 } } },
    ])
  })
})
