import { describe, expect, it } from 'vitest'
import { parseAssessment } from '../../../../src/api/schemas/assessment'
import { parseMeasurement } from '../../../../src/api/schemas/measurement'
import { measurementSeries } from '../../../../src/domain/healing/series'
import { assessmentsByDate, EXUDATE_SCORES, pushAreaScore, pushScores } from '../../../../src/domain/healing/push'

const DATE = '2026-03-01'

const point = (fields: Record<string, unknown>, date = DATE) => {
  const [only] = measurementSeries([parseMeasurement({ id: 1, date, ...fields })]).points
  if (!only) throw new Error('fixture has no date')
  return only
}

const exudate = (id: number | null, amount: unknown, date = DATE) =>
  parseAssessment({ id, date, values: { exudate: amount === undefined ? {} : { amount, type: 'SEROUS' } } })

/** 3 × 2 = 6 cm², slough present: area 7, tissue 3. */
const WOUND = { max_length: 3, max_width: 2, area: 5, eschar: 0, slough: 20, granulation: 80 }

const estimate = (fields: Record<string, unknown>, assessments = [exudate(1, 'MODERATE')]) => {
  const [only] = pushScores([point(fields)], assessments)
  if (!only) throw new Error('no estimate')
  return only
}

describe('pushAreaScore', () => {
  it.each([
    [0, 0],
    [0.01, 1],
    [0.29, 1],
    [0.3, 2],
    [0.6, 2],
    [0.65, 3],
    [0.7, 3],
    [1.0, 3],
    [1.05, 4],
    [1.1, 4],
    [2.0, 4],
    [2.05, 5],
    [2.1, 5],
    [3.0, 5],
    [3.05, 6],
    [3.1, 6],
    [4.0, 6],
    [4.1, 7],
    [8.0, 7],
    [8.1, 8],
    [12.0, 8],
    [12.1, 9],
    [24.0, 9],
    [24.01, 10],
    [120, 10],
  ])('%s cm² scores %s', (lengthTimesWidth, score) => {
    expect(pushAreaScore(lengthTimesWidth)).toBe(score)
  })
})

