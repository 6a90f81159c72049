import type { AssessmentProfile } from './data-assessments'

/** A venous leg ulcer under compression: infected at first, quickly better, then no longer closing. */
export const VENOUS_LEG_ULCER: AssessmentProfile = {
  stage: (visit) => visit.progress,
  infected: (visit) => visit.progress < 0.15,
  pain: { start: 7, end: 1 },
  periWoundSkin: {
    early: [
      ['EDEMA', 'ERYTHEMA', 'MACERATION'],
      ['EDEMA', 'ERYTHEMA'],
      ['EDEMA', 'INDURATED', 'SITE_SPECIFIC_ECZEMA'],
    ],
    middle: [
      ['EDEMA', 'DRY'],
      ['DRY', 'SCALY'],
      ['SITE_SPECIFIC_ECZEMA', 'DRY'],
    ],
    late: [['NORMAL'], ['DRY'], ['NORMAL', 'DRY']],
  },
  freeText: {
    edge: ["Slight maceration at 3 o'clock", "Epithelial bridge forming at 12 o'clock", 'Edge slightly raised medially'],
    skin: [
      'Haemosiderin staining around the gaiter area',
      'Varicose eczema on the medial malleolus',
      'Lipodermatosclerosis, woody texture',
    ],
  },
  notes: {
    early: [
      'Four-layer compression applied; patient tolerating it well',
      'Swab sent for culture; oral flucloxacillin started',
      'Heavy exudate: changed to a superabsorbent dressing',
      'Advised to elevate the leg when seated',
    ],
    middle: [
      'Healthy granulation, slough reducing with autolytic debridement',
      'Compression continued, ABPI 0.95',
      'Patient reports less pain at night',
      'Size much the same as last month',
    ],
    late: [
      'No change in size for several months',
      'Edges static: compression and adherence reviewed',
      'Referred for venous duplex and a vascular opinion',
      'Plan: continue compression, review in one week',
    ],
  },
  tracts: { tunnelingUntil: 0.2, underminingUntil: 0.4 },
}

/** A sacral pressure injury: deep, slow, with weeks-long plateaus and a second infection. */
export const PRESSURE_INJURY: AssessmentProfile = {
  stage: (visit) => visit.progress,
  infected: (visit) => visit.progress < 0.08 || (visit.progress > 0.42 && visit.progress < 0.47),
  pain: { start: 6, end: 2 },
  periWoundSkin: {
    early: [
      ['ERYTHEMA', 'INDURATED'],
      ['MACERATION', 'ERYTHEMA'],
      ['FRAGILE', 'EXCORIATION'],
    ],
    middle: [['FRAGILE'], ['ERYTHEMA'], ['DRY', 'FRAGILE']],
    late: [['NORMAL'], ['FRAGILE'], ['NORMAL', 'DRY']],
  },
  freeText: {
    edge: ["Edge undermined at 6 o'clock", 'Rolled edge at the superior margin'],
    skin: ['Moisture lesion from incontinence', 'Blanching erythema over the coccyx'],
  },
  notes: {
    early: [
      'Sharp debridement of necrotic tissue by the tissue-viability nurse',
      'Pressure-relieving mattress in place',
      'Two-hourly repositioning chart started',
      'Swab: heavy growth, antibiotics per microbiology',
    ],
    middle: ['No change since last review', 'Negative-pressure therapy continued', 'Dietitian referral: albumin low', 'Slow progress'],
    late: ['Steady contraction', 'NPWT stopped, foam dressing', 'Skin around the sacrum intact'],
  },
  tracts: { tunnelingUntil: 0.35, underminingUntil: 0.55 },
}

/** A neuropathic diabetic foot ulcer that is not healing: little pain, callus, poor offloading. */
export const STALLED_DIABETIC_FOOT_ULCER: AssessmentProfile = {
  stage: (visit) => 0.22 + 0.05 * visit.progress,
  // Infected once in its middle weeks, treated; infected again at its last two visits (of 20): the
  // verdict's "signs of infection" lead, and name themselves in the plateau's flag.
  infected: (visit) => (visit.index >= 8 && visit.index <= 10) || visit.index >= 18,
  pain: { start: 2, end: 2 },
  periWoundSkin: {
    early: [
      ['CALLOUSED', 'HYPERKERTOSIS'],
      ['CALLOUSED', 'DRY'],
      ['CALLOUSED', 'MACERATION'],
    ],
    middle: [['CALLOUSED'], ['DRY', 'SCALY']],
    late: [['CALLOUSED']],
  },
  freeText: {
    edge: ['Callus rim re-forming around the edge', 'Punched-out appearance'],
    skin: ['Fissures at the heel', 'Reduced sensation to monofilament'],
  },
  notes: {
    early: [
      'Offloading boot not worn consistently',
      'Callus debrided',
      'HbA1c 9.1 %, diabetes team informed',
      'No change in size; review offloading',
      'X-ray requested to exclude osteomyelitis',
      'Referred to the vascular team',
    ],
    middle: ['No change in size'],
    late: ['No change in size'],
  },
  tracts: { tunnelingUntil: 0, underminingUntil: 0.3 },
}

/** Weeks 7 to 9 of the surgical wound's course (wounds.ts): an infection, treated. */
export const SURGICAL_INFECTION = { from: 0.5, to: 0.64 } as const
const inSurgicalInfection = (progress: number) => progress >= SURGICAL_INFECTION.from && progress < SURGICAL_INFECTION.to

/**
 * An abdominal wound healing by secondary intention after dehiscence: improving, then an
 * infection (purulent exudate, malodour, more pain: the stage drops back), treated, improving
 * again. The issue that asked for it: a wound whose signs explain its curve.
 */
export const SURGICAL_WOUND: AssessmentProfile = {
  stage: (visit) => (inSurgicalInfection(visit.progress) ? 0.1 : 0.2 + 0.75 * visit.progress),
  infected: (visit) => inSurgicalInfection(visit.progress),
  pain: { start: 6, end: 1 },
  periWoundSkin: {
    early: [['ERYTHEMA'], ['EDEMA', 'ERYTHEMA']],
    middle: [['NORMAL'], ['DRY']],
    late: [['NORMAL']],
  },
  freeText: {
    edge: ['Staple line intact either side', 'Edge slightly everted superiorly'],
    skin: ['Stoma appliance 6 cm lateral, skin intact', 'Adhesive trauma from previous dressings'],
  },
  notes: {
    early: ['Wound cleansed, packing with alginate', 'Spreading erythema, swab taken; antibiotics started', 'Surgical team informed'],
    middle: ['Granulating well', 'Packing reduced', 'Antimicrobial dressing continued for two weeks'],
    late: ['Nearly flush with skin', 'Foam dressing, district nurse twice weekly'],
  },
  tracts: { tunnelingUntil: 0.25, underminingUntil: 0.35 },
}
