import { createContext, useContext } from 'react'
import { DEFAULT_LOCALE, type Locale } from './locales'

/**
 * The language the screens speak, chosen once per render of the view state (its provider,
 * src/url-state/view-state-provider.tsx, with ./choose-locale.ts: the app URL's `lang`, else this
 * device's) rather than by every word that asks: a list's cells ask hundreds of times a render.
 * Outside the view state (a part rendered alone), English.
 */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE)

/** The language the screens speak. */
export function useLocale(): Locale {
  return useContext(LocaleContext)
}
