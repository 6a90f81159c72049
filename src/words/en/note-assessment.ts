import type { AssessmentValues } from '../../api/schemas/assessment'
import type { Contradiction } from '../../domain/contradictions'
import { FREE_TEXT_MARKERS } from '../../domain/assessment-signs'
import { formatNumber } from '../../text/format'
import { plainLine, plainText } from '../../text/plain-copy'
import { hasInvisible, showInvisible } from '../../text/plain-text'
import { entryWords } from './codes'
import { codeWords, infectionFacts } from './record'

/*
 * The assessment's lines of the note (note.ts): every value in words, service text as text on one
 * line. The specification makes five values required (wound edge, peri-wound skin, pain, exudate,
 * odour): one of them absent is "not recorded". The others are optional, and their absence is said
 * as what it is: infection details are sent when infection is present (specification 2.1.1), a
 * tunnel or undermining when there is one; absent notes are no notes.
 */

export const CM = 'centimetre'

/** "2.5 cubic centimetres", "1 centimetre": a unit spelled out, as many as the figure says. */
export const spelled = (figure: string, unit: string) =>
  `${figure} ${figure === '1' || figure === '-1' || figure === '+1' ? unit : `${unit}s`}`

/**
 * Service text on one line of the note: nothing invisible (see text/plain-copy), and a line break
 * (or a line or paragraph separator) cannot start a line of its own.
 */
const serviceText = (value: string): string => plainLine(plainText(value).trim())

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

function extentText(extent: { direction?: number[] | undefined; length?: number | undefined }): string {
  const hours = extent.direction ?? []
  const at =
    hours.length === 0
      ? ''
      : ` at ${hours.map((hour) => formatNumber(hour)).join(', ')} o’clock`.replace(/, (\d+) o’clock$/, ' and $1 o’clock')
  const length = extent.length === undefined ? 'length not recorded' : spelled(formatNumber(extent.length), CM)
  return `${length}${at}`
}

/** The lines of an assessment's values; `missing` gets the required values it does not record. */
export function assessmentLines(values: AssessmentValues | undefined, missing: string[]): string[] {
  if (values === undefined) {
    missing.push('the assessment’s values')
    return []
  }
  const lines: string[] = []
  // Put into words as sent, then made plain: a code with an invisible character in it is not that
  // code (the screen flags it), so the note quotes it, each such character written out (⟨U+200B⟩).
  const inWords = (value: string | undefined) =>
    value === undefined || given(value) === undefined ? undefined : given(codeWords(hasInvisible(value) ? showInvisible(value) : value))
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
  lines.push(
    infection.length === 0
      ? 'Infection: not recorded as present (the service sends infection details when infection is present)'
      : `Infection: ${infection.map((fact) => `${serviceText(fact.label)}: ${serviceText(fact.text)}`).join('; ')}`,
  )
  const edge = listText(values.wound_edge)
  if (edge === '') missing.push('wound edge')
  else lines.push(`Wound edge: ${edge}`)
  const skin = listText(values.peri_wound_skin)
  if (skin === '') missing.push('peri-wound skin')
  else lines.push(`Peri-wound skin: ${skin}`)
  lines.push(`Tunnelling: ${values.tunneling === undefined ? 'none recorded' : extentText(values.tunneling)}`)
  lines.push(`Undermining: ${values.undermining === undefined ? 'none recorded' : extentText(values.undermining)}`)
  const pain = values.pain
  const scales = (
    [
      ['at rest', pain?.at_rest_scale],
      ['with movement', pain?.with_movement_scale],
      ['at night', pain?.at_night_scale],
    ] as const
  ).flatMap(([name, value]) => (value === undefined ? [] : [`${name} ${formatNumber(value)}`]))
  if (scales.length === 0) missing.push('pain')
  else lines.push(`Pain (0 to 10): ${scales.join(', ')}`)
  const notes = given(values.notes)
  if (notes !== undefined) lines.push(`Notes: ${notes}`)
  return lines
}

const inWords = (code: string) => serviceText(codeWords(code))

/** "exudate recorded as both none and serous": what cannot all be true, codes in words. */
export function contradictionText(contradiction: Contradiction): string {
  switch (contradiction.kind) {
    case 'exudate-none-with-type':
      return `exudate recorded as both none and ${inWords(contradiction.type)}`
    case 'normal-skin-with-findings':
      return `peri-wound skin recorded as both normal and ${listText(contradiction.findings)}`
    case 'edge-attached-and-not':
      return 'wound edge recorded as both attached and not attached'
    case 'not-infected-with-signs':
      return `recorded as not infected, with signs of local infection listed (${listText(contradiction.signs)})`
  }
}
