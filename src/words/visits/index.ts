import { wordsArea } from '../../i18n/area'
import type { Messages } from './messages'

/** A visit's words (features/visits), in each language; only the chosen language's catalog is downloaded. */
export const visitsWords = wordsArea<Messages>({
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  'en-XA': () => import('./en.json?pseudo'),
})
