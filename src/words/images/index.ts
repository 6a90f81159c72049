import { wordsArea } from '../../i18n/area'
import type { Messages } from './messages'

/** The images' words (features/images), in each language; only the chosen language's catalog is downloaded. */
export const imagesWords = wordsArea<Messages>({
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  'en-XA': () => import('./en.json?pseudo'),
})
