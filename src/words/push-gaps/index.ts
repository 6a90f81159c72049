import { wordsArea } from '../../i18n/area'
import type { Messages } from './messages'

/**
 * Why a PUSH 3.0 sub-score is missing (src/domain/healing's PushGap), for the overview's PUSH table
 * and the visit's note, in each language: one catalog for both.
 */
export const pushGapsWords = wordsArea<Messages>({
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  'en-XA': () => import('./en.json?pseudo'),
})
