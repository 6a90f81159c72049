import type { Translate } from '../../i18n/area'
import { marked, wordsAreas, type Loader } from '../../i18n/areas'
import { useAreasWords, useWords } from '../../i18n/use-words'
import { useLocale } from '../../i18n/use-locale'
import type { Locale } from '../../i18n/locales'
import type { Say } from '../../i18n/numbered'
import { firstRowWords } from '../../words/first-rows'
import { chartsWords } from '../../words/charts'
import { codesWords } from '../../words/codes'
import { overviewWords } from '../../words/overview'
import { pushGapsWords } from '../../words/push-gaps'
import { verdictAndCodes } from '../../whole-history/use-verdict-words'
import type { Messages } from '../../words/overview/messages'

/** The PUSH table's words and why a sub-score is missing (src/words/push-gaps, which the note says too): waited for once. */
export const PUSH_WORDS = wordsAreas({ t: overviewWords, gaps: pushGapsWords })
/** The signs chart's words: the charts' and the codes' (src/words/codes) its marks name, waited for once. */
export const SIGNS_WORDS = wordsAreas({ t: chartsWords, codes: codesWords })

/** The first rows' words (a numbered area, src/i18n/numbered.ts) as an area to wait for with others: English is here already. */
const ENGLISH_FIRST_ROWS: Promise<Say> = marked(Promise.resolve(firstRowWords.english))
const FIRST_ROWS: Loader<Say> = { load: (locale) => (locale === 'en' ? ENGLISH_FIRST_ROWS : firstRowWords.load(locale)) }

/**
 * The overview's own screen's words: its own, the charts' (the verdict's markers) and the first
 * rows' (why a history could not be read), waited for once (areas.ts: two waits in one component
 * make React's development build warn of a change in the order of hooks).
 */
const OVERVIEW_SCREEN_WORDS = wordsAreas({ t: overviewWords, charts: chartsWords, say: FIRST_ROWS })

/** Every catalog the overview speaks from, as its parts wait for them (each `use` waits on one of these). */
const OVERVIEW_WORDS = [overviewWords, chartsWords, verdictAndCodes, PUSH_WORDS, SIGNS_WORDS, OVERVIEW_SCREEN_WORDS]

/**
 * Asks for every catalog of the overview in `locale` at once, each marked as React's `use` reads a
 * settled promise: a part that asks for its words once they are here draws at once, rather than
 * suspending the overview for a moment (which React then shows for at least 300 ms).
 */
export function loadOverviewWords(locale: Locale): Promise<unknown>[] {
  return OVERVIEW_WORDS.map((words) => {
    const catalog: Promise<unknown> = words.load(locale)
    return 'status' in catalog ? catalog : marked(catalog)
  })
}

/**
 * The overview's words in the app URL's language (src/words/overview). Every other catalog the
 * overview shows (the verdict's, the charts', the codes' and PUSH's gaps') is asked for at the same
 * time: each would otherwise be asked for only once the one before it had arrived.
 */
export function useOverviewWords() {
  const locale = useLocale()
  for (const words of loadOverviewWords(locale)) words.catch(ignore)
  return useWords(overviewWords)
}

/** The overview screen's words (OVERVIEW_SCREEN_WORDS), every other catalog of the overview asked for at the same time. */
export function useOverviewScreenWords() {
  const locale = useLocale()
  for (const words of loadOverviewWords(locale)) words.catch(ignore)
  return useAreasWords(OVERVIEW_SCREEN_WORDS)
}

const ignore = () => undefined

export type OverviewTranslate = Translate<Messages>
