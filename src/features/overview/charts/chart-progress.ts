import { formatNumber, pluralise } from '../../../shared/format'

type HistoryProgress = { loadedPages: number; totalPages: number | undefined; records: number }

/**
 * What the charts say while a list streams in, page by page: "Loaded 3 of 6 pages of
 * measurements". Empty when there is nothing to say (not loading, nothing loaded).
 */
export function progressText(progress: HistoryProgress | undefined, fetching: boolean, noun: string, nouns = `${noun}s`): string {
  const { loadedPages = 0, totalPages, records = 0 } = progress ?? {}
  if (totalPages === undefined) return fetching ? `Loading ${nouns}…` : ''
  if (fetching) {
    return loadedPages < totalPages
      ? `Loaded ${formatNumber(loadedPages, 0)} of ${pluralise(totalPages, 'page')} of ${nouns}`
      : `Updating ${nouns}…`
  }
  // What arrived, not the total the service announced (which may be wrong). Nothing at all is
  // said by the empty state instead.
  return records === 0 ? '' : `${pluralise(records, noun, nouns)} loaded.`
}
