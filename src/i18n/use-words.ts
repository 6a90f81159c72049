import { use } from 'react'
import type { MessageTable, Translate, WordsArea } from './area'
import type { Loader } from './areas'
import type { Locale } from './locales'
import { useLocale } from './use-locale'

/**
 * An area's words (src/words/<area>) in the app URL's language (`lang`; absent: English), waiting
 * (Suspense) for its catalog the first time that language is shown. `locale` goes on the element
 * that holds the area's words (`lang={locale}`) while the rest of the page may be in English.
 */
export function useWords<M extends MessageTable>(area: WordsArea<M>): { t: Translate<M>; locale: Locale } {
  const locale = useLocale()
  return { t: use(area.load(locale)), locale }
}

/**
 * Several areas' words (`wordsAreas`) in the app URL's language, waited for once: a screen that says
 * the words of two areas asks for both at the same time and waits for neither in turn.
 */
export function useAreasWords<T>(areas: Loader<T>): { words: T; locale: Locale } {
  const locale = useLocale()
  return { words: use(areas.load(locale)), locale }
}
