import { useWords } from '../../i18n/use-words'
import { visitsWords } from '../../words/visits'

/** A visit's words in the app URL's language. */
export const useVisitsWords = () => useWords(visitsWords)
