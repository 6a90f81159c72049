import { judgeWound, type JudgementInput } from '../domain/healing/judgement'
import { isHealingReferenceId, woundTypeChoice } from '../domain/healing/references'
import type { MeasurementPoint } from '../domain/healing/series'
import { HEALING_REFERENCES } from '#words/references'
import { verdictWords, type WoundVerdict } from '#words/verdict'

type WoundVerdictOptions = JudgementInput & {
  /**
   * The wound type the clinician chose, from the app URL (`reference=`): a reference id, `other`
   * (no published reference), anything else not chosen. Never defaulted: without a choice no
   * threshold is applied.
   */
  referenceId?: string | null | undefined
}

/**
 * The verdict every view says: the wound judged (domain/healing/judgement.ts) against the reference
 * of the wound type the clinician chose (none when none was chosen, or `other`), and the judgement
 * in the language's words (src/words).
 */
export function woundVerdict(allPoints: readonly MeasurementPoint[], options: WoundVerdictOptions = {}): WoundVerdict {
  const woundType = woundTypeChoice(options.referenceId)
  const reference = isHealingReferenceId(woundType) ? HEALING_REFERENCES[woundType] : null
  const { parts, ...judgement } = judgeWound(allPoints, options, reference)
  return {
    ...judgement,
    reference,
    woundType,
    ...verdictWords(parts, judgement, { reference, choice: woundType, undated: options.undated ?? 0 }),
  }
}
