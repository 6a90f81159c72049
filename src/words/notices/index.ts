import { wordsArea } from '../../i18n/area'
import type { Messages } from './messages'

/**
 * What a whole-history load could not take at face value (src/api/history.ts's notices), for the
 * screens that show a whole history (charts, images over time) and a list's export, in each language.
 */
export const noticesWords = wordsArea<Messages>({
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  'en-XA': () => import('./en.json?pseudo'),
})
