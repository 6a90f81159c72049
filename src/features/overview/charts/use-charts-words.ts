import type { Translate } from '../../../i18n/area'
import { useWords } from '../../../i18n/use-words'
import { chartsWords } from '../../../words/charts'
import type { Messages } from '../../../words/charts/messages'

/** The charts' words in the app URL's language (src/words/charts). */
export const useChartsWords = () => useWords(chartsWords)

export type ChartsTranslate = Translate<Messages>
