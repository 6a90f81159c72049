import type { PushEstimate, PushGap } from '../../domain/healing/push'
import { formatNumber } from '../../text/format'
import { isolate } from '../../text/plain-text'

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

/* The PUSH table of the overview. */

export const pushHeading = 'PUSH 3.0 estimate'
export const pushScrollable = 'PUSH 3.0 estimate, scrollable'
export const lengthTimesWidthHeader = 'Length × width'
export const exudateHeader = 'Exudate'
export const tissueHeader = 'Tissue'
export const pushTotalHeader = 'Total (0–17)'

type TissueBasis = Extract<PushEstimate['tissue'], { known: true }>['basis']
const TISSUE_WORDS: Record<TissueBasis, string> = { closed: 'closed', eschar: 'eschar', slough: 'slough', granulation: 'granulation' }

/** A sub-score and what it was read from: "2.4 cm² → 5", "moderate → 2" (the amount's code, in lower case), "slough → 4". */
export const areaScoreText = (lengthTimesWidth: number, score: number) => `${formatNumber(lengthTimesWidth)} cm² → ${score}`
export const exudateScoreText = (amount: string, score: number) => `${amount.toLowerCase()} → ${score}`
export const tissueScoreText = (basis: TissueBasis, score: number) => `${TISSUE_WORDS[basis]} → ${score}`
export const notScored = (gap: PushGap) => `not scored: ${pushGapText(gap)}`
/** Why there is no total: every missing input, one after the other. */
export const missingInputs = (estimate: PushEstimate) => estimate.missing.map((missing) => pushGapText(missing.gap)).join(' ')
