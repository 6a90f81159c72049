import { describe, expect, it } from 'vitest'
import { parseMeasurement } from '../../api/schemas/measurement'
import { addDays } from '../../shared/calendar-date'
import { earlyResponse } from './early-response'
import { healingMetrics } from './metrics'
import { measurementSeries } from './series'

const FOUR_WEEKS = { day: 28, windowDays: 7 }
const THRESHOLD = { thresholdPercent: 53 }

function metrics(...rows: [day: number, area?: number][]) {
  const records = rows.map(([day, area], index) => parseMeasurement({ id: index + 1, date: addDays('2026-03-01', day), area }))
  return healingMetrics(measurementSeries(records).points, { check: FOUR_WEEKS })
}

describe('the early response, judged at the reference’s check', () => {
  it('is on track at or above the threshold, not on track below it', () => {
    expect(earlyResponse(metrics([0, 10], [27, 4.7]), THRESHOLD)).toMatchObject({ status: 'on-track', value: 53, threshold: 53 })
    expect(earlyResponse(metrics([0, 10], [27, 4.71]), THRESHOLD)).toMatchObject({ status: 'not-on-track', point: { day: 27 } })
  })

  it('says why it cannot judge: no areas, none dated, a zero baseline, nothing near the check yet or at all', () => {
    expect(earlyResponse(null, THRESHOLD)).toEqual({ status: 'no-data', gap: { kind: 'no-areas' } })
    expect(earlyResponse(null, THRESHOLD, 3)).toEqual({ status: 'no-data', gap: { kind: 'undated', undated: 3 } })
    expect(earlyResponse(metrics([0, 0], [28, 1]), THRESHOLD)).toEqual({ status: 'no-data', gap: { kind: 'zero-baseline' } })
    expect(earlyResponse(metrics([0, 10], [14, 8]), THRESHOLD)).toEqual({
      status: 'too-early',
      gap: { kind: 'no-measurement-at-check', tooEarly: true },
    })
    expect(earlyResponse(metrics([0, 10], [14, 8], [42, 5]), THRESHOLD)).toEqual({
      status: 'no-data',
      gap: { kind: 'no-measurement-at-check', tooEarly: false },
    })
  })
})
