import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseAssessment } from '../../../../src/api/schemas/assessment'
import { parseMeasurement } from '../../../../src/api/schemas/measurement'
import { MEASURED_FIELDS } from '../../../../src/domain/fields'
import { measurementSeries, painSeries } from '../../../../src/domain/healing/series'
import { addDays } from '../../../../src/text/calendar-days'

/** Records go through the zod schemas, as the service's pages do. */
const measurement = (id: number | null, date: string | undefined, fields: Record<string, unknown> = {}) =>
  parseMeasurement({ id, ...(date === undefined ? {} : { date }), ...fields })

const pain = (id: number, date: string | undefined, scales: Record<string, unknown> | undefined) =>
  parseAssessment({ id, ...(date === undefined ? {} : { date }), ...(scales ? { values: { pain: scales } } : {}) })

describe('measurementSeries', () => {
  it('puts the records of several unsorted pages in date order, then id order', () => {
    const page1 = [measurement(5, '2026-03-15'), measurement(2, '2026-03-01')]
    const page2 = [measurement(9, '2026-03-08'), measurement(3, '2026-03-15'), measurement(1, '2026-03-01')]
    const { points, leftOut } = measurementSeries([...page1, ...page2])
    expect(points.map((p) => p.id)).toEqual([1, 2, 9, 3, 5])
    // 03-01 → day 0, 03-08 → 7, 03-15 → 14.
    expect(points.map((p) => p.day)).toEqual([0, 0, 7, 14, 14])
    expect(leftOut).toEqual([])
  })

  it('places the true time of each date (local midnight) for a time axis', () => {
    const { points } = measurementSeries([measurement(1, '2026-03-08'), measurement(2, ' 2026-03-01 ')])
    expect(points.map((p) => p.date)).toEqual(['2026-03-01', '2026-03-08'])
    expect(points.map((p) => p.time)).toEqual([new Date(2026, 2, 1).getTime(), new Date(2026, 2, 8).getTime()])
  })

  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it.each(['America/New_York', 'Europe/London', 'Australia/Sydney'])('counts whole days across clock changes in %s', (zone) => {
    vi.stubEnv('TZ', zone)
    const dates = ['2026-03-01', '2026-04-01', '2026-10-01', '2026-11-15']
    const { points } = measurementSeries(dates.map((date, i) => measurement(i + 1, date)))
    // 31 days in March; 03-01 → 10-01 = 214 days; + 45 (30 left in October, 15 in November) = 259.
    expect(points.map((p) => p.day)).toEqual([0, 31, 214, 259])
    // Local midnights are not whole days apart across a clock change, which is why day is counted on the calendar.
    const gaps = points.slice(1).map((p, i) => p.time - (points[i]?.time ?? p.time))
    expect(gaps.some((ms) => ms % 86_400_000 !== 0)).toBe(true)
  })

  it('counts whole calendar days across DST changes, month ends and leap days', () => {
    // March 2026 holds the US (8th) and EU (29th) clock changes: 03-01 → 04-01 is 31 days, not 30.96.
    const spring = measurementSeries([measurement(1, '2026-03-01'), measurement(2, '2026-04-01')]).points
    expect(spring.map((p) => p.day)).toEqual([0, 31])
    // 2025-10-01 → 2025-11-15: 30 (rest of October) + 15 = 45 across the autumn changes.
    const autumn = measurementSeries([measurement(1, '2025-10-01'), measurement(2, '2025-11-15')]).points
    expect(autumn.map((p) => p.day)).toEqual([0, 45])
    // 2028 is a leap year: 02-28 → 02-29 → 03-01.
    const leap = measurementSeries([measurement(1, '2028-02-28'), measurement(2, '2028-03-01')]).points
    expect(leap.map((p) => p.day)).toEqual([0, 2])
    const newYear = measurementSeries([measurement(1, '2025-12-31'), measurement(2, '2026-01-01')]).points
    expect(newYear.map((p) => p.day)).toEqual([0, 1])
    expect(addDays('2026-03-01', 21)).toBe('2026-03-22')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('not a date', 1)).toBeUndefined()
  })

  it('gives every value as sent, and null — never 0 — for a missing one', () => {
    const { points } = measurementSeries([
      measurement(1, '2026-03-01', { area: '2.50', perimeter: 6.1, granulation: 70, slough: 40, eschar: 0 }),
      measurement(2, '2026-03-02'),
    ])
    expect(points[0]).toEqual({
      id: 1,
      date: '2026-03-01',
      time: new Date(2026, 2, 1).getTime(),
      day: 0,
      // Every measured value of the field table: missing ones null.
      ...Object.fromEntries(MEASURED_FIELDS.map((key) => [key, null])),
      area: 2.5,
      perimeter: 6.1,
      // 70 + 40 + 0 = 110: tissue percentages are kept as sent, not normalised to 100.
      granulation: 70,
      slough: 40,
      eschar: 0,
      // Not sent: unknown, never read as "not locked".
      locked: null,
    })
    const empty = points[1]
    expect(empty && MEASURED_FIELDS.map((key) => empty[key])).toEqual(MEASURED_FIELDS.map(() => null))
  })

  it('keeps a value the schema cannot read as missing', () => {
    const { points } = measurementSeries([measurement(1, '2026-03-01', { area: 'large', volume: null })])
    expect(points[0]?.area).toBeNull()
    expect(points[0]?.volume).toBeNull()
  })

  it('never draws children: a group is one point with its own values', () => {
    const group = measurement(1, '2026-03-01', {
      type: 'group',
      area: 10,
      children: [
        {
          id: 11,
          type: 'multiple',
          date: '2026-03-02',
          area: 777.7,
          children: [{ id: 111, type: 'regular', date: '2026-03-03', area: 888.8 }],
        },
        { id: 12, type: 'regular', date: '2026-03-04', area: 999.9 },
      ],
    })
    expect(group.children).toHaveLength(2)
    const { points, leftOut } = measurementSeries([group, measurement(2, '2026-03-08', { area: 9 })])
    expect(points.map((p) => [p.id, p.area])).toEqual([
      [1, 10],
      [2, 9],
    ])
    expect(JSON.stringify(points)).not.toMatch(/777\.7|888\.8|999\.9/)
    expect(leftOut).toEqual([])
  })

  it('lists what it leaves out and why', () => {
    const { points, leftOut } = measurementSeries([
      measurement(1, undefined, { area: 3 }),
      measurement(2, '   '),
      measurement(3, '2026-02-30'),
      measurement(4, '03/01/2026'),
      measurement(5, '2026-03-01'),
      measurement(5, '2026-03-01'),
      measurement(6, '0000-01-01'),
      measurement(7, '9999-12-31'),
    ])
    expect(points.map((p) => p.id)).toEqual([5, 5])
    expect(leftOut).toEqual([
      { id: 1, reason: 'no-date' },
      { id: 2, reason: 'no-date' },
      { id: 3, reason: 'unparseable-date', value: '2026-02-30' },
      { id: 4, reason: 'unparseable-date', value: '03/01/2026' },
      { id: 6, reason: 'implausible-date', value: '0000-01-01' },
      { id: 7, reason: 'implausible-date', value: '9999-12-31' },
    ])
  })

  it('keeps every record of an id the service sent twice, and names the id', () => {
    const { points, repeatedIds } = measurementSeries([
      measurement(5, '2026-03-01', { area: 2 }),
      measurement(5, '2026-03-08', { area: 1 }),
      measurement(6, '2026-03-02'),
    ])
    expect(points.map((p) => [p.id, p.date])).toEqual([
      [5, '2026-03-01'],
      [6, '2026-03-02'],
      [5, '2026-03-08'],
    ])
    expect(repeatedIds).toEqual([5])
  })

  it('puts records without an id last on their date, in the order they arrived', () => {
    const { points } = measurementSeries([
      measurement(null, '2026-03-01', { area: 1 }),
      measurement(7, '2026-03-01', { area: 2 }),
      measurement(null, '2026-03-01', { area: 3 }),
    ])
    expect(points.map((p) => [p.id, p.area])).toEqual([
      [7, 2],
      [null, 1],
      [null, 3],
    ])
  })

  it('is empty for no records', () => {
    expect(measurementSeries([])).toEqual({ points: [], leftOut: [], repeatedIds: [] })
  })
})

