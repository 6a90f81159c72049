import type { Citation } from '../../domain/healing/citation'
import { AREA_VARIABILITY_PERCENT } from '../../domain/healing/variability'
import { CLOSURE_CONFIRM_DAYS } from '../../domain/healing/trajectory'
import { MALODOUR_INCREASE_DAYS } from '../../domain/assessment-signs'

/*
 * Where the signs the verdict reads, and the trust it gives each figure, come from. Each was read
 * at its source (the publisher's abstract or the agency's own page); the overview cites it one
 * click away, and the verdict words what it finds as decision support.
 */

type SignSource = { label: string; summary: string; caveat: string; citations: readonly Citation[] }

export const INFECTION_SIGNS_SOURCE: SignSource = {
  label: 'Signs of wound infection — International Wound Infection Institute 2022',
  summary: `The International Wound Infection Institute’s consensus (Wound Infection in Clinical Practice, 2022 update) places these among the signs of local wound infection in its Wound Infection Continuum: purulent discharge, increasing malodour and new or increasing pain (overt, classic signs, with erythema, warmth, swelling, and wound breakdown or enlargement), and increasing exudate, delayed healing, bleeding or friable granulation, epithelial bridging and pocketing (covert, subtle signs). This view flags what the service records of them: an assessment recorded as infected, the signs of local infection it lists, purulent or haemopurulent exudate, and increasing malodour, in the 4 weeks up to the latest record. The service records odour as present or not (NO, MALODOROUS): malodour counts as increasing where the assessment before it recorded none, and while it lasts, for up to ${MALODOUR_INCREASE_DAYS / 7} weeks (a choice of this view); malodour from the first assessment on, or longer-standing, is shown but not flagged.`,
  caveat:
    'The consensus identifies infection by clinical assessment of the wound and of the whole person: a recorded sign is a reason to look at the wound, not a diagnosis. Peri-wound erythema is shown in the signs chart but not flagged, since it has other causes (venous dermatitis, pressure); the service records neither warmth nor swelling.',
  citations: [
    {
      text: 'International Wound Infection Institute (IWII). Wound Infection in Clinical Practice: Principles of best practice. 3rd edition. Wounds International; 2022.',
      url: 'https://woundinfection-institute.com/',
      linkText: 'the International Wound Infection Institute',
    },
    {
      text: 'Swanson T, Ousey K, Haesler E, et al. IWII Wound Infection in Clinical Practice consensus document: 2022 update. J Wound Care. 2022;31(Sup12):S10–S21.',
      doi: '10.12968/jowc.2022.31.sup12.s10',
      url: 'https://doi.org/10.12968/jowc.2022.31.sup12.s10',
    },
  ],
}

export const PAIN_CHANGE_SOURCE: SignSource = {
  label: 'A clinically important change in pain — Farrar et al. 2001',
  summary:
    'In 2,724 people with chronic pain in 10 placebo-controlled trials, the change on the 0–10 pain scale from the start to the end of treatment was set against how much better the patients said they were: on average, a reduction of about 2 points or about 30% matched “much improved” or more. This view flags a rise on any of the three scales (at rest, with movement, at night) of at least 2 points and at least 30% (from 0, any 2 points), from the score the latest 4 weeks started from to the latest one.',
  caveat:
    'Farrar et al. measured reductions in chronic pain, not rises in wound pain: the same size of change is used here as a reason to look at the wound (new or increasing pain is a sign of infection in the IWII continuum), not as a threshold validated for wounds.',
  citations: [
    {
      text: 'Farrar JT, Young JP Jr, LaMoreaux L, Werth JL, Poole RM. Clinical importance of changes in chronic pain intensity measured on an 11-point numerical pain rating scale. Pain. 2001;94(2):149–158.',
      doi: '10.1016/S0304-3959(01)00349-9',
      url: 'https://doi.org/10.1016/S0304-3959(01)00349-9',
    },
  ],
}

export const DEPTH_RELIABILITY_SOURCE: SignSource = {
  label: 'Depth and volume — Health Technology Wales, digital wound management tools',
  summary:
    'digital wound measurement measures the surface area of many wounds accurately, but not their depth or volume (Health Technology Wales). Volume rests on the depth, so it is no more reliable: read a change in either with care, and judge healing by the area.',
  caveat:
    'Health Technology Wales found the systems reproducible and accurate for the area of wounds of about 3 to 10 cm², less so for small, very large or contoured wounds and darker skin, and poor at measuring depth. The service does not say how each depth was measured (by the camera or a probe).',
  citations: [
    {
      text: 'Health Technology Wales. Digital tools for the monitoring and management of wounds (guidance, topic “Digital wound management tools”).',
      url: 'https://healthtechnology.wales/reports-guidance/digital-wound-management-tools/',
      linkText: 'Health Technology Wales: digital wound management tools',
    },
  ],
}

