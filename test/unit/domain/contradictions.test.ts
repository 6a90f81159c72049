import { describe, expect, it } from 'vitest'
import { parseAssessment } from '../../../src/api/schemas/assessment'
import { contradictionsOf } from '../../../src/domain/contradictions'

const valuesOf = (values: Record<string, unknown>) => parseAssessment({ id: 1, date: '2026-03-01', values }).values

describe('contradictionsOf: what one assessment records that cannot all be true', () => {
  it('finds exudate none with a type, normal skin with findings, an edge attached and not, not infected with signs', () => {
    const values = valuesOf({
      exudate: { amount: 'NONE', type: 'SEROUS' },
      peri_wound_skin: ['NORMAL', 'MACERATION', 'OTHER_FREE_TEXT'],
      wound_edge: ['ATTACHED', 'NOT_ATTACHED'],
      infection: { infected: 'NO', signs_of_local_infection: ['ERYTHEMA'] },
      odor: 'NO',
      pain: {},
    })
    expect(contradictionsOf(values)).toEqual([
      { kind: 'exudate-none-with-type', type: 'SEROUS' },
      { kind: 'normal-skin-with-findings', findings: ['MACERATION'] },
      { kind: 'edge-attached-and-not' },
      { kind: 'not-infected-with-signs', signs: ['ERYTHEMA'] },
    ])
  })

  it('finds nothing in a consistent record, or in none', () => {
    const values = valuesOf({
      exudate: { amount: 'MODERATE', type: 'SEROUS' },
      peri_wound_skin: ['NORMAL'],
      wound_edge: ['ATTACHED'],
      infection: { infected: 'YES', signs_of_local_infection: ['ERYTHEMA'] },
      odor: 'NO',
      pain: {},
    })
    expect(contradictionsOf(values)).toEqual([])
    expect(contradictionsOf(undefined)).toEqual([])
  })
})
