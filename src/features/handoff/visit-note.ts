import { contradictionsOf } from '../../domain/contradictions'
import { checkOf } from '../../domain/healing/references'
import type { WoundVerdict } from '../../domain/healing/verdict'
import { visitAssessment, visitMeasurement, type Visit } from '../../domain/visits'
import { woundTypeName } from '../../whole-history/code-words'
import { REFERENCE_NAMES, daysText } from '../../whole-history/verdict-clauses'
import { summaryText } from '../../whole-history/verdict-line'
import { formatDate, formatMoment } from '../../text/format'
import { plainLine, plainText } from '../../text/plain-copy'
import { SOFTWARE } from '../../text/software'
import { assessmentLines, contradictionText, type MissingValue } from './note-assessment'
import { changeLine, pushLine, sizeLines, type AbsentFigure, type MeasurementFacts } from './note-measurement'
import type { HandoffTranslate, NoteWords } from './note-words'

/*
 * The visit as a progress note in plain text, ready to paste into any record, in the language
 * shown: one finding a line, units spelled out (a record's text field may not keep "cm²"), the
 * verdict with the reference as the clinician chose it (or none), where the figures come from and
 * what wrote them. Nothing the record does not hold is written: what is absent is said as what it
 * is, and what the record needs but the service does not hold (location, the wound type when not
 * chosen, the assessor, the plan) is a labelled blank for the clinician to fill in. Pure: the same
 * text is previewed and copied. This file and its parts pick the messages; the words are the
 * catalogs' (note-words.ts).
 */

type VisitNoteInput = MeasurementFacts & {
  woundId: number
  /** The verdict as it stood at this visit: read from the records up to its date. */
  verdict: WoundVerdict
  /** When the records were read from the service. */
  retrievedAt: Date
}

/** The verdict, and the wound type and reference as the clinician chose them: "none chosen" is said, never a default. */
function verdictLines({ t, vt, codes }: NoteWords, verdict: WoundVerdict): string[] {
  // The one line the screens say, every sign named: nothing cut from the patient's record. It
  // quotes service text between isolate marks (for the screen): the note drops them.
  const lines = [t('trajectoryLine', { summary: plainText(summaryText(vt, codes, verdict, Infinity)) })]
  const { reference, woundType } = verdict
  if (woundType !== null) lines.push(t('woundTypeChosen', { woundType: woundTypeName(codes, woundType) }))
  if (reference === null) lines.push(t('referenceNone', { why: woundType === null ? 'noType' : 'noReference' }))
  else {
    const names = REFERENCE_NAMES[reference.id]
    lines.push(
      t('referenceChosen', {
        source: vt(names.source),
        threshold: t('percent', { value: reference.thresholdPercent }),
        check: daysText(vt, checkOf(reference).day),
        woundTypes: vt(names.woundType),
        cited: reference.citations.map((citation) => (citation.doi ? `doi:${citation.doi}` : citation.url)).join(', '),
      }),
    )
  }
  return lines
}

/** "measurement 100050 (of 2 that day, the last with an area), assessment 200311". */
function recordsText(t: HandoffTranslate, visit: Visit): string {
  const id = (record: { id: number | null }) => (record.id === null ? t('recordWithoutId') : String(record.id))
  const measurement = visitMeasurement(visit)
  const assessment = visitAssessment(visit)
  const count = (records: readonly unknown[]) => String(records.length)
  return [
    measurement === undefined
      ? undefined
      : visit.measurements.length > 1
        ? t('recordMeasurementOf', { id: id(measurement), count: count(visit.measurements) })
        : t('recordMeasurement', { id: id(measurement) }),
    measurement?.is_locked === undefined ? undefined : t(measurement.is_locked ? 'recordLocked' : 'recordNotLocked'),
    assessment === undefined
      ? undefined
      : visit.assessments.length > 1
        ? t('recordAssessmentOf', { id: id(assessment), count: count(visit.assessments) })
        : t('recordAssessment', { id: id(assessment) }),
  ]
    .filter((part) => part !== undefined)
    .join(', ')
}

export function visitNote(words: NoteWords, input: VisitNoteInput): string {
  const { t } = words
  const { visit, verdict } = input
  const missing: MissingValue[] = []
  const absent: AbsentFigure[] = []
  const measurement = visitMeasurement(visit)
  const assessment = visitAssessment(visit)
  const lines = [t('noteTitle', { woundId: String(input.woundId), date: formatDate(visit.date) })]
  if (measurement) {
    lines.push(...sizeLines(t, measurement, absent))
    const push = pushLine(words, measurement, input)
    if (push) lines.push(push)
    const change = changeLine(t, measurement, input)
    if (change) lines.push(change)
  } else lines.push(t('measurementNone'))
  lines.push(...verdictLines(words, verdict))
  if (assessment) lines.push(...assessmentLines(words, assessment.values, missing))
  else lines.push(t('assessmentNone'))
  const contradictions = contradictionsOf(assessment?.values)
  if (contradictions.length > 0)
    lines.push(
      t('checkLine', { contradictions: contradictions.map((contradiction) => contradictionText(words, contradiction)).join('; ') }),
    )
  if (absent.length > 0) lines.push(t('absentLine', { items: absent.map((item) => t('absentItem', { item })).join(', ') }))
  if (missing.length > 0) lines.push(t('missingLine', { items: missing.map((item) => t('missingItem', { item })).join(', ') }))
  // What the record needs and the service does not hold: blanks for the clinician to fill in.
  lines.push(t('locationBlank'))
  if (verdict.woundType === null) lines.push(t('woundTypeBlank'))
  lines.push(t('assessorBlank'), t('planBlank'))
  lines.push(
    t('sourceLine', {
      records: recordsText(t, visit),
      retrieved: formatMoment(input.retrievedAt),
      software: SOFTWARE.name,
      version: SOFTWARE.version,
    }),
  )
  // Every line once more: nothing invisible reaches the clipboard, whichever line carries service text.
  return lines.map(plainLine).join('\n')
}
