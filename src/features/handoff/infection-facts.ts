import { calendarDate } from '../../domain/visits'
import { entryText, type CodesTranslate } from '../../whole-history/code-words'
import type { PlainId } from '../../i18n/area'
import { formatDate } from '../../text/format'
import type { Messages } from '../../words/codes/messages'

/*
 * The infection object in words, for the note and the FHIR export. Its shape is open (the
 * specification shows one and leaves the others open): the keys it describes get their names,
 * every other key is kept as sent, so nothing the service said is lost on the way to the patient's
 * record. Codes as words, free text as entered, anything else as JSON.
 */

type InfectionFact = { key: string; label: string; text: string; known: boolean }

const LABELS = new Map<string, PlainId<Messages>>([
  ['infected', 'infectionInfected'],
  ['signs_of_local_infection', 'infectionSigns'],
  ['wound_swab', 'infectionSwab'],
  ['wound_swab_date', 'infectionSwabDate'],
])

/** The answers the specification's yes/no fields take. */
const ANSWERS = new Map<string, PlainId<Messages>>([
  ['YES', 'answerYes'],
  ['NO', 'answerNo'],
])

/** A value in words: an answer or a code as words, free text as entered, anything else as JSON. */
function factText(t: CodesTranslate, value: unknown): string {
  if (typeof value === 'string') {
    const answer = ANSWERS.get(value)
    return answer === undefined ? entryText(t, value) : t(answer)
  }
  if (Array.isArray(value)) return value.length === 0 ? t('noEntries') : value.map((item) => factText(t, item)).join(', ')
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return value === null || value === undefined ? t('blankValue') : JSON.stringify(value)
}

export function infectionFacts(t: CodesTranslate, infection: unknown): InfectionFact[] {
  if (infection === undefined || infection === null) return []
  if (typeof infection !== 'object' || Array.isArray(infection)) {
    return [{ key: '', label: t('infectionRecordedAs'), text: factText(t, infection), known: false }]
  }
  return Object.entries(infection).map(([key, value]) => {
    const label = LABELS.get(key)
    const date = key === 'wound_swab_date' && typeof value === 'string' ? calendarDate(value) : undefined
    return {
      key,
      label: label === undefined ? key : t(label),
      text: date === undefined ? factText(t, value) : formatDate(date),
      known: label !== undefined,
    }
  })
}
