import { describe, expect, it } from 'vitest'
import type { PushGap } from '../../../src/domain/healing/push'
import { pushGapText, type PushGapsTranslate } from '../../../src/whole-history/push-gap-words'
import { pushGapsWords } from '../../../src/words/push-gaps'
import { englishWords } from '../../../scripts/catalogs'
import { ROOT } from '../../../tools/harness/paths'

/** Why a PUSH sub-score is missing, in English, from its catalog (the note's and the overview's table's). */
const t = englishWords(`${ROOT}/src/words`, 'push-gaps') as PushGapsTranslate
const de = await pushGapsWords.load('de')

describe('why a PUSH sub-score is missing, in words', () => {
  it.each<[PushGap, string]>([
    [{ kind: 'not-measured', absent: ['max_length'] }, 'maximum length not measured'],
    [{ kind: 'not-measured', absent: ['max_width'] }, 'maximum width not measured'],
    [{ kind: 'not-measured', absent: ['max_length', 'max_width'] }, 'maximum length and maximum width not measured'],
    [{ kind: 'negative-size' }, 'a negative length or width is not a measurement'],
    [{ kind: 'no-assessment' }, 'no assessment on this date'],
    [{ kind: 'no-exudate-amount' }, 'the assessment of this date records no exudate amount'],
    [
      { kind: 'unknown-exudate-amount', sent: 'HEAVY', known: ['NONE', 'MINIMUM', 'MODERATE', 'LARGE'] },
      'exudate amount “HEAVY” is not one of NONE, MINIMUM, MODERATE, LARGE',
    ],
    [{ kind: 'tissue-not-recorded', tissue: 'slough' }, 'slough % not recorded'],
    [
      { kind: 'epithelial-or-closed' },
      'no eschar, slough or granulation recorded: epithelial tissue (1) and a closed wound (0) cannot be told apart from the data',
    ],
  ])('%o reads %s', (gap, text) => {
    expect(pushGapText(t, gap)).toBe(text)
  })

  it('isolates the amount the service sent from the words around it', () => {
    expect(pushGapText(t, { kind: 'unknown-exudate-amount', sent: 'كثير', known: ['NONE'] })).toBe(
      'exudate amount “\u2068كثير\u2069” is not one of NONE',
    )
  })

  it('names each tissue in German, not as the wire writes it', () => {
    expect(pushGapText(de, { kind: 'tissue-not-recorded', tissue: 'granulation' })).toBe('Granulation % nicht erfasst')
    expect(pushGapText(de, { kind: 'tissue-not-recorded', tissue: 'slough' })).toBe('Fibrinbelag % nicht erfasst')
  })
})
