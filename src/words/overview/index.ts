import { wordsArea } from '../../i18n/area'
import type { Messages } from './messages'

/**
 * The healing overview's words (features/overview: the verdict's parts, the metrics, the sources
 * and the PUSH estimate), in each language; only the chosen language's catalog is downloaded.
 */
export const overviewWords = wordsArea<Messages>({
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  'en-XA': () => import('./en.json?pseudo'),
})
