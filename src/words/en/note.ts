import type { AssessmentValues } from '../../api/schemas/assessment'
import type { Measurement } from '../../api/schemas/measurement'
import { percentAreaReduction, usableArea } from '../../domain/area-change'
import { fieldLabel } from './fields'
import { measuresOf } from '../../domain/measures'
import { FREE_TEXT_MARKERS } from '../../domain/assessment-signs'
import { entryWords } from './codes'
import { visitAssessment, visitMeasurement, type Visit } from '../../domain/visits'
import { formatDate, formatMoment, formatNumber, formatSigned } from '../../shared/format'
import { plainText } from '../../shared/plain-text'
import type { MeasurementPoint } from '../../domain/healing/series'
import { DECISION_SUPPORT_NOTE, checkTime } from './references'
import { codeWords, infectionFacts } from './record'
import type { WoundVerdict } from './verdict'

/*
 * The visit as a progress note in plain text, ready to paste into any record: one finding a line,
 * units spelled out (a record's text field may not keep "cm²"), the verdict with its reference,
 * where the figures come from. Nothing the record does not hold is written: what is missing is
 * listed once, at the end. Pure: the same text is previewed and copied.
 */

type VisitNoteInput = {
  woundId: number
  visit: Visit
  /** The wound's dated measurements, without those the clinician left out of the figures. */
  points: readonly MeasurementPoint[]
  /** The verdict as it stood at this visit: read from the records up to its date. */
  verdict: WoundVerdict
  /** When the records were read from the service. */
  retrievedAt: Date
}

const CM = 'centimetre'
const SQUARE_CM = 'square centimetre'
const CUBIC_CM = 'cubic centimetre'

/** "2.5 cubic centimetres", "1 centimetre": a unit spelled out, as many as the figure says. */
const spelled = (figure: string, unit: string) => `${figure} ${figure === '1' || figure === '-1' || figure === '+1' ? unit : `${unit}s`}`

/** Service text on one line of the note: nothing invisible, and a line break cannot start a line of its own. */
const serviceText = (value: string): string =>
  plainText(value)
    .trim()
    .replace(/\s*[\r\n]+\s*/g, ' / ')

/** Service text as the note writes it; undefined when nothing is left to read (blank counts as not recorded). */
const given = (value: string | undefined): string | undefined => {
  const text = value === undefined ? '' : serviceText(value)
  return text === '' ? undefined : text
}

/** A coded entry in words ("MACERATION" → "maceration"); free text as entered. */
const listText = (entries: readonly string[]): string =>
  entries
    .filter((entry) => !FREE_TEXT_MARKERS.has(entry))
    .map((entry) => serviceText(entryWords(entry)))
    .filter((entry) => entry !== '')
    .join(', ')

const number = (value: number) => formatNumber(value, 2)

/** The named values that were recorded, in order. */
const recorded = (pairs: readonly (readonly [string, number | undefined])[]): [string, number][] =>
  pairs.flatMap(([name, value]) => (value === undefined ? [] : [[name, value] as [string, number]]))

function sizeLines(measurement: Measurement, missing: string[]): string[] {
  const lines: string[] = []
  const named = [
    ['length', measurement.max_length],
    ['width', measurement.max_width],
    ['depth', measurement.max_depth],
  ] as const
  for (const [name, value] of named) if (value === undefined) missing.push(name)
  const sides = recorded(named)
  if (sides.length > 0) lines.push(`Size: ${sides.map(([name, value]) => `${name} ${number(value)}`).join(' × ')} ${CM}s (maximum of each)`)
  const one = (label: string, value: number | undefined, unit: string) => {
    if (value === undefined) missing.push(label.toLowerCase())
    else lines.push(`${label}: ${spelled(number(value), unit)}`)
  }
  one('Area', measurement.area, SQUARE_CM)
  one('Volume', measurement.volume, CUBIC_CM)
  if (measurement.perimeter !== undefined) lines.push(`Perimeter: ${spelled(number(measurement.perimeter), CM)}`)
  const tissue = recorded(measuresOf('tissue').map((key) => [fieldLabel(key).toLowerCase(), measurement[key]] as const))
  if (tissue.length === 0) missing.push('tissue percentages')
  else lines.push(`Tissue: ${tissue.map(([name, value]) => `${name} ${formatNumber(value, 1)}%`).join(', ')}`)
  return lines
}

/** "−1.2 square centimetres (−11%) since the previous visit, 8 Sept 2026". */
function changeLine(measurement: Measurement | undefined, input: VisitNoteInput, missing: string[]): string | undefined {
  const area = measurement?.area
  if (area === undefined || !usableArea(area)) return undefined
  const date = input.visit.date
  const parts: string[] = []
  const previous = input.points.findLast((point) => point.date < date && usableArea(point.area))
  if (previous?.area != null) {
    const percent = percentAreaReduction(previous.area, area)
    const share = percent === null ? '' : ` (${formatSigned(-percent, 0)}%)`
    parts.push(`${spelled(formatSigned(area - previous.area), SQUARE_CM)}${share} since the previous visit, ${formatDate(previous.date)}`)
  }
  const baseline = input.verdict.metrics?.baseline
  if (baseline && baseline.date < date) {
    const par = percentAreaReduction(baseline.area, area)
    const reduction = par === null ? '' : `, percentage area reduction (PAR) ${formatNumber(par, 0)}%`
    const which = input.verdict.baseline.isFirst ? 'the first measurement' : 'the baseline'
    parts.push(`${spelled(formatSigned(area - baseline.area), SQUARE_CM)}${reduction} since ${which}, ${formatDate(baseline.date)}`)
  }
  if (parts.length === 0) {
    missing.push('an earlier area to compare with')
    return undefined
  }
  return `Change in area: ${parts.join('; ')}`
}

