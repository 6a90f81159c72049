import type { AssessmentValues } from '../../api/schemas/assessment'
import { formatNumber, humaniseCode, pluralise } from '../../text/format'
import { isolate } from '../../text/plain-text'

/* An assessment's values in words: its codes, pain scores, infection and clock faces (features/assessments). */

// Codes

// A Map, not an object literal: service text such as "constructor" must never find a prototype member.
const CODE_LABELS = new Map<string, string>([
  ['HYPERKERTOSIS', 'Hyperkeratosis'],
  ['HEAMOPURULENT', 'Haemopurulent'],
  ['EDEMA', 'Oedema'],
  ['SITE_SPECIFIC_ECZEMA', 'Site-specific eczema'],
  ['OTHER-FREE-TEXT', 'Other'],
  ['OTHER_FREE_TEXT', 'Other'],
  ['MINIMUM', 'Minimal'],
  ['N/A', 'Not applicable'],
])

/** A code of the spec in words: "NOT_ATTACHED" → "Not attached", correcting the spec's spellings. */
export const codeLabel = (code: string): string => CODE_LABELS.get(code) ?? humaniseCode(code)

/** The odour code "NO". */
export const noOdour = 'No odour'

/** An empty list of values. */
export const noneListed = 'None'

/** Free text, quoted as entered, and said to be free text. */
export const openQuote = '“'
export const closeQuote = '”'
export const freeTextHint = '(free text)'

// Values the spec does not foresee (shown as sent, marked)

export const notAKnownValue = 'not a known value'
export const notInSpecification = 'not in the specification'
export const unexpectedShape = 'unexpected shape'

// Pain

type PainScaleKey = keyof NonNullable<AssessmentValues['pain']>

/** The spec's pain scales (2.1.1): a label in the detail panel, a short one in a table cell, the meter's name. */
export const painScales = {
  at_rest_scale: { label: 'At rest', short: 'Rest', name: 'Pain at rest' },
  with_movement_scale: { label: 'With movement', short: 'Movement', name: 'Pain with movement' },
  at_night_scale: { label: 'At night', short: 'Night', name: 'Pain at night' },
} satisfies Record<PainScaleKey, { label: string; short: string; name: string }>

/** A pain score as the assessments feature reads it: missing, or its number on the 0–10 scale or off it. */
type PainScore = { kind: 'missing' } | { kind: 'scale' | 'off-scale'; text: string }

/** "Pain at rest 7 out of 10": what a screen reader hears and a tooltip shows. */
export function painPhrase(name: string, score: PainScore): string {
  switch (score.kind) {
    case 'missing':
      return `${name} not recorded`
    case 'scale':
      return `${name} ${score.text} out of 10`
    case 'off-scale':
      return `${name} ${score.text}, outside the 0 to 10 scale`
  }
}

/** After the score: "7/10". */
export const painMax = '/10'
/** A pain meter's value text: "7 out of 10". */
export const painValueText = (score: string): string => `${score} out of 10`
export const painOffScaleShort = 'outside 0–10'
export const painOffScale = 'outside the 0–10 scale'

// Infection

const INFECTION_LABELS = new Map([
  ['infected', 'Infected'],
  ['signs_of_local_infection', 'Signs of local infection'],
  ['wound_swab', 'Wound swab'],
  ['wound_swab_date', 'Swab date'],
])

/** The label of an infection field the spec describes; undefined for any other key. */
export const infectionLabel = (key: string): string | undefined => INFECTION_LABELS.get(key)

/** An infection value that is not an object. */
export const infectionRecordedAs = 'Recorded as'

/** The table cell's shorter labels and values. */
export const infectionSignsShort = 'Signs'
export const infectionSwabShort = 'Swab'
export const signsCount = (count: number): string => (count === 0 ? noneListed : pluralise(count, 'sign'))
export const swabOnDate = (swab: string, date: string): string => `${isolate(swab)}, ${isolate(date)}`

// Tunnelling and undermining on a clock face

/** Tunnelling or undermining as words need it: its length in cm, its clock positions (1–12, each once, in clock order). */
type Tract = { length: number | undefined; positions: readonly number[] }

/** "2", "2 and 3", "2, 3 and 4". */
function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.slice(-1).join('')}`
}

/** "2 and 3 o'clock"; empty when there is no position to name. */
function clockPhrase(positions: readonly number[]): string {
  return positions.length === 0 ? '' : `${listPhrase(positions.map(String))} o'clock`
}

const lengthText = (length: number | undefined) => (length === undefined ? undefined : `${formatNumber(length)} cm`)

/** The length under a clock face. */
export const tractLength = (length: number | undefined): string => lengthText(length) ?? 'length not recorded'

/** "3 cm at 2 and 3 o'clock", for a table cell; the unrecognised directions are listed separately. */
export function extentSummary(tract: Tract | undefined): string {
  if (!tract) return ''
  const length = lengthText(tract.length)
  const where = clockPhrase(tract.positions)
  if (length && where) return `${length} at ${where}`
  if (length) return `${length}, no clock position`
  if (where) return `at ${where}, length not recorded`
  return 'recorded without length or clock position'
}

/** "Tunnelling 3 cm at 2 and 3 o'clock": the accessible name of the clock-face picture. */
export function extentDescription(name: string, tract: Tract | undefined): string {
  return tract ? `${name} ${extentSummary(tract)}` : `${name} not recorded`
}

/** "0 and 13": directions sent that are not clock positions. */
export function unrecognisedPhrase(unrecognised: readonly number[]): string {
  return listPhrase(unrecognised.map((n) => formatNumber(n)))
}

/** Before the directions that are not clock positions, and their mark. */
export const alsoSent = 'Also sent:'
export const notClockPositions = 'not clock positions 1–12'

// What did not match the service specification

export const flagged = 'Flagged:'
export const recordIssuesText = (noun: string, count: number): string =>
  `${noun} does not match the service specification in ${count} ${count === 1 ? 'way' : 'ways'}. It is shown as sent.`
