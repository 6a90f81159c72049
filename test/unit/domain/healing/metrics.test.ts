import { describe, expect, it } from 'vitest'
import { parseMeasurement } from '../../../../src/api/schemas/measurement'
import {
  gilmanAdvance,
  healingConstant,
  healingMetrics as metricsWith,
  targetArea,
  type HealingMetricsOptions,
  type ReferenceCheck,
} from '../../../../src/domain/healing/metrics'
import { percentAreaReduction } from '../../../../src/domain/area-change'
import { measurementSeries } from '../../../../src/domain/healing/series'
import { addDays } from '../../../../src/text/calendar-days'

/** The check both references use today (references.ts): day 28, ±7 days. */
const FOUR_WEEKS: ReferenceCheck = { day: 28, windowDays: 7 }
const healingMetrics = (points: Parameters<typeof metricsWith>[0], options: Partial<HealingMetricsOptions> = {}) =>
  metricsWith(points, { check: FOUR_WEEKS, ...options })

const START = '2026-03-01'

/** A series of (day, area, perimeter) through the zod schema and the series builder. */
function series(...rows: [day: number, area?: number, perimeter?: number][]) {
  const records = rows.map(([day, area, perimeter], index) =>
    parseMeasurement({ id: index + 1, date: addDays(START, day), type: 'regular', area, perimeter }),
  )
  return measurementSeries(records).points
}

describe('healingMetrics', () => {
  it('computes every metric for 10 → 4.7 cm² over 28 days', () => {
    const metrics = healingMetrics(series([0, 10, 12], [14, 7, 10], [28, 4.7, 8]))
    expect(metrics?.baseline).toEqual({ id: 1, date: '2026-03-01', day: 0, area: 10, perimeter: 12, locked: null })
    expect(metrics?.latest).toEqual({ id: 3, date: '2026-03-29', day: 28, area: 4.7, perimeter: 8, locked: null })
    expect(metrics?.daysTracked).toBe(28)
    expect(metrics?.pointsUsed).toBe(3)
    // 4.7 − 10 = −5.3 cm² (negative: smaller).
    expect(metrics?.absoluteChange).toBeCloseTo(-5.3, 10)
    // (10 − 4.7) / 10 × 100 = 53 % (exactly: floating-point noise is rounded away).
    expect(metrics?.par).toBe(53)
    expect(metrics?.parAtCheck?.value).toBe(53)
    expect(metrics?.parAtCheck?.point.day).toBe(28)
    expect(metrics?.parAtCheck?.dayOffset).toBe(0)
    expect(metrics?.checkWindow).toEqual({ day: 28, fromDay: 21, toDay: 35 })
    // k = ln(10 / 4.7) / 28 = 0.755022584 / 28 = 0.026965092 per day; × 7 = 0.188755646 per week.
    expect(metrics?.k?.perDay).toBeCloseTo(0.026965092, 8)
    expect(metrics?.k?.perWeek).toBeCloseTo(0.188755646, 8)
    // Gilman: ΔA = 5.3 cm², mean perimeter (12 + 8) / 2 = 10 cm → 0.53 cm in 28 days
    // = 0.018928571 cm/day = 0.1325 cm/week.
    expect(metrics?.gilman?.cmPerDay).toBeCloseTo(0.018928571, 8)
    expect(metrics?.gilman?.cmPerWeek).toBeCloseTo(0.1325, 10)
  })

  it('takes the first measurement WITH an area as baseline, and counts days from it', () => {
    // Day 0 has no area; the baseline is day 7 (area 8); day 35 is day 28 after it.
    const metrics = healingMetrics(series([0], [7, 8], [20], [35, 2]))
    expect(metrics?.baseline.date).toBe('2026-03-08')
    expect(metrics?.latest.day).toBe(28)
    expect(metrics?.daysTracked).toBe(28)
    expect(metrics?.pointsUsed).toBe(2)
    // (8 − 2) / 8 × 100 = 75 %; the series' own day 28 (no area) is not a 4-week point.
    expect(metrics?.par).toBe(75)
    expect(metrics?.parAtCheck?.point.date).toBe('2026-04-05')
    // k = ln(8 / 2) / 28 = 1.386294361 / 28 = 0.049510513 per day.
    expect(metrics?.k?.perDay).toBeCloseTo(0.049510513, 8)
  })

  it('reports no change yet for a single measurement', () => {
    const metrics = healingMetrics(series([0, 6, 9]))
    expect(metrics).toMatchObject({
      daysTracked: 0,
      absoluteChange: null,
      par: null,
      parAtCheck: null,
      k: null,
      gilman: null,
      pointsUsed: 1,
    })
    expect(metrics?.baseline).toEqual(metrics?.latest)
  })

  it('gives no percentage for a zero baseline', () => {
    const metrics = healingMetrics(series([0, 0], [28, 2]))
    // 2 − 0 = +2 cm²; PAR and k divide by or take the log of A0 = 0.
    expect(metrics).toMatchObject({ absoluteChange: 2, par: null, k: null })
    expect(metrics?.parAtCheck?.value).toBeNull()
  })

  it('leaves out the Gilman rate when a perimeter is missing, and keeps the rest', () => {
    const metrics = healingMetrics(series([0, 10, 12], [28, 5]))
    expect(metrics?.gilman).toBeNull()
    // ln(10 / 5) / 28 = 0.693147181 / 28 = 0.024755257 per day.
    expect(metrics?.k?.perDay).toBeCloseTo(0.024755257, 8)
  })

  it('shows a growing wound as negative reduction and negative k', () => {
    const metrics = healingMetrics(series([0, 5, 8], [28, 6, 10]))
    // (5 − 6) / 5 × 100 = −20 %; 6 − 5 = +1 cm².
    expect(metrics?.par).toBeCloseTo(-20, 10)
    expect(metrics?.absoluteChange).toBeCloseTo(1, 10)
    // ln(5 / 6) / 28 = −0.182321557 / 28 = −0.006511484 per day.
    expect(metrics?.k?.perDay).toBeCloseTo(-0.006511484, 8)
    // (5 − 6) / ((8 + 10) / 2) / 28 = −1 / 9 / 28 = −0.003968254 cm/day.
    expect(metrics?.gilman?.cmPerDay).toBeCloseTo(-0.003968254, 8)
  })

  it('handles a closed wound: 100 % reduction, no finite k', () => {
    const metrics = healingMetrics(series([0, 10, 12], [28, 0, 0]))
    expect(metrics?.par).toBe(100)
    expect(metrics?.k).toBeNull()
    // 10 / ((12 + 0) / 2) / 28 = 10 / 6 / 28 = 0.05952381 cm/day.
    expect(metrics?.gilman?.cmPerDay).toBeCloseTo(0.05952381, 8)
  })

  it('has no rates for two measurements on the same day', () => {
    const metrics = healingMetrics(series([0, 10, 12], [0, 9, 11]))
    expect(metrics).toMatchObject({ daysTracked: 0, k: null, gilman: null })
    expect(metrics?.par).toBeCloseTo(10, 10)
  })

  it('is null when no measurement has a usable area', () => {
    expect(healingMetrics([])).toBeNull()
    expect(healingMetrics(series([0], [7]))).toBeNull()
    // A negative area is not an area.
    expect(healingMetrics(series([0, -3]))).toBeNull()
  })
})