describe('pushScores', () => {
  it('adds the three sub-scores and shows their inputs', () => {
    // 3 × 2 = 6 cm² → 7 (4.1–8.0); MODERATE → 2; slough present, no eschar → 3. Total 12.
    expect(estimate(WOUND)).toEqual({
      id: 1,
      date: DATE,
      total: 12,
      area: { known: true, score: 7, length: 3, width: 2, lengthTimesWidth: 6 },
      exudate: { known: true, score: 2, amount: 'MODERATE', assessmentId: 1 },
      tissue: { known: true, score: 3, basis: 'slough', eschar: 0, slough: 20, granulation: 80 },
      missing: [],
    })
  })

  it('uses length × width, not the traced area, and removes floating-point noise', () => {
    // 0.2 × 3 is 0.6000000000000001 in floating point; it is 0.6 cm², band 2, not 3.
    const { area } = estimate({ ...WOUND, max_length: 0.2, max_width: 3, area: 0.5 })
    expect(area).toEqual({ known: true, score: 2, length: 0.2, width: 3, lengthTimesWidth: 0.6 })
  })

  it('maps each exudate amount of the spec, case aside', () => {
    expect(EXUDATE_SCORES).toEqual({ NONE: 0, MINIMUM: 1, MODERATE: 2, LARGE: 3 })
    const score = (amount: unknown) => estimate(WOUND, [exudate(1, amount)]).exudate
    expect(score('NONE')).toMatchObject({ known: true, score: 0 })
    expect(score('MINIMUM')).toMatchObject({ known: true, score: 1 })
    expect(score('MODERATE')).toMatchObject({ known: true, score: 2 })
    expect(score('LARGE')).toMatchObject({ known: true, score: 3, amount: 'LARGE' })
    expect(score(' large ')).toMatchObject({ known: true, score: 3, amount: 'LARGE' })
    expect(score('HEAVY')).toEqual({
      known: false,
      gap: { kind: 'unknown-exudate-amount', sent: 'HEAVY', known: ['NONE', 'MINIMUM', 'MODERATE', 'LARGE'] },
    })
    expect(score('constructor')).toMatchObject({ known: false })
    expect(score(undefined)).toEqual({ known: false, gap: { kind: 'no-exudate-amount' } })
  })

  it('takes exudate only from an assessment of the same date, the highest id when several', () => {
    const other = estimate(WOUND, [exudate(1, 'LARGE', '2026-03-02')])
    expect(other.exudate).toEqual({ known: false, gap: { kind: 'no-assessment' } })
    const several = estimate(WOUND, [exudate(4, 'MINIMUM'), exudate(9, 'LARGE'), exudate(null, 'NONE'), exudate(7, 'NONE')])
    expect(several.exudate).toMatchObject({ score: 3, assessmentId: 9 })
    expect(assessmentsByDate([exudate(null, 'NONE')]).get(DATE)?.id).toBeNull()
    expect(assessmentsByDate([parseAssessment({ id: 3, date: 'soon' })]).size).toBe(0)
  })

  it('scores tissue by the worst tissue present', () => {
    const tissue = (fields: Record<string, unknown>) => estimate({ ...WOUND, ...fields }).tissue
    expect(tissue({ eschar: 5, slough: 20, granulation: 75 })).toMatchObject({ known: true, score: 4, basis: 'eschar' })
    expect(tissue({ eschar: 0, slough: 1, granulation: 99 })).toMatchObject({ known: true, score: 3, basis: 'slough' })
    expect(tissue({ eschar: 0, slough: 0, granulation: 100 })).toMatchObject({ known: true, score: 2, basis: 'granulation' })
    // Eschar unknown: slough present could still be a 4.
    expect(tissue({ eschar: undefined, slough: 30 })).toEqual({ known: false, gap: { kind: 'tissue-not-recorded', tissue: 'eschar' } })
    expect(tissue({ eschar: 0, slough: undefined })).toEqual({ known: false, gap: { kind: 'tissue-not-recorded', tissue: 'slough' } })
    // Any eschar decides, whatever else is missing.
    expect(tissue({ eschar: 10, slough: undefined, granulation: undefined })).toMatchObject({ known: true, score: 4 })
    expect(tissue({ eschar: 0, slough: 0, granulation: 0 })).toEqual({
      known: false,
      gap: { kind: 'epithelial-or-closed' },
    })
  })

  it('scores a closed wound 0 for area and tissue', () => {
    const closed = estimate({ max_length: 0, max_width: 0, area: 0, eschar: 0, slough: 0, granulation: 0 }, [exudate(1, 'NONE')])
    expect(closed).toMatchObject({ total: 0, area: { score: 0 }, tissue: { score: 0, basis: 'closed' } })
  })

  it('gives no total when an input is missing, and lists what is missing', () => {
    const result = estimate({ max_width: 2, slough: 10 }, [])
    expect(result.total).toBeNull()
    expect(result.missing).toEqual([
      { input: 'area', gap: { kind: 'not-measured', absent: ['max_length'] } },
      { input: 'exudate', gap: { kind: 'no-assessment' } },
      { input: 'tissue', gap: { kind: 'tissue-not-recorded', tissue: 'eschar' } },
    ])
    expect(estimate({ ...WOUND, max_length: undefined, max_width: undefined }).area).toEqual({
      known: false,
      gap: { kind: 'not-measured', absent: ['max_length', 'max_width'] },
    })
    expect(estimate({ ...WOUND, max_width: -1 }).area).toMatchObject({ known: false })
  })

  it('gives one estimate per measurement, in series order', () => {
    const { points } = measurementSeries([
      parseMeasurement({ id: 2, date: '2026-03-08', ...WOUND }),
      parseMeasurement({ id: 1, date: DATE, ...WOUND, max_length: 1, max_width: 1 }),
    ])
    const estimates = pushScores(points, [exudate(5, 'MINIMUM', '2026-03-08'), exudate(6, 'NONE')])
    // Day 0: 1 × 1 = 1 → 3, NONE 0, slough 3 = 6. Day 7: 6 → 7, MINIMUM 1, slough 3 = 11.
    expect(estimates.map((e) => [e.id, e.date, e.total])).toEqual([
      [1, DATE, 6],
      [2, '2026-03-08', 11],
    ])
    expect(pushScores([], [])).toEqual([])
  })
})
