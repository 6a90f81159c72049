import { formatDate } from '../../text/format'
import { daysText } from './days'
import type { EarlyResponse } from '../../domain/healing/early-response'
import type { VerdictPart, WoundJudgement } from '../../domain/healing/judgement'
import type { HealingMetrics } from '../../domain/healing/metrics'
import type { MeasurementPoint } from '../../domain/healing/series'
import { PAIN_RISE_PERCENT, PAIN_RISE_POINTS, type InfectionFlag, type PainRise } from '../../domain/healing/signs'
import { TRAJECTORY_DAYS, type CurrentTrajectory } from '../../domain/healing/trajectory'
import type { WoundTypeChoice } from '../../domain/healing/references'
import { checkAdjective, checkTime, healingVerdict, percentText, type HealingReference, type HealingVerdict } from './references'
import { PAIN_CHANGE_SOURCE } from './sources'
import { trajectoryFlags, trajectoryPhrase, type VerdictFlag } from './trajectory'
import { SIGNS_IN_A_LINE, infectionText, painText } from './signs'

/*
 * The verdict in words: domain/healing/judgement.ts judges the wound (early response at the chosen
 * reference's check, current trajectory, signs and pain, which leads); this says it, in its parts
 * and in the one line that says them most urgent first (src/history/wound-verdict.ts joins the two).
 */

/**
 * The verdict every view says: the judgement's facts, the wound type the clinician chose (null:
 * none), the reference it was judged against (null: none, so no threshold), and its words.
 */
export type WoundVerdict = Omit<WoundJudgement, 'early' | 'parts'> &
  VerdictWords & { reference: HealingReference | null; woundType: WoundTypeChoice | null }

/** What the judgement's words add to it. */
type VerdictWords = {
  /** One line, most urgent first (a long list of signs named to three and counted). */
  summary: string
  /** The same line with every sign named, for the patient's record (the note): nothing cut. */
  recordSummary: string
  early: HealingVerdict
  flags: VerdictFlag[]
}

/** The early response as a clause of the one line: a comparison only with a chosen reference. */
function earlyText(
  early: EarlyResponse,
  metrics: HealingMetrics | null,
  reference: HealingReference | null,
  choice: WoundTypeChoice | null,
): string {
  const after = metrics ? ` after ${formatDate(metrics.baseline.date)}` : ''
  const when = checkTime(reference)
  switch (early.status) {
    case 'above-threshold':
    case 'below-threshold': {
      const { value, threshold } = early
      const side = early.status === 'below-threshold' ? 'below' : value > threshold ? 'above' : 'at'
      const change = `${percentText(value, threshold)} ${value >= 0 ? 'smaller' : 'larger'} ${when}${after}`
      return `early response: ${change}, ${side} the ${threshold}% of ${reference?.source ?? ''} (${reference?.woundType ?? ''})`
    }
    case 'unreferenced': {
      const change = `${percentText(early.value, 0)} ${early.value >= 0 ? 'smaller' : 'larger'} ${when}${after}`
      return `early response: ${change} (${choice === 'other' ? 'no published reference for this wound type' : 'no wound type chosen, so no reference'})`
    }
    case 'too-early':
      return `too early for the ${checkAdjective(reference)} figure${after}`
    case 'no-data':
      if (!metrics) return 'no wound areas recorded'
      return `no ${checkAdjective(reference)} figure: ${metrics.baseline.area > 0 ? `no measurement near ${when}${after}` : 'the baseline area is 0 cm²'}`
  }
}

type PartContext = { metrics: HealingMetrics | null; reference: HealingReference | null; choice: WoundTypeChoice | null; signs: number }

function partText(part: VerdictPart, { metrics, reference, choice, signs }: PartContext): string {
  switch (part.about) {
    case 'infection':
      return infectionText(part.infection, signs)
    case 'pain':
      return painText(part.rises)
    case 'early':
      return earlyText(part.early, metrics, reference, choice)
    case 'trajectory':
      return trajectoryPhrase(part.trajectory)
  }
}

/**
 * The judgement in words (its `parts` most urgent first), against `reference` (null: none, for the
 * wound type `choice`, itself null when not chosen); `undated` measurements have no usable date.
 */
export function verdictWords(
  parts: readonly VerdictPart[],
  judgement: Omit<WoundJudgement, 'parts'>,
  { reference, choice, undated }: { reference: HealingReference | null; choice: WoundTypeChoice | null; undated: number },
): VerdictWords {
  const { metrics, excluded } = judgement
  const leftOut = excluded.length > 0 ? [excludedText(excluded)] : []
  const line = (signs: number) => {
    const text = [...parts.map((part) => partText(part, { metrics, reference, choice, signs })), ...leftOut].join('; ')
    return text.charAt(0).toUpperCase() + text.slice(1)
  }
  return {
    summary: line(SIGNS_IN_A_LINE),
    recordSummary: line(Infinity),
    early: healingVerdict(metrics, reference, { baselineIsFirst: judgement.baseline.isFirst, undated, choice }),
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
export const earlyHeading = (reference: HealingReference | null, baselineDate: string | undefined) =>
  `Early response${baselineDate === undefined ? '' : `: ${checkTime(reference)} after the baseline (${formatDate(baselineDate)})`}`

/** The early response's word: what was found against the chosen reference, never a forecast. */
export function earlyWord(status: EarlyResponse['status'], choice: WoundTypeChoice | null): string {
  switch (status) {
    case 'above-threshold':
      return 'Above the published figure'
    case 'below-threshold':
      return 'Below the published figure'
    case 'unreferenced':
      return choice === 'other' ? 'No published reference' : 'No wound type chosen'
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
      return 'Closed, confirmed'
    case 'closed-unconfirmed':
      return '0 cm² once: closure not yet confirmed'
    case 'none':
      return 'No current trend'
  }
}

// What to look at.
export const flagsHeading = 'Flags'
export const noFlags = 'None'
export const noFlagsText = `No signs of infection and no important rise in pain recorded in the latest ${LATEST}; no plateau and no increase in area.`
/** No assessment in the weeks the signs are read in: "no signs" would be no reading at all. */
export const notAssessed = 'No assessment'
export const notAssessedText = `No assessment was recorded in the latest ${LATEST}, so signs of infection and pain could not be read.`
export const noStallText = 'No plateau and no increase in area.'
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
export const infectionFlagLabel = 'Infection:'
export const infectionFlagText = (infection: InfectionFlag) => `${capital(infectionText(infection))}.`
export const painFlagLabel = 'Pain:'
export const painFlagText = (rises: readonly PainRise[]) => `${capital(painText(rises))}.`
export const trajectoryFlagLabel = (kind: VerdictFlag['kind']) => (kind === 'plateau' ? 'Plateau:' : 'Deterioration:')
export const trajectoryFlagText = (flag: VerdictFlag) => `${flag.text}.`
export const reviewCare = 'It may be worth reviewing the wound and its care.'
export const painChangeDetails = `${PAIN_CHANGE_SOURCE.label}: ${PAIN_RISE_POINTS} points and ${PAIN_RISE_PERCENT}%`
