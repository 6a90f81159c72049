import type { Translate } from '../../i18n/area'
import { useWords } from '../../i18n/use-words'
import { useLocale } from '../../i18n/use-locale'
import { chartsWords } from '../../words/charts'
import { overviewWords } from '../../words/overview'
import { pushGapsWords } from '../../words/push-gaps'
import { verdictAndCodes } from '../../whole-history/use-verdict-words'
import type { Messages } from '../../words/overview/messages'

/**
 * The overview's words in the app URL's language (src/words/overview). The verdict's, the charts',
 * the codes' and PUSH's gaps' catalogs, which the overview shows too, are asked for at the same time: each
 * would otherwise be asked for only once the one before it had arrived.
 */
export function useOverviewWords() {
  const locale = useLocale()
  void verdictAndCodes.load(locale)
  void chartsWords.load(locale)
  void pushGapsWords.load(locale)
  return useWords(overviewWords)
}

export type OverviewTranslate = Translate<Messages>
