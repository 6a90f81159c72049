import { numberedArea } from '../../i18n/numbered'
import english from './en.json?numbered'

/**
 * What a flag says: how a record, or a page, departs from the service specification (the facts:
 * src/api/schemas/issues.ts; their messages: src/words/issue-words.ts). Loaded with a flag's list
 * when one is first opened, and with a CSV export (whose issue column is English). Numbered, so
 * its English is here at once for the export's synchronous rows (src/i18n/numbered.ts).
 */
export const flagsWords = numberedArea(english, {
  de: () => import('./de.json?numbered'),
  'en-XA': () => import('./en.json?pseudo&numbered'),
})
