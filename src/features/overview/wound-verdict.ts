import { formatDate } from '../../shared/format'
import type { EarlyResponse } from '../../domain/healing/early-response'
import { judgeWound, type JudgementInput, type VerdictPart, type WoundJudgement } from '../../domain/healing/judgement'
import type { HealingMetrics } from '../../domain/healing/metrics'
import type { MeasurementPoint } from '../../domain/healing/series'
import {
  DEFAULT_REFERENCE,
  checkAdjective,
  checkTime,
  HEALING_REFERENCES,
  healingVerdict,
  isHealingReferenceId,
  percentText,
  type HealingReference,
  type HealingVerdict,
} from './references'
import { trajectoryFlags, trajectoryPhrase, type VerdictFlag } from './trajectory-text'
import { SIGNS_IN_A_LINE, infectionText, painText } from './verdict-signs'

/*
 * The verdict in words: domain/healing/judgement.ts judges the wound (early response at the chosen
 * reference's check, current trajectory, signs and pain, which leads); this says it, in its parts
 * and in the one line that says them most urgent first.
 */

export type WoundVerdict = Omit<WoundJudgement, 'early' | 'parts'> & {
  /** One line, most urgent first. */
  summary: string
  reference: HealingReference
  early: HealingVerdict
  flags: VerdictFlag[]
}

type WoundVerdictOptions = JudgementInput & {
  /** A reference id from the app URL; anything else means the default reference. */
  referenceId?: string | null | undefined
}

/** The early response as a clause of the one line. */
function earlyText(early: EarlyResponse, metrics: HealingMetrics | null, reference: HealingReference): string {
  const after = metrics ? ` after ${formatDate(metrics.baseline.date)}` : ''
  const when = checkTime(reference)
  const check = `${checkAdjective(reference)} check`
  if (early.status === 'on-track' || early.status === 'not-on-track') {
    const { value, threshold } = early
    const change = `${percentText(value, threshold)} ${value >= 0 ? 'smaller' : 'larger'} ${when}${after}`
    return `early response ${early.status === 'on-track' ? 'on track' : 'not on track'}: ${change} (threshold ${threshold}%)`
  }
  if (early.status === 'too-early') return `too early for the ${check}${after}`
  if (!metrics) return 'no wound areas recorded'
  const why = metrics.baseline.area > 0 ? `no measurement near ${when}${after}` : 'the baseline area is 0 cm²'
  return `no ${check}: ${why}`
}

function partText(part: VerdictPart, metrics: HealingMetrics | null, reference: HealingReference): string {
  switch (part.about) {
    case 'infection':
      return infectionText(part.infection, SIGNS_IN_A_LINE)
    case 'pain':
      return painText(part.rises)
    case 'early':
      return earlyText(part.early, metrics, reference)
    case 'trajectory':
      return trajectoryPhrase(part.trajectory)
  }
}

/** The whole verdict, worded: the judgement against the chosen reference (the default one unless the app URL names another). */
export function woundVerdict(allPoints: readonly MeasurementPoint[], options: WoundVerdictOptions = {}): WoundVerdict {
  const reference = HEALING_REFERENCES[isHealingReferenceId(options.referenceId) ? options.referenceId : DEFAULT_REFERENCE]
  const { parts, ...judgement } = judgeWound(allPoints, options, reference)
  const { metrics, excluded } = judgement
  const leftOut = excluded.length > 0 ? [excludedText(excluded)] : []
  const line = [...parts.map((part) => partText(part, metrics, reference)), ...leftOut].join('; ')
  return {
    ...judgement,
    summary: line.charAt(0).toUpperCase() + line.slice(1),
    reference,
    early: healingVerdict(metrics, reference, { baselineIsFirst: judgement.baseline.isFirst, undated: options.undated ?? 0 }),
    flags: trajectoryFlags(judgement.trajectory, judgement.infection),
  }
}

/** "measurement 600014 (3 Mar 2026) left out by you as a possible tracing error". */
function excludedText(excluded: readonly MeasurementPoint[]): string {
  const which = excluded.map((point) => `${point.id ?? 'without id'} (${formatDate(point.date)})`).join(', ')
  return `${excluded.length === 1 ? 'measurement' : 'measurements'} ${which} left out of these figures by you`
}
