import type { QueryClient } from '@tanstack/react-query'
import type { Connection } from '../api/client'
import { loadHistoryForExport, wholeListQuery } from '../api/whole-history-export'
import { noticeSentence } from '../whole-history/notice-words'
import type { Locale } from '../i18n/locales'
import { noticesWords } from '../words/notices'
import type { RecordOf } from '../api/list-page'
import type { ListQuery } from '../api/params'
import { csvOf, type CsvSpec } from '../shared/csv'
import type { ExportProgress, PreparedCsv } from '../shared/list/export-csv-button'
import type { ListTab } from '../url-state/view-params'

type ListExport<E extends ListTab, K extends string> = {
  endpoint: E
  spec: CsvSpec<RecordOf<E>, K>
  queryClient: QueryClient
  connection: Connection
  /** The list as it is on screen: its filters and sort are kept, its paging and columns are not. */
  query: ListQuery<E>
  signal: AbortSignal
  onProgress: (progress: ExportProgress) => void
  /** The language of the file's notes (the app URL's). */
  lang: Locale
}

/** Every page of a list as filtered and sorted, written as its CSV (loaded on the first export only). */
export async function prepareListCsv<E extends ListTab, K extends string>(request: ListExport<E, K>): Promise<PreparedCsv> {
  const { endpoint, spec, query, lang, ...load } = request
  const [{ records, notices }, t] = await Promise.all([
    loadHistoryForExport({ ...load, endpoint, query: wholeListQuery(query) }),
    noticesWords.load(lang),
  ])
  return {
    fileName: spec.fileName(query.woundId),
    ...csvOf(spec, records),
    notes: notices.map((notice) => noticeSentence(t, notice, endpoint)),
  }
}
