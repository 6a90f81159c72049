import { wordsArea } from '../../i18n/area'
import type { Messages } from './messages'

/**
 * The connection settings form's words (features/connection/connection-panel.tsx), in each
 * language; only the chosen language's catalog is downloaded. The header's connection status is in
 * the first rows' words (src/words/first-rows).
 */
export const connectionFormWords = wordsArea<Messages>({
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  'en-XA': () => import('./en.json?pseudo'),
})
