import type { AssessmentValues } from '../api/schemas/assessment'
import type { Measurement } from '../api/schemas/measurement'
import { EXUDATE_AMOUNTS, FREE_TEXT_MARKERS, infectionOf, isPurulent, malodourIncreased } from './assessment-signs'

/*
 * What changed from one visit's records to the next, sign by sign, in the TIME framework's terms
 * (tissue, infection/inflammation, moisture, edge) and size and pain: the comparison behind
 * changesSince (visits.ts). Only what both records hold is compared. Facts: features/visits/change-words.ts says them.
 */

type PainKey = 'at_rest_scale' | 'with_movement_scale' | 'at_night_scale'
/** The coded lists a change can name entries of. */
type ChangedList = 'signs_of_local_infection' | 'wound_edge' | 'peri_wound_skin'

/** What changed since the previous visit, worst first within its kind. */
export type VisitChange = {
  /** TIME: tissue, infection/inflammation, moisture, edge; and size and pain. */
  about: 'size' | 'tissue' | 'infection' | 'moisture' | 'edge' | 'pain'
  /** worse: a sign that came or grew; better: one that went or eased; changed: neither. */
  direction: 'worse' | 'better' | 'changed'
  what: ChangeFact
}

/** The change itself; codes as sent. */
type ChangeFact =
  /** Whole percent of the earlier area, signed; 0 is unchanged. */
  | { kind: 'area'; percent: number }
  | { kind: 'exudate-amount'; from: string; to: string }
  /** `newlyInfected`: pus now and not before (said as a new sign, not a change of type). */
  | { kind: 'exudate-type'; from: string; to: string; newlyInfected: boolean }
  /** MALODOROUS now (`now` true), or gone to NO (false). */
  | { kind: 'malodorous'; now: boolean }
  | { kind: 'odour'; from: string; to: string }
  | { kind: 'infected'; now: boolean }
  /** Entries of a coded list that came (`now` true) or went, free-text markers left out. */
  | { kind: 'entries'; list: ChangedList; now: boolean; entries: string[] }
  | { kind: 'pain'; scale: PainKey; from: number; to: number }
  | { kind: 'tract'; tract: 'tunneling' | 'undermining'; now: boolean }

/** The records of a visit its figures are read from (visitMeasurement, visitAssessment). */
type VisitRecords = { measurement: Measurement | undefined; values: AssessmentValues | undefined }

const PAIN_SCALES: readonly PainKey[] = ['at_rest_scale', 'with_movement_scale', 'at_night_scale']

function areaChange(before: Measurement | undefined, now: Measurement | undefined): VisitChange[] {
  const [from, to] = [before?.area, now?.area]
  if (from === undefined || to === undefined || from <= 0) return []
  const percent = Math.round(((to - from) / from) * 100)
  return [{ about: 'size', direction: percent === 0 ? 'changed' : percent > 0 ? 'worse' : 'better', what: { kind: 'area', percent } }]
}

function exudateChanges(before: AssessmentValues | undefined, now: AssessmentValues | undefined): VisitChange[] {
  const changes: VisitChange[] = []
  const [fromAmount, toAmount] = [before?.exudate?.amount, now?.exudate?.amount]
  if (fromAmount !== undefined && toAmount !== undefined && fromAmount !== toAmount) {
    const rank = (amount: string) => EXUDATE_AMOUNTS.indexOf(amount)
    const known = rank(fromAmount) >= 0 && rank(toAmount) >= 0
    changes.push({
      about: 'moisture',
      direction: known ? (rank(toAmount) > rank(fromAmount) ? 'worse' : 'better') : 'changed',
      what: { kind: 'exudate-amount', from: fromAmount, to: toAmount },
    })
  }
  const [fromType, toType] = [before?.exudate?.type, now?.exudate?.type]
  if (fromType !== undefined && toType !== undefined && fromType !== toType) {
    const infectedNow = isPurulent(toType)
    const infectedBefore = isPurulent(fromType)
    changes.push({
      about: infectedNow || infectedBefore ? 'infection' : 'moisture',
      direction: infectedNow && !infectedBefore ? 'worse' : infectedBefore && !infectedNow ? 'better' : 'changed',
      what: { kind: 'exudate-type', from: fromType, to: toType, newlyInfected: infectedNow && !infectedBefore },
    })
  }
  return changes
}

