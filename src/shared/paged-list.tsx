import type { RowData } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { DataTable, type DataColumns, type DataTableProps } from './data-table'
import { ListStates } from './list-states'
import { OversizedPage, usePageRows } from './page-rows'
import { Pager } from './pager'
import { RecordFlag } from './record-flag'
import { StatusMessage } from './status-message'

export type PageOfRows<TData> = {
  records: readonly TData[]
  metadata: { currentPage: number; lastPage: number; total: number }
  /** Where the page itself departs from the specification (its counts, its envelope). */
  issues: readonly { path: string; message: string }[]
}

type PagedListProps<TData extends RowData> = {
  /** Accessible name of the table. */
  label: string
  /** Singular noun for counts: "measurement". */
  noun: string
  columns: DataColumns<TData>
  getRowId: (row: TData, index: number) => string
  query: {
    status: 'pending' | 'error' | 'success'
    data: PageOfRows<TData> | undefined
    isFetching: boolean
    /** Offline: the request waits for the network (React Query resumes it when the browser is online). */
    isPaused: boolean
    isPlaceholderData: boolean
    error: { title: string; message: string } | undefined
    retry: () => void
  }
  errorActions?: ReactNode
  /** The page asked for (the app URL's); while it loads, the pager counts from it, not from the rows still shown. */
  requestedPage: number
  rowsPerPage: number
  rowsPerPageOptions: readonly number[]
  onPageChange: (page: number) => void
  onRowsPerPageChange: (rows: number) => void
  emptyText: string
  /** Sorting, nesting and detail rows, passed to the table as they are. */
  table?: Omit<DataTableProps<TData>, 'label' | 'columns' | 'rows' | 'getRowId' | 'busy'>
  /** Controls between the pager and the table (filters, columns, export). */
  toolbar?: ReactNode
  /** A note above the table, e.g. what a column choice leaves out. */
  note?: ReactNode
}

const NO_ROWS: readonly never[] = []

/** One server-paged list: its states, its pager and its table. */
export function PagedList<TData extends RowData>(props: PagedListProps<TData>) {
  const { label, noun, query, rowsPerPage } = props
  const data = query.data
  // A request paused while offline is still on its way: the rows shown are not the ones asked for.
  const busy = (query.isFetching || query.isPaused) && (query.isPlaceholderData || query.status === 'pending')
  const pastTheEnd = data?.records.length === 0 && data.metadata.total > 0
  const pageRows = usePageRows(data?.records ?? NO_ROWS, rowsPerPage)
  return (
    <>
    {props.toolbar}
    {query.isPaused ? <StatusMessage>{`You are offline: the ${noun}s will load when the network is back.`}</StatusMessage> : null}
    <ListStates
      status={data ? 'success' : query.status}
      error={query.error}
      onRetry={query.retry}
      errorActions={props.errorActions}
      isEmpty={data?.metadata.total === 0 && data.records.length === 0}
      loadingText={`Loading ${noun}s…`}
      emptyText={props.emptyText}
    >
      {data ? (
        <>
          <Pager
            // Next, Next while page 2 loads means page 3: count from the page asked for.
            page={busy ? props.requestedPage : data.metadata.currentPage}
            lastPage={data.metadata.lastPage}
            total={data.metadata.total}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={props.rowsPerPageOptions}
            noun={noun}
            busy={busy}
            onPageChange={props.onPageChange}
            onRowsPerPageChange={props.onRowsPerPageChange}
          />
          <RecordFlag issues={data.issues} noun={`this page of ${noun}s`} summary="Page details flagged" />
          {pageRows.unexpected > 0 ? (
            <OversizedPage noun={noun} rowsPerPage={rowsPerPage} received={data.records.length} hidden={pageRows.hidden} onShowMore={pageRows.showMore} />
          ) : null}
          {pastTheEnd ? (
            <StatusMessage>
              {`This page is past the last one. `}
              <button type="button" className="link-button" onClick={() => { props.onPageChange(data.metadata.lastPage) }}>
                Go to page {data.metadata.lastPage}
              </button>
            </StatusMessage>
          ) : null}
          {props.note}
          <DataTable label={label} columns={props.columns} rows={pageRows.rows} getRowId={props.getRowId} busy={busy} {...props.table} />
        </>
      ) : null}
    </ListStates>
    </>
  )
}