function verdictLines(verdict: WoundVerdict): string[] {
  // The summary quotes service text between isolate marks (for the screen): the note drops them.
  if (verdict.metrics === null) return [`Trajectory: ${plainText(verdict.summary)}.`]
  const reference = verdict.reference
  const cited = reference.citations.map((citation) => (citation.doi ? `doi:${citation.doi}` : citation.url)).join(', ')
  return [
    `Trajectory: ${plainText(verdict.summary)}.`,
    `Reference: ${reference.source}, ${reference.thresholdPercent}% area reduction at ${checkTime(reference)} for ${reference.woundType} (${cited}). ${DECISION_SUPPORT_NOTE}`,
  ]
}

function extentText(extent: { direction?: number[] | undefined; length?: number | undefined }): string {
  const hours = extent.direction ?? []
  const at =
    hours.length === 0
      ? ''
      : ` at ${hours.map((hour) => formatNumber(hour)).join(', ')} o’clock`.replace(/, (\d+) o’clock$/, ' and $1 o’clock')
  const length = extent.length === undefined ? 'length not recorded' : spelled(formatNumber(extent.length), CM)
  return `${length}${at}`
}

function assessmentLines(values: AssessmentValues | undefined, missing: string[]): string[] {
  if (values === undefined) {
    missing.push('the assessment’s values')
    return []
  }
  const lines: string[] = []
  // Put into words as sent, then made plain: a code with an invisible character in it is not that
  // code (the screen flags it), so the note quotes it rather than writing the code's words.
  const inWords = (value: string | undefined) => (value === undefined || given(value) === undefined ? undefined : given(codeWords(value)))
  const exudate = [inWords(values.exudate?.amount), inWords(values.exudate?.type)].flatMap((value) => (value === undefined ? [] : [value]))
  if (exudate.length === 0) missing.push('exudate')
  else {
    const comment = given(values.exudate?.comment)
    lines.push(`Exudate: ${exudate.join(', ')}${comment === undefined ? '' : `; comment: ${comment}`}`)
  }
  const odour = inWords(values.odor)
  if (odour === undefined) missing.push('odour')
  else lines.push(`Odour: ${odour}`)
  const infection = infectionFacts(values.infection)
  if (infection.length === 0) missing.push('infection')
  else lines.push(`Infection: ${infection.map((fact) => `${serviceText(fact.label)}: ${serviceText(fact.text)}`).join('; ')}`)
  const edge = listText(values.wound_edge)
  if (edge === '') missing.push('wound edge')
  else lines.push(`Wound edge: ${edge}`)
  const skin = listText(values.peri_wound_skin)
  if (skin === '') missing.push('peri-wound skin')
  else lines.push(`Peri-wound skin: ${skin}`)
  if (values.tunneling === undefined) missing.push('tunnelling')
  else lines.push(`Tunnelling: ${extentText(values.tunneling)}`)
  if (values.undermining === undefined) missing.push('undermining')
  else lines.push(`Undermining: ${extentText(values.undermining)}`)
  const pain = values.pain
  const scales = recorded([
    ['at rest', pain?.at_rest_scale],
    ['with movement', pain?.with_movement_scale],
    ['at night', pain?.at_night_scale],
  ])
  if (scales.length === 0) missing.push('pain')
  else lines.push(`Pain (0 to 10): ${scales.map(([name, value]) => `${name} ${formatNumber(value)}`).join(', ')}`)
  const notes = given(values.notes)
  if (notes === undefined) missing.push('notes')
  else lines.push(`Notes: ${notes}`)
  return lines
}

/** "measurement 100050 (the last of 2 that day), assessment 200311". */
function recordsText(visit: Visit): string {
  const named = (noun: string, records: readonly { id: number | null }[]) => {
    const last = records.at(-1)
    if (last === undefined) return []
    const id = last.id === null ? 'without an id' : String(last.id)
    return [`${noun} ${id}${records.length > 1 ? ` (the last of ${records.length} that day)` : ''}`]
  }
  const measurement = visitMeasurement(visit)
  const lock =
    measurement?.is_locked === undefined ? [] : [measurement.is_locked ? 'locked' : 'not locked: the measurement may still change']
  return [...named('measurement', visit.measurements), ...lock, ...named('assessment', visit.assessments)].join(', ')
}

export function visitNote(input: VisitNoteInput): string {
  const { visit } = input
  const missing: string[] = []
  const measurement = visitMeasurement(visit)
  const assessment = visitAssessment(visit)
  const lines = [`Wound ${input.woundId}, visit of ${formatDate(visit.date)}`]
  if (measurement) {
    lines.push(...sizeLines(measurement, missing))
    const change = changeLine(measurement, input, missing)
    if (change) lines.push(change)
  } else missing.push('a measurement (no size, area, volume or tissue)')
  lines.push(...verdictLines(input.verdict))
  if (assessment) lines.push(...assessmentLines(assessment.values, missing))
  else missing.push('an assessment (no exudate, odour, infection, edge, peri-wound skin, tunnelling, undermining, pain or notes)')
  if (missing.length > 0) lines.push(`Not recorded at this visit: ${missing.join(', ')}.`)
  lines.push(`Source: digital wound measurement, wound-care service (${recordsText(visit)}), retrieved ${formatMoment(input.retrievedAt)}.`)
  return lines.join('\n')
}
