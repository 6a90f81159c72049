import { useQuery } from '@tanstack/react-query'
import { measurementPageOptions, pagedQueryState } from '../../api/queries'
import type { Measurement } from '../../api/schemas'
import { useConnection } from '../../config/connection-store'
import { ROWS_PER_PAGE, useListView } from '../../config/view-state'
import { PagedList } from '../../shared/paged-list'
import { measurementColumns } from './measurement-columns'

const rowId = (m: Measurement, index: number) => (m.id === null ? `index-${index}` : String(m.id))

/** The wound's measurements, a page at a time, as the service orders them. */
export function MeasurementHistory({ woundId }: { woundId: number }) {
  const connection = useConnection()
  const list = useListView<'measurements'>(woundId)
  const result = useQuery(measurementPageOptions(connection, list.query))
  return (
    <PagedList
      label="Measurements"
      noun="measurement"
      columns={measurementColumns}
      getRowId={rowId}
      query={pagedQueryState(result)}
      rowsPerPage={list.view.rows}
      rowsPerPageOptions={ROWS_PER_PAGE}
      onPageChange={list.setPage}
      onRowsPerPageChange={list.setRows}
      emptyText="No measurements are recorded for this wound."
    />
  )
}
