import { daysAdjective, daysText } from './days'
import { formatDate, formatNumber, pluralise } from '../../text/format'
import { earlyResponse, type EarlyGap, type VerdictStatus } from '../../domain/healing/early-response'
import type { HealingMetrics } from '../../domain/healing/metrics'
import { addDays } from '../../text/calendar-date'
import {
  REFERENCE_FACTS,
  checkOf,
  type HealingReferenceId,
  type ReferenceFacts,
  type WoundTypeChoice,
} from '../../domain/healing/references'

/*
 * The published references in words (their facts: domain/healing/references.ts), and the early
 * response against the chosen one, worded as decision support, never as a diagnosis.
 */

export type HealingReference = ReferenceFacts & {
  /** The wound type's option in the "Wound type" choice: the type only (no reference is named before it is chosen). */
  label: string
  /** The wound type in running text: "… threshold for diabetic foot ulcers". */
  woundType: string
  /** Short form for running text. */
  source: string
  /** What the study found on each side of its threshold, for the sentence after "above/below the 53% …". */
  above: string
  below: string
  summary: string
  /** Where the study differs from the way this view applies it. */
  caveat?: string
}

/** "4 weeks": when a reference's check falls (4 weeks with none chosen), in running text. */
export const checkTime = (reference: Pick<ReferenceFacts, 'check'> | null) => daysText(checkOf(reference).day)
/** "4-week", as in "the 4-week check". */
export const checkAdjective = (reference: Pick<ReferenceFacts, 'check'> | null) => daysAdjective(checkOf(reference).day)

export const HEALING_REFERENCES: Readonly<Record<HealingReferenceId, HealingReference>> = {
  'dfu-sheehan-2003': {
    ...REFERENCE_FACTS['dfu-sheehan-2003'],
    label: 'Diabetic foot ulcer',
    woundType: 'diabetic foot ulcers',
    source: 'Sheehan et al. 2003',
    above:
      'in their trial, 58% of the diabetic foot ulcers above the 4-week median had healed at 12 weeks, against 9% of those below it (so 42% of those above it had not)',
    below: 'in their trial, 9% of the diabetic foot ulcers below the 4-week median had healed at 12 weeks, against 58% of those above it',
    summary:
      'In 203 people with diabetic foot ulcers seen weekly in a randomised controlled trial, 53% was the midpoint between the mean area reduction at 4 weeks of the ulcers that healed within 12 weeks (82%) and of those that did not (25%). Ulcers reduced by more than the 4-week median healed in 58% of cases at 12 weeks, those reduced by less in 9%. A reduction above it is a better sign, not a promise: 42% of those ulcers had not healed at 12 weeks.',
    caveat: 'Found in diabetic foot ulcers only: it says nothing of other wound types.',
  },
  'vlu-phillips-2000': {
    ...REFERENCE_FACTS['vlu-phillips-2000'],
    label: 'Venous leg ulcer',
    woundType: 'venous leg ulcers',
    source: 'Phillips et al. 2000',
    above:
      'in their 12-week trial of venous leg ulcers under compression, a reduction of at least 40% by week 3 predicted complete healing, and the prediction was right for more than 70% of the ulcers',
    below:
      'in their 12-week trial of venous leg ulcers under compression, a reduction of less than 40% by week 3 predicted an ulcer not healed, and the prediction was right for more than 70% of the ulcers',
    summary:
      'In 165 people with long-standing venous leg ulcers treated for 12 weeks with compression (a paste bandage) in a randomised trial, the percentage reduction at week 3 was a good predictor of complete healing: ulcers that had at least 40% healing by week 3 predicted more than 70% of the outcomes correctly.',
    caveat:
      'Found in venous leg ulcers under compression, judged at week 3 (days 18 to 24 here), for healing within the 12 weeks of the trial.',
  },
}

/** The wound type the clinician chose, in running text ("a diabetic foot ulcer"). */
export const WOUND_TYPE_NAMES: Readonly<Record<WoundTypeChoice, string>> = {
  'dfu-sheehan-2003': 'diabetic foot ulcer',
  'vlu-phillips-2000': 'venous leg ulcer',
  other: 'other wound type, not listed',
}

/** The "Wound type" choice (contract section 9): its label, and its options beside the references'. */
export const woundTypeLabel = 'Wound type'
export const woundTypeNotChosen = 'Not chosen'
export const otherWoundType = 'Other or not listed (no published reference)'
export const WOUND_TYPE_CHOICE_NOTE =
  'The service does not record what kind of wound this is. Choose it to compare the 4-week area reduction with the published reference for that wound type; the comparison only holds if it matches the wound. Your choice is kept in the link and, on this device, for this wound.'
