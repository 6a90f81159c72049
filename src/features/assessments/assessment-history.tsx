import { useQuery } from '@tanstack/react-query'
import { assessmentPageOptions, pagedQueryState } from '../../api/queries'
import type { Assessment } from '../../api/schemas'
import { useConnection } from '../../config/connection-store'
import { ROWS_PER_PAGE, useListView } from '../../config/view-state'
import { PagedList } from '../../shared/paged-list'
import { assessmentColumns } from './assessment-columns'

const rowId = (a: Assessment, index: number) => (a.id === null ? `index-${index}` : String(a.id))

/** The wound's assessments, a page at a time, as the service orders them. */
export function AssessmentHistory({ woundId }: { woundId: number }) {
  const connection = useConnection()
  const list = useListView<'assessments'>(woundId)
  const result = useQuery(assessmentPageOptions(connection, list.query))
  return (
    <PagedList
      label="Assessments"
      noun="assessment"
      columns={assessmentColumns}
      getRowId={rowId}
      query={pagedQueryState(result)}
      rowsPerPage={list.view.rows}
      rowsPerPageOptions={ROWS_PER_PAGE}
      onPageChange={list.setPage}
      onRowsPerPageChange={list.setRows}
      emptyText="No assessments are recorded for this wound."
    />
  )
}
