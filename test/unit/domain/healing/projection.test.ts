import { describe, expect, it } from 'vitest'
import {
  CLOSED_AREA,
  PROJECTION_HORIZON_DAYS,
  closureProjection,
  exponentialDays,
  marginAdvanceDays,
} from '../../../../src/domain/healing/projection'
import type { CurrentTrajectory, DayArea } from '../../../../src/domain/healing/trajectory'

const at = (date: string, day: number, area: number, perimeter: number | null = null): DayArea => ({ date, day, area, perimeter })

function trajectory(status: CurrentTrajectory['status'], from: DayArea, to: DayArea): CurrentTrajectory {
  const days = to.day - from.day
  const change = to.area - from.area
  return {
    status,
    latest: to,
    window: { from, to, days, change, percent: (-change / from.area) * 100, perWeek: (change / days) * 7 },
    noWindow: null,
    flat: null,
    closure: null,
    variabilityPercent: 10,
  }
}

describe('marginAdvanceDays: the edge moving in at a constant rate (Gilman)', () => {
  it('closes a circle in its radius over the rate', () => {
    // Perimeters 10 and 8 (mean 9); 4 cm² less over 28 days: d = 4 / 9 / 28 cm a day.
    const result = marginAdvanceDays(at('2026-01-01', 0, 10, 10), at('2026-01-29', 28, 6, 8), 28)
    const perDay = 4 / 9 / 28
    expect(result?.cmPerWeek).toBeCloseTo(perDay * 7, 10)
    expect(result?.days).toBeCloseTo((2 * 6) / 8 / perDay, 10)
  })

  it('takes a circle of the same area for a perimeter that was not measured', () => {
    const circle = (area: number) => 2 * Math.sqrt(Math.PI * area)
    const result = marginAdvanceDays(at('2026-01-01', 0, 9), at('2026-01-29', 28, 4), 28)
    const perDay = 5 / ((circle(9) + circle(4)) / 2) / 28
    expect(result?.days).toBeCloseTo((2 * 4) / circle(4) / perDay, 10)
  })

  it('gives nothing for a wound that is not getting smaller, or is closed already', () => {
    expect(marginAdvanceDays(at('2026-01-01', 0, 4, 8), at('2026-01-29', 28, 4, 8), 28)).toBeNull()
    expect(marginAdvanceDays(at('2026-01-01', 0, 4, 8), at('2026-01-29', 28, 5, 8), 28)).toBeNull()
    expect(marginAdvanceDays(at('2026-01-01', 0, 4, 8), at('2026-01-29', 28, 0, 8), 28)).toBeNull()
  })
})

describe('exponentialDays: the same fraction of the area every day', () => {
  it('halving in 28 days is 50% a month, and reaches 0.1 cm² after log2(area / 0.1) half-lives', () => {
    const result = exponentialDays(at('2026-01-01', 0, 8), at('2026-01-29', 28, 4), 28)
    expect(result?.days).toBeCloseTo(28 * Math.log2(4 / CLOSED_AREA), 9)
    expect(result?.percentPerWeek).toBeCloseTo((1 - 0.5 ** (7 / 28)) * 100, 9)
  })

  it('counts a wound already under 0.1 cm² as closed (0 days), and gives nothing for growth or none', () => {
    expect(exponentialDays(at('2026-01-01', 0, 1), at('2026-01-29', 28, 0.05), 28)?.days).toBe(0)
    expect(exponentialDays(at('2026-01-01', 0, 4), at('2026-01-29', 28, 4), 28)).toBeNull()
    expect(exponentialDays(at('2026-01-01', 0, 4), at('2026-01-29', 28, 0), 28)).toBeNull()
  })
})

describe('closureProjection', () => {
  const from = at('2026-01-01', 0, 8, 10)
  const to = at('2026-01-29', 28, 4, 7)

  it('offers both models for a reducing wound, earliest first, dated from the latest measurement', () => {
    const projection = closureProjection(trajectory('reducing', from, to))
    expect(projection?.from).toBe(to)
    expect(projection?.horizonDays).toBe(PROJECTION_HORIZON_DAYS)
    const estimates = projection?.estimates ?? []
    expect(estimates.map((e) => e.model).sort()).toEqual(['exponential', 'margin-advance'])
    expect(estimates[0]?.days).toBeLessThanOrEqual(estimates[1]?.days ?? 0)
    for (const estimate of estimates) {
      expect(Number.isInteger(estimate.days)).toBe(true)
      const expected = new Date(Date.UTC(2026, 0, 29 + estimate.days)).toISOString().slice(0, 10)
      expect(estimate.date).toBe(expected)
    }
  })

  it('rounds the days up', () => {
    const exact = exponentialDays(from, to, 28)?.days ?? 0
    const estimate = closureProjection(trajectory('reducing', from, to))?.estimates.find((e) => e.model === 'exponential')
    expect(estimate?.days).toBe(Math.ceil(exact))
  })

  it('gives no date beyond the horizon, but still the days and the rate', () => {
    const estimates = closureProjection(trajectory('reducing', from, to), 30)?.estimates ?? []
    expect(estimates.length).toBe(2)
    for (const estimate of estimates) {
      expect(estimate.days).toBeGreaterThan(30)
      expect(estimate.date).toBeNull()
      expect(estimate.ratePerWeek).toBeGreaterThan(0)
    }
  })

  it('is never offered for a plateau, a growing or closed wound, or without a window', () => {
    for (const status of ['plateau', 'deteriorating', 'closed', 'closed-unconfirmed', 'none'] as const) {
      expect(closureProjection(trajectory(status, from, to))).toBeNull()
    }
    expect(closureProjection({ ...trajectory('reducing', from, to), window: null })).toBeNull()
  })
})
