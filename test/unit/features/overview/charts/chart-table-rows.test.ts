import { describe, expect, it } from 'vitest'
import { parseMeasurement } from '../../../../../src/api/schemas/measurement'
import { measuresOf } from '../../../../../src/domain/measures'
import { chartMeasures, formatSeriesValue, painSeries } from '../../../../../src/features/overview/charts/chart-measures'
import { firstRowWords } from '../../../../../src/words/first-rows'
import { chartTable } from '../../../../../src/features/overview/charts/chart-table-rows'
import { formatChartDate } from '../../../../../src/features/overview/charts/chart-time'
import { measurementSeries } from '../../../../../src/domain/healing/series'
import type { ChartsTranslate } from '../../../../../src/features/overview/charts/use-charts-words'
import { englishWords } from '../../../../../scripts/catalogs'
import { ROOT } from '../../../../../tools/harness/paths'

/** The charts' English words, from their catalog. */
const t = englishWords(`${ROOT}/src/words`, 'charts') as ChartsTranslate
const { area: AREA, tissue: TISSUE } = chartMeasures(firstRowWords.english)

/** Records go through the zod schemas, as the service's pages do. */
const measurement = (id: number | null, fields: Record<string, unknown>) => parseMeasurement({ id, ...fields })

describe('chartTable', () => {
  it('lists one row per measurement in date order, with units in the headers only', () => {
    const { points, leftOut } = measurementSeries([
      measurement(3, { date: '2026-03-15', area: 2.5 }),
      measurement(1, { date: '2026-03-01', area: 4.25 }),
      measurement(2, { date: '2026-03-08' }),
    ])
    const table = chartTable(t, points, [AREA], leftOut)
    expect(table.headers).toEqual(['Date', 'ID', 'Area (cm²)'])
    expect(table.rows.map((r) => r.id)).toEqual([1, 2, 3])
    expect(table.rows.map((r) => r.values)).toEqual([['4.25'], ['—'], ['2.5']])
    expect(table.rows[0]?.date).toBe(formatChartDate(new Date(2026, 2, 1).getTime()))
    expect(table.rows.every((r) => r.drawn)).toBe(true)
  })

  it('shows tissue percentages as sent, even when they do not sum to 100', () => {
    const { points } = measurementSeries([measurement(1, { date: '2026-03-01', granulation: 70, slough: 45, eschar: null })])
    const table = chartTable(t, points, TISSUE)
    expect(table.headers.slice(0, 5)).toEqual(['Date', 'ID', 'Granulation (%)', 'Slough (%)', 'Eschar (%)'])
    expect(table.headers).toHaveLength(2 + measuresOf('tissue').length)
    expect(table.rows[0]?.values.slice(0, 3)).toEqual(['70', '45', '—'])
  })

  it('still lists records without a usable date, after the dated ones, and a repeated id as often as it was sent', () => {
    const { points, leftOut } = measurementSeries([
      measurement(7, { area: 1 }),
      measurement(8, { date: 'next Tuesday', area: 2 }),
      measurement(9, { date: '2026-03-01', area: 3 }),
      measurement(9, { date: '2026-03-01', area: 3 }),
    ])
    const table = chartTable(t, points, [AREA], leftOut)
    expect(table.rows.map((r) => [r.id, r.drawn])).toEqual([
      [9, true],
      [9, true],
      [7, false],
      [8, false],
    ])
    expect(table.rows[2]?.date).toMatch(/no date/i)
    expect(table.rows[3]?.date).toContain('next Tuesday')
    expect(new Set(table.rows.map((r) => r.key)).size).toBe(4)
  })

  it('keys rows of records without an id by position', () => {
    const { points } = measurementSeries([measurement(null, { date: '2026-03-01' }), measurement(null, { date: '2026-03-02' })])
    const keys = chartTable(t, points, [AREA]).rows.map((r) => r.key)
    expect(new Set(keys).size).toBe(2)
  })
})

describe('formatSeriesValue', () => {
  it('puts the unit after the number, and a dash for a missing value (never 0)', () => {
    expect(formatSeriesValue(3.456, AREA)).toBe(`${(3.46).toLocaleString()} cm²`)
    expect(formatSeriesValue(null, AREA)).toBe('—')
    expect(formatSeriesValue(45, TISSUE[0] ?? AREA)).toBe('45%')
    expect(formatSeriesValue(4, painSeries(t, firstRowWords.english)[0] ?? AREA)).toBe('4/10')
  })
})
