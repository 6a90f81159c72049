import { describe, expect, it } from 'vitest'
import { EXUDATE_AMOUNTS, EXUDATE_TYPES, ODORS, PERI_WOUND_SKIN_CODES, WOUND_EDGE_CODES } from '../../../src/api/schemas/assessment'
import { FREE_TEXT_MARKERS } from '../../../src/domain/assessment-signs'
import { WOUND_TYPE_CHOICES } from '../../../src/domain/healing/references'
import {
  answerText,
  codeText,
  codeWord,
  entryText,
  valueText,
  woundTypeName,
  type CodesTranslate,
} from '../../../src/whole-history/code-words'
import { englishWords } from '../../../scripts/catalogs'
import { ROOT } from '../../../tools/harness/paths'

/** The codes' words in English and German, from their catalogs. */
const en = englishWords(`${ROOT}/src/words`, 'codes') as CodesTranslate
const { codesWords } = await import('../../../src/words/codes/index')
const de = await codesWords.load('de')

describe('the codes in words', () => {
  it('says every code the specification lists in words, in English and in German: none is quoted or left as sent', () => {
    for (const code of [...EXUDATE_AMOUNTS, ...EXUDATE_TYPES, 'MALODOROUS']) {
      expect(codeWord(en, code), code).toBeDefined()
      expect(codeWord(de, code), code).not.toBe(codeWord(en, code))
    }
    for (const code of [...WOUND_EDGE_CODES, ...PERI_WOUND_SKIN_CODES].filter((entry) => !FREE_TEXT_MARKERS.has(entry))) {
      expect(entryText(en, code), code).not.toMatch(/[A-Z_]/)
      expect(entryText(de, code), code).not.toBe(entryText(en, code))
    }
    for (const odour of ODORS) expect(valueText(de, odour), odour).not.toBe(valueText(en, odour))
  })

  it('keeps the English words the screens, the note and the FHIR export said before the catalog', () => {
    expect(['NONE', 'MINIMUM', 'SERO-SANGUINEOUS', 'HEAMOPURULENT'].map((code) => codeText(en, code))).toEqual([
      'none',
      'minimal',
      'serosanguineous',
      'haemopurulent',
    ])
    expect(['NOT_ATTACHED', 'EDEMA', 'HYPERKERTOSIS', 'SITE_SPECIFIC_ECZEMA'].map((code) => entryText(en, code))).toEqual([
      'not attached',
      'oedema',
      'hyperkeratosis',
      'site-specific eczema',
    ])
    expect(valueText(en, 'NO')).toBe('no odour')
    expect(answerText(en, 'NO')).toBe('no odour')
    expect(answerText(en, 'MODERATE')).toBe('moderate')
  })

  it('quotes a value the specification does not list as sent, isolated, in the language’s quotation marks', () => {
    expect(codeText(en, 'HEAVY')).toBe('“HEAVY”')
    expect(codeText(de, 'HEAVY')).toBe('„HEAVY“')
    expect(codeText(en, 'كثير')).toBe('“\u2068كثير\u2069”')
    expect(codeWord(en, 'constructor')).toBeUndefined()
    expect(answerText(en, 'Warm to touch')).toBe('Warm to touch')
  })

  it('says a coded list’s entry the specification does not list as the service spells it, and free text as entered', () => {
    expect(entryText(de, 'BLEEDING__FRIABLE_GRANULATION_TISSUE')).toBe('bleeding / friable granulation tissue')
    expect(entryText(en, 'Edge raised medially')).toBe('Edge raised medially')
    expect(entryText(en, 'حافة')).toBe('\u2068حافة\u2069')
  })

  it('names every wound type the clinician can choose, "other" among them (contract section 9)', () => {
    expect(WOUND_TYPE_CHOICES.map((choice) => woundTypeName(en, choice))).toEqual([
      'diabetic foot ulcer',
      'venous leg ulcer',
      'other wound type, not listed',
    ])
    expect(WOUND_TYPE_CHOICES.map((choice) => woundTypeName(de, choice))).toEqual([
      'diabetisches Fußulkus',
      'Ulcus cruris venosum',
      'anderer, nicht aufgeführter Wundtyp',
    ])
  })
})
