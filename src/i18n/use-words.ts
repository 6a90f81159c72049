import { use, useDeferredValue } from 'react'
import { useViewState } from '../url-state/view-state'
import type { MessageTable, Translate, WordsArea } from './area'
import type { Loader } from './areas'
import { DEFAULT_LOCALE, type Locale } from './locales'

/**
 * An area's words (src/words/<area>) in the app URL's language (`lang`; absent: English), waiting
 * (Suspense) for its catalog the first time that language is shown. `locale` goes on the element
 * that holds the area's words (`lang={locale}`) while the rest of the page may be in English.
 */
export function useWords<M extends MessageTable>(area: WordsArea<M>): { t: Translate<M>; locale: Locale } {
  const locale = useWordsLocale()
  return { t: use(area.load(locale)), locale }
}

/**
 * The language of the words: the app URL's, deferred. A switch to a language whose catalog has not
 * arrived keeps the screen in the language it was in until it has (React renders the new language
 * in the background), rather than hiding the screen behind its Suspense fallback. A sync update
 * (Back or Forward changing `lang`) that suspended there was sometimes never retried once the
 * catalog had come: the caseload stayed hidden (test/component/app/language-switch.test.tsx).
 */
function useWordsLocale(): Locale {
  const { view } = useViewState()
  return useDeferredValue(view.lang ?? DEFAULT_LOCALE)
}

/**
 * Several areas' words (`wordsAreas`) in the app URL's language, waited for once: a screen that says
 * the words of two areas asks for both at the same time and waits for neither in turn.
 */
export function useAreasWords<T>(areas: Loader<T>): { words: T; locale: Locale } {
  const locale = useWordsLocale()
  return { words: use(areas.load(locale)), locale }
}
