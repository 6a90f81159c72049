import { useQueryClient } from '@tanstack/react-query'
import { describeError } from '../../api/errors'
import { loadHistoryForExport, wholeListQuery } from '../../api/history-export'
import { useConnection } from '../../config/connection-store'
import { useListView } from '../../config/view-state'
import { toCsv } from '../../shared/csv'
import { ExportCsvButton, type ExportProgress } from '../../shared/export-csv-button'
import { MEASUREMENT_CSV_HEADERS, measurementCsvRows } from './measurement-csv'

/**
 * Saves the measurements list as it is filtered and sorted, every page of it, as CSV. The columns
 * chosen on screen do not narrow it: the file has every field (and, since only a request without
 * `fields` brings them, the children).
 */
export function ExportMeasurementsCsv({ woundId }: { woundId: number }) {
  const queryClient = useQueryClient()
  const connection = useConnection()
  const { query } = useListView<'measurements'>(woundId)

  const prepare = async (signal: AbortSignal, onProgress: (progress: ExportProgress) => void) => {
    const records = await loadHistoryForExport({
      queryClient,
      connection,
      endpoint: 'measurements',
      query: wholeListQuery(query),
      signal,
      onProgress,
    })
    const rows = measurementCsvRows(records)
    return { csv: toCsv(MEASUREMENT_CSV_HEADERS, rows), rows: rows.length }
  }

  return <ExportCsvButton fileName={`wound-${woundId}-measurements.csv`} prepare={prepare} describeError={describeError} />
}
