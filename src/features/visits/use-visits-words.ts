import { wordsAreas } from '../../i18n/areas'
import { useAreasWords } from '../../i18n/use-words'
import { codesWords } from '../../words/codes'
import { visitsWords } from '../../words/visits'

/** A visit's words, and the codes' words its changes name: asked for at once, waited for once. */
const VISIT_WORDS = wordsAreas({ t: visitsWords, codes: codesWords })

/** A visit's words in the app URL's language. */
export function useVisitsWords() {
  const { words, locale } = useAreasWords(VISIT_WORDS)
  return { ...words, locale }
}
