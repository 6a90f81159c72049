import type { Assessment, AssessmentValues } from '../api/schemas/assessment'
import type { Measurement } from '../api/schemas/measurement'
import { parseCalendarDate } from '../shared/calendar-date'
import { isolate } from '../shared/plain-text'
import { compareDays } from './record-order'

/*
 * The visit: one calendar date of a wound, joining that date's measurements and assessments, the
 * way clinicians and the TIME framework read a wound (Tissue, Infection/inflammation, Moisture,
 * Edge). Pure: no React, no service calls. Top-level measurements only: a child is a part of its
 * parent's measurement, never a visit of its own.
 */

export type Visit = {
  /** `YYYY-MM-DD`, as the records carry it. */
  date: string
  /** That date's top-level measurements, oldest first (created_at, then id). */
  measurements: Measurement[]
  /** That date's assessments, oldest first (created_at, then id). */
  assessments: Assessment[]
}

export type VisitJoin = {
  /** Oldest first. */
  visits: Visit[]
  /** Records whose date is missing or not a calendar date: kept and listed, never placed on a guessed date. */
  undated: { measurements: Measurement[]; assessments: Assessment[] }
}

/**
 * The calendar date a record was made on, `YYYY-MM-DD` (spaces around it ignored, as the charts
 * do); undefined when there is none: `2026-02-30` is not a date.
 */
export function calendarDate(value: string | undefined): string | undefined {
  const text = value?.trim() ?? ''
  return parseCalendarDate(text) ? text : undefined
}

type Recorded = { id: number | null; created_at?: string | undefined }

/** Oldest first: by created_at where both have one, then by id; records without either keep their order. */
function byRecording(a: Recorded, b: Recorded): number {
  if (a.created_at !== undefined && b.created_at !== undefined && a.created_at !== b.created_at) {
    return a.created_at < b.created_at ? -1 : 1
  }
  if (a.id !== null && b.id !== null) return a.id - b.id
  return 0
}

export function joinVisits(measurements: readonly Measurement[], assessments: readonly Assessment[]): VisitJoin {
  const byDate = new Map<string, Visit>()
  const undated: VisitJoin['undated'] = { measurements: [], assessments: [] }
  const visitOn = (date: string): Visit => {
    let visit = byDate.get(date)
    if (!visit) {
      visit = { date, measurements: [], assessments: [] }
      byDate.set(date, visit)
    }
    return visit
  }
  for (const measurement of measurements) {
    const date = calendarDate(measurement.date)
    if (date === undefined) undated.measurements.push(measurement)
    else visitOn(date).measurements.push(measurement)
  }
  for (const assessment of assessments) {
    const date = calendarDate(assessment.date)
    if (date === undefined) undated.assessments.push(assessment)
    else visitOn(date).assessments.push(assessment)
  }
  const visits = [...byDate.values()].sort((a, b) => compareDays(a.date, b.date))
  for (const visit of visits) {
    visit.measurements.sort(byRecording)
    visit.assessments.sort(byRecording)
  }
  return { visits, undated }
}

/**
 * The record a visit's figures are read from when the date holds several: the last one recorded
 * that day (a measurement repeated at the same visit replaces the one before it). The others stay
 * listed in the visit.
 */
export const visitMeasurement = (visit: Visit): Measurement | undefined => visit.measurements.at(-1)
export const visitAssessment = (visit: Visit): Assessment | undefined => visit.assessments.at(-1)

/** What changed since the previous visit, as a clinician would say it, worst first within its kind. */
export type VisitChange = {
  /** TIME: tissue, infection/inflammation, moisture, edge; and size and pain. */
  about: 'size' | 'tissue' | 'infection' | 'moisture' | 'edge' | 'pain'
  /** worse: a sign that came or grew; better: one that went or eased; changed: neither. */
  direction: 'worse' | 'better' | 'changed'
  text: string
}

