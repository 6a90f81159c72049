import type { PushGap } from '../../domain/healing/push'
import { isolate } from '../../text/plain-text'

/*
 * Why a PUSH sub-score is missing, in English for the visit's note (note.ts) until its words are in
 * a catalog; the overview's PUSH table says it through src/words/overview.
 */

const SIDES = { max_length: 'maximum length', max_width: 'maximum width' } as const

/** Why a sub-score is missing: "maximum length and maximum width not measured". */
export function pushGapText(gap: PushGap): string {
  switch (gap.kind) {
    case 'not-measured':
      return `${gap.absent.map((side) => SIDES[side]).join(' and ')} not measured`
    case 'negative-size':
      return 'a negative length or width is not a measurement'
    case 'no-assessment':
      return 'no assessment on this date'
    case 'no-exudate-amount':
      return 'the assessment of this date records no exudate amount'
    case 'unknown-exudate-amount':
      return `exudate amount “${isolate(gap.sent)}” is not one of ${gap.known.join(', ')}`
    case 'tissue-not-recorded':
      return `${gap.tissue} % not recorded`
    case 'epithelial-or-closed':
      return 'no eschar, slough or granulation recorded: epithelial tissue (1) and a closed wound (0) cannot be told apart from the data'
  }
}
