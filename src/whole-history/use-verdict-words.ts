import type { Translate } from '../i18n/area'
import { wordsAreas } from '../i18n/areas'
import { useAreasWords } from '../i18n/use-words'
import { codesWords } from '../words/codes/index'
import { verdictWords } from '../words/verdict/index'
import type { Messages } from '../words/verdict/messages'

export type VerdictTranslate = Translate<Messages>

/**
 * The verdict's words (src/words/verdict) and the codes' (src/words/codes) its signs name (purulent
 * exudate, a sign of local infection): asked for at once, waited for once. Screens that show the
 * verdict beside words of their own ask for it as they start (`verdictAndCodes.load`).
 */
export const verdictAndCodes = wordsAreas({ t: verdictWords, codes: codesWords })

/** The verdict's words in the app URL's language: the overview, the summary, the caseload and the note say it. */
export function useVerdictWords() {
  const { words, locale } = useAreasWords(verdictAndCodes)
  return { ...words, locale }
}
