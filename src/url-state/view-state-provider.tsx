import type { ReactNode } from 'react'
import { localeOnThisDevice } from '../i18n/choose-locale'
import { LocaleContext } from '../i18n/use-locale'
import { setFormatLocale } from '../text/format'
import { ViewStateContext, useViewStateSource } from './view-state'

/**
 * Reads the app URL once for everything below it (inside the nuqs adapter); useViewState reads it
 * from here. The language (src/i18n/choose-locale.ts: the app URL's `lang`, else this device's)
 * is given to the screens (LocaleContext, useLocale) and sets the locale of dates and numbers, here in render rather than in an effect: everything
 * below renders after this, so no screen writes a date in the old locale first. Setting it is
 * idempotent (the same language, the same locale).
 */
export function ViewStateProvider({ children }: { children: ReactNode }) {
  const state = useViewStateSource()
  // Every language of LOCALES is a two-letter one; the pseudo-locale en-XA writes them as English does.
  const locale = localeOnThisDevice(state.view.lang)
  setFormatLocale(locale.slice(0, 2), navigator.languages)
  return (
    <ViewStateContext value={state}>
      <LocaleContext value={locale}>{children}</LocaleContext>
    </ViewStateContext>
  )
}
