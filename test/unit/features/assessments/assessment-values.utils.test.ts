import { describe, expect, it } from 'vitest'
import { PERI_WOUND_SKIN_CODES, WOUND_EDGE_CODES } from '../../../../src/api/schemas/assessment'
import {
  exudateAmountLabel,
  exudateTypeLabel,
  infectionEntries,
  infectionSummary,
  odorLabel,
  painScore,
  periWoundSkinEntries,
  woundEdgeEntries,
  yesNoLabel,
  yesNoNaLabel,
} from '../../../../src/features/assessments/assessment-values.utils'
import { formatDate } from '../../../../src/text/format'
import { painPhrase } from '../../../../src/features/assessments/assessment-words'
import { englishWords } from '../../../../scripts/catalogs'
import { ROOT } from '../../../../tools/harness/paths'

/** The assessments' English words, from their catalog. */
const t = englishWords(`${ROOT}/src/words`, 'assessments')

describe('codes in words', () => {
  it('puts codes into words, correcting the spec’s spellings', () => {
    expect(woundEdgeEntries(t, ['NOT_ATTACHED'])).toEqual([{ text: 'Not attached', freeText: false }])
    expect(exudateTypeLabel(t, 'SERO-SANGUINEOUS')?.text).toBe('Sero-sanguineous')
    expect(periWoundSkinEntries(t, ['HYPERKERTOSIS'])).toEqual([{ text: 'Hyperkeratosis', freeText: false }])
    expect(exudateTypeLabel(t, 'HEAMOPURULENT')?.text).toBe('Haemopurulent')
    expect(periWoundSkinEntries(t, ['SITE_SPECIFIC_ECZEMA'])).toEqual([{ text: 'Site-specific eczema', freeText: false }])
  })

  it('gives every code of the spec a non-empty label', () => {
    for (const code of WOUND_EDGE_CODES) expect(woundEdgeEntries(t, [code])[0]?.text, code).toMatch(/^[A-Z]/)
    for (const code of PERI_WOUND_SKIN_CODES) expect(periWoundSkinEntries(t, [code])[0]?.text, code).toMatch(/^[A-Z]/)
  })
})

describe('coded lists: wound edge and peri-wound skin', () => {
  it('humanises known codes and keeps free text exactly as entered, marked', () => {
    expect(woundEdgeEntries(t, ['ATTACHED', 'ROLLED', '  Macerated rim at 3 o’clock '])).toEqual([
      { text: 'Attached', freeText: false },
      { text: 'Rolled', freeText: false },
      { text: '  Macerated rim at 3 o’clock ', freeText: true },
    ])
  })

  it('drops the "other" marker when its text follows, in either spelling', () => {
    expect(woundEdgeEntries(t, ['ROLLED', 'OTHER-FREE-TEXT', 'Tape blisters'])).toEqual([
      { text: 'Rolled', freeText: false },
      { text: 'Tape blisters', freeText: true },
    ])
    expect(periWoundSkinEntries(t, ['OTHER_FREE_TEXT', 'Itchy'])).toEqual([{ text: 'Itchy', freeText: true }])
  })

  it('keeps a lone "other" marker as "Other"', () => {
    expect(periWoundSkinEntries(t, ['DRY', 'OTHER_FREE_TEXT'])).toEqual([
      { text: 'Dry', freeText: false },
      { text: 'Other', freeText: false },
    ])
  })

  it('treats anything not spelled like a code as free text (case matters, prototype names too)', () => {
    expect(woundEdgeEntries(t, ['attached', 'constructor', '__proto__'])).toEqual([
      { text: 'attached', freeText: true },
      { text: 'constructor', freeText: true },
      { text: '__proto__', freeText: true },
    ])
  })

  it('is empty for a missing or empty list', () => {
    expect(woundEdgeEntries(t, undefined)).toEqual([])
    expect(periWoundSkinEntries(t, [])).toEqual([])
  })
})

