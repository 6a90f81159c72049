import type { Citation } from './citation'
import type { ReferenceCheck } from './metrics'

/*
 * Published early area-reduction thresholds, each judged at its study's visit (its check). The
 * service does not record the wound's etiology, so the user picks the reference. The facts only:
 * each reference's words (its name, what its study found, where this view differs) are the
 * language's (src/words/en/references.ts). Bibliographic details checked against the journals' abstracts.
 */

export const HEALING_REFERENCE_IDS = ['dfu-sheehan-2003', 'vlu-40'] as const
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

/**
 * The reference used until the clinician chooses: the stricter of the two (53%), so that a wound
 * is rather flagged for review than passed. The service does not record the etiology.
 */
export const DEFAULT_REFERENCE: HealingReferenceId = 'dfu-sheehan-2003'

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
 * Day 28, ±7 days (day 21 to 35 inclusive). Weekly visits drift by a few days; a week either side
 * keeps the check close to the studies' 4-week visit (Sheehan et al. measured weekly) while never
 * reaching the 2- or 6-week visits.
 */
const FOUR_WEEKS: ReferenceCheck = { day: 28, windowDays: 7 }

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
  'vlu-40': {
    id: 'vlu-40',
    thresholdPercent: 40,
    check: FOUR_WEEKS,
    horizonWeeks: 24,
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
