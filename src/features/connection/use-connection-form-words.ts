import { useWords } from '../../i18n/use-words'
import { connectionFormWords } from '../../words/connection-form'

/** The connection settings form's words in the app URL's language. */
export const useConnectionFormWords = () => useWords(connectionFormWords)
