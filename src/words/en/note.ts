import type { Measurement } from '../../api/schemas/measurement'
import { percentAreaReduction, usableArea } from '../../domain/area-change'
import { contradictionsOf } from '../../domain/contradictions'
import { fieldLabel } from './fields'
import { tissueBalance } from '../../domain/measures'
import { visitAssessment, visitMeasurement, type Visit } from '../../domain/visits'
import { pushScores } from '../../domain/healing/push'
import { formatDate, formatMoment, formatNumber, formatSigned } from '../../text/format'
import { plainLine, plainText } from '../../text/plain-copy'
import { SOFTWARE } from '../../text/software'
import type { MeasurementPoint } from '../../domain/healing/series'
import { DECISION_SUPPORT_NOTE, REFERENCE_NAMES, WOUND_TYPE_NAMES, checkTime } from './references'
import { pushGapText } from './push'
import { CM, assessmentLines, contradictionText, spelled } from './note-assessment'
import type { WoundVerdict } from '../../domain/healing/verdict'
import { recordSummary } from './verdict'

/*
 * The visit as a progress note in plain text, ready to paste into any record: one finding a line,
 * units spelled out (a record's text field may not keep "cm²"), the verdict with the reference as
 * the clinician chose it (or none), where the figures come from and what wrote them. Nothing the
 * record does not hold is written: what is absent is said as what it is, and what the record needs
 * but the service does not hold (location, the wound type when not chosen, the assessor, the plan)
 * is a labelled blank for the clinician to fill in. Pure: the same text is previewed and copied.
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

const SQUARE_CM = 'square centimetre'
const CUBIC_CM = 'cubic centimetre'
/** A blank for the clinician to fill in: visible, and kept by any text field. */
const BLANK = '______'

const number = (value: number) => formatNumber(value, 2)

function sizeLines(measurement: Measurement, absent: string[]): string[] {
  const lines: string[] = []
  const named = [
    ['length', measurement.max_length],
    ['width', measurement.max_width],
    ['depth', measurement.max_depth],
  ] as const
  for (const [name, value] of named) if (value === undefined) absent.push(name)
  const sides = named.flatMap(([name, value]) => (value === undefined ? [] : [`${name} ${number(value)}`]))
  if (sides.length > 0) lines.push(`Size: ${sides.join(' × ')} ${CM}s (maximum of each)`)
  const one = (label: string, value: number | undefined, unit: string) => {
    if (value === undefined) absent.push(label.toLowerCase())
    else lines.push(`${label}: ${spelled(number(value), unit)}`)
  }
  one('Area', measurement.area, SQUARE_CM)
  one('Volume', measurement.volume, CUBIC_CM)
  if (measurement.perimeter !== undefined) lines.push(`Perimeter: ${spelled(number(measurement.perimeter), CM)}`)
  const { shares, unclassified, over } = tissueBalance(measurement)
  const share = (value: number) => `${formatNumber(value, 1)}%`
  if (shares.length === 0) absent.push('tissue percentages')
  else {
    const rest = over === null ? `; not classified (epithelial or other tissue): ${share(unclassified ?? 0)}` : ''
    const adds = over === null ? '' : ` (these add up to ${share(over)}, as sent)`
    lines.push(`Tissue: ${shares.map(([key, value]) => `${fieldLabel(key).toLowerCase()} ${share(value)}`).join(', ')}${adds}${rest}`)
  }
  return lines
}

/** The PUSH 3.0 estimate of the visit's measurement, with what it was validated for. */
function pushLine(measurement: Measurement, input: VisitNoteInput): string | undefined {
  const point = input.points.find((candidate) => candidate.id !== null && candidate.id === measurement.id)
  const estimate = point ? pushScores([point], input.visit.assessments)[0] : undefined
  if (!estimate) return undefined
  const caveat = 'an estimate from the records; the tool is validated for pressure ulcers only'
  if (estimate.total === null)
    return `PUSH 3.0: not scored (${estimate.missing.map((gap) => plainText(pushGapText(gap.gap))).join('; ')}); ${caveat}`
  const { area, exudate, tissue } = estimate
  const parts = [
    area.known ? `length × width ${number(area.lengthTimesWidth)} ${SQUARE_CM}s: ${area.score}` : '',
    exudate.known ? `exudate ${exudate.amount.toLowerCase()}: ${exudate.score}` : '',
    tissue.known ? `tissue ${tissue.basis}: ${tissue.score}` : '',
  ]
  return `PUSH 3.0: ${estimate.total} of 17 (${parts.join(', ')}); ${caveat}`
}

