import type { PlainId, Translate } from '../../i18n/area'
import { formatNumber } from '../../text/format'
import type { Messages } from '../../words/assessments/messages'

/* An assessment's values in words: its codes, pain scores, and tunnelling and undermining on a clock face. */

export type AssessmentsTranslate = Translate<Messages>
export type AssessmentsWord = PlainId<Messages>

/** The fields by the record's own names: the table's headers, and their labels in the detail panel and the visit. */
export const LABELS = {
  id: 'labelId',
  date: 'labelDate',
  wound_edge: 'labelWoundEdge',
  peri_wound_skin: 'labelPeriWoundSkin',
  pain: 'labelPain',
  exudate: 'labelExudate',
  odor: 'labelOdour',
  infection: 'labelInfection',
  tunneling: 'labelTunnelling',
  undermining: 'labelUndermining',
  miscellaneous: 'labelMiscellaneous',
  unable_to_capture: 'labelUnableToCapture',
  notes: 'labelNotes',
  created_at: 'labelCreated',
} as const satisfies Record<string, AssessmentsWord>

// A Map, not an object literal: service text such as "constructor" must never find a prototype member.
const CODE_WORDS = new Map<string, AssessmentsWord>([
  ['ATTACHED', 'codeAttached'],
  ['NOT_ATTACHED', 'codeNotAttached'],
  ['ROLLED', 'codeRolled'],
  ['EPITHELIALIZED', 'codeEpithelialized'],
  ['OTHER-FREE-TEXT', 'codeOther'],
  ['OTHER_FREE_TEXT', 'codeOther'],
  ['OTHER', 'codeOther'],
  ['ABNORMAL', 'codeAbnormal'],
  ['BLISTERING_ERUPTION', 'codeBlisteringEruption'],
  ['BRUISING', 'codeBruising'],
  ['CALLOUSED', 'codeCalloused'],
  ['DRY', 'codeDry'],
  ['EDEMA', 'codeOedema'],
  ['ERYTHEMA', 'codeErythema'],
  ['EXCORIATION', 'codeExcoriation'],
  ['FRAGILE', 'codeFragile'],
  ['HYPERKERTOSIS', 'codeHyperkeratosis'],
  ['INDURATED', 'codeIndurated'],
  ['MACERATION', 'codeMaceration'],
  ['NORMAL', 'codeNormal'],
  ['SCALY', 'codeScaly'],
  ['SITE_SPECIFIC_ECZEMA', 'codeSiteSpecificEczema'],
  ['NONE', 'codeNone'],
  ['MINIMUM', 'codeMinimal'],
  ['MODERATE', 'codeModerate'],
  ['LARGE', 'codeLarge'],
  ['SEROUS', 'codeSerous'],
  ['PURULENT', 'codePurulent'],
  ['SANGUINEOUS', 'codeSanguineous'],
  ['SERO-SANGUINEOUS', 'codeSeroSanguineous'],
  ['HEAMOPURULENT', 'codeHaemopurulent'],
  ['MALODOROUS', 'codeMalodorous'],
  ['YES', 'codeYes'],
  ['NO', 'codeNo'],
  ['N/A', 'codeNotApplicable'],
])

/** "NOT_ATTACHED" → "Not attached", "SERO-SANGUINEOUS" → "Sero-sanguineous". */
function humaniseCode(code: string): string {
  const words = code.trim().toLowerCase().replace(/_+/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * A code in words: the specification's own codes by their messages ("NOT_ATTACHED" → "Not
 * attached", correcting the spec's spellings), any other code humanised as sent.
 */
export function codeLabel(t: AssessmentsTranslate, code: string): string {
  const id = CODE_WORDS.get(code)
  return id ? t(id) : humaniseCode(code)
}

/** The spec's pain scales (2.1.1), each 0 to 10, in the order a clinician asks: a label in the detail panel, a short one in a table cell, the meter's name. */
export const PAIN_SCALES = [
  { key: 'at_rest_scale', label: 'painAtRest', short: 'painAtRestShort', name: 'painAtRestName' },
  { key: 'with_movement_scale', label: 'painWithMovement', short: 'painWithMovementShort', name: 'painWithMovementName' },
  { key: 'at_night_scale', label: 'painAtNight', short: 'painAtNightShort', name: 'painAtNightName' },
] as const satisfies readonly { key: string; label: AssessmentsWord; short: AssessmentsWord; name: AssessmentsWord }[]

/** A pain score as the assessments feature reads it: missing, or its number on the 0–10 scale or off it. */
type PainScore = { kind: 'missing' } | { kind: 'scale' | 'off-scale'; text: string }

/** "Pain at rest 7 out of 10": what a screen reader hears and a tooltip shows. */
export function painPhrase(t: AssessmentsTranslate, name: string, score: PainScore): string {
  switch (score.kind) {
    case 'missing':
      return t('painMissing', { name })
    case 'scale':
      return t('painOnScale', { name, score: score.text })
    case 'off-scale':
      return t('painOffScalePhrase', { name, score: score.text })
  }
}

// Tunnelling and undermining on a clock face

/** Tunnelling or undermining as words need it: its length in cm, its clock positions (1–12, each once, in clock order). */
type Tract = { length: number | undefined; positions: readonly number[] }

/** "2", "2 and 3", "2, 3 and 4". */
function listPhrase(t: AssessmentsTranslate, items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return t('listAnd', { items: items.slice(0, -1).join(', '), last: items.slice(-1).join('') })
}

/** "2 and 3 o'clock"; empty when there is no position to name. */
function clockPhrase(t: AssessmentsTranslate, positions: readonly number[]): string {
  return positions.length === 0 ? '' : t('clockPositions', { positions: listPhrase(t, positions.map(String)) })
}

const lengthText = (t: AssessmentsTranslate, length: number | undefined) =>
  length === undefined ? undefined : t('lengthCm', { length: formatNumber(length) })

/** The length under a clock face. */
export const tractLength = (t: AssessmentsTranslate, length: number | undefined): string => lengthText(t, length) ?? t('lengthNotRecorded')

/** "3 cm at 2 and 3 o'clock", for a table cell; the unrecognised directions are listed separately. */
export function extentSummary(t: AssessmentsTranslate, tract: Tract | undefined): string {
  if (!tract) return ''
  const length = lengthText(t, tract.length)
  const where = clockPhrase(t, tract.positions)
  if (length && where) return t('tractAt', { length, where })
  if (length) return t('tractNoPosition', { length })
  if (where) return t('tractNoLength', { where })
  return t('tractNeither')
}

/** "Tunnelling 3 cm at 2 and 3 o'clock": the accessible name of the clock-face picture. */
export function extentDescription(t: AssessmentsTranslate, name: string, tract: Tract | undefined): string {
  return tract ? t('extentDescription', { name, summary: extentSummary(t, tract) }) : t('extentNotRecorded', { name })
}

/** "0 and 13": directions sent that are not clock positions. */
export function unrecognisedPhrase(t: AssessmentsTranslate, unrecognised: readonly number[]): string {
  return listPhrase(
    t,
    unrecognised.map((n) => formatNumber(n)),
  )
}