function listChanges(about: VisitChange['about'], list: ChangedList, before: readonly string[], now: readonly string[]): VisitChange[] {
  // "Other" only announces free text: the text itself is the change.
  const meaningful = (entries: readonly string[]) => entries.filter((entry) => !FREE_TEXT_MARKERS.has(entry))
  const added = meaningful(now).filter((entry) => !before.includes(entry))
  const gone = meaningful(before).filter((entry) => !now.includes(entry))
  const change = (entries: string[], came: boolean): VisitChange[] =>
    entries.length > 0 ? [{ about, direction: came ? 'worse' : 'better', what: { kind: 'entries', list, now: came, entries } }] : []
  return [...change(added, true), ...change(gone, false)]
}

function signChanges(before: AssessmentValues | undefined, now: AssessmentValues | undefined): VisitChange[] {
  const changes: VisitChange[] = []
  if (before?.odor !== undefined && now?.odor !== undefined && before.odor !== now.odor) {
    // An increase of malodour is the sign (assessment-signs.ts); any other change of odour is said as it is.
    if (malodourIncreased(before.odor, now.odor))
      changes.push({ about: 'infection', direction: 'worse', what: { kind: 'malodorous', now: true } })
    else if (before.odor === 'MALODOROUS' && now.odor === 'NO')
      changes.push({ about: 'infection', direction: 'better', what: { kind: 'malodorous', now: false } })
    else changes.push({ about: 'infection', direction: 'changed', what: { kind: 'odour', from: before.odor, to: now.odor } })
  }
  const [from, to] = [infectionOf(before), infectionOf(now)]
  // Infected now, and not said to be before (not recorded counts: an infection is never left unsaid).
  if (from.infected !== true && to.infected === true && before !== undefined)
    changes.push({ about: 'infection', direction: 'worse', what: { kind: 'infected', now: true } })
  if (from.infected === true && to.infected === false)
    changes.push({ about: 'infection', direction: 'better', what: { kind: 'infected', now: false } })
  if (before !== undefined && now !== undefined) changes.push(...listChanges('infection', 'signs_of_local_infection', from.signs, to.signs))
  return changes
}

function painChanges(before: AssessmentValues | undefined, now: AssessmentValues | undefined): VisitChange[] {
  return PAIN_SCALES.flatMap((scale): VisitChange[] => {
    const [from, to] = [before?.pain?.[scale], now?.pain?.[scale]]
    if (from === undefined || to === undefined || from === to) return []
    return [{ about: 'pain', direction: to > from ? 'worse' : 'better', what: { kind: 'pain', scale, from, to } }]
  })
}

function edgeChanges(before: AssessmentValues | undefined, now: AssessmentValues | undefined): VisitChange[] {
  if (before === undefined || now === undefined) return []
  return [
    ...listChanges('edge', 'wound_edge', before.wound_edge, now.wound_edge),
    ...listChanges('edge', 'peri_wound_skin', before.peri_wound_skin, now.peri_wound_skin),
    ...(['tunneling', 'undermining'] as const).flatMap((tract): VisitChange[] => {
      const [had, has] = [(before[tract]?.length ?? 0) > 0, (now[tract]?.length ?? 0) > 0]
      return had === has ? [] : [{ about: 'edge', direction: has ? 'worse' : 'better', what: { kind: 'tract', tract, now: has } }]
    }),
  ]
}

const ORDER: readonly VisitChange['about'][] = ['infection', 'size', 'moisture', 'pain', 'tissue', 'edge']

/** The changes from one visit's records to the next's, signs of infection first. */
export function changesBetween(previous: VisitRecords, visit: VisitRecords): VisitChange[] {
  const [before, now] = [previous.values, visit.values]
  const changes = [
    ...signChanges(before, now),
    ...areaChange(previous.measurement, visit.measurement),
    ...exudateChanges(before, now),
    ...painChanges(before, now),
    ...edgeChanges(before, now),
  ]
  return changes.sort((a, b) => ORDER.indexOf(a.about) - ORDER.indexOf(b.about))
}
