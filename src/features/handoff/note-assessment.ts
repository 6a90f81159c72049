import type { AssessmentValues } from '../../api/schemas/assessment'
import type { Contradiction } from '../../domain/contradictions'
import { FREE_TEXT_MARKERS } from '../../domain/assessment-signs'
import { entryText, valueText, type CodesTranslate } from '../../whole-history/code-words'
import { formatNumber } from '../../text/format'
import { hasInvisible, showInvisible } from '../../text/plain-text'
import { infectionFacts } from './infection-facts'
import { given, listAnd, serviceText, spelled, type HandoffTranslate, type NoteWords } from './note-words'

/*
 * The assessment's lines of the note (visit-note.ts): every value in words, service text as text
 * on one line. The specification makes five values required (wound edge, peri-wound skin, pain,
 * exudate, odour): one of them absent is "not recorded". The others are optional, and their
 * absence is said as what it is: infection details are sent when infection is present
 * (specification 2.1.1), a tunnel or undermining when there is one; absent notes are no notes.
 */

/** A required value the assessment does not record (the note lists them once, at its end). */
export type MissingValue = 'values' | 'exudate' | 'odour' | 'edge' | 'skin' | 'pain'

/** Coded entries in words ("MACERATION" → "maceration"); free text as entered. */
const listText = (codes: CodesTranslate, entries: readonly string[]): string =>
  entries
    .filter((entry) => !FREE_TEXT_MARKERS.has(entry))
    .map((entry) => serviceText(entryText(codes, entry)))
    .filter((entry) => entry !== '')
    .join(', ')

/** "2 centimetres at 2 and 3 o’clock". */
function extentText(t: HandoffTranslate, extent: { direction?: number[] | undefined; length?: number | undefined }): string {
  const hours = extent.direction ?? []
  const length =
    extent.length === undefined ? t('lengthNotRecorded') : spelled(t, 'centimetres', extent.length, formatNumber(extent.length))
  return hours.length === 0
    ? length
    : t('extentAt', {
        length,
        hours: listAnd(
          t,
          hours.map((hour) => formatNumber(hour)),
        ),
      })
}

/** The lines of an assessment's values; `missing` gets the required values it does not record. */
export function assessmentLines({ t, codes }: NoteWords, values: AssessmentValues | undefined, missing: MissingValue[]): string[] {
  if (values === undefined) {
    missing.push('values')
    return []
  }
  const lines: string[] = []
  // Put into words as sent, then made plain: a code with an invisible character in it is not that
  // code (the screen flags it), so the note quotes it, each such character written out (⟨U+200B⟩).
  const inWords = (value: string | undefined) =>
    value === undefined || given(value) === undefined
      ? undefined
      : given(valueText(codes, hasInvisible(value) ? showInvisible(value) : value))
  const exudate = [inWords(values.exudate?.amount), inWords(values.exudate?.type)].flatMap((value) => (value === undefined ? [] : [value]))
  if (exudate.length === 0) missing.push('exudate')
  else {
    const comment = given(values.exudate?.comment)
    const shown = exudate.join(', ')
    lines.push(comment === undefined ? t('exudateLine', { values: shown }) : t('exudateLineComment', { values: shown, comment }))
  }
  const odour = inWords(values.odor)
  if (odour === undefined) missing.push('odour')
  else lines.push(t('odourLine', { odour }))
  const infection = infectionFacts(codes, values.infection)
  lines.push(
    infection.length === 0
      ? t('infectionNotPresent')
      : t('infectionLine', {
          facts: infection.map((fact) => t('infectionFact', { label: serviceText(fact.label), text: serviceText(fact.text) })).join('; '),
        }),
  )
  const edge = listText(codes, values.wound_edge)
  if (edge === '') missing.push('edge')
  else lines.push(t('edgeLine', { entries: edge }))
  const skin = listText(codes, values.peri_wound_skin)
  if (skin === '') missing.push('skin')
  else lines.push(t('skinLine', { entries: skin }))
  for (const tract of ['tunneling', 'undermining'] as const) {
    const extent = values[tract]
    lines.push(extent === undefined ? t('tractNone', { tract }) : t('tractLine', { tract, extent: extentText(t, extent) }))
  }
  const pain = values.pain
  const scales = (
    [
      ['atRest', pain?.at_rest_scale],
      ['withMovement', pain?.with_movement_scale],
      ['atNight', pain?.at_night_scale],
    ] as const
  ).flatMap(([scale, score]) => (score === undefined ? [] : [t('painScale', { scale, score: formatNumber(score) })]))
  if (scales.length === 0) missing.push('pain')
  else lines.push(t('painLine', { scales: scales.join(', ') }))
  const notes = given(values.notes)
  if (notes !== undefined) lines.push(t('notesLine', { notes }))
  return lines
}

/** "exudate recorded as both none and serous": what cannot all be true, codes in words. */
export function contradictionText({ t, codes }: NoteWords, contradiction: Contradiction): string {
  switch (contradiction.kind) {
    case 'exudate-none-with-type':
      return t('exudateNoneAndType', { type: serviceText(valueText(codes, contradiction.type)) })
    case 'normal-skin-with-findings':
      return t('skinNormalAndFindings', { findings: listText(codes, contradiction.findings) })
    case 'edge-attached-and-not':
      return t('edgeAttachedAndNot')
    case 'not-infected-with-signs':
      return t('notInfectedWithSigns', { signs: listText(codes, contradiction.signs) })
  }
}
