import { useQueryClient } from '@tanstack/react-query'
import { describeError } from '../../api/errors'
import { useConnection } from '../../config/connection-store'
import { useListView } from '../../config/view-state'
import { ExportCsvButton, type ExportProgress } from '../../shared/export-csv-button'

/**
 * Saves the measurements list as it is filtered and sorted, every page of it, as CSV. The columns
 * chosen on screen do not narrow it: the file has every field (and, since only a request without
 * `fields` brings them, the children). The loader and CSV writer load on the first click.
 */
export function ExportMeasurementsCsv({ woundId }: { woundId: number }) {
  const queryClient = useQueryClient()
  const connection = useConnection()
  const { query } = useListView<'measurements'>(woundId)

  const prepare = async (signal: AbortSignal, onProgress: (progress: ExportProgress) => void) => {
    const { prepareMeasurementsCsv } = await import('./measurement-export')
    return prepareMeasurementsCsv({ queryClient, connection, query, signal, onProgress })
  }

  return <ExportCsvButton fileName={`wound-${woundId}-measurements.csv`} prepare={prepare} describeError={describeError} />
}
