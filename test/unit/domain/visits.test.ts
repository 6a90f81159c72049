import { describe, expect, it } from 'vitest'
import { parseAssessment } from '../../../src/api/schemas/assessment'
import { parseMeasurement } from '../../../src/api/schemas/measurement'
import type { VisitChange } from '../../../src/domain/visit-changes'
import { calendarDate, changesSince, joinVisits, notRecorded, visitAssessment, visitMeasurement } from '../../../src/domain/visits'
import { changeText, notRecordedText } from '../../../src/features/visits/change-words'
import { englishWords } from '../../../scripts/catalogs'
import { ROOT } from '../../../tools/harness/paths'

/** A visit's English words, from their catalog: the changes are said in them. */
const t = englishWords(`${ROOT}/src/words`, 'visits')
const codes = englishWords(`${ROOT}/src/words`, 'codes')

/** Records go through the zod schemas, as the service's pages do. */
const measurement = (id: number, date: string | undefined, fields: Record<string, unknown> = {}) =>
  parseMeasurement({ id, ...(date === undefined ? {} : { date }), ...fields })
const assessment = (id: number, date: string | undefined, values: Record<string, unknown> = {}, fields: Record<string, unknown> = {}) =>
  parseAssessment({ id, ...(date === undefined ? {} : { date }), values, ...fields })

const VALUES = {
  wound_edge: ['ATTACHED'],
  peri_wound_skin: ['NORMAL'],
  pain: { at_rest_scale: 1, with_movement_scale: 3, at_night_scale: 2 },
  exudate: { amount: 'MODERATE', type: 'SEROUS' },
  odor: 'NO',
  infection: { infected: 'NO', signs_of_local_infection: [] },
}

describe('joinVisits', () => {
  it('joins each date’s measurements and assessments, oldest date first; a date with one side only is still a visit', () => {
    const { visits, undated } = joinVisits(
      [measurement(3, '2026-03-15'), measurement(1, '2026-03-01'), measurement(2, '2026-03-08')],
      [assessment(11, '2026-03-08'), assessment(10, '2026-03-01'), assessment(12, '2026-03-22')],
    )
    expect(visits.map((v) => [v.date, v.measurements.map((m) => m.id), v.assessments.map((a) => a.id)])).toEqual([
      ['2026-03-01', [1], [10]],
      ['2026-03-08', [2], [11]],
      ['2026-03-15', [3], []],
      ['2026-03-22', [], [12]],
    ])
    expect(undated).toEqual({ measurements: [], assessments: [] })
    expect(visits.map(notRecorded)).toEqual([undefined, undefined, 'assessment', 'measurement'])
    expect(notRecordedText(t, 'measurement')).toBe('No measurement was taken on this date.')
    expect(notRecordedText(t, 'assessment')).toBe('No assessment was recorded on this date.')
  })

  it('keeps every record of a date with several, oldest first, and reads the figures from the last recorded', () => {
    const { visits } = joinVisits(
      [
        measurement(7, '2026-03-01', { area: 5, created_at: '2026-03-01T10:30:00Z' }),
        measurement(4, '2026-03-01', { area: 4, created_at: '2026-03-01T09:00:00Z' }),
        measurement(9, ' 2026-03-01 ', { area: 6 }),
      ],
      [
        assessment(2, '2026-03-01', {}, { created_at: '2026-03-01T11:00:00Z' }),
        assessment(1, '2026-03-01', {}, { created_at: '2026-03-01T08:00:00Z' }),
      ],
    )
    expect(visits).toHaveLength(1)
    const [visit] = visits
    if (!visit) throw new Error('no visit')
    expect(visit.measurements.map((m) => m.id)).toEqual([4, 7, 9])
    expect(visitMeasurement(visit)?.id).toBe(9)
    expect(visit.assessments.map((a) => a.id)).toEqual([1, 2])
    expect(visitAssessment(visit)?.id).toBe(2)
  })

  it('never places a record on a guessed date: missing, malformed and impossible dates are listed apart', () => {
    const { visits, undated } = joinVisits(
      [measurement(1, undefined), measurement(2, '2026-02-30'), measurement(3, '01/03/2026'), measurement(4, '2026-02-28')],
      [assessment(5, 'yesterday'), assessment(6, '2026-02-28')],
    )
    expect(visits.map((v) => v.date)).toEqual(['2026-02-28'])
    expect(undated.measurements.map((m) => m.id)).toEqual([1, 2, 3])
    expect(undated.assessments.map((a) => a.id)).toEqual([5])
    expect(calendarDate('2024-02-29')).toBe('2024-02-29')
    expect(calendarDate('2025-02-29')).toBeUndefined()
  })

  it('takes no children as visits of their own', () => {
    const { visits } = joinVisits(
      [measurement(1, '2026-03-01', { type: 'group', children: [{ id: 2, date: '2026-03-05', type: 'regular' }] })],
      [],
    )
    expect(visits.map((v) => v.date)).toEqual(['2026-03-01'])
    expect(visits[0]?.measurements.map((m) => m.id)).toEqual([1])
  })
})

