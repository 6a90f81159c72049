import { useQuery } from '@tanstack/react-query'
import { measurementPageOptions, pagedQueryState } from '../../api/queries'
import type { Measurement } from '../../api/schemas'
import { useConnection } from '../../config/connection-store'
import { ROWS_PER_PAGE, useListPaging } from '../../config/view-state'
import { PagedList } from '../../shared/paged-list'
import { measurementColumns } from './measurement-columns'

const rowId = (m: Measurement, index: number) => (m.id === null ? `index-${index}` : String(m.id))

/** The wound's measurements, a page at a time, as the service orders them. */
export function MeasurementHistory({ woundId }: { woundId: number }) {
  const connection = useConnection()
  const paging = useListPaging()
  const result = useQuery(measurementPageOptions(connection, { woundId, page: paging.page, perPage: paging.rows }))
  return (
    <PagedList
      label="Measurements"
      noun="measurement"
      columns={measurementColumns}
      getRowId={rowId}
      query={pagedQueryState(result)}
      rowsPerPage={paging.rows}
      rowsPerPageOptions={ROWS_PER_PAGE}
      onPageChange={paging.setPage}
      onRowsPerPageChange={paging.setRows}
      emptyText="No measurements are recorded for this wound."
    />
  )
}
