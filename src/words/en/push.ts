import type { PushGap } from '../../domain/healing/push'
import { isolate } from '../../shared/plain-text'

/* The PUSH estimate in words (domain/healing/push.ts scores it). */

export const PUSH_ESTIMATE_NOTE =
  'PUSH 3.0 estimate from the recorded data: length × width from the image measurement, exudate from the assessment of the same date, tissue type from the tissue percentages. Epithelial tissue (1) and a closed wound (0) cannot be told apart from the data.'

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