export const DECISION_SUPPORT_NOTE = 'This is decision support, not a diagnosis.'
export const chooseWoundType = 'Choose the wound type to compare with a published reference.'
export const noPublishedReference =
  'No published reference for the early area reduction has been established for this wound type, so none is applied.'

export type HealingVerdict = { status: VerdictStatus; explanation: string }

/**
 * A percentage for running text: whole numbers, unless rounding would put the value on the other
 * side of the threshold (52.7 → "52.7", never "53" against a 53% threshold) or hide a change (0.3 → "0.3").
 */
export function percentText(value: number, threshold: number): string {
  const side = Math.sign(value - threshold)
  for (const digits of [0, 1, 2]) {
    const rounded = Number(value.toFixed(digits))
    if (Math.sign(rounded - threshold) === side && (rounded !== 0 || value === 0)) return `${formatNumber(Math.abs(rounded), digits)}%`
  }
  return `${formatNumber(Math.abs(value), 3)}%`
}

/**
 * The early response in words: the reduction at the check (4 weeks after the baseline, or the
 * reference's own visit) and, only where the clinician chose a wound type with a published
 * reference, what that reference's study found on the same side of its threshold
 * (domain/healing/early-response.ts reads it). `baselineIsFirst` false words the day counts as
 * "after the baseline" (one the clinician chose); `choice` is the wound type chosen.
 */
export function healingVerdict(
  metrics: HealingMetrics | null,
  reference: HealingReference | null,
  {
    baselineIsFirst = true,
    undated = 0,
    choice = null,
  }: { baselineIsFirst?: boolean; undated?: number; choice?: WoundTypeChoice | null } = {},
): HealingVerdict {
  const against = reference ? `${reference.thresholdPercent}% of ${reference.source} (${reference.woundType})` : undefined
  const verdict = (status: VerdictStatus, ...sentences: string[]): HealingVerdict => ({
    status,
    explanation: [...sentences, DECISION_SUPPORT_NOTE].join(' '),
  })
  const early = earlyResponse(metrics, reference, undated)
  if ('gap' in early) return verdict(early.status, ...gapWords(early.gap, metrics, reference, against, baselineIsFirst))
  const { value, point } = early
  const threshold = early.status === 'unreferenced' ? 0 : early.threshold
  const change = `area ${value >= 0 ? 'reduced' : 'increased'} ${percentText(value, threshold)} at ${checkTime(reference)} (day ${point.day}, ${formatDate(point.date)})`
  const sentence = change.charAt(0).toUpperCase() + change.slice(1)
  if (early.status === 'unreferenced' || reference === null) {
    return verdict('unreferenced', `${sentence}.`, choice === 'other' ? noPublishedReference : chooseWoundType)
  }
  if (early.status === 'above-threshold') {
    return verdict(
      'above-threshold',
      `${sentence}, ${value > early.threshold ? 'above' : 'at'} the ${against}: ${reference.above}.`,
      'A reduction above it is not a forecast for this wound.',
    )
  }
  return verdict(
    'below-threshold',
    `${sentence}, below the ${against}: ${reference.below}.`,
    'It may be worth reviewing the wound and its care.',
  )
}

/** Why the early response cannot be read, or not yet, in sentences. */
function gapWords(
  gap: EarlyGap,
  metrics: HealingMetrics | null,
  reference: HealingReference | null,
  against: string | undefined,
  baselineIsFirst: boolean,
): string[] {
  const compared = against === undefined ? 'the area reduction cannot be read' : `the wound cannot be compared with the ${against}`
  switch (gap.kind) {
    case 'undated':
      // Areas may well be there: what is missing is a date to place them in time.
      return [
        `${pluralise(gap.undated, 'measurement')} without a usable date cannot be placed in time, and no dated measurement has an area, so ${compared}.`,
      ]
    case 'no-areas':
      return [`None of the measurements has an area, so ${compared}.`]
    case 'zero-baseline':
      return [`The first recorded area is 0 cm², so a percentage reduction cannot be calculated.`]
    case 'no-measurement-at-check': {
      if (metrics === null) return [`None of the measurements has an area, so ${compared}.`]
      const { baseline, latest, checkWindow } = metrics
      const { fromDay, toDay } = checkWindow
      const after = baselineIsFirst ? 'the first measurement' : 'the baseline'
      const span = `between day ${fromDay} and day ${toDay} after ${after} (${formatDate(addDays(baseline.date, fromDay))} to ${formatDate(addDays(baseline.date, toDay))})`
      const what = against === undefined ? `The area reduction at ${checkTime(reference)}` : `The check against the ${against}`
      return gap.tooEarly
        ? [
            `The wound has been measured for ${pluralise(latest.day, 'day')} since ${formatDate(baseline.date)}.`,
            `${what} will be possible once an area is measured ${span}.`,
          ]
        : [`No area was measured ${span}, so ${compared}.`]
    }
  }
}