/** The source of AREA_VARIABILITY_PERCENT (domain/healing/variability.ts): every sentence reads the constant. */
export const AREA_VARIABILITY: SignSource = {
  label: `Measurement variability — Hammond & Nixon 2011 (${AREA_VARIABILITY_PERCENT}%)`,
  // The study's figures are its own; the view's threshold is the constant above, in every sentence.
  summary: `Repeated area measurements of the same wounds with a handheld digital imaging device varied by 3.2% between raters and 2.6% within one rater (coefficient of variation; 5 wounds, 3 raters, 5 measurements each). Two measurements by different nurses then differ by up to 1.96 × √2 × 3.2% ≈ 8.9% (95% limit) although the wound has not changed. This view rounds that up: a change in area of less than ${AREA_VARIABILITY_PERCENT}% between two measurements is not counted as measurable.`,
  caveat: `Small wounds are traced less reliably (Miller et al. 2012), so near closure a ${AREA_VARIABILITY_PERCENT}% change is less certain; other measuring methods (ruler, acetate tracing) vary more.`,
  citations: [
    {
      // The abstract at this address was checked for the device, the design and the figures.
      text: 'Hammond CE, Nixon MA. The reliability of a handheld wound measurement and documentation device in clinical practice. J Wound Ostomy Continence Nurs. 2011;38(3):260–264.',
      url: 'https://nursingcenter.com/journalarticle?Article_ID=1168919&Issue_ID=1168620&Journal_ID=448075',
      linkText: 'abstract of Hammond & Nixon 2011',
    },
    {
      text: 'Miller C, Karimi L, Donohue L, Kapp S. Interrater and intrarater reliability of Silhouette wound imaging device. Adv Skin Wound Care. 2012.',
      doi: '10.1097/01.ASW.0000422626.25031.b8',
      url: 'https://doi.org/10.1097/01.ASW.0000422626.25031.b8',
    },
  ],
}

/** Where a closure counts as confirmed (CLOSURE_CONFIRM_DAYS in domain/healing/trajectory.ts). */
export const CLOSURE_SOURCE: SignSource = {
  label: `A confirmed closure — US FDA 2006: two visits ${CLOSURE_CONFIRM_DAYS / 7} weeks apart`,
  summary: `The US Food and Drug Administration’s guidance for trials of wound-treatment products defines complete wound closure as skin re-epithelialisation without drainage or dressing requirements, confirmed at two consecutive visits ${CLOSURE_CONFIRM_DAYS / 7} weeks apart. This view says a wound is closed only when its area was 0 cm² at two measurements at least ${CLOSURE_CONFIRM_DAYS} days apart, with nothing but 0 cm² between; one measurement of 0 cm² is “closure not yet confirmed”.`,
  caveat:
    'The service records the area, not whether the wound drains or needs a dressing: an area of 0 cm² is what the camera traced, and the wound’s closure is the clinician’s to confirm.',
  citations: [
    {
      text: 'US Food and Drug Administration. Guidance for Industry: Chronic Cutaneous Ulcer and Burn Wounds — Developing Products for Treatment. June 2006 (docket FDA-2000-D-0037).',
      url: 'https://www.fda.gov/regulatory-information/search-fda-guidance-documents/chronic-cutaneous-ulcer-and-burn-wounds-developing-products-treatment',
      linkText: 'the FDA guidance',
    },
  ],
}

/** Where the PUSH tool comes from, and what it was validated for (the overview's table, the note). */
export const PUSH_SOURCE: SignSource = {
  label: 'PUSH 3.0 — National Pressure Ulcer Advisory Panel; Stotts et al. 2001',
  summary:
    'The Pressure Ulcer Scale for Healing was developed by the National Pressure Ulcer Advisory Panel (now the NPIAP) to monitor the change in a pressure ulcer over time, from length × width, exudate amount and tissue type (0 to 17). Stotts et al. assessed its validity as a tool to monitor healing of stage II–IV pressure ulcers, in two studies of elderly people (103 and 269).',
  caveat:
    'Validated for pressure ulcers (pressure injuries): for other wound types the score is not a validated measure. Here it is estimated from the records, not scored at the bedside.',
  citations: [
    {
      text: 'Stotts NA, Rodeheaver GT, Thomas DR, et al. An instrument to measure healing in pressure ulcers: development and validation of the pressure ulcer scale for healing (PUSH). J Gerontol A Biol Sci Med Sci. 2001;56(12):M795–M799.',
      doi: '10.1093/gerona/56.12.M795',
      url: 'https://doi.org/10.1093/gerona/56.12.M795',
    },
  ],
}
