import { describe, expect, it } from 'vitest'
import { currentTrajectory, dailyAreas, flatStretch, latestWindow, type TrajectoryWindow } from '../../../../src/domain/healing/trajectory'
import { course, dateOf, healingThenDeterioration, responseThenPlateau, steadyHealing } from './courses'

const windowOf = (points: ReturnType<typeof course>) => {
  const found = latestWindow(dailyAreas(points))
  if (!('from' in found)) throw new Error(`no window: ${found.kind}`)
  return found satisfies TrajectoryWindow
}

describe('dailyAreas', () => {
  it('skips measurements without a usable area', () => {
    const days = dailyAreas(course([0, 10], [7, null], [14, -2], [21, 8]))
    expect(days.map((d) => [d.day, d.area])).toEqual([
      [0, 10],
      [21, 8],
    ])
  })

  it('counts measurements of one date as one: the last measured that day, as the visit and the note read it', () => {
    // Day 28 twice: 6 cm² (perimeter 9), then 5 cm² (perimeter 8), the one that counts.
    const days = dailyAreas(course([0, 10, 12], [28, 6, 9], [28, 5, 8]))
    expect(days).toEqual([
      { date: dateOf(0), day: 0, area: 10, perimeter: 12 },
      { date: dateOf(28), day: 28, area: 5, perimeter: 8 },
    ])
  })
})

describe('latestWindow: the latest measurement against the one nearest 28 days before it', () => {
  it('steady exponential healing: day 28 → day 56, 4.096 → 1.6777216 cm²', () => {
    const window = windowOf(steadyHealing())
    expect(window.from.day).toBe(28)
    expect(window.to.day).toBe(56)
    expect(window.days).toBe(28)
    // 1.6777216 − 4.096 = −2.4182784 cm²; (4.096 − 1.6777216) / 4.096 = 1 − 0.8⁴ = 59.04%.
    expect(window.change).toBeCloseTo(-2.4182784, 9)
    expect(window.percent).toBeCloseTo(59.04, 9)
    // −2.4182784 / 28 × 7 = −0.6045696 cm² a week.
    expect(window.perWeek).toBeCloseTo(-0.6045696, 9)
  })

  it('irregular visits: the nearest of those 21 to 35 days before, whatever the spacing', () => {
    // Latest day 58; day 31 is 27 days before (1 from 28), day 13 is 45 before (out), day 40 is 18 (out).
    const window = windowOf(course([0, 8], [3, 7.9], [13, 7], [31, 6], [40, 5.5], [52, 5.2], [58, 4.6]))
    expect([window.from.day, window.days]).toEqual([31, 27])
    // (6 − 4.6) / 6 = 23.33%; −1.4 / 27 × 7 = −0.362963 cm² a week.
    expect(window.percent).toBeCloseTo(23.333333333, 6)
    expect(window.perWeek).toBeCloseTo(-0.362963, 6)
  })

  it('takes the earlier of two equally near measurements, and the window edges inclusively', () => {
    // Latest day 60: day 30 (30 before) and day 34 (26 before) are both 2 from 28.
    expect(windowOf(course([30, 5], [34, 4.8], [60, 4])).from.date).toBe(dateOf(30))
    // Exactly 21 and exactly 35 days before count.
    expect(windowOf(course([0, 5], [21, 4])).from.day).toBe(0)
    expect(windowOf(course([0, 5], [35, 4])).from.day).toBe(0)
  })

  it('says why there is none: no area, one measurement, too short, a gap of more than 35 days', () => {
    expect(latestWindow(dailyAreas(course([0], [7])))).toEqual({ kind: 'no-area' })
    expect(latestWindow(dailyAreas(course([0, 5])))).toMatchObject({ kind: 'single', latest: { day: 0 } })
    expect(latestWindow(dailyAreas(course([0, 6], [14, 5])))).toMatchObject({ kind: 'too-short', first: { day: 0 }, latest: { day: 14 } })
    // Latest day 50: nothing between day 15 and day 29; day 7 is 43 days before it.
    expect(latestWindow(dailyAreas(course([0, 6], [7, 5.8], [50, 5])))).toMatchObject({
      kind: 'gap',
      before: { day: 7 },
      latest: { day: 50 },
      fromDate: dateOf(15),
      toDate: dateOf(29),
    })
    // 36 days before is just outside.
    expect(latestWindow(dailyAreas(course([0, 5], [36, 4])))).toMatchObject({ kind: 'gap' })
  })

  it('uses the last of same-day duplicates at both ends', () => {
    // Day 0: 10 then 12; day 28: 6 then 5 → 12 → 5 cm².
    const window = windowOf(course([0, 10], [0, 12], [28, 6], [28, 5]))
    expect([window.from.area, window.to.area]).toEqual([12, 5])
  })
})

