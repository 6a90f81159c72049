import { formatDate } from '../../shared/format'
import { daysText } from './days'
import type { EarlyResponse } from '../../domain/healing/early-response'
import type { VerdictPart, WoundJudgement } from '../../domain/healing/judgement'
import type { HealingMetrics } from '../../domain/healing/metrics'
import type { MeasurementPoint } from '../../domain/healing/series'
import { PAIN_RISE_PERCENT, PAIN_RISE_POINTS, type InfectionFlag, type PainRise } from '../../domain/healing/signs'
import { TRAJECTORY_DAYS, type CurrentTrajectory } from '../../domain/healing/trajectory'
import { checkAdjective, checkTime, healingVerdict, percentText, type HealingReference, type HealingVerdict } from './references'
import { PAIN_CHANGE_SOURCE } from './sources'
import { trajectoryFlags, trajectoryPhrase, type VerdictFlag } from './trajectory'
import { SIGNS_IN_A_LINE, infectionText, painText } from './signs'

/*
 * The verdict in words: domain/healing/judgement.ts judges the wound (early response at the chosen
 * reference's check, current trajectory, signs and pain, which leads); this says it, in its parts
 * and in the one line that says them most urgent first (src/history/wound-verdict.ts joins the two).
 */

/** The verdict every view says: the judgement's facts, the reference it was judged against, and its words. */
export type WoundVerdict = Omit<WoundJudgement, 'early' | 'parts'> & VerdictWords & { reference: HealingReference }

/** What the judgement's words add to it. */
type VerdictWords = {
  /** One line, most urgent first. */
  summary: string
  early: HealingVerdict
  flags: VerdictFlag[]
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

/** The judgement in words (its `parts` most urgent first), against `reference`; `undated` measurements have no usable date. */
export function verdictWords(
  parts: readonly VerdictPart[],
  judgement: Omit<WoundJudgement, 'parts'>,
  reference: HealingReference,
  undated: number,
): VerdictWords {
  const { metrics, excluded } = judgement
  const leftOut = excluded.length > 0 ? [excludedText(excluded)] : []
  const line = [...parts.map((part) => partText(part, metrics, reference)), ...leftOut].join('; ')
  return {
    summary: line.charAt(0).toUpperCase() + line.slice(1),
    early: healingVerdict(metrics, reference, { baselineIsFirst: judgement.baseline.isFirst, undated }),
    flags: trajectoryFlags(judgement.trajectory, judgement.infection),
  }
}

/** "measurement 600014 (3 Mar 2026) left out by you as a possible tracing error". */
function excludedText(excluded: readonly MeasurementPoint[]): string {
  const which = excluded.map((point) => `${point.id ?? 'without id'} (${formatDate(point.date)})`).join(', ')
  return `${excluded.length === 1 ? 'measurement' : 'measurements'} ${which} left out of these figures by you`
}

/* The verdict panel of the overview ("Is it healing?"): the one line, then its three parts. */

/** The one line as a sentence, on the panel and the summary above every tab. */
export const verdictLine = (verdict: { summary: string }) => `${verdict.summary}.`
export const provisionalNote = 'Provisional: the history is still loading.'

// The early response.
export const earlyHeading = (reference: HealingReference, baselineDate: string | undefined) =>
  `Early response${baselineDate === undefined ? '' : `: ${checkTime(reference)} after the baseline (${formatDate(baselineDate)})`}`

export function earlyWord(status: EarlyResponse['status']): string {
  switch (status) {
    case 'on-track':
      return 'On track'
    case 'not-on-track':
      return 'Not on track'
    case 'too-early':
      return 'Too early to tell'
    case 'no-data':
      return 'Not enough data'
  }
}

export const earlyPassed = (reference: HealingReference) =>
  `More than ${reference.horizonWeeks} weeks have passed since the baseline, the time the reference's outcome was judged at: the current trend says more about the wound now. Choose a later baseline to judge a change of care.`

// Where the wound is going now.
/** The trajectory's window, which the signs are read in too: "4 weeks". */
const LATEST = daysText(TRAJECTORY_DAYS)
export const nowHeading = `Now: the latest ${LATEST}`

export function trajectoryWord(status: CurrentTrajectory['status']): string {
  switch (status) {
    case 'reducing':
      return 'Getting smaller'
    case 'plateau':
      return 'No measurable reduction'
    case 'deteriorating':
      return 'Getting larger'
    case 'closed':
      return 'Closed'
    case 'none':
      return 'No current trend'
  }
}

// What to look at.
export const flagsHeading = 'Flags'
export const noFlags = 'None'
export const noFlagsText = `No signs of infection and no important rise in pain recorded in the latest ${LATEST}; no plateau and no increase in area.`
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
export const infectionFlagLabel = 'Infection:'
export const infectionFlagText = (infection: InfectionFlag) => `${capital(infectionText(infection))}.`
export const painFlagLabel = 'Pain:'
export const painFlagText = (rises: readonly PainRise[]) => `${capital(painText(rises))}.`
export const trajectoryFlagLabel = (kind: VerdictFlag['kind']) => (kind === 'plateau' ? 'Plateau:' : 'Deterioration:')
export const trajectoryFlagText = (flag: VerdictFlag) => `${flag.text}.`
export const reviewCare = 'It may be worth reviewing the wound and its care.'
export const painChangeDetails = `${PAIN_CHANGE_SOURCE.label}: ${PAIN_RISE_POINTS} points and ${PAIN_RISE_PERCENT}%`