const EXUDATE_ORDER = ['NONE', 'MINIMUM', 'MODERATE', 'LARGE']
const EXUDATE_WORDS = new Map([
  ['NONE', 'none'],
  ['MINIMUM', 'minimal'],
  ['MODERATE', 'moderate'],
  ['LARGE', 'large'],
  ['SEROUS', 'serous'],
  ['PURULENT', 'purulent'],
  ['SANGUINEOUS', 'sanguineous'],
  ['SERO-SANGUINEOUS', 'serosanguineous'],
  ['HEAMOPURULENT', 'haemopurulent'],
  ['OTHER', 'other'],
  ['MALODOROUS', 'malodorous'],
])
/** Exudate types read as a sign of infection (pus). Where a verdict uses this, it cites its source there. */
export const INFECTED_EXUDATE = new Set(['PURULENT', 'HEAMOPURULENT'])

/** An exudate or odour code in words; undefined for a value the spec does not list. */
export const codeWord = (value: string): string | undefined => EXUDATE_WORDS.get(value)

/** A code in words; a value the spec does not list is quoted as sent. */
export const words = (value: string): string => codeWord(value) ?? `“${isolate(value)}”`

const PAIN_SCALES = [
  ['at_rest_scale', 'pain at rest'],
  ['with_movement_scale', 'pain with movement'],
  ['at_night_scale', 'pain at night'],
] as const

/** The infection object's shape is open (spec): what can be read of it, and nothing is guessed. */
export function infectionOf(values: AssessmentValues | undefined): { infected: boolean | undefined; signs: string[] } {
  const infection = values?.infection
  if (typeof infection !== 'object' || infection === null) return { infected: undefined, signs: [] }
  const infected = 'infected' in infection ? infection.infected : undefined
  const signs = 'signs_of_local_infection' in infection ? infection.signs_of_local_infection : undefined
  const answer =
    typeof infected === 'string' ? infected.trim().toUpperCase() : typeof infected === 'boolean' ? String(infected).toUpperCase() : ''
  return {
    infected: ['YES', 'TRUE', 'Y'].includes(answer) ? true : ['NO', 'FALSE', 'N'].includes(answer) ? false : undefined,
    signs: Array.isArray(signs) ? signs.filter((sign): sign is string => typeof sign === 'string' && sign.trim() !== '') : [],
  }
}

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
    const rank = (amount: string) => EXUDATE_ORDER.indexOf(amount)
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

const LIST_WORDS = new Map([
  ['HYPERKERTOSIS', 'hyperkeratosis'],
  ['EDEMA', 'oedema'],
  ['SITE_SPECIFIC_ECZEMA', 'site-specific eczema'],
  ['NOT_ATTACHED', 'not attached'],
])
/** The spec's markers that free text follows ("Other"): no finding of their own. */
export const FREE_TEXT_MARKERS = new Set(['OTHER_FREE_TEXT', 'OTHER-FREE-TEXT'])
/** A code of a coded list in words ("MACERATION" → "maceration"); free text as entered. */
export const entryWords = (entry: string): string =>
  LIST_WORDS.get(entry) ??
  // A double underscore joins two words of one sign, as the assessment's detail shows it:
  // BLEEDING__FRIABLE_GRANULATION_TISSUE is "bleeding / friable granulation tissue".
  (/^[A-Z][A-Z_]+$/.test(entry) ? entry.toLowerCase().replace(/__+/g, ' / ').replaceAll('_', ' ') : isolate(entry))

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

/**
 * What changed between the previous visit and this one, signs of infection first: "exudate
 * moderate → large; new: malodorous; pain with movement 3 → 6; area +18%". Only what both visits
 * recorded is compared: a value recorded at one of them only is not a change.
 */
export function changesSince(previous: Visit | undefined, visit: Visit): VisitChange[] {
  if (previous === undefined) return []
  const [before, now] = [visitAssessment(previous)?.values, visitAssessment(visit)?.values]
  const changes = [
    ...signChanges(before, now),
    ...areaChange(visitMeasurement(previous), visitMeasurement(visit)),
    ...exudateChanges(before, now),
    ...painChanges(before, now),
    ...edgeChanges(before, now),
  ]
  return changes.sort((a, b) => ORDER.indexOf(a.about) - ORDER.indexOf(b.about))
}

/** What a visit did not record, said once: a date with only a measurement, or only an assessment. */
export function notRecorded(visit: Visit): string | undefined {
  if (visit.measurements.length === 0) return 'No measurement was taken on this date.'
  if (visit.assessments.length === 0) return 'No assessment was recorded on this date.'
  return undefined
}
