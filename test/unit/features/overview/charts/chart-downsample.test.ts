import { describe, expect, it } from 'vitest'
import { drawnMarks, drawnPoints, MAX_DRAWN_POINTS } from '../../../../../src/features/overview/charts/chart-downsample'

type P = { id: number | null; time: number; a: number | null; b: number | null }

const DAY = 86_400_000
/** `n` daily points; `a` a slow wave, `b` its mirror. */
const series = (
  n: number,
  a: (i: number) => number | null = (i) => 10 + Math.sin(i / 40),
  b: (i: number) => number | null = () => null,
): P[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, time: i * DAY, a: a(i), b: b(i) }))

const inTimeOrder = (points: readonly P[]) => points.every((p, i) => i === 0 || (points[i - 1]?.time ?? 0) < p.time)

describe('drawnPoints', () => {
  it('draws every point of a short history (the same array)', () => {
    const points = series(MAX_DRAWN_POINTS)
    expect(drawnPoints(points, ['a'])).toBe(points)
  })

  it('draws at most the maximum per line of a long history, first and last included, in time order', () => {
    const points = series(5000)
    const drawn = drawnPoints(points, ['a'])
    expect(drawn.length).toBeLessThanOrEqual(MAX_DRAWN_POINTS)
    expect(drawn.length).toBeGreaterThan(MAX_DRAWN_POINTS * 0.9)
    expect(drawn[0]).toBe(points[0])
    expect(drawn.at(-1)).toBe(points.at(-1))
    expect(inTimeOrder(drawn)).toBe(true)
  })

  it('keeps a peak and a trough however short', () => {
    const points = series(5000, (i) => (i === 1234 ? 50 : i === 3210 ? -20 : 10))
    const ids = drawnPoints(points, ['a']).map((p) => p.id)
    expect(ids).toContain(1235)
    expect(ids).toContain(3211)
  })

  it('keeps every gap (a missing value still breaks the line) and every lone value', () => {
    // Values missing on days 1000–1009 and 3000–3009; day 3005 alone has one.
    const missing = (i: number) => (i >= 1000 && i < 1010) || (i >= 3000 && i < 3010 && i !== 3005)
    const points = series(5000, (i) => (missing(i) ? null : 10 + (i % 7)))
    const drawn = drawnPoints(points, ['a'])
    const ids = drawn.map((p) => p.id)
    expect(ids).toContain(1001) // the first missing value after the run: the break
    expect(ids).toContain(3001)
    expect(ids).toContain(3006) // the lone value
    expect(ids).toContain(3007) // and the break after it
    expect(drawn.find((p) => p.id === 3006)?.a).not.toBeNull()
    // Ends of each run are kept: the line reaches the gap on both sides.
    expect(ids).toEqual(expect.arrayContaining([1000, 1011, 3000, 3011]))
  })

  it('draws the points any line keeps, the lines sharing the maximum', () => {
    const points = series(
      4000,
      (i) => Math.sin(i / 30),
      (i) => Math.cos(i / 17),
    )
    const drawn = drawnPoints(points, ['a', 'b'])
    expect(drawn.length).toBeLessThanOrEqual(MAX_DRAWN_POINTS)
    // Two shares of half the maximum, a few points kept by both.
    expect(drawn.length).toBeGreaterThan(MAX_DRAWN_POINTS * 0.8)
    expect(inTimeOrder(drawn)).toBe(true)
    // Each line keeps its own peaks: a's top is near 1 and b's near -1 wherever they fall.
    expect(Math.max(...drawn.map((p) => p.a ?? 0))).toBeGreaterThan(0.99)
    expect(Math.min(...drawn.map((p) => p.b ?? 0))).toBeLessThan(-0.99)
  })

  it('lines that turn on the same dates share the maximum between them, not a third of it', () => {
    // Pain at rest and with movement: the same noisy scores, one a point higher.
    const noisy = (i: number) => 4 + ((i * 7919) % 5) - Math.floor(i / 800)
    const points = series(2000, noisy, (i) => noisy(i) + 1)
    const drawn = drawnPoints(points, ['a', 'b'])
    expect(drawn.length).toBeLessThanOrEqual(MAX_DRAWN_POINTS)
    expect(drawn.length).toBeGreaterThan(MAX_DRAWN_POINTS * 0.8)
  })

  it('draws every value of a line with few values among many points', () => {
    // b has a value every 100th day only: 40 values, fewer than its share, all drawn.
    const points = series(
      4000,
      (i) => Math.sin(i / 30),
      (i) => (i % 100 === 0 ? i : null),
    )
    const drawnB = drawnPoints(points, ['a', 'b']).filter((p) => p.b !== null)
    expect(drawnB).toHaveLength(40)
  })

  it('always draws a point the caller keeps (the selected measurement)', () => {
    const points = series(5000, () => 10)
    const drawn = drawnPoints(points, ['a'], MAX_DRAWN_POINTS, (p) => p.id === 2500)
    expect(drawn.map((p) => p.id)).toContain(2500)
  })

  it('a line with no values at all draws nothing of its own', () => {
    const points = series(1000, () => null)
    expect(drawnPoints(points, ['a'])).toEqual([])
  })
})

