import { use } from 'react'
import type { NumberedArea, Say } from './numbered'
import { useLocale } from './use-locale'

/**
 * A numbered area's words (the first rows', src/i18n/numbered.ts) in the chosen language: English
 * at once; another language waits (Suspense) for its catalog the first time it is shown.
 */
export function useSay(area: NumberedArea): Say {
  const locale = useLocale()
  area.shown(locale)
  return locale === 'en' ? area.english : use(area.load(locale))
}
