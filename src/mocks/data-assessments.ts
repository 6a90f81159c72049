import type { Visit } from './course'
import type { IdSequence } from './data-measurements'
import type { Random } from './random'
import { atMinutes, dayFrom, formatDate, formatDateTime, type WireAssessment, type WireAssessmentValues, type WireExtent } from './wire'

type Choices = readonly [string, ...string[]]
type Options = readonly [readonly string[], ...(readonly string[])[]]

/** How one kind of wound presents; `stage` is clinical improvement, 0 (worst) to 1 (nearly closed). */
export type AssessmentProfile = {
  stage: (visit: Visit) => number
  infected: (visit: Visit) => boolean
  pain: { start: number; end: number }
  periWoundSkin: { early: Options; middle: Options; late: Options }
  freeText: { edge: Choices; skin: Choices }
  notes: { early: Choices; middle: Choices; late: Choices }
  /** Share of visits, early in the course, that find tunneling / undermining. */
  tracts: { tunnelingUntil: number; underminingUntil: number }
  /** Pain at rest before the visit's noise, where it does not follow the stage (a rise of its own). */
  painAt?: (visit: Visit) => number
  /** The notes a visit's note is chosen from, where the stage's are not the story (an infection, a rise in pain). */
  notesAt?: (visit: Visit) => Choices | undefined
}

const SIGNS: Choices = [
  'BLEEDING__FRIABLE_GRANULATION_TISSUE',
  'INCREASING_PAIN',
  'ERYTHEMA__WARMTH',
  'DELAYED_HEALING',
  'POCKETING__BRIDGING',
]
const EXUDATE_COMMENTS: Choices = [
  'Dressing saturated at change',
  'Strike-through on secondary dressing',
  'Contained by foam dressing',
  'Light staining only',
]
const QOL_DETAILS: Choices = [
  'Sleep disturbed by pain; mobility reduced',
  'Able to walk to the shops again',
  'Anxious about odour in company',
  'Wound-QoL questionnaire completed, score improving',
]

const clamp = (n: number, low: number, high: number) => Math.min(high, Math.max(low, Math.round(n)))
const phase = <T>(stage: number, table: { early: T; middle: T; late: T }) =>
  stage < 0.3 ? table.early : stage < 0.7 ? table.middle : table.late

function clockRun(random: Random): number[] {
  const start = random.int(1, 12)
  return Array.from({ length: random.int(1, 3) }, (_, k) => ((start - 1 + k) % 12) + 1)
}

function tract(random: Random): WireExtent {
  return { direction: clockRun(random), length: random.int(1, 3) }
}

function woundEdge(stage: number, random: Random, profile: AssessmentProfile): string[] {
  const codes = [
    ...random.pick(
      phase<Options>(stage, {
        early: [['NOT_ATTACHED', 'ROLLED'], ['NOT_ATTACHED']],
        middle: [['ATTACHED'], ['ATTACHED', 'NOT_ATTACHED']],
        late: [['ATTACHED', 'EPITHELIALIZED'], ['EPITHELIALIZED']],
      }),
    ),
  ]
  // Free text arrives as an extra entry next to the OTHER code.
  if (random.chance(0.15)) codes.push('OTHER-FREE-TEXT', random.pick(profile.freeText.edge))
  return codes
}

function periWoundSkin(stage: number, random: Random, profile: AssessmentProfile): string[] {
  const codes = [...random.pick(phase(stage, profile.periWoundSkin))]
  if (random.chance(0.12)) codes.push('OTHER_FREE_TEXT', random.pick(profile.freeText.skin))
  return codes
}

function exudate(stage: number, infected: boolean, random: Random): WireAssessmentValues['exudate'] {
  const level = stage + random.jitter(0.05)
  const amount = level < 0.2 ? 'LARGE' : level < 0.5 ? 'MODERATE' : level < 0.8 ? 'MINIMUM' : 'NONE'
  const type = infected ? random.pick(['PURULENT', 'HEAMOPURULENT']) : level < 0.4 ? 'SERO-SANGUINEOUS' : 'SEROUS'
  const comment = amount === 'NONE' ? 'Dressing dry at removal' : random.chance(0.3) ? random.pick(EXUDATE_COMMENTS) : undefined
  return { amount, ...(comment ? { comment } : {}), type }
}

function infection(visit: Visit, infected: boolean, swabbedOn: string, random: Random): Record<string, unknown> | undefined {
  if (infected) {
    const signs = SIGNS.filter((_, i) => i === 0 || random.chance(0.4))
    return { infected: 'YES', signs_of_local_infection: signs, wound_swab: 'YES', wound_swab_date: swabbedOn }
  }
  return visit.index % 2 === 0 ? { infected: 'NO', signs_of_local_infection: [], wound_swab: 'NO' } : undefined
}

function assessmentValues(visit: Visit, profile: AssessmentProfile, random: Random, swabbedOn: string): WireAssessmentValues {
  const stage = Math.min(1, Math.max(0, profile.stage(visit)))
  const infected = profile.infected(visit)
  const painBase = profile.painAt ? profile.painAt(visit) : profile.pain.start + (profile.pain.end - profile.pain.start) * stage
  const rest = clamp(painBase + random.jitter(0.7), 0, 10)
  const infectionValue = infection(visit, infected, swabbedOn, random)
  const note = random.chance(0.7) ? random.pick(profile.notesAt?.(visit) ?? phase(stage, profile.notes)) : undefined
  return {
    wound_edge: woundEdge(stage, random, profile),
    peri_wound_skin: periWoundSkin(stage, random, profile),
    pain: {
      at_rest_scale: rest,
      with_movement_scale: clamp(rest + random.int(1, 2), 0, 10),
      at_night_scale: clamp(rest + random.int(0, 1), 0, 10),
    },
    exudate: exudate(stage, infected, random),
    odor: infected || stage < 0.15 ? 'MALODOROUS' : 'NO',
    ...(infectionValue ? { infection: infectionValue } : {}),
    ...(stage < profile.tracts.tunnelingUntil && random.chance(0.4) ? { tunneling: tract(random) } : {}),
    ...(stage < profile.tracts.underminingUntil && random.chance(0.6) ? { undermining: tract(random) } : {}),
    ...(random.chance(0.3) ? { miscellaneous: miscellaneous(random) } : {}),
    ...(note ? { notes: note } : {}),
  }
}

function miscellaneous(random: Random): NonNullable<WireAssessmentValues['miscellaneous']> {
  const qol = random.pick(['YES', 'NO', 'N/A'])
  return {
    unable_to_capture: 'NO',
    unable_to_capture_reason: null,
    qol_assessment_performed: qol,
    qol_details: qol === 'YES' ? random.pick(QOL_DETAILS) : null,
  }
}

/** One assessment per visit, recorded a few minutes after the photo. */
export function buildAssessments(visits: readonly Visit[], profile: AssessmentProfile, ids: IdSequence, random: Random): WireAssessment[] {
  let swabbedOn = ''
  let wasInfected = false
  return visits.map((visit) => {
    const infected = profile.infected(visit)
    // A swab is taken when an infection is first seen; its result is quoted until it clears.
    if (infected && !wasInfected) swabbedOn = formatDate(dayFrom(visit.date, -random.int(0, 2)))
    wasInfected = infected
    const values = assessmentValues(visit, profile, random, swabbedOn)
    return {
      id: ids.next(),
      date: visit.date,
      created_at: formatDateTime(atMinutes(visit.day, visit.minuteOfDay + random.int(5, 45))),
      values,
    }
  })
}
