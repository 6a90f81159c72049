import { useWords } from '../../i18n/use-words'
import { assessmentsWords } from '../../words/assessments'

/** The assessments' words in the app URL's language. */
export const useAssessmentsWords = () => useWords(assessmentsWords)
