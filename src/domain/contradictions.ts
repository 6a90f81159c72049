import type { AssessmentValues } from '../api/schemas/assessment'
import { FREE_TEXT_MARKERS, infectionOf } from './assessment-signs'

/*
 * What one assessment records that cannot all be true at once: the record is shown as sent, and
 * these are said beside it (the note's "Check:" line) so that a reader asks, rather than files
 * both. Facts, codes as sent: the hand-off's note says them (src/features/handoff/note-assessment.ts).
 */

export type Contradiction =
  /** Exudate amount NONE, and an exudate type. */
  | { kind: 'exudate-none-with-type'; type: string }
  /** Peri-wound skin NORMAL, and findings that are not. */
  | { kind: 'normal-skin-with-findings'; findings: string[] }
  /** Wound edge both ATTACHED and NOT_ATTACHED. */
  | { kind: 'edge-attached-and-not' }
  /** Infected: no, with signs of local infection listed. */
  | { kind: 'not-infected-with-signs'; signs: string[] }

export function contradictionsOf(values: AssessmentValues | undefined): Contradiction[] {
  if (values === undefined) return []
  const found: Contradiction[] = []
  const type = values.exudate?.type?.trim()
  if (values.exudate?.amount === 'NONE' && type !== undefined && type !== '') found.push({ kind: 'exudate-none-with-type', type })
  const skin = values.peri_wound_skin
  const findings = skin.filter((entry) => entry !== 'NORMAL' && !FREE_TEXT_MARKERS.has(entry) && entry.trim() !== '')
  if (skin.includes('NORMAL') && findings.length > 0) found.push({ kind: 'normal-skin-with-findings', findings })
  if (values.wound_edge.includes('ATTACHED') && values.wound_edge.includes('NOT_ATTACHED')) found.push({ kind: 'edge-attached-and-not' })
  const infection = infectionOf(values)
  if (infection.infected === false && infection.signs.length > 0) found.push({ kind: 'not-infected-with-signs', signs: infection.signs })
  return found
}
