import { daysAdjective, daysText } from './days'
import { formatDate, formatNumber, pluralise } from '../../shared/format'
import { earlyResponse, type EarlyGap, type VerdictStatus } from '../../domain/healing/early-response'
import type { HealingMetrics } from '../../domain/healing/metrics'
import { addDays } from '../../shared/calendar-date'
import { REFERENCE_FACTS, type HealingReferenceId, type ReferenceFacts, type WoundTypeChoice } from '../../domain/healing/references'

/*
 * The published references in words (their facts: domain/healing/references.ts), and the early
 * response against the chosen one, worded as decision support, never as a diagnosis.
 */

export type HealingReference = ReferenceFacts & {
  label: string
  /** The wound type in running text: "… threshold for diabetic foot ulcers". */
  woundType: string
  /** Short form for running text. */
  source: string
  /** What reaching the threshold was associated with, in running text. */
  outcome: string
  summary: string
  /** Where the study differs from the way this view applies it. */
  caveat?: string
}

/** "4 weeks": when a reference's check falls, in running text. */
export const checkTime = (reference: ReferenceFacts) => daysText(reference.check.day)
/** "4-week", as in "the 4-week check". */
export const checkAdjective = (reference: ReferenceFacts) => daysAdjective(reference.check.day)

export const HEALING_REFERENCES: Readonly<Record<HealingReferenceId, HealingReference>> = {
  'dfu-sheehan-2003': {
    ...REFERENCE_FACTS['dfu-sheehan-2003'],
    label: 'Diabetic foot ulcer — Sheehan et al. 2003',
    woundType: 'diabetic foot ulcers',
    source: 'Sheehan et al. 2003',
    outcome: 'healing by 12 weeks',
    summary:
      'In 203 patients with diabetic foot ulcers seen weekly, 53% area reduction at 4 weeks was the midpoint between those who healed by 12 weeks and those who did not; above it, 58% healed by 12 weeks, below it only 9%.',
  },
  'vlu-40': {
    ...REFERENCE_FACTS['vlu-40'],
    label: 'Venous leg ulcer — Phillips et al. 2000; Kantor & Margolis 2000',
    woundType: 'venous leg ulcers',
    source: 'Phillips et al. 2000; Kantor & Margolis 2000',
    outcome: 'complete healing (within 12 to 24 weeks in these studies)',
    summary:
      'In venous leg ulcers under compression, at least 40% area reduction early in care predicted complete healing: by week 3 it predicted more than 70% of 12-week outcomes correctly (Phillips et al.), and the percentage change over the first 4 weeks best predicted healing by 24 weeks (Kantor & Margolis).',
    caveat: 'Phillips et al. measured the reduction at week 3; this view applies the 40% threshold at the 4-week check.',
  },
}

/** The wound type the clinician chose, in running text ("a diabetic foot ulcer"). */
export const WOUND_TYPE_NAMES: Readonly<Record<WoundTypeChoice, string>> = {
  'dfu-sheehan-2003': 'diabetic foot ulcer',
  'vlu-40': 'venous leg ulcer',
  other: 'other wound type, not listed',
}

export const REFERENCE_CHOICE_NOTE =
  'The service does not record what kind of wound this is: the reference is your choice, and the comparison only holds if it matches the wound.'
export const DECISION_SUPPORT_NOTE = 'This is decision support, not a diagnosis.'

export type HealingVerdict = {
  status: VerdictStatus
  /** True only when the reduction at the check is below the reference threshold. */
  notOnTrack: boolean
  referenceId: HealingReferenceId
  headline: string
  explanation: string
}

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
 * The early response in words: the reduction at the reference's check (4 weeks after the
 * baseline) against its threshold (domain/healing/early-response.ts judges it).
 * `baselineIsFirst` false words the day counts as "after the baseline" (one the clinician chose).
 */
export function healingVerdict(
  metrics: HealingMetrics | null,
  reference: HealingReference,
  { baselineIsFirst = true, undated = 0 } = {},
): HealingVerdict {
  const against = `${reference.thresholdPercent}% threshold for ${reference.woundType} (${reference.source})`
  const verdict = (status: VerdictStatus, headline: string, ...sentences: string[]): HealingVerdict => ({
    status,
    notOnTrack: status === 'not-on-track',
    referenceId: reference.id,
    headline,
    explanation: [...sentences, DECISION_SUPPORT_NOTE].join(' '),
  })
  const early = earlyResponse(metrics, reference, undated)
  if ('gap' in early) return verdict(early.status, ...gapWords(early.gap, metrics, reference, against, baselineIsFirst))
  const { value, point, threshold } = early
  const change = `area ${value >= 0 ? 'reduced' : 'increased'} ${percentText(value, threshold)} at ${checkTime(reference)} (day ${point.day})`
  const sentence = change.charAt(0).toUpperCase() + change.slice(1)
  if (early.status === 'on-track') {
    return verdict(
      'on-track',
      `On track: ${change}`,
      `${sentence}, ${value > threshold ? 'above' : 'at'} the ${against}: this pattern is associated with ${reference.outcome}.`,
    )
  }
  return verdict(
    'not-on-track',
    `Not on track: ${change}`,
    `${sentence}, below the ${against}: in the published data, wounds below this threshold were less likely to achieve ${reference.outcome}.`,
    'It may be worth reviewing the wound and its care.',
  )
}

/** Why the early response cannot be judged, or not yet: a headline and its sentences. */
function gapWords(
  gap: EarlyGap,
  metrics: HealingMetrics | null,
  reference: HealingReference,
  against: string,
  baselineIsFirst: boolean,
): [string, ...string[]] {
  switch (gap.kind) {
    case 'undated':
      // Areas may well be there: what is missing is a date to place them in time.
      return [
        'No dated wound areas',
        `${pluralise(gap.undated, 'measurement')} without a usable date cannot be placed in time, and no dated measurement has an area, so the wound cannot be compared with the ${against}.`,
      ]
    case 'no-areas':
      return ['No wound areas recorded', `None of the measurements has an area, so the wound cannot be compared with the ${against}.`]
    case 'zero-baseline':
      return ['No baseline area', `The first recorded area is 0 cm², so a percentage reduction cannot be calculated.`]
    case 'no-measurement-at-check': {
      if (metrics === null) return ['No wound areas recorded']
      const { baseline, latest, checkWindow } = metrics
      const { fromDay, toDay } = checkWindow
      const after = baselineIsFirst ? 'the first measurement' : 'the baseline'
      const span = `between day ${fromDay} and day ${toDay} after ${after} (${formatDate(addDays(baseline.date, fromDay))} to ${formatDate(addDays(baseline.date, toDay))})`
      return gap.tooEarly
        ? [
            `Too early for the ${checkAdjective(reference)} check`,
            `The wound has been measured for ${pluralise(latest.day, 'day')} since ${formatDate(baseline.date)}.`,
            `The check against the ${against} will be possible once an area is measured ${span}.`,
          ]
        : [
            `No measurement near ${checkTime(reference)}`,
            `No area was measured ${span}, so the wound cannot be compared with the ${against}.`,
          ]
    }
  }
}
