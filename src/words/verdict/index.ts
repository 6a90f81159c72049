import { wordsArea } from '../../i18n/area'
import type { Messages } from './messages'

/**
 * The verdict's words (the one line every view says, the summary above every tab, the intended
 * purpose), in each language; only the chosen language's catalog is downloaded.
 */
export const verdictWords = wordsArea<Messages>({
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  'en-XA': () => import('./en.json?pseudo'),
})
