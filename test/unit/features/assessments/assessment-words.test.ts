import { describe, expect, it } from 'vitest'
import { tractOf } from '../../../../src/features/assessments/clock-face.utils'
import { codeLabel, extentDescription, extentSummary, unrecognisedPhrase } from '../../../../src/features/assessments/assessment-words'
import { englishWords } from '../../../../scripts/catalogs'
import { ROOT } from '../../../../tools/harness/paths'

/* Tunnelling and undermining in words: the clock positions as features/assessments reads them (tractOf). */

/** The assessments' English words, from their catalog. */
const t = englishWords(`${ROOT}/src/words`, 'assessments')

describe('codes', () => {
  it('says the specification’s codes by their messages and humanises any other code as sent', () => {
    expect(codeLabel(t, 'HYPERKERTOSIS')).toBe('Hyperkeratosis')
    expect(codeLabel(t, 'N/A')).toBe('Not applicable')
    expect(codeLabel(t, 'INCREASING_PAIN')).toBe('Increasing pain')
    expect(codeLabel(t, 'constructor')).toBe('Constructor')
  })
})

describe('phrases', () => {
  it('joins lists the way people say them', () => {
    expect(unrecognisedPhrase(t, [])).toBe('')
    expect(unrecognisedPhrase(t, [2])).toBe('2')
    expect(unrecognisedPhrase(t, [0, 13])).toBe('0 and 13')
    expect(unrecognisedPhrase(t, [1, 2.5, 3])).toBe('1, 2.5 and 3')
  })

  it('names clock positions', () => {
    expect(extentSummary(t, tractOf({ length: 1, direction: [] }))).toBe('1 cm, no clock position')
    expect(extentSummary(t, tractOf({ length: 1, direction: [6] }))).toBe("1 cm at 6 o'clock")
    expect(extentSummary(t, tractOf({ length: 1, direction: [2, 3] }))).toBe("1 cm at 2 and 3 o'clock")
  })
})

describe('extentSummary and extentDescription', () => {
  it('gives length and positions', () => {
    expect(extentSummary(t, tractOf({ direction: [3, 2, 2], length: 3 }))).toBe("3 cm at 2 and 3 o'clock")
    expect(extentDescription(t, 'Tunnelling', tractOf({ direction: [2, 3], length: 3 }))).toBe("Tunnelling 3 cm at 2 and 3 o'clock")
  })

  it('says what is missing', () => {
    expect(extentDescription(t, 'Undermining', tractOf({ direction: [6] }))).toBe("Undermining at 6 o'clock, length not recorded")
    expect(extentDescription(t, 'Undermining', tractOf({ direction: [], length: 1.5 }))).toBe('Undermining 1.5 cm, no clock position')
    expect(extentDescription(t, 'Tunnelling', tractOf({}))).toBe('Tunnelling recorded without length or clock position')
    expect(extentDescription(t, 'Tunnelling', undefined)).toBe('Tunnelling not recorded')
    expect(extentSummary(t, undefined)).toBe('')
  })

  it('leaves directions outside 1–12 out of the picture’s description', () => {
    expect(extentDescription(t, 'Tunnelling', tractOf({ direction: [0, 14], length: 2 }))).toBe('Tunnelling 2 cm, no clock position')
    expect(extentDescription(t, 'Tunnelling', tractOf({ direction: [0, 4], length: 2 }))).toBe("Tunnelling 2 cm at 4 o'clock")
  })
})
