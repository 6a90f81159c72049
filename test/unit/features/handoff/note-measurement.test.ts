import { describe, expect, it } from 'vitest'
import type { PushGap } from '../../../../src/domain/healing/push'
import { pushGapText } from '../../../../src/features/handoff/note-measurement'
import type { HandoffTranslate } from '../../../../src/features/handoff/note-words'
import { englishWords } from '../../../../scripts/catalogs'
import { ROOT } from '../../../../tools/harness/paths'

/** The hand-off's English words, from their catalog: the note's English is as it was before the catalog. */
const t = englishWords(`${ROOT}/src/words`, 'handoff') as HandoffTranslate

describe('the note’s PUSH estimate in words', () => {
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
})
