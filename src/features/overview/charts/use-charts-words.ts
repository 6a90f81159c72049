import type { Translate } from '../../../i18n/area'
import { wordsAreas } from '../../../i18n/areas'
import { useAreasWords, useWords } from '../../../i18n/use-words'
import { chartsWords } from '../../../words/charts'
import { codesWords } from '../../../words/codes'
import type { Messages } from '../../../words/charts/messages'

/** The charts' words in the app URL's language (src/words/charts). */
export const useChartsWords = () => useWords(chartsWords)

export type ChartsTranslate = Translate<Messages>

/** The signs chart's words: the charts' and the codes' (src/words/codes) its marks name, waited for once. */
const SIGNS_WORDS = wordsAreas({ t: chartsWords, codes: codesWords })
export const useSignsWords = () => useAreasWords(SIGNS_WORDS).words
