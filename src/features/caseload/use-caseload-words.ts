import { useWords } from '../../i18n/use-words'
import { caseloadWords } from '../../words/caseload'

/** The caseload's words in the app URL's language. */
export const useCaseloadWords = () => useWords(caseloadWords)