describe('currentTrajectory', () => {
  it('steady healing is a measurable reduction, with no flat stretch', () => {
    expect(currentTrajectory(steadyHealing())).toMatchObject({ status: 'reducing', flat: null, variabilityPercent: 10 })
  })

  it('fast response then plateau: no measurable reduction since 31 Mar, 4.1 → 4.0 cm², 16 weeks', () => {
    const trajectory = currentTrajectory(responseThenPlateau())
    // Window day 114 → 142: 4.05 → 4.0 cm², (4.05 − 4.0) / 4.05 = 1.2%: under 10%.
    expect(trajectory.status).toBe('plateau')
    expect(trajectory.window?.from.day).toBe(114)
    expect(trajectory.window?.percent).toBeCloseTo(1.2345679, 6)
    // Back from day 142 every area is within 10% of 4.0 (3.64 to 4.44 cm²) down to day 30;
    // day 23 (4.5) and day 16 (5.2) are two in a row outside it.
    expect(trajectory.flat?.from).toMatchObject({ day: 30, date: '2026-03-31', area: 4.1 })
    expect(trajectory.flat?.to).toMatchObject({ day: 142, area: 4 })
    expect(trajectory.flat?.days).toBe(112)
  })

  it('healing then deterioration: 4.5 → 6.0 cm² in the last 4 weeks is a measurable increase', () => {
    const trajectory = currentTrajectory(healingThenDeterioration())
    // (4.5 − 6) / 4.5 = −33.3%.
    expect(trajectory).toMatchObject({ status: 'deteriorating', flat: null })
    expect(trajectory.window?.percent).toBeCloseTo(-33.333333, 5)
  })

  it('one measurement, null areas only, and a wound measured at 0', () => {
    expect(currentTrajectory(course([0, 5]))).toMatchObject({ status: 'none', window: null, noWindow: { kind: 'single' } })
    expect(currentTrajectory(course([0], [28]))).toMatchObject({ status: 'none', latest: null, noWindow: { kind: 'no-area' } })
    // 0 cm² once: not yet a closure.
    expect(currentTrajectory(course([0, 2], [28, 0]))).toMatchObject({
      status: 'closed-unconfirmed',
      latest: { area: 0 },
      closure: { first: { day: 28 }, confirmed: false },
    })
    // Closed since before the window: still closed (confirmed: 0 at day 0 and day 28), not a plateau at 0.
    expect(currentTrajectory(course([0, 0], [28, 0])).status).toBe('closed')
    // A wound that reopens (0 → 1.2 cm²) has grown.
    expect(currentTrajectory(course([0, 0], [28, 1.2])).status).toBe('deteriorating')
  })

  it('a closure is confirmed by a second 0 at least 14 days after the first, with nothing but 0 between', () => {
    expect(currentTrajectory(course([0, 4], [21, 0], [34, 0])).status).toBe('closed-unconfirmed')
    expect(currentTrajectory(course([0, 4], [21, 0], [35, 0]))).toMatchObject({
      status: 'closed',
      closure: { first: { day: 21 }, latest: { day: 35 }, confirmed: true },
    })
    // A reopening between breaks the run: 0 at day 49 stands alone.
    expect(currentTrajectory(course([0, 4], [21, 0], [35, 0.4], [49, 0])).status).toBe('closed-unconfirmed')
  })

  it('skips measurements without an area', () => {
    // Day 7 and day 28 have none: day 30 against day 0 (30 days before), 10 → 5 = 50%.
    const trajectory = currentTrajectory(course([0, 10], [7], [28], [30, 5]))
    expect(trajectory.status).toBe('reducing')
    expect(trajectory.window?.from.day).toBe(0)
  })
})

describe('flatStretch', () => {
  it('lets one reading outside the band pass, and stops at two', () => {
    // Latest 4.0; band 3.64–4.44 cm². Day 28 (5.0) alone is passed over; days 7 and 14 are two in a row.
    const days = dailyAreas(course([0, 4.1], [7, 5.5], [14, 5.2], [21, 4.1], [28, 5.0], [35, 4.0], [49, 4.1], [63, 4.0]))
    const windowStart = days.find((d) => d.day === 35)
    if (!windowStart) throw new Error('no day 35')
    expect(flatStretch(days, windowStart)?.from.day).toBe(21)
  })

  it('never crosses a gap of more than 35 days', () => {
    // Latest day 88; the window starts at day 60, 50 days after day 10.
    const trajectory = currentTrajectory(course([0, 5], [10, 5], [60, 5.1], [74, 5], [88, 5.05]))
    expect(trajectory.status).toBe('plateau')
    expect(trajectory.flat?.from.day).toBe(60)
  })

  it('reaches back at least to the start of the window that found the plateau', () => {
    // Days 42 and 49 are both outside 10% of the latest 4.0, but the window (day 28 → 56) is flat.
    const trajectory = currentTrajectory(course([0, 4.1], [28, 4.1], [42, 3.5], [49, 3.5], [56, 4.0]))
    expect(trajectory.status).toBe('plateau')
    expect(trajectory.flat?.from.day).toBe(28)
  })
})
