import { describe, expect, it } from 'vitest'
import { parseMeasurement } from '../../../../src/api/schemas/measurement'
import { addDays } from '../../../../src/text/calendar-days'
import { earlyResponse } from '../../../../src/domain/healing/early-response'
import { healingMetrics } from '../../../../src/domain/healing/metrics'
import { measurementSeries } from '../../../../src/domain/healing/series'

const FOUR_WEEKS = { day: 28, windowDays: 7 }
const THRESHOLD = { thresholdPercent: 53 }

function metrics(...rows: [day: number, area?: number][]) {
  const records = rows.map(([day, area], index) => parseMeasurement({ id: index + 1, date: addDays('2026-03-01', day), area }))
  return healingMetrics(measurementSeries(records).points, { check: FOUR_WEEKS })
}

describe('the early response, judged at the reference’s check', () => {
  it('is above the threshold at or over it, below it under it', () => {
    expect(earlyResponse(metrics([0, 10], [27, 4.7]), THRESHOLD)).toMatchObject({ status: 'above-threshold', value: 53, threshold: 53 })
    expect(earlyResponse(metrics([0, 10], [27, 4.71]), THRESHOLD)).toMatchObject({ status: 'below-threshold', point: { day: 27 } })
  })

  it('with no reference chosen, is the measured reduction and nothing more: no threshold, no judgement', () => {
    const early = earlyResponse(metrics([0, 10], [27, 4.71]), null)
    expect(early).toMatchObject({ status: 'unreferenced', value: 52.9, point: { day: 27, area: 4.71 } })
    expect(early).not.toHaveProperty('threshold')
    expect(earlyResponse(metrics([0, 10], [14, 8]), null)).toMatchObject({ status: 'too-early' })
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
