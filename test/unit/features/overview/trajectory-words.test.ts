import { describe, expect, it } from 'vitest'
import {
  CLOSED_AREA,
  closureProjection,
  exponentialDays,
  marginAdvanceDays,
  PROJECTION_HORIZON_DAYS,
} from '../../../../src/domain/healing/projection'
import { currentTrajectory, type DayArea } from '../../../../src/domain/healing/trajectory'
import { projectionSentence as sentence } from '../../../../src/features/overview/trajectory-words'
import type { OverviewTranslate } from '../../../../src/features/overview/use-overview-words'
import type { VerdictTranslate } from '../../../../src/whole-history/use-verdict-words'
import { englishWords } from '../../../../scripts/catalogs'
import { ROOT } from '../../../../tools/harness/paths'
import { formatDate } from '../../../../src/text/format'
import { course, dateOf, healingThenDeterioration, responseThenPlateau, steadyHealing } from '../../domain/healing/courses'

/** The overview's and the verdict's English words, from their catalogs. */
const words = {
  t: englishWords(`${ROOT}/src/words`, 'overview') as OverviewTranslate,
  vt: englishWords(`${ROOT}/src/words`, 'verdict') as VerdictTranslate,
}
const projectionSentence = (...args: Parameters<typeof sentence> extends [unknown, ...infer Rest] ? Rest : never) =>
  sentence(words, ...args)

const day = (area: number, perimeter: number | null = null): DayArea => ({ date: dateOf(0), day: 0, area, perimeter })

describe('the closure models', () => {
  it('linear margin advance: a circle closes when its edge has moved in its radius', () => {
    // Circles of radius 2 and 1.5 cm: A = 4π, 2.25π; P = 4π, 3π. ΔA / mean P = 1.75π / 3.5π = 0.5 cm
    // in 14 days; the remaining radius 2A/P = 1.5 cm takes 1.5 / (0.5 / 14) = 42 days.
    const result = marginAdvanceDays(day(4 * Math.PI, 4 * Math.PI), day(2.25 * Math.PI, 3 * Math.PI), 14)
    expect(result?.days).toBeCloseTo(42, 9)
    expect(result?.cmPerWeek).toBeCloseTo(0.25, 9)
    // Without perimeters the wound is taken as a circle of its area: the same answer.
    expect(marginAdvanceDays(day(4 * Math.PI), day(2.25 * Math.PI), 14)?.days).toBeCloseTo(42, 9)
    expect(marginAdvanceDays(day(4), day(4.5), 14)).toBeNull()
  })

  it('exponential decay: under 0.1 cm² after ln(A / 0.1) / k days', () => {
    expect(CLOSED_AREA).toBe(0.1)
    // k = ln(8 / 4) / 14 = 0.049510513 per day; ln(4 / 0.1) / k = 3.688879454 / 0.049510513 = 74.5069 days.
    const result = exponentialDays(day(8), day(4), 14)
    expect(result?.days).toBeCloseTo(74.5069, 3)
    // Per week: 1 − e^(−7k) = 1 − 0.5^0.5 = 29.289%.
    expect(result?.percentPerWeek).toBeCloseTo(29.289322, 5)
    expect(exponentialDays(day(4), day(4), 14)).toBeNull()
    expect(exponentialDays(day(1), day(0.05), 14)?.days).toBe(0)
  })
})

describe('closureProjection', () => {
  it('steady healing: between 50 days (margin advance) and 89 days (exponential) after day 56', () => {
    const projection = closureProjection(currentTrajectory(steadyHealing()))
    // Circles (no perimeters): radius ratio √(1.6777216 / 4.096) = 0.64, so the edge moved 0.36 r₀ in
    // 28 days and needs 0.64 / 0.36 × 28 = 49.78 → 50 days. Exponential: k = ln(1 / 0.8) / 7 =
    // 0.031877650 per day; ln(16.777216) / k = 88.46 → 89 days.
    expect(projection?.estimates.map((e) => [e.model, e.days, e.date])).toEqual([
      ['margin-advance', 50, dateOf(56 + 50)],
      ['exponential', 89, dateOf(56 + 89)],
    ])
    expect(projection?.estimates[1]?.ratePerWeek).toBeCloseTo(20, 9)
    expect(projection?.horizonDays).toBe(PROJECTION_HORIZON_DAYS)
  })

  it('is never made for a plateau, a growing wound, a closed one, or without a window', () => {
    expect(closureProjection(currentTrajectory(responseThenPlateau()))).toBeNull()
    expect(closureProjection(currentTrajectory(healingThenDeterioration()))).toBeNull()
    expect(closureProjection(currentTrajectory(course([0, 3], [28, 0])))).toBeNull()
    expect(closureProjection(currentTrajectory(course([0, 3])))).toBeNull()
  })

  it('says "beyond 12 months" past the horizon', () => {
    // 10 → 8 cm² in 28 days (20%): margin advance √0.8 / (1 − √0.8) × 28 = 237.2 → 238 days;
    // exponential ln(80) / (ln(1.25) / 28) = 549.9 days, beyond 365.
    const some = closureProjection(currentTrajectory(course([0, 10], [28, 8])))
    expect(some?.estimates.map((e) => [e.days, e.date])).toEqual([
      [238, dateOf(28 + 238)],
      [550, null],
    ])
    // 10 → 8.9 cm² (11%): 466.7 and 1078.5 days, both beyond.
    const none = closureProjection(currentTrajectory(course([0, 10], [28, 8.9])))
    expect(none?.estimates.map((e) => e.date)).toEqual([null, null])
  })
})

describe('projectionSentence', () => {
  it('names the models, their rates and the range they span, as an estimate', () => {
    const trajectory = currentTrajectory(steadyHealing())
    expect(projectionSentence(trajectory, closureProjection(trajectory))).toBe(
      `Estimate, if the rate of the latest window continued: closed between ${formatDate(dateOf(106))} and ${formatDate(dateOf(145))}. ` +
        `Linear margin advance (edge moving in 0.1 cm a week): ${formatDate(dateOf(106))}; ` +
        `exponential decay (20% of the area a week, closed meaning under 0.1 cm²): ${formatDate(dateOf(145))}. ` +
        'Wounds rarely heal at a constant rate: this is an extrapolation, not a prediction.',
    )
  })

  it('says beyond 12 months, and why there is no estimate', () => {
    const slow = currentTrajectory(course([0, 10], [28, 8.9]))
    expect(projectionSentence(slow, closureProjection(slow))).toMatch(
      new RegExp(
        `^Estimate, if the rate of the latest window continued: closed beyond 12 months \\(after ${formatDate(dateOf(28 + 365))}\\)\\.`,
      ),
    )
    const partly = currentTrajectory(course([0, 10], [28, 8]))
    expect(projectionSentence(partly, closureProjection(partly))).toContain(
      `closed between ${formatDate(dateOf(266))} and beyond 12 months`,
    )
    const plateau = currentTrajectory(responseThenPlateau())
    expect(projectionSentence(plateau, null)).toBe(
      'No closure estimate: the area is not measurably getting smaller, so there is no rate to extrapolate.',
    )
  })
})
