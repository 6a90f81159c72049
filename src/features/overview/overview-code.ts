import type { Locale } from '../../i18n/locales'
import { loadHealingOverview } from './load-overview'
import { loadOverviewWords } from './use-overview-words'

/**
 * Loads the healing overview's code and every catalog it speaks from in `locale`, all at once,
 * ahead of its tab: the wound summary asks once the wound's histories are in. Opening the tab then
 * waits for neither: its loader hands the code over at once (load-overview.ts), and the catalogs
 * are marked as React's `use` reads them (loadOverviewWords).
 */
export function preloadOverview(locale: Locale): void {
  // What fails to arrive here is asked for again when the tab is opened, and said there.
  loadHealingOverview().catch(ignore)
  for (const words of loadOverviewWords(locale)) words.catch(ignore)
}

const ignore = () => undefined
