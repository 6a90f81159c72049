import { useQueryClient } from '@tanstack/react-query'
import { describeError } from '../words/describe-error'
import { useSay } from '../i18n/use-say'
import { firstRowWords } from '../words/first-rows'
import type { RecordOf } from '../api/list-page'
import type { CsvSpec } from '../shared/csv'
import { ExportCsvButton, type ExportProgress } from '../shared/list/export-csv-button'
import { useConnection } from '../session/connection-store'
import type { ListTab } from '../url-state/view-params'
import { useListView } from '../url-state/view-state'
import { useLocale } from '../i18n/use-locale'

type ExportListCsvProps<E extends ListTab, K extends string> = {
  woundId: number
  endpoint: E
  /** The list's CSV spec, loaded with the first export (it is not needed for the first rows). */
  loadSpec: () => Promise<CsvSpec<RecordOf<E>, K>>
}

/**
 * "Export CSV" for the visible list: every page of it, as filtered and sorted. The columns chosen
 * on screen do not narrow it: the file has every field. The loader and the CSV writer load on the
 * first click.
 */
export function ExportListCsv<E extends ListTab, K extends string>({ woundId, endpoint, loadSpec }: ExportListCsvProps<E, K>) {
  const queryClient = useQueryClient()
  const connection = useConnection()
  const { query } = useListView<E>(woundId)
  const say = useSay(firstRowWords)
  const locale = useLocale()

  const prepare = async (signal: AbortSignal, onProgress: (progress: ExportProgress) => void) => {
    const [{ prepareListCsv }, spec] = await Promise.all([import('./list-export'), loadSpec()])
    return prepareListCsv({ endpoint, spec, queryClient, connection, query, signal, onProgress, lang: locale })
  }

  return <ExportCsvButton prepare={prepare} describeError={(error) => describeError(say, error)} />
}
