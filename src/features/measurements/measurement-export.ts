import type { QueryClient } from '@tanstack/react-query'
import type { Connection } from '../../api/client'
import { loadHistoryForExport, wholeListQuery } from '../../api/history-export'
import { describeHistoryNotice } from '../../api/history-notices'
import type { ListQuery } from '../../api/params'
import { toCsv } from '../../shared/csv'
import type { ExportProgress, PreparedCsv } from '../../shared/export-csv-button'
import { MEASUREMENT_CSV_HEADERS, measurementCsvRows } from './measurement-csv'

type MeasurementsExport = {
  queryClient: QueryClient
  connection: Connection
  query: ListQuery<'measurements'>
  signal: AbortSignal
  onProgress: (progress: ExportProgress) => void
}

/** Every page of the list as filtered and sorted, written as CSV (loaded on the first export only). */
export async function prepareMeasurementsCsv({ query, ...request }: MeasurementsExport): Promise<PreparedCsv> {
  const { records, notices } = await loadHistoryForExport({ ...request, endpoint: 'measurements', query: wholeListQuery(query) })
  const rows = measurementCsvRows(records)
  return { csv: toCsv(MEASUREMENT_CSV_HEADERS, rows), rows: rows.length, notes: notices.map((notice) => describeHistoryNotice(notice, 'measurements')) }
}
