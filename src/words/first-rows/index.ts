import { numberedArea } from '../../i18n/numbered'
import english from './en.json?numbered'

/**
 * The words the first rows show (the app's frame and header, the wound picker, the lists, their
 * columns, fields and flags, the errors): English is in the first rows' JS, read at once; another
 * language is downloaded only when chosen. Numbered (messages.ts), as src/i18n/numbered.ts says why.
 */
export const firstRowWords = numberedArea(english, {
  de: () => import('./de.json?numbered'),
  'en-XA': () => import('./en.json?pseudo&numbered'),
})
