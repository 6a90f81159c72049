import { use } from 'react'
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales'
import { useViewState } from '../../url-state/view-state'
import { caseloadWords } from '../../words/caseload'

/** The caseload's words in the app URL's language (`lang`), waiting (Suspense) for its catalog the first time. */
export function useCaseloadWords() {
  const { view } = useViewState()
  const locale: Locale = view.lang ?? DEFAULT_LOCALE
  return { t: use(caseloadWords.load(locale)), locale }
}