/** "−1.2 square centimetres (−11%) since the previous visit, 8 Sept 2026". */
function changeLine(measurement: Measurement, input: VisitNoteInput): string | undefined {
  const area = measurement.area
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
  return `Change in area: ${parts.length === 0 ? 'the first area measured for this wound' : parts.join('; ')}`
}

/** The verdict, and the wound type and reference as the clinician chose them: "none chosen" is said, never a default. */
function verdictLines(verdict: WoundVerdict): string[] {
  // The summary quotes service text between isolate marks (for the screen): the note drops them.
  const lines = [`Trajectory: ${plainText(recordSummary(verdict))}.`]
  const { reference, woundType } = verdict
  const chosen = 'as chosen in Wound History by its user, who can change it there; the wound-care service does not record it'
  if (woundType !== null) lines.push(`Wound type: ${WOUND_TYPE_NAMES[woundType]}, ${chosen}`)
  if (reference === null) {
    const why = woundType === null ? 'no wound type chosen' : 'no published reference for this wound type'
    lines.push(`Reference: none (${why}): the early area reduction is given without a comparison. ${DECISION_SUPPORT_NOTE}`)
  } else {
    const cited = reference.citations.map((citation) => (citation.doi ? `doi:${citation.doi}` : citation.url)).join(', ')
    lines.push(
      `Reference: ${REFERENCE_NAMES[reference.id].source}, ${reference.thresholdPercent}% area reduction at ${checkTime(reference)} in ${REFERENCE_NAMES[reference.id].woundType} (${cited}). ${DECISION_SUPPORT_NOTE}`,
    )
  }
  return lines
}

/** "measurement 100050 (of 2 that day, the last with an area), assessment 200311". */
function recordsText(visit: Visit): string {
  const named = (noun: string, records: readonly { id: number | null }[], used: { id: number | null } | undefined, which: string) => {
    if (used === undefined) return []
    const id = used.id === null ? 'without an id' : String(used.id)
    return [`${noun} ${id}${records.length > 1 ? ` (of ${records.length} that day, ${which})` : ''}`]
  }
  const measurement = visitMeasurement(visit)
  const lock =
    measurement?.is_locked === undefined ? [] : [measurement.is_locked ? 'locked' : 'not locked: the measurement may still change']
  return [
    ...named('measurement', visit.measurements, measurement, 'the last with an area'),
    ...lock,
    ...named('assessment', visit.assessments, visitAssessment(visit), 'the last'),
  ].join(', ')
}

export function visitNote(input: VisitNoteInput): string {
  const { visit, verdict } = input
  const missing: string[] = []
  const absent: string[] = []
  const measurement = visitMeasurement(visit)
  const assessment = visitAssessment(visit)
  const lines = [`Wound ${input.woundId}, visit of ${formatDate(visit.date)}`]
  if (measurement) {
    lines.push(...sizeLines(measurement, absent))
    const push = pushLine(measurement, input)
    if (push) lines.push(push)
    const change = changeLine(measurement, input)
    if (change) lines.push(change)
  } else lines.push('Measurement: none on this date (no size, area, volume or tissue)')
  lines.push(...verdictLines(verdict))
  if (assessment) lines.push(...assessmentLines(assessment.values, missing))
  else lines.push('Assessment: none on this date (no exudate, odour, infection, edge, peri-wound skin, tunnelling, undermining or pain)')
  const contradictions = contradictionsOf(assessment?.values)
  if (contradictions.length > 0) lines.push(`Check, as sent: ${contradictions.map(contradictionText).join('; ')}.`)
  if (absent.length > 0) lines.push(`Not in this visit’s measurement: ${absent.join(', ')}.`)
  if (missing.length > 0) lines.push(`Not recorded at this visit, though the service’s specification requires it: ${missing.join(', ')}.`)
  // What the record needs and the service does not hold: blanks for the clinician to fill in.
  lines.push(`Location: ${BLANK}`)
  if (verdict.woundType === null) lines.push(`Wound type: ${BLANK}`)
  lines.push(`Assessed by: ${BLANK}`, `Plan: ${BLANK}`)
  lines.push(
    `Source: digital wound measurement, wound-care service (${recordsText(visit)}), retrieved ${formatMoment(input.retrievedAt)}; note written by ${SOFTWARE.name} ${SOFTWARE.version}, decision support for reviewing wound records, not a diagnosis.`,
  )
  // Every line once more: nothing invisible reaches the clipboard, whichever line carries service text.
  return lines.map(plainLine).join('\n')
}
