import { useViewState } from '../url-state/view-state'
import { DEFAULT_LOCALE, type Locale } from './locales'

/** The language the screens speak: the app URL's `lang`; absent, English. */
export function useLocale(): Locale {
  const { view } = useViewState()
  return view.lang ?? DEFAULT_LOCALE
}
