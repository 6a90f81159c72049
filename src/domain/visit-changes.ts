import type { AssessmentValues } from '../api/schemas/assessment'
import type { Measurement } from '../api/schemas/measurement'
import { EXUDATE_AMOUNTS, INFECTED_EXUDATE, infectionOf } from './assessment-signs'
import { FREE_TEXT_MARKERS, entryWords, words } from './code-words'

/*
 * What changed from one visit's records to the next, sign by sign, in the TIME framework's terms
 * (tissue, infection/inflammation, moisture, edge) and size and pain: the comparison behind
 * changesSince (visits.ts). Only what both records hold is compared.
 */

/** What changed since the previous visit, as a clinician would say it, worst first within its kind. */
export type VisitChange = {
  /** TIME: tissue, infection/inflammation, moisture, edge; and size and pain. */
  about: 'size' | 'tissue' | 'infection' | 'moisture' | 'edge' | 'pain'
  /** worse: a sign that came or grew; better: one that went or eased; changed: neither. */
  direction: 'worse' | 'better' | 'changed'
  text: string
}

/** The records of a visit its figures are read from (visitMeasurement, visitAssessment). */
type VisitRecords = { measurement: Measurement | undefined; values: AssessmentValues | undefined }

const PAIN_SCALES = [
  ['at_rest_scale', 'pain at rest'],
  ['with_movement_scale', 'pain with movement'],
  ['at_night_scale', 'pain at night'],
] as const

function areaChange(before: Measurement | undefined, now: Measurement | undefined): VisitChange[] {
  const [from, to] = [before?.area, now?.area]
  if (from === undefined || to === undefined || from <= 0) return []
  const percent = Math.round(((to - from) / from) * 100)
  if (percent === 0) return [{ about: 'size', direction: 'changed', text: 'area unchanged' }]
  return [{ about: 'size', direction: percent > 0 ? 'worse' : 'better', text: `area ${percent > 0 ? '+' : '−'}${Math.abs(percent)}%` }]
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
      text: `exudate ${words(fromAmount)} → ${words(toAmount)}`,
    })
  }
  const [fromType, toType] = [before?.exudate?.type, now?.exudate?.type]
  if (fromType !== undefined && toType !== undefined && fromType !== toType) {
    const infectedNow = INFECTED_EXUDATE.has(toType)
    const infectedBefore = INFECTED_EXUDATE.has(fromType)
    changes.push({
      about: infectedNow || infectedBefore ? 'infection' : 'moisture',
      direction: infectedNow && !infectedBefore ? 'worse' : infectedBefore && !infectedNow ? 'better' : 'changed',
      text: infectedNow && !infectedBefore ? `new: ${words(toType)} exudate` : `exudate ${words(fromType)} → ${words(toType)}`,
    })
  }
  return changes
}

function listChanges(about: VisitChange['about'], label: string, before: readonly string[], now: readonly string[]): VisitChange[] {
  // "Other" only announces free text: the text itself is the change.
  const meaningful = (entries: readonly string[]) => entries.filter((entry) => !FREE_TEXT_MARKERS.has(entry))
  const added = meaningful(now).filter((entry) => !before.includes(entry))
  const gone = meaningful(before).filter((entry) => !now.includes(entry))
  const phrase = (entries: string[]) => entries.map(entryWords).join(', ')
  return [
    ...(added.length > 0 ? [{ about, direction: 'worse' as const, text: `new ${label}: ${phrase(added)}` }] : []),
    ...(gone.length > 0 ? [{ about, direction: 'better' as const, text: `no longer ${label}: ${phrase(gone)}` }] : []),
  ]
}

function signChanges(before: AssessmentValues | undefined, now: AssessmentValues | undefined): VisitChange[] {
  const changes: VisitChange[] = []
  if (before?.odor !== undefined && now?.odor !== undefined && before.odor !== now.odor) {
    if (now.odor === 'MALODOROUS') changes.push({ about: 'infection', direction: 'worse', text: 'new: malodorous' })
    else if (before.odor === 'MALODOROUS' && now.odor === 'NO')
      changes.push({ about: 'infection', direction: 'better', text: 'no longer malodorous' })
    else changes.push({ about: 'infection', direction: 'changed', text: `odour ${words(before.odor)} → ${words(now.odor)}` })
  }
  const [from, to] = [infectionOf(before), infectionOf(now)]
  // Infected now, and not said to be before (not recorded counts: an infection is never left unsaid).
  if (from.infected !== true && to.infected === true && before !== undefined)
    changes.push({ about: 'infection', direction: 'worse', text: 'new: infected' })
  if (from.infected === true && to.infected === false) changes.push({ about: 'infection', direction: 'better', text: 'no longer infected' })
  if (before !== undefined && now !== undefined) changes.push(...listChanges('infection', 'signs of infection', from.signs, to.signs))
  return changes
}

function painChanges(before: AssessmentValues | undefined, now: AssessmentValues | undefined): VisitChange[] {
  return PAIN_SCALES.flatMap(([key, label]) => {
    const [from, to] = [before?.pain?.[key], now?.pain?.[key]]
    if (from === undefined || to === undefined || from === to) return []
    return [{ about: 'pain' as const, direction: to > from ? ('worse' as const) : ('better' as const), text: `${label} ${from} → ${to}` }]
  })
}

function edgeChanges(before: AssessmentValues | undefined, now: AssessmentValues | undefined): VisitChange[] {
  if (before === undefined || now === undefined) return []
  return [
    ...listChanges('edge', 'wound edge', before.wound_edge, now.wound_edge),
    ...listChanges('edge', 'peri-wound skin', before.peri_wound_skin, now.peri_wound_skin),
    ...(['tunneling', 'undermining'] as const).flatMap((key): VisitChange[] => {
      const name = key === 'tunneling' ? 'tunnelling' : 'undermining'
      const [had, has] = [(before[key]?.length ?? 0) > 0, (now[key]?.length ?? 0) > 0]
      if (has && !had) return [{ about: 'edge', direction: 'worse', text: `new: ${name}` }]
      if (had && !has) return [{ about: 'edge', direction: 'better', text: `no longer: ${name}` }]
      return []
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