describe('the 4-week point', () => {
  const fourWeekDay = (...days: number[]) =>
    healingMetrics(series([0, 10], ...days.map((d): [number, number] => [d, 5])))?.parAtCheck?.point.day

  it('takes the measurement nearest day 28, within ±7 days inclusive', () => {
    expect(fourWeekDay(14, 27, 31)).toBe(27)
    expect(fourWeekDay(21)).toBe(21)
    expect(fourWeekDay(35)).toBe(35)
    expect(fourWeekDay(20)).toBeUndefined()
    expect(fourWeekDay(36)).toBeUndefined()
    expect(fourWeekDay(20, 36)).toBeUndefined()
  })

  it('takes the earlier of two equally near measurements', () => {
    expect(fourWeekDay(26, 30)).toBe(26)
    expect(fourWeekDay(21, 35)).toBe(21)
  })

  it('takes the first (lowest id) of two measurements on the same day', () => {
    const metrics = healingMetrics(series([0, 10], [28, 6], [28, 4]))
    expect(metrics?.parAtCheck?.point).toMatchObject({ id: 2, area: 6 })
    expect(metrics?.parAtCheck?.value).toBe(40)
  })

  it('reports the signed offset from day 28, and a narrower window when asked', () => {
    const metrics = healingMetrics(series([0, 10], [24, 5]))
    expect(metrics?.parAtCheck?.dayOffset).toBe(-4)
    expect(healingMetrics(series([0, 10], [24, 5]), { check: { day: 28, windowDays: 3 } })?.parAtCheck).toBeNull()
    expect(healingMetrics(series([0, 10], [24, 5]), { check: { day: 28, windowDays: 3 } })?.checkWindow).toEqual({
      day: 28,
      fromDay: 25,
      toDay: 31,
    })
  })
})

describe('formulas', () => {
  it('percentAreaReduction', () => {
    expect(percentAreaReduction(8, 2)).toBe(75)
    expect(percentAreaReduction(4, 5)).toBe(-25)
    expect(percentAreaReduction(0, 5)).toBeNull()
  })

  it('healingConstant', () => {
    // ln(4 / 1) / 14 = 1.386294361 / 14 = 0.099021026 per day; × 7 = 0.693147181 per week.
    expect(healingConstant(4, 1, 14)?.perDay).toBeCloseTo(0.099021026, 8)
    expect(healingConstant(4, 1, 14)?.perWeek).toBeCloseTo(Math.LN2 * 2 * 0.5, 8)
    expect(healingConstant(4, 1, 0)).toBeNull()
    expect(healingConstant(0, 1, 14)).toBeNull()
    expect(healingConstant(4, 0, 14)).toBeNull()
  })

  it('gilmanAdvance', () => {
    // (6 − 2) / ((10 + 6) / 2) / 7 = 4 / 8 / 7 = 0.071428571 cm/day = 0.5 cm/week.
    expect(gilmanAdvance(6, 2, 10, 6, 7)?.cmPerWeek).toBeCloseTo(0.5, 10)
    expect(gilmanAdvance(6, 2, null, 6, 7)).toBeNull()
    expect(gilmanAdvance(6, 2, 10, null, 7)).toBeNull()
    expect(gilmanAdvance(6, 2, 0, 0, 7)).toBeNull()
    expect(gilmanAdvance(6, 2, 10, 6, 0)).toBeNull()
  })

  it('targetArea: the area a threshold asks for by 4 weeks', () => {
    // 10 × (1 − 53 / 100) = 4.7 cm²; 10 × (1 − 40 / 100) = 6 cm².
    expect(targetArea(10, 53)).toBeCloseTo(4.7, 10)
    expect(targetArea(10, 40)).toBeCloseTo(6, 10)
  })
})
