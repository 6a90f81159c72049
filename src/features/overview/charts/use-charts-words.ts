import type { Translate } from '../../../i18n/area'
import { useAreasWords, useWords } from '../../../i18n/use-words'
import { chartsWords } from '../../../words/charts'
import { SIGNS_WORDS } from '../use-overview-words'
import type { Messages } from '../../../words/charts/messages'

/** The charts' words in the app URL's language (src/words/charts). */
export const useChartsWords = () => useWords(chartsWords)

export type ChartsTranslate = Translate<Messages>

/** The signs chart's words: the charts' and the codes' its marks name (use-overview-words.ts), waited for once. */
export const useSignsWords = () => useAreasWords(SIGNS_WORDS).words
