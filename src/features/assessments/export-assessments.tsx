import { useQueryClient } from '@tanstack/react-query'
import { describeError } from '../../api/errors'
import { loadHistoryForExport, wholeListQuery } from '../../api/history-export'
import { describeHistoryNotice } from '../../api/history-notices'
import { useConnection } from '../../config/connection-store'
import { useListView } from '../../config/view-state'
import { toCsv } from '../../shared/csv'
import { ExportCsvButton, type ExportProgress } from '../../shared/export-csv-button'
import { ASSESSMENT_CSV_HEADERS, assessmentCsvRows } from './assessment-csv'

/**
 * Saves the assessments list as it is filtered and sorted, every page of it, as CSV. The columns
 * chosen on screen do not narrow it: the file has every field.
 */
export function ExportAssessmentsCsv({ woundId }: { woundId: number }) {
  const queryClient = useQueryClient()
  const connection = useConnection()
  const { query } = useListView<'assessments'>(woundId)

  const prepare = async (signal: AbortSignal, onProgress: (progress: ExportProgress) => void) => {
    const { records, notices } = await loadHistoryForExport({
      queryClient,
      connection,
      endpoint: 'assessments',
      query: wholeListQuery(query),
      signal,
      onProgress,
    })
    const rows = assessmentCsvRows(records)
    return { csv: toCsv(ASSESSMENT_CSV_HEADERS, rows), rows: rows.length, notes: notices.map((notice) => describeHistoryNotice(notice, 'assessments')) }
  }

  return <ExportCsvButton fileName={`wound-${woundId}-assessments.csv`} prepare={prepare} describeError={describeError} />
}
