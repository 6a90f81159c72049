import type { Visit } from './course'
import type { AssessmentProfile } from './data-assessments'
import { PRESSURE_INJURY } from './profiles'

/*
 * How each kind of wound of the generated caseload presents at its assessments (caseload-wounds.ts):
 * the skin around it, its edge, what the notes say at each stage. A wound's own story (healing,
 * stalled, infected, in more pain) is laid over its kind's presentation by caseloadProfile.
 */

export type WoundKind = 'diabetic-foot-ulcer' | 'venous-leg-ulcer' | 'pressure-injury'

type Notes = readonly [string, ...string[]]

type Presentation = Omit<AssessmentProfile, 'stage' | 'infected' | 'pain' | 'painAt' | 'notesAt'> & {
  /** What the notes say while the wound is infected. */
  infectionNotes: Notes
  /** What the notes say while the pain is rising. */
  painNotes: Notes
}

const PRESENTATIONS: Record<WoundKind, Presentation> = {
  'diabetic-foot-ulcer': {
    periWoundSkin: {
      early: [['CALLOUSED', 'MACERATION'], ['CALLOUSED', 'DRY'], ['HYPERKERTOSIS']],
      middle: [['CALLOUSED'], ['DRY', 'SCALY'], ['DRY']],
      late: [['NORMAL'], ['DRY'], ['NORMAL', 'DRY']],
    },
    freeText: {
      edge: ['Callus rim debrided back to bleeding edge', 'Punched-out appearance', 'Edge advancing from the medial side'],
      skin: ['Reduced sensation to monofilament', 'Fissures at the heel', 'Dry skin, emollient advised'],
    },
    notes: {
      early: ['Callus debrided; offloading boot fitted', 'Foot protection team review booked', 'HbA1c 8.4 %, diabetes team informed'],
      middle: ['Offloading worn most of the day', 'Granulating, callus kept down', 'Footwear review by orthotics'],
      late: ['Nearly epithelialised', 'Continue offloading until healed and two weeks after', 'Advice on daily foot checks given'],
    },
    tracts: { tunnelingUntil: 0, underminingUntil: 0.3 },
    infectionNotes: [
      'Erythema spreading to the forefoot; probes to bone: X-ray and swab',
      'Oral antibiotics started; urgent foot team review',
      'Swollen, warm foot: blood tests and foot team review today',
    ],
    painNotes: ['New pain in a neuropathic foot: Charcot and ischaemia to be excluded'],
  },
  'venous-leg-ulcer': {
    periWoundSkin: {
      early: [
        ['EDEMA', 'ERYTHEMA'],
        ['EDEMA', 'SITE_SPECIFIC_ECZEMA'],
        ['EDEMA', 'MACERATION'],
      ],
      middle: [
        ['EDEMA', 'DRY'],
        ['SITE_SPECIFIC_ECZEMA', 'DRY'],
        ['DRY', 'SCALY'],
      ],
      late: [['NORMAL'], ['DRY'], ['NORMAL', 'DRY']],
    },
    freeText: {
      edge: ['Edge sloping, epithelial islands in the base', 'Slight maceration at the lower margin'],
      skin: ['Haemosiderin staining around the gaiter area', 'Lipodermatosclerosis, woody texture', 'Varicose eczema, topical steroid'],
    },
    notes: {
      early: ['Two-layer compression started after ABPI 1.0', 'Heavy exudate: superabsorbent dressing', 'Leg elevation advised'],
      middle: ['Compression tolerated, oedema reduced', 'Healthy granulation', 'Size much the same as last month'],
      late: ['Small and shallow now', 'Plan: compression hosiery once healed', 'Edges advancing well'],
    },
    tracts: { tunnelingUntil: 0, underminingUntil: 0.15 },
    infectionNotes: [
      'Spreading cellulitis up the shin, marked with pen; swab sent',
      'Flucloxacillin started; compression reduced while the leg is hot',
      'Increased exudate and odour; GP informed',
    ],
    painNotes: [
      'Pain at night, eased by hanging the leg down: ABPI to be repeated',
      'Pain much worse since the last visit; analgesia reviewed with the GP',
    ],
  },
  'pressure-injury': {
    // The skin around a pressure injury as demo wound 3's (profiles.ts).
    periWoundSkin: PRESSURE_INJURY.periWoundSkin,
    freeText: {
      edge: ["Edge undermined at 6 o'clock", 'Rolled edge at the superior margin'],
      skin: ['Moisture lesion from incontinence', 'Blanching erythema around the wound'],
    },
    notes: {
      early: ['Dynamic mattress in place', 'Two-hourly repositioning chart started', 'Slough debrided by the tissue-viability nurse'],
      middle: ['Repositioning chart reviewed', 'Dietitian referral: albumin low', 'Foam dressing, changed every three days'],
      late: ['Steady contraction', 'Skin around the wound intact', 'Repositioning reduced to four-hourly'],
    },
    tracts: { tunnelingUntil: 0.3, underminingUntil: 0.5 },
    infectionNotes: [
      'Malodour and pus; swab sent, tissue-viability nurse informed',
      'Antibiotics per microbiology; silver dressing',
      'Surrounding skin hot and indurated: medical review',
    ],
    painNotes: [
      'Pain on turning now 7/10; analgesia before repositioning',
      'New pain around the wound: deep tissue injury queried, mattress checked',
    ],
  },
}

/** A wound's own story over its kind's presentation. */
export type Story = {
  /** Clinical improvement at a visit, 0 (worst) to 1 (nearly closed); below 0.15 the wound smells. */
  stage: (visit: Visit) => number
  infected?: (visit: Visit) => boolean
  pain: { start: number; end: number }
  /** Pain at rest of a visit where it does not follow the stage (a rise of its own). */
  painAt?: (visit: Visit) => number
  /** The visits whose notes are about pain. */
  painful?: (visit: Visit) => boolean
}

export function caseloadProfile(kind: WoundKind, story: Story): AssessmentProfile {
  const { infectionNotes, painNotes, ...presentation } = PRESENTATIONS[kind]
  const infected = story.infected ?? (() => false)
  const painful = story.painful ?? (() => false)
  return {
    ...presentation,
    stage: story.stage,
    infected,
    pain: story.pain,
    ...(story.painAt ? { painAt: story.painAt } : {}),
    notesAt: (visit) => (infected(visit) ? infectionNotes : painful(visit) ? painNotes : undefined),
  }
}
