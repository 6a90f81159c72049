import { wordsArea } from '../../i18n/area'
import type { Messages } from './messages'

/** The assessments' words (features/assessments), in each language; only the chosen language's catalog is downloaded. */
export const assessmentsWords = wordsArea<Messages>({
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  'en-XA': () => import('./en.json?pseudo'),
})