describe('closed lists', () => {
  it('puts known values into words', () => {
    expect(exudateAmountLabel(t, 'MINIMUM')).toEqual({ text: 'Minimal', unknown: false })
    expect(exudateTypeLabel(t, 'SERO-SANGUINEOUS')).toEqual({ text: 'Sero-sanguineous', unknown: false })
    expect(odorLabel(t, 'NO')).toEqual({ text: 'No odour', unknown: false })
    expect(odorLabel(t, 'MALODOROUS')).toEqual({ text: 'Malodorous', unknown: false })
    expect(yesNoLabel(t, 'YES')).toEqual({ text: 'Yes', unknown: false })
    expect(yesNoNaLabel(t, 'N/A')).toEqual({ text: 'Not applicable', unknown: false })
  })

  it('shows an unknown value as sent, marked', () => {
    expect(exudateAmountLabel(t, 'COPIOUS')).toEqual({ text: 'COPIOUS', unknown: true })
    expect(yesNoLabel(t, 'N/A')).toEqual({ text: 'N/A', unknown: true })
    expect(exudateAmountLabel(t, 'toString')).toEqual({ text: 'toString', unknown: true })
  })

  it('says nothing for a missing or empty value', () => {
    expect(odorLabel(t, undefined)).toBeUndefined()
    expect(odorLabel(t, '')).toBeUndefined()
  })
})

describe('painScore and painPhrase', () => {
  it('puts 0 to 10 on the scale, ends included', () => {
    expect(painScore(0)).toEqual({ kind: 'scale', value: 0, text: '0' })
    expect(painScore(10)).toEqual({ kind: 'scale', value: 10, text: '10' })
    expect(painScore(7.5)).toEqual({ kind: 'scale', value: 7.5, text: '7.5' })
    expect(painPhrase(t, 'Pain at rest', painScore(7))).toBe('Pain at rest 7 out of 10')
  })

  it('keeps values outside 0–10 as sent, off the scale', () => {
    expect(painScore(11)).toEqual({ kind: 'off-scale', value: 11, text: '11' })
    expect(painScore(-1)).toEqual({ kind: 'off-scale', value: -1, text: '-1' })
    expect(painPhrase(t, 'Pain at night', painScore(12))).toBe('Pain at night 12, outside the 0 to 10 scale')
  })

  it('treats a missing or non-finite value as not recorded', () => {
    expect(painScore(undefined)).toEqual({ kind: 'missing' })
    expect(painScore(Number.NaN)).toEqual({ kind: 'missing' })
    expect(painPhrase(t, 'Pain with movement', painScore(undefined))).toBe('Pain with movement not recorded')
  })
})

