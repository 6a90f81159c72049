import { wordsArea } from '../../i18n/area'
import type { Messages } from './messages'

/**
 * The codes in words, wherever a record is read out (the visit's changes, the signs chart, the
 * verdict, the hand-off's note and, in English, its FHIR export): the specification's exudate,
 * odour, wound edge and peri-wound skin codes, the infection object's keys, and the wound types a
 * clinician can choose. Only the chosen language's catalog is downloaded.
 */
export const codesWords = wordsArea<Messages>({
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  'en-XA': () => import('./en.json?pseudo'),
})
