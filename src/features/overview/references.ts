import { daysAdjective, daysText } from '#words/days'
import { formatDate, formatNumber, pluralise } from '../../shared/format'
import { earlyResponse, type EarlyGap, type VerdictStatus } from '../../domain/healing/early-response'
import type { HealingMetrics, ReferenceCheck } from '../../domain/healing/metrics'
import { addDays } from '../../shared/calendar-date'
import type { Citation } from '../../domain/healing/citation'

/*
 * Published early area-reduction thresholds, each judged at its study's visit (its check). The service does not record the wound's etiology,
 * so the user picks the reference; the verdict says which one is in use and is worded as decision
 * support, never as a diagnosis. Bibliographic details checked against the journals' abstracts.
 */

/** A source: `doi` where it has one, else `linkText` names what `url` opens ("abstract"). */

export type HealingReference = {
  id: HealingReferenceId
  label: string
  /** The wound type in running text: "… threshold for diabetic foot ulcers". */
  woundType: string
  /** Short form for running text. */
  source: string
  /** % area reduction at the check. */
  thresholdPercent: number
  /**
   * When the threshold is judged: the measurement nearest `day` days after the baseline, within
   * `windowDays` either side. The metrics, the verdict, its words and the chart's marker follow it.
   */
  check: ReferenceCheck
  /** What reaching the threshold was associated with, in running text. */
  outcome: string
  /**
   * Weeks after the baseline that the outcome was judged at. Past them, what the wound actually
   * did since counts for more than what its check predicted.
   */
  horizonWeeks: number
  summary: string
  /** Where the study differs from the way this view applies it. */
  caveat?: string
  citations: readonly Citation[]
}

export const HEALING_REFERENCE_IDS = ['dfu-sheehan-2003', 'vlu-40'] as const
type HealingReferenceId = (typeof HEALING_REFERENCE_IDS)[number]

export const isHealingReferenceId = (value: unknown): value is HealingReferenceId =>
  (HEALING_REFERENCE_IDS as readonly unknown[]).includes(value)

/**
 * The reference used until the clinician chooses: the stricter of the two (53%), so that a wound
 * is rather flagged for review than passed. The service does not record the etiology.
 */
export const DEFAULT_REFERENCE: HealingReferenceId = 'dfu-sheehan-2003'

/**
 * Day 28, ±7 days (day 21 to 35 inclusive). Weekly visits drift by a few days; a week either side
 * keeps the check close to the studies' 4-week visit (Sheehan et al. measured weekly) while never
 * reaching the 2- or 6-week visits.
 */
const FOUR_WEEKS: ReferenceCheck = { day: 28, windowDays: 7 }

/** "4 weeks": when a reference's check falls, in running text. */
export const checkTime = (reference: HealingReference) => daysText(reference.check.day)
/** "4-week", as in "the 4-week check". */
export const checkAdjective = (reference: HealingReference) => daysAdjective(reference.check.day)

const doi = (id: string, text: string): Citation => ({ text, doi: id, url: `https://doi.org/${id}` })

export const HEALING_REFERENCES: Readonly<Record<HealingReferenceId, HealingReference>> = {
  'dfu-sheehan-2003': {
    id: 'dfu-sheehan-2003',
    label: 'Diabetic foot ulcer — Sheehan et al. 2003',
    woundType: 'diabetic foot ulcers',
    source: 'Sheehan et al. 2003',
    thresholdPercent: 53,
    check: FOUR_WEEKS,
    outcome: 'healing by 12 weeks',
    horizonWeeks: 12,
    summary:
      'In 203 patients with diabetic foot ulcers seen weekly, 53% area reduction at 4 weeks was the midpoint between those who healed by 12 weeks and those who did not; above it, 58% healed by 12 weeks, below it only 9%.',
    citations: [
      doi(
        '10.2337/diacare.26.6.1879',
        'Sheehan P, Jones P, Caselli A, Giurini JM, Veves A. Percent change in wound area of diabetic foot ulcers over a 4-week period is a robust predictor of complete healing in a 12-week prospective trial. Diabetes Care. 2003;26(6):1879–1882.',
      ),
    ],
  },
  'vlu-40': {
    id: 'vlu-40',
    label: 'Venous leg ulcer — Phillips et al. 2000; Kantor & Margolis 2000',
    woundType: 'venous leg ulcers',
    source: 'Phillips et al. 2000; Kantor & Margolis 2000',
    thresholdPercent: 40,
    check: FOUR_WEEKS,
    outcome: 'complete healing (within 12 to 24 weeks in these studies)',
    horizonWeeks: 24,
    summary:
      'In venous leg ulcers under compression, at least 40% area reduction early in care predicted complete healing: by week 3 it predicted more than 70% of 12-week outcomes correctly (Phillips et al.), and the percentage change over the first 4 weeks best predicted healing by 24 weeks (Kantor & Margolis).',
    caveat: 'Phillips et al. measured the reduction at week 3; this view applies the 40% threshold at the 4-week check.',
    citations: [
      doi(
        '10.1067/mjd.2000.107496',
        'Phillips TJ, Machado F, Trout R, Porter J, Olin J, Falanga V; Venous Ulcer Study Group. Prognostic indicators in venous ulcers. J Am Acad Dermatol. 2000;43(4):627–630.',
      ),
      doi(
        '10.1046/j.1365-2133.2000.03478.x',
        'Kantor J, Margolis DJ. A multicentre study of percentage change in venous leg ulcer area as a prognostic index of healing at 24 weeks. Br J Dermatol. 2000;142(5):960–964.',
      ),
    ],
  },
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
