import { codeWord, entryWords, words } from './codes'
import { calendarDate } from '../../domain/visits'
import { formatDate } from '../../text/format'

/*
 * The assessment's words, for the hand-off: codes of a closed list in words, a value the
 * specification does not list as sent. The infection object's shape is open (the specification
 * shows one and leaves the others open): the keys it describes get their names, every other key is
 * kept as sent, so nothing the service said is lost on the way to the patient's record.
 */

type InfectionFact = { key: string; label: string; text: string; known: boolean }

const LABELS = new Map([
  ['infected', 'infected'],
  ['signs_of_local_infection', 'signs of local infection'],
  ['wound_swab', 'wound swab'],
  ['wound_swab_date', 'swab date'],
])

/** A value in words: codes as words, free text as entered, anything else as JSON. */
function factText(value: unknown): string {
  if (typeof value === 'string') return entryWords(value)
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(factText).join(', ')
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return value === null || value === undefined ? 'blank' : JSON.stringify(value)
}

export function infectionFacts(infection: unknown): InfectionFact[] {
  if (infection === undefined || infection === null) return []
  if (typeof infection !== 'object' || Array.isArray(infection)) {
    return [{ key: '', label: 'recorded as', text: factText(infection), known: false }]
  }
  return Object.entries(infection).map(([key, value]) => {
    const label = LABELS.get(key)
    const date = key === 'wound_swab_date' && typeof value === 'string' ? calendarDate(value) : undefined
    return { key, label: label ?? key, text: date === undefined ? factText(value) : formatDate(date), known: label !== undefined }
  })
}

/** The odour code NO in words: "no odour" ("no" alone would read as an answer to nothing). */
const ODOUR_NONE = 'NO'

/** An exudate or odour code in words; a value the specification does not list, as sent, in quotes. */
export const codeWords = (value: string): string => (value === ODOUR_NONE ? 'no odour' : words(value))

/** The same without quotes, for a FHIR text: a code in words, anything else as sent. */
export const answerWords = (value: string): string => (value === ODOUR_NONE ? 'no odour' : (codeWord(value) ?? entryWords(value)))
