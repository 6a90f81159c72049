import type { Citation } from './citation'
import type { ReferenceCheck } from './metrics'

/*
 * Published early area-reduction thresholds, each judged at the visit its own study judged it at
 * (its check), each for the wound type its study was of. The service does not record the wound
 * type, so the clinician chooses it; nothing is judged against a threshold until then. The facts
 * only: each reference's words (its name, what its study found) are the language's
 * (src/words/overview, src/words/verdict). Figures checked against the papers' own abstracts (publisher and PubMed).
 */

export const HEALING_REFERENCE_IDS = ['dfu-sheehan-2003', 'vlu-phillips-2000'] as const
export type HealingReferenceId = (typeof HEALING_REFERENCE_IDS)[number]

export const isHealingReferenceId = (value: unknown): value is HealingReferenceId =>
  (HEALING_REFERENCE_IDS as readonly unknown[]).includes(value)

/**
 * The wound type as the clinician chooses it (contract section 9): a type with a published
 * reference (the reference's id), or `other`, a type with none. Null: not chosen, and then no
 * early response is judged anywhere. The service does not record the type, so it is never guessed.
 */
export const WOUND_TYPE_CHOICES = [...HEALING_REFERENCE_IDS, 'other'] as const
export type WoundTypeChoice = (typeof WOUND_TYPE_CHOICES)[number]

const isWoundTypeChoice = (value: unknown): value is WoundTypeChoice => (WOUND_TYPE_CHOICES as readonly unknown[]).includes(value)

/** A choice from the app URL or this device; anything else is no choice. */
export const woundTypeChoice = (value: unknown): WoundTypeChoice | null => (isWoundTypeChoice(value) ? value : null)

export type ReferenceFacts = {
  id: HealingReferenceId
  /** % area reduction at the check. */
  thresholdPercent: number
  /**
   * When the threshold is judged: the measurement nearest `day` days after the baseline, within
   * `windowDays` either side. The metrics, the verdict, its words and the chart's marker follow it.
   */
  check: ReferenceCheck
  /**
   * Weeks after the baseline that the outcome was judged at. Past them, what the wound actually
   * did since counts for more than what its check predicted.
   */
  horizonWeeks: number
  citations: readonly Citation[]
}

/**
 * Day 28, ±7 days (day 21 to 35 inclusive): Sheehan et al. measured weekly and judged the 4-week
 * visit. Weekly visits drift by a few days; a week either side keeps the check close to that visit
 * while never reaching the 2- or 6-week visits.
 */
const FOUR_WEEKS: ReferenceCheck = { day: 28, windowDays: 7 }

/**
 * Day 21, ±3 days (day 18 to 24): Phillips et al. judged the reduction at week 3. Three days either
 * side keeps the visit nearer week 3 than week 2 or week 4.
 */
const THREE_WEEKS: ReferenceCheck = { day: 21, windowDays: 3 }

/**
 * Where the area reduction is read: at the chosen reference's check, or, with none chosen, at 4
 * weeks, as a measured figure with no threshold (the overview shows it, and which choice would
 * compare it with a reference). Every view asks here, so none keeps a fallback of its own.
 */
export const checkOf = (reference: { check: ReferenceCheck } | null): ReferenceCheck => reference?.check ?? FOUR_WEEKS

const doi = (id: string, text: string): Citation => ({ text, doi: id, url: `https://doi.org/${id}` })

export const REFERENCE_FACTS: Readonly<Record<HealingReferenceId, ReferenceFacts>> = {
  'dfu-sheehan-2003': {
    id: 'dfu-sheehan-2003',
    thresholdPercent: 53,
    check: FOUR_WEEKS,
    horizonWeeks: 12,
    citations: [
      doi(
        '10.2337/diacare.26.6.1879',
        'Sheehan P, Jones P, Caselli A, Giurini JM, Veves A. Percent change in wound area of diabetic foot ulcers over a 4-week period is a robust predictor of complete healing in a 12-week prospective trial. Diabetes Care. 2003;26(6):1879–1882.',
      ),
    ],
  },
  'vlu-phillips-2000': {
    id: 'vlu-phillips-2000',
    thresholdPercent: 40,
    check: THREE_WEEKS,
    horizonWeeks: 12,
    citations: [
      doi(
        '10.1067/mjd.2000.107496',
        'Phillips TJ, Machado F, Trout R, Porter J, Olin J, Falanga V; Venous Ulcer Study Group. Prognostic indicators in venous ulcers. J Am Acad Dermatol. 2000;43(4):627–630.',
      ),
    ],
  },
}