describe('infectionEntries: whatever shape arrives', () => {
  it('labels the fields the spec describes and puts their codes into words', () => {
    expect(
      infectionEntries(t, {
        infected: 'YES',
        signs_of_local_infection: ['BLEEDING__FRIABLE_GRANULATION_TISSUE', 'INCREASING_PAIN'],
        wound_swab: 'YES',
        wound_swab_date: '2026-02-27',
      }),
    ).toEqual([
      { key: 'infected', label: 'Infected', value: 'Yes', known: true },
      {
        key: 'signs_of_local_infection',
        label: 'Signs of local infection',
        value: 'Bleeding / friable granulation tissue, Increasing pain',
        known: true,
      },
      { key: 'wound_swab', label: 'Wound swab', value: 'Yes', known: true },
      { key: 'wound_swab_date', label: 'Swab date', value: formatDate('2026-02-27'), known: true },
    ])
  })

  it('says "None" for an empty list of signs and a dash for null', () => {
    expect(infectionEntries(t, { signs_of_local_infection: [], wound_swab_date: null })).toEqual([
      { key: 'signs_of_local_infection', label: 'Signs of local infection', value: 'None', known: true },
      { key: 'wound_swab_date', label: 'Swab date', value: '—', known: true },
    ])
  })

  it('lists unknown keys as sent, with their values as sent', () => {
    expect(infectionEntries(t, { status: 'SUSPECTED', organisms: ['MRSA', 'E. coli'], infected: 'NO', detail: { grade: 2 } })).toEqual([
      { key: 'status', label: 'status', value: 'SUSPECTED', known: false },
      { key: 'organisms', label: 'organisms', value: 'MRSA, E. coli', known: false },
      { key: 'infected', label: 'Infected', value: 'No', known: true },
      { key: 'detail', label: 'detail', value: '{"grade":2}', known: false },
    ])
  })

  it('lists keys named like prototype members as unknown keys', () => {
    const parsed: unknown = JSON.parse('{"__proto__": "x", "constructor": 1, "toString": true}')
    expect(infectionEntries(t, parsed)).toEqual([
      { key: '__proto__', label: '__proto__', value: 'x', known: false },
      { key: 'constructor', label: 'constructor', value: '1', known: false },
      { key: 'toString', label: 'toString', value: 'true', known: false },
    ])
  })

  it('keeps a string, number or array as one unexpected entry', () => {
    expect(infectionEntries(t, 'YES')).toEqual([{ key: '', label: 'Recorded as', value: 'YES', known: false }])
    expect(infectionEntries(t, 1)).toEqual([{ key: '', label: 'Recorded as', value: '1', known: false }])
    expect(infectionEntries(t, ['YES', { infected: 'YES' }])).toEqual([
      { key: '', label: 'Recorded as', value: 'YES, {"infected":"YES"}', known: false },
    ])
    expect(infectionEntries(t, [])).toEqual([{ key: '', label: 'Recorded as', value: 'None', known: false }])
  })

  it('has nothing to list for null, undefined or an empty object', () => {
    expect(infectionEntries(t, null)).toEqual([])
    expect(infectionEntries(t, undefined)).toEqual([])
    expect(infectionEntries(t, {})).toEqual([])
  })

  it('describes values without humanising text that is not a code', () => {
    expect(infectionEntries(t, { wound_swab: 'Swab sent to lab', infected: '', extra: false }).map((entry) => entry.value)).toEqual([
      'Swab sent to lab',
      '—',
      'false',
    ])
  })
})

describe('infectionSummary: the same, for a table cell', () => {
  it('counts the signs and puts the swab date beside the swab', () => {
    expect(
      infectionSummary(t, {
        infected: 'YES',
        signs_of_local_infection: ['BLEEDING__FRIABLE_GRANULATION_TISSUE', 'INCREASING_PAIN'],
        wound_swab: 'YES',
        wound_swab_date: '2026-02-27',
      }),
    ).toEqual([
      { key: 'infected', label: 'Infected', value: 'Yes', known: true },
      { key: 'signs_of_local_infection', label: 'Signs', value: '2 signs', known: true },
      { key: 'wound_swab', label: 'Swab', value: `Yes, ${formatDate('2026-02-27')}`, known: true },
    ])
  })

  it('keeps a swab date without a swab, unknown keys, and signs that are not a list', () => {
    expect(infectionSummary(t, { signs_of_local_infection: 'ERYTHEMA', wound_swab_date: '2026-02-27', status: 'SUSPECTED' })).toEqual([
      { key: 'signs_of_local_infection', label: 'Signs', value: 'Erythema', known: true },
      { key: 'wound_swab_date', label: 'Swab date', value: formatDate('2026-02-27'), known: true },
      { key: 'status', label: 'status', value: 'SUSPECTED', known: false },
    ])
    expect(infectionSummary(t, { signs_of_local_infection: [], wound_swab: 'NO' })).toEqual([
      { key: 'signs_of_local_infection', label: 'Signs', value: 'None', known: true },
      { key: 'wound_swab', label: 'Swab', value: 'No', known: true },
    ])
  })

  it('passes other shapes through unchanged', () => {
    expect(infectionSummary(t, 'YES')).toEqual(infectionEntries(t, 'YES'))
    expect(infectionSummary(t, null)).toEqual([])
  })
})
