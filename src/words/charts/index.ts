import { wordsArea } from '../../i18n/area'
import type { Messages } from './messages'

/** The overview's charts' words (features/overview/charts), in each language; only the chosen language's catalog is downloaded. */
export const chartsWords = wordsArea<Messages>({
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  'en-XA': () => import('./en.json?pseudo'),
})
