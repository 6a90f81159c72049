import { wordsArea } from '../../i18n/area'
import type { Messages } from './messages'

/**
 * The header's Language choice (features/language), in each language; only the chosen language's
 * catalog is downloaded, with the choice's own code, after the first rows. The languages' names are
 * not here: each is said in its own language whatever the language shown.
 */
export const languageWords = wordsArea<Messages>({
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  'en-XA': () => import('./en.json?pseudo'),
})
