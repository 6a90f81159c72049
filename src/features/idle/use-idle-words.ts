import { useEffect, useState } from 'react'
import type { Translate } from '../../i18n/area'
import type { Locale } from '../../i18n/locales'
import { idleWords } from '../../words/idle'
import type { Messages } from '../../words/idle/messages'

/*
 * Automatic logoff's words. Its screens show beside the app, outside the view state that useWords
 * reads the app URL's language from: the guard reads it (idle-guard.tsx), and hands its screens
 * their words.
 */

export type IdleTranslate = Translate<Messages>

/**
 * The words in `locale`, loaded as the guard starts, not when the warning is due (a warning that
 * could not be said would close the screen, automatic-logoff.tsx): undefined until they are in.
 * Handed to the screens, they show at once, with nothing to wait for.
 */
export function useIdleWords(locale: Locale): IdleTranslate | undefined {
  const [loaded, setLoaded] = useState<{ locale: Locale; t: IdleTranslate }>()
  useEffect(() => {
    let current = true
    idleWords.load(locale).then(
      (t) => {
        if (current) setLoaded({ locale, t })
      },
      // Not in (offline): the screen asks for them again when it shows (idle-guard.tsx).
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [locale])
  return loaded?.locale === locale ? loaded.t : undefined
}
