import { daysAdjective, daysText } from './days'
import { formatNumber } from '../../text/format'
import { checkOf, type HealingReferenceId, type ReferenceFacts, type WoundTypeChoice } from '../../domain/healing/references'
import { percentDigits } from '../../domain/healing/variability'

/*
 * The published references in English for the visit's note and its FHIR export (note.ts,
 * features/handoff), until their words are in a catalog; the screens say them through
 * src/words/verdict and src/words/overview.
 */

/** "4 weeks": when a reference's check falls (4 weeks with none chosen), in running text. */
export const checkTime = (reference: Pick<ReferenceFacts, 'check'> | null) => daysText(checkOf(reference).day)
/** "4-week", as in "the 4-week check". */
export const checkAdjective = (reference: Pick<ReferenceFacts, 'check'> | null) => daysAdjective(checkOf(reference).day)

/** Each reference's short source and its wound type in running text ("… of Sheehan et al. 2003 (diabetic foot ulcers)"). */
export const REFERENCE_NAMES: Readonly<Record<HealingReferenceId, { source: string; woundType: string }>> = {
  'dfu-sheehan-2003': { source: 'Sheehan et al. 2003', woundType: 'diabetic foot ulcers' },
  'vlu-phillips-2000': { source: 'Phillips et al. 2000', woundType: 'venous leg ulcers' },
}

/** The wound type the clinician chose, in running text ("a diabetic foot ulcer"). */
export const WOUND_TYPE_NAMES: Readonly<Record<WoundTypeChoice, string>> = {
  'dfu-sheehan-2003': 'diabetic foot ulcer',
  'vlu-phillips-2000': 'venous leg ulcer',
  other: 'other wound type, not listed',
}

export const DECISION_SUPPORT_NOTE = 'This is decision support, not a diagnosis.'

/** A percentage for running text, never rounded onto the other side of the threshold (52.7 → "52.7%" against 53%). */
export function percentText(value: number, threshold: number): string {
  const digits = percentDigits(value, threshold)
  return `${formatNumber(Math.abs(digits === 3 ? value : Number(value.toFixed(digits))), digits)}%`
}
