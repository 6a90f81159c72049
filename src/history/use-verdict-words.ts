import type { Translate } from '../i18n/area'
import { useWords } from '../i18n/use-words'
import { verdictWords } from '../words/verdict'
import type { Messages } from '../words/verdict/messages'

/** The verdict's words in the app URL's language (src/words/verdict): the overview, the summary and the caseload say it. */
export const useVerdictWords = () => useWords(verdictWords)

export type VerdictTranslate = Translate<Messages>
