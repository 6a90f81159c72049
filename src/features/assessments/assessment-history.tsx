import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { sortParts, toggledSort } from '../../api/params'
import { assessmentPageOptions, pagedQueryState } from '../../api/queries'
import type { Assessment } from '../../api/schemas'
import { useConnection } from '../../config/connection-store'
import { ROWS_PER_PAGE, useListView } from '../../config/view-state'
import { PagedList } from '../../shared/paged-list'
import { rowKeys } from '../../shared/row-keys'
import { assessmentColumnsFor } from './assessment-columns'
import { AssessmentControls } from './assessment-controls'
import { ExportAssessmentsCsv } from './export-assessments'
import { AssessmentDetail } from './assessment-detail'
import { AssessmentDetailContext, type AssessmentDetailState } from './assessment-detail-state'


/** The wound's assessments: server-side sort, filters, column choice and paging; open details in the URL. */
export function AssessmentHistory({ woundId }: { woundId: number }) {
  const connection = useConnection()
  const list = useListView<'assessments'>(woundId)
  const result = useQuery(assessmentPageOptions(connection, list.query))
  const open = new Set(list.view.expanded)
  const details: AssessmentDetailState = {
    isOpen: (id) => open.has(id),
    toggle: (id) => { list.setExpanded(open.has(id) ? [...open].filter((o) => o !== id) : [...open, id]) },
  }
  // Rows are keyed by record id, and by position where the service repeats an id.
  const records = result.data?.records
  const keys = useMemo(() => rowKeys<Assessment>(records ?? []), [records])

  return (
    <AssessmentDetailContext value={details}>
      <PagedList
        label="Assessments"
        noun="assessment"
        columns={assessmentColumnsFor(list.view.fields)}
        getRowId={(a, index) => keys.get(a) ?? `~${index + 1}`}
        query={pagedQueryState(result)}
        requestedPage={list.view.page}
        rowsPerPage={list.view.rows}
        rowsPerPageOptions={ROWS_PER_PAGE}
        onPageChange={list.setPage}
        onRowsPerPageChange={list.setRows}
        emptyText={list.filters.length > 0 ? 'No assessments match these filters.' : 'No assessments are recorded for this wound.'}
        toolbar={
          <>
            <AssessmentControls filters={list.filters} fields={list.view.fields} onFilters={list.setFilters} onFields={list.setFields} />
            <ExportAssessmentsCsv woundId={woundId} />
          </>
        }
        table={{
          sorting: sortParts(list.view.sort),
          onSort: (key) => { list.setSort(toggledSort(list.view.sort, key)) },
          renderDetail: (assessment, id) => (open.has(id) ? <AssessmentDetail assessment={assessment} /> : undefined),
        }}
      />
    </AssessmentDetailContext>
  )
}
