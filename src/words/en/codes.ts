import { isolate } from '../../text/plain-text'

/*
 * The service's codes in words, wherever a record is read out (the visit's changes, the charts,
 * the verdict, the hand-off): exudate and odour codes, the entries of the coded lists (edge,
 * peri-wound skin, signs of infection), and free text as entered, isolated. Nothing is guessed: a
 * value the specification does not list is quoted as sent.
 */

const EXUDATE_WORDS = new Map([
  ['NONE', 'none'],
  ['MINIMUM', 'minimal'],
  ['MODERATE', 'moderate'],
  ['LARGE', 'large'],
  ['SEROUS', 'serous'],
  ['PURULENT', 'purulent'],
  ['SANGUINEOUS', 'sanguineous'],
  ['SERO-SANGUINEOUS', 'serosanguineous'],
  ['HEAMOPURULENT', 'haemopurulent'],
  ['OTHER', 'other'],
  ['MALODOROUS', 'malodorous'],
])

/** An exudate or odour code in words; undefined for a value the spec does not list. */
export const codeWord = (value: string): string | undefined => EXUDATE_WORDS.get(value)

/** A code in words; a value the spec does not list is quoted as sent. */
export const words = (value: string): string => codeWord(value) ?? `“${isolate(value)}”`

const LIST_WORDS = new Map([
  ['HYPERKERTOSIS', 'hyperkeratosis'],
  ['EDEMA', 'oedema'],
  ['SITE_SPECIFIC_ECZEMA', 'site-specific eczema'],
  ['NOT_ATTACHED', 'not attached'],
])
/** A code of a coded list in words ("MACERATION" → "maceration"); free text as entered. */
export const entryWords = (entry: string): string =>
  LIST_WORDS.get(entry) ??
  // A double underscore joins two words of one sign, as the assessment's detail shows it:
  // BLEEDING__FRIABLE_GRANULATION_TISSUE is "bleeding / friable granulation tissue".
  (/^[A-Z][A-Z_]+$/.test(entry) ? entry.toLowerCase().replace(/__+/g, ' / ').replaceAll('_', ' ') : isolate(entry))
