import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { measurementPageOptions, pagedQueryState } from '../../api/queries'
import { sortParts, toggledSort } from '../../api/params'
import type { Measurement } from '../../api/schemas'
import { useConnection } from '../../config/connection-store'
import { ROWS_PER_PAGE, useListView } from '../../config/view-state'
import { PagedList } from '../../shared/paged-list'
import { repeatSuffix, rowKeys } from '../../shared/row-keys'
import { measurementColumnsFor } from './measurement-columns'
import { MeasurementControls } from './measurement-controls'
import { ExportMeasurementsCsv } from './export-measurements'

const childrenOf = (m: Measurement) => m.children

/** Always says "children" (ui-contract §3), even for one: "children of measurement 7 (1)". */
const childrenLabel = (m: Measurement, count: number, _expanded: boolean, key: string) => `children of measurement ${m.id ?? ''}${repeatSuffix(key)} (${count})`

/** The wound's measurements: server-side sort, filters, column choice and paging, all in the URL. */
export function MeasurementHistory({ woundId }: { woundId: number }) {
  const connection = useConnection()
  const list = useListView<'measurements'>(woundId)
  const result = useQuery(measurementPageOptions(connection, list.query))
  const fields = list.view.fields
  const expanded = new Set(list.view.expanded)
  // Rows are keyed by record id, and by position where the service repeats an id.
  const records = result.data?.records
  const keys = useMemo(() => rowKeys(records ?? [], childrenOf), [records])

  return (
    <PagedList
      label="Measurements"
      noun="measurement"
      columns={measurementColumnsFor(fields)}
      getRowId={(m, index) => keys.get(m) ?? `~${index + 1}`}
      query={pagedQueryState(result)}
      requestedPage={list.view.page}
      rowsPerPage={list.view.rows}
      rowsPerPageOptions={ROWS_PER_PAGE}
      onPageChange={list.setPage}
      onRowsPerPageChange={list.setRows}
      emptyText={list.filters.length > 0 ? 'No measurements match these filters.' : 'No measurements are recorded for this wound.'}
      toolbar={
        <>
          <MeasurementControls filters={list.filters} fields={fields} onFilters={list.setFilters} onFields={list.setFields} />
          <ExportMeasurementsCsv woundId={woundId} />
        </>
      }
      note={
        fields.length > 0 ? (
          <p className="table-note">
            With a column choice the service returns neither Created nor child measurements; choose “Show all columns” to see them.
          </p>
        ) : null
      }
      table={{
        sorting: sortParts(list.view.sort),
        onSort: (key) => { list.setSort(toggledSort(list.view.sort, key)) },
        getSubRows: (m) => m.children,
        expanded,
        onToggleExpanded: (id) => {
          list.setExpanded(expanded.has(id) ? [...expanded].filter((e) => e !== id) : [...expanded, id])
        },
        expandLabel: childrenLabel,
        highlightedRowId: list.view.selected === null ? null : String(list.view.selected),
      }}
    />
  )
}
