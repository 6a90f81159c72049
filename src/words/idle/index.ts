import { wordsArea } from '../../i18n/area'
import type { Messages } from './messages'

/**
 * Automatic logoff's words (features/idle: the warning before it, the screen after it), in each
 * language; only the chosen language's catalog is downloaded. The closed screen repeats some of the
 * sign-in screen's words (../sign-in): each loads with its own screen.
 */
export const idleWords = wordsArea<Messages>({
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  'en-XA': () => import('./en.json?pseudo'),
})