describe('painSeries', () => {
  it('gives pain at rest, with movement and at night over time, in date order', () => {
    const { points } = painSeries([
      pain(2, '2026-03-08', { at_rest_scale: 2, with_movement_scale: 5, at_night_scale: 3 }),
      pain(1, '2026-03-01', { at_rest_scale: 4, with_movement_scale: 7, at_night_scale: 6 }),
    ])
    expect(points).toEqual([
      {
        id: 1,
        date: '2026-03-01',
        time: new Date(2026, 2, 1).getTime(),
        day: 0,
        atRest: 4,
        withMovement: 7,
        atNight: 6,
        outOfRange: false,
      },
      {
        id: 2,
        date: '2026-03-08',
        time: new Date(2026, 2, 8).getTime(),
        day: 7,
        atRest: 2,
        withMovement: 5,
        atNight: 3,
        outOfRange: false,
      },
    ])
  })

  it('keeps missing scales as null, including an assessment without values', () => {
    const { points } = painSeries([pain(1, '2026-03-01', { at_rest_scale: 0 }), pain(2, '2026-03-02', undefined)])
    expect(points.map((p) => [p.atRest, p.withMovement, p.atNight, p.outOfRange])).toEqual([
      [0, null, null, false],
      [null, null, null, false],
    ])
  })

  it('keeps out-of-range values as sent and flags them', () => {
    const { points } = painSeries([
      pain(1, '2026-03-01', { at_rest_scale: 12, with_movement_scale: 3, at_night_scale: 3 }),
      pain(2, '2026-03-02', { at_rest_scale: 2.5 }),
      pain(3, '2026-03-03', { at_night_scale: -1 }),
      pain(4, '2026-03-04', { with_movement_scale: 10 }),
    ])
    expect(points.map((p) => [p.atRest, p.withMovement, p.atNight, p.outOfRange])).toEqual([
      [12, 3, 3, true],
      [2.5, null, null, true],
      [null, null, -1, true],
      [null, 10, null, false],
    ])
  })

  it('leaves out assessments without a usable date, saying why', () => {
    const { points, leftOut } = painSeries([pain(1, undefined, { at_rest_scale: 1 }), pain(2, 'yesterday', {}), pain(3, '2026-03-01', {})])
    expect(points.map((p) => p.id)).toEqual([3])
    expect(leftOut).toEqual([
      { id: 1, reason: 'no-date' },
      { id: 2, reason: 'unparseable-date', value: 'yesterday' },
    ])
  })
})
