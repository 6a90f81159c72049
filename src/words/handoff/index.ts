import { wordsArea } from '../../i18n/area'
import type { Messages } from './messages'

/**
 * The hand-off's words (features/handoff): its buttons and status line, and the visit's note for
 * the patient's record, in each language; only the chosen language's catalog is downloaded. The
 * FHIR export's own narrative stays English (src/features/handoff/fhir-narrative.ts).
 */
export const handoffWords = wordsArea<Messages>({
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  'en-XA': () => import('./en.json?pseudo'),
})
