import { describe, expect, it } from 'vitest'
import { parseAssessment } from '../../../src/api/schemas/assessment'
import { parseMeasurement } from '../../../src/api/schemas/measurement'
import { addDays } from '../../../src/text/calendar-days'
import { caseloadFacts, concernRank, CONCERNS, daysBetween } from '../../../src/domain/caseload'
import { judgeWound } from '../../../src/domain/healing/judgement'
import { measurementSeries, painSeries, signsSeries } from '../../../src/domain/healing/series'

const START = '2026-01-05'
const points = (...rows: [day: number, area: number][]) =>
  measurementSeries(rows.map(([day, area], index) => parseMeasurement({ id: index + 1, date: addDays(START, day), area }))).points
const facts = (rows: [number, number][], today: number, input: Parameters<typeof judgeWound>[1] = {}) => {
  const series = points(...rows)
  return caseloadFacts(judgeWound(series, input, null), series, addDays(START, today) ?? START)
}

describe('the caseload’s concern of a wound', () => {
  it('ranks infection, deterioration, pain, plateau, overdue, improving, too little data', () => {
    expect(CONCERNS.map(concernRank)).toEqual([0, 1, 2, 3, 4, 5, 6])
  })

  it('reads signs of infection recorded now before anything else', () => {
    const signs = signsSeries([parseAssessment({ id: 1, date: addDays(START, 28), values: { infection: { infected: 'YES' } } })]).points
    expect(
      facts(
        [
          [0, 10],
          [14, 12],
          [28, 14],
        ],
        30,
        { signs },
      ).concern,
    ).toBe('infection')
  })

  it('reads a growing wound, then a rise in pain, then a plateau, from the judgement', () => {
    expect(
      facts(
        [
          [0, 10],
          [14, 12],
          [28, 14],
        ],
        30,
      ).concern,
    ).toBe('deteriorating')
    const pain = painSeries([
      parseAssessment({ id: 1, date: addDays(START, 14), values: { pain: { at_rest_scale: 2 } } }),
      parseAssessment({ id: 2, date: addDays(START, 28), values: { pain: { at_rest_scale: 7 } } }),
    ]).points
    expect(
      facts(
        [
          [0, 10],
          [14, 8],
          [28, 6],
        ],
        30,
        { pain },
      ).concern,
    ).toBe('pain')
    expect(
      facts(
        [
          [0, 10],
          [14, 10],
          [28, 10],
          [42, 10],
        ],
        44,
      ).concern,
    ).toBe('plateau')
  })

  it('is overdue when unmeasured for more than twice its own usual interval, and says by how long', () => {
    const weekly: [number, number][] = [
      [0, 10],
      [7, 9],
      [14, 8],
      [21, 7],
    ]
    expect(facts(weekly, 35)).toMatchObject({ concern: 'improving', usualIntervalDays: 7, daysSinceMeasured: 14, overdue: false })
    expect(facts(weekly, 36)).toMatchObject({ concern: 'overdue', daysSinceMeasured: 15, overdue: true })
    // Two dates are one interval: no rhythm yet, so never overdue.
    expect(
      facts(
        [
          [0, 10],
          [7, 9],
        ],
        200,
      ),
    ).toMatchObject({ usualIntervalDays: null, overdue: false })
  })

  it('has too little to judge with one measurement, and names the latest area and date', () => {
    expect(facts([[0, 10]], 3)).toMatchObject({ concern: 'too-little-data', latest: { date: START, area: 10 }, daysSinceMeasured: 3 })
    expect(caseloadFacts(judgeWound([], {}, null), [], START)).toMatchObject({
      concern: 'too-little-data',
      latest: null,
      daysSinceMeasured: null,
    })
  })

  it('counts days on the calendar', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2)
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2)
  })
})
