import type { PlainId, Translate } from '../i18n/area'
import type { WoundTypeChoice } from '../domain/healing/references'
import { isolate } from '../text/isolate'
import type { Messages } from '../words/codes/messages'

/*
 * The service's codes in words, wherever a record is read out (the visit's changes, the signs
 * chart, the verdict, the hand-off's note and its FHIR export): which message says a code is
 * decided here, the words are the codes' catalog's (src/words/codes). Nothing is guessed: a value
 * the specification does not list is quoted as sent, isolated from the words around it.
 */

export type CodesTranslate = Translate<Messages>
type CodeId = PlainId<Messages>

/** The exudate amounts and types and the odour code of the specification (2.1.1). Maps: service text never finds a prototype member. */
const CODE_IDS = new Map<string, CodeId>([
  ['NONE', 'exudateNone'],
  ['MINIMUM', 'exudateMinimal'],
  ['MODERATE', 'exudateModerate'],
  ['LARGE', 'exudateLarge'],
  ['SEROUS', 'exudateSerous'],
  ['PURULENT', 'exudatePurulent'],
  ['SANGUINEOUS', 'exudateSanguineous'],
  ['SERO-SANGUINEOUS', 'exudateSerosanguineous'],
  ['HEAMOPURULENT', 'exudateHaemopurulent'],
  ['OTHER', 'exudateOther'],
  ['MALODOROUS', 'odourMalodorous'],
])

/** The wound edge's and the peri-wound skin's codes of the specification (2.1.1). */
const ENTRY_IDS = new Map<string, CodeId>([
  ['ATTACHED', 'edgeAttached'],
  ['NOT_ATTACHED', 'edgeNotAttached'],
  ['ROLLED', 'edgeRolled'],
  ['EPITHELIALIZED', 'edgeEpithelialized'],
  ['ABNORMAL', 'skinAbnormal'],
  ['BLISTERING_ERUPTION', 'skinBlisteringEruption'],
  ['BRUISING', 'skinBruising'],
  ['CALLOUSED', 'skinCalloused'],
  ['DRY', 'skinDry'],
  ['EDEMA', 'skinOedema'],
  ['ERYTHEMA', 'skinErythema'],
  ['EXCORIATION', 'skinExcoriation'],
  ['FRAGILE', 'skinFragile'],
  ['HYPERKERTOSIS', 'skinHyperkeratosis'],
  ['INDURATED', 'skinIndurated'],
  ['MACERATION', 'skinMaceration'],
  ['NORMAL', 'skinNormal'],
  ['SCALY', 'skinScaly'],
  ['SITE_SPECIFIC_ECZEMA', 'skinSiteSpecificEczema'],
])

/** The odour code NO: "no odour" ("no" alone would read as an answer to nothing). */
const ODOUR_NONE = 'NO'

/** An exudate or odour code in words; undefined for a value the specification does not list. */
export function codeWord(t: CodesTranslate, code: string): string | undefined {
  const id = CODE_IDS.get(code)
  return id === undefined ? undefined : t(id)
}

/** A value as sent, in quotes, isolated from the words around it. */
const quoted = (t: CodesTranslate, value: string): string => t('quoted', { text: isolate(value) })

/** An exudate or odour code in words; a value the specification does not list is quoted as sent. */
export const codeText = (t: CodesTranslate, code: string): string => codeWord(t, code) ?? quoted(t, code)

/** An exudate or odour value as the note says it: NO is "no odour", any other as codeText says it. */
export const valueText = (t: CodesTranslate, value: string): string => (value === ODOUR_NONE ? t('odourNone') : codeText(t, value))

/**
 * An entry of a coded list in words ("MACERATION" → "maceration"). A code the specification does
 * not list is said as the service spells it, in lower case, a double underscore joining two words
 * of one sign as the assessment's detail shows it (BLEEDING__FRIABLE_GRANULATION_TISSUE is
 * "bleeding / friable granulation tissue"); free text as entered, isolated.
 */
export function entryText(t: CodesTranslate, entry: string): string {
  const id = ENTRY_IDS.get(entry)
  if (id !== undefined) return t(id)
  return /^[A-Z][A-Z_]+$/.test(entry) ? entry.toLowerCase().replace(/__+/g, ' / ').replaceAll('_', ' ') : isolate(entry)
}

/** A value without quotes, for a FHIR text: NO is "no odour", a code in words, anything else as entryText says it. */
export const answerText = (t: CodesTranslate, value: string): string =>
  value === ODOUR_NONE ? t('odourNone') : (codeWord(t, value) ?? entryText(t, value))

const WOUND_TYPE_IDS = {
  'dfu-sheehan-2003': 'woundTypeDfu',
  'vlu-phillips-2000': 'woundTypeVlu',
  other: 'woundTypeOther',
} as const satisfies Record<WoundTypeChoice, CodeId>

/** The wound type the clinician chose, in running text ("diabetic foot ulcer"). */
export const woundTypeName = (t: CodesTranslate, choice: WoundTypeChoice): string => t(WOUND_TYPE_IDS[choice])