describe('drawnMarks', () => {
  type M = { time: number; lane: number; kind: string }
  const glyph = (m: M) => `${m.lane}:${m.kind}`
  /** Every glyph 6 px wide, but a sign 15. */
  const width = (m: M) => (m.kind === 'sign' ? 15 : 6)
  /** A mark a day for `days` days in one lane; `kind(i)` its glyph. */
  const lane = (days: number, kind: (i: number) => string, laneNo = 0): M[] =>
    Array.from({ length: days }, (_, i) => ({ time: i * DAY, lane: laneNo, kind: kind(i) }))

  it('draws every mark while they are further apart than their width', () => {
    const marks = lane(100, () => 'clear')
    // 100 days on 1,000 px: 10 px a day.
    expect(drawnMarks(marks, glyph, [0, 100 * DAY], 1000, width)).toEqual(marks)
  })

  it('draws the same glyph side by side on a crowded plot, each its own width after the last, the first kept, in order', () => {
    // 2,000 days on 1,000 px: half a pixel a day, so a 6-px glyph every 12 days and a 15-px one every 30.
    for (const [kind, every] of [
      ['clear', 12],
      ['sign', 30],
    ] as const) {
      const marks = lane(2000, () => kind)
      const drawn = drawnMarks(marks, glyph, [0, 2000 * DAY], 1000, width)
      expect(drawn.length).toBe(Math.ceil(2000 / every))
      expect(drawn[0]).toBe(marks[0])
      expect(drawn.every((m, i) => i === 0 || m.time - (drawn[i - 1]?.time ?? 0) === every * DAY)).toBe(true)
    }
  })

  it('never drops a change of glyph: a sign among clear days is drawn, and so is the lane under it', () => {
    const marks = [...lane(2000, (i) => (i === 777 ? 'sign' : 'clear')), ...lane(2000, () => 'clear', 1)]
    const drawn = drawnMarks(marks, glyph, [0, 2000 * DAY], 1000, width)
    expect(drawn.filter((m) => m.kind === 'sign')).toEqual([{ time: 777 * DAY, lane: 0, kind: 'sign' }])
    expect(drawn.filter((m) => m.lane === 1).length).toBe(drawn.filter((m) => m.lane === 0 && m.kind === 'clear').length)
  })

  it('draws everything when the plot has no width yet or the domain is a single instant', () => {
    const marks = lane(50, () => 'clear')
    expect(drawnMarks(marks, glyph, [0, 50 * DAY], 0, width)).toEqual(marks)
    expect(drawnMarks(marks, glyph, [DAY, DAY], 1000, width)).toEqual(marks)
  })
})
