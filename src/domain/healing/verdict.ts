import { judgeWound, type JudgementInput, type WoundJudgement } from './judgement'
import { REFERENCE_FACTS, isHealingReferenceId, woundTypeChoice, type ReferenceFacts, type WoundTypeChoice } from './references'
import type { MeasurementPoint } from './series'

/*
 * The verdict every view says (the summary above every tab, the overview, the caseload, the note):
 * the wound judged (judgement.ts) against the reference of the wound type the clinician chose, none
 * when none was chosen or `other`. Facts only: each view says them in its language's words.
 */

export type WoundVerdict = WoundJudgement & {
  /** The reference it was judged against: null when none was chosen, or a type without one, so no threshold. */
  reference: ReferenceFacts | null
  /** The wound type the clinician chose; null: not chosen. */
  woundType: WoundTypeChoice | null
  /** Measurements with no usable date (left off the time axis): said when they are why nothing can be judged. */
  undated: number
  /** A plateau or a growing wound: a reason to look at the wound and its care, and the flag that says so. */
  stall: 'plateau' | 'deterioration' | null
}

type WoundVerdictOptions = JudgementInput & {
  /**
   * The wound type the clinician chose, from the app URL (`reference=`): a reference id, `other`
   * (no published reference), anything else not chosen. Never defaulted: without a choice no
   * threshold is applied.
   */
  referenceId?: string | null | undefined
}

export function woundVerdict(allPoints: readonly MeasurementPoint[], options: WoundVerdictOptions = {}): WoundVerdict {
  const woundType = woundTypeChoice(options.referenceId)
  const reference = isHealingReferenceId(woundType) ? REFERENCE_FACTS[woundType] : null
  const judgement = judgeWound(allPoints, options, reference)
  const { status } = judgement.trajectory
  return {
    ...judgement,
    reference,
    woundType,
    undated: options.undated ?? 0,
    stall: status === 'plateau' ? 'plateau' : status === 'deteriorating' ? 'deterioration' : null,
  }
}
