import { useViewState } from '../url-state/view-state'
import { localeOnThisDevice } from './choose-locale'
import type { Locale } from './locales'

/** The language the screens speak: the app URL's `lang`, else this device's (./choose-locale.ts). */
export function useLocale(): Locale {
  return localeOnThisDevice(useViewState().view.lang)
}