describe('changesSince', () => {
  const visitPair = (before: Record<string, unknown>, now: Record<string, unknown>, areas: [number, number] = [10, 10]) => {
    const { visits } = joinVisits(
      [measurement(1, '2026-03-01', { area: areas[0] }), measurement(2, '2026-03-08', { area: areas[1] })],
      [assessment(11, '2026-03-01', before), assessment(12, '2026-03-08', now)],
    )
    const [first, second] = visits
    if (!first || !second) throw new Error('two visits expected')
    return changesSince(first, second)
  }
  const texts = (changes: VisitChange[]) => changes.map((change) => changeText(t, codes, change))
  /** A change as read out: its kind, its direction and its words. */
  const said = (changes: VisitChange[]) =>
    changes.map((change) => ({ about: change.about, direction: change.direction, text: changeText(t, codes, change) }))

  it('says what changed, signs of infection first: the issue’s own example', () => {
    const changes = visitPair(
      VALUES,
      {
        ...VALUES,
        exudate: { amount: 'LARGE', type: 'SEROUS' },
        odor: 'MALODOROUS',
        pain: { ...VALUES.pain, with_movement_scale: 6 },
      },
      [10, 11.8],
    )
    expect(texts(changes)).toEqual(['new: malodorous', 'area +18%', 'exudate moderate → large', 'pain with movement 3 → 6'])
    expect(changes.every((change) => change.direction === 'worse')).toBe(true)
  })

  it('names new and resolved signs of infection, and purulent exudate as one of them', () => {
    const infected = {
      ...VALUES,
      exudate: { amount: 'MODERATE', type: 'PURULENT' },
      infection: { infected: 'YES', signs_of_local_infection: ['ERYTHEMA', 'warmth'] },
    }
    const worse = visitPair(VALUES, infected)
    expect(texts(worse)).toEqual(['new: infected', 'new signs of infection: erythema, warmth', 'new: purulent exudate', 'area unchanged'])
    expect(worse.find((c) => changeText(t, codes, c) === 'new: purulent exudate')?.about).toBe('infection')
    const better = visitPair(infected, VALUES, [10, 8])
    expect(texts(better)).toEqual([
      'no longer infected',
      'no longer signs of infection: erythema, warmth',
      'exudate purulent → serous',
      'area −20%',
    ])
    expect(better.every((change) => change.direction === 'better')).toBe(true)
  })

  it('compares only what both visits recorded, and quotes a value the spec does not list', () => {
    expect(said(visitPair({ odor: 'NO' }, { pain: { at_rest_scale: 4 } }))).toEqual([
      { about: 'size', direction: 'changed', text: 'area unchanged' },
    ])
    const odd = visitPair({ exudate: { amount: 'MODERATE' } }, { exudate: { amount: 'COPIOUS' } })
    expect(said(odd)).toContainEqual({ about: 'moisture', direction: 'changed', text: 'exudate moderate → “COPIOUS”' })
  })

  it('reads edge, peri-wound skin, tunnelling and undermining', () => {
    const changes = visitPair(
      { ...VALUES, undermining: { direction: [3], length: 1 } },
      { ...VALUES, wound_edge: ['ROLLED'], peri_wound_skin: ['NORMAL', 'MACERATION'], tunneling: { direction: [12], length: 2 } },
    )
    expect(texts(changes)).toEqual([
      'area unchanged',
      'new wound edge: rolled',
      'no longer wound edge: attached',
      'new peri-wound skin: maceration',
      'new: tunnelling',
      'no longer: undermining',
    ])
  })

  it('has nothing to compare for the first visit', () => {
    const { visits } = joinVisits([measurement(1, '2026-03-01')], [])
    const [first] = visits
    if (!first) throw new Error('no visit')
    expect(changesSince(undefined, first)).toEqual([])
  })
})
