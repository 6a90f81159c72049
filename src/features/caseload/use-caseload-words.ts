import { wordsAreas } from '../../i18n/areas'
import { useAreasWords, useWords } from '../../i18n/use-words'
import { caseloadWords } from '../../words/caseload'
import { codesWords } from '../../words/codes'
import { verdictWords } from '../../words/verdict'

/** The caseload's words in the app URL's language. */
export const useCaseloadWords = () => useWords(caseloadWords)

/**
 * A row's words: the caseload's, and the verdict's and the codes' its one line says (src/words/verdict,
 * src/words/codes), asked for at once and waited for once.
 */
const ROW_WORDS = wordsAreas({ t: caseloadWords, vt: verdictWords, codes: codesWords })
export const useCaseloadRowWords = () => useAreasWords(ROW_WORDS).words
