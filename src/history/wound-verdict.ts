import { judgeWound, type JudgementInput } from '../domain/healing/judgement'
import { DEFAULT_REFERENCE, isHealingReferenceId } from '../domain/healing/references'
import type { MeasurementPoint } from '../domain/healing/series'
import { HEALING_REFERENCES } from '#words/references'
import { verdictWords, type WoundVerdict } from '#words/verdict'

type WoundVerdictOptions = JudgementInput & {
  /** A reference id from the app URL; anything else means the default reference. */
  referenceId?: string | null | undefined
}

/**
 * The verdict every view says: the wound judged (domain/healing/judgement.ts) against the chosen
 * reference (the default one unless the app URL names another), and the judgement in the
 * language's words (src/words).
 */
export function woundVerdict(allPoints: readonly MeasurementPoint[], options: WoundVerdictOptions = {}): WoundVerdict {
  const reference = HEALING_REFERENCES[isHealingReferenceId(options.referenceId) ? options.referenceId : DEFAULT_REFERENCE]
  const { parts, ...judgement } = judgeWound(allPoints, options, reference)
  return { ...judgement, reference, ...verdictWords(parts, judgement, reference, options.undated ?? 0) }
}
