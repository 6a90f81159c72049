import type { RowData } from '@tanstack/react-table'
import { useMemo, type ReactNode } from 'react'
import { useSay } from '../../i18n/use-say'
import { firstRowWords } from '../../words/first-rows'
import * as w from '../../words/first-rows/messages'
import type { ListWords } from './list-words'
import { DataTable, type DataColumns, type DataTableProps, type Sorting } from '../data-table'
import { ListStates } from './list-states'
import { ListToolbar, type ListColumns, type ListFilters } from './list-toolbar'
import { OversizedPage, usePageRows } from './page-rows'
import { Pager } from './pager'
import { RecordFlag } from '../record-flag'
import { rowKeys, type Keyed } from '../row-keys'
import { StatusMessage } from '../status-message'

type PageOfRows<TData> = {
  records: readonly TData[]
  metadata: { currentPage: number; lastPage: number; total: number }
  /** Where the page itself departs from the specification (its counts, its envelope). */
  issues: Parameters<typeof RecordFlag>[0]['issues']
}

/** A page query as a list shows it. */
export type PageQuery<TData> = {
  status: 'pending' | 'error' | 'success'
  data: PageOfRows<TData> | undefined
  isFetching: boolean
  /** Offline: the request waits for the network (React Query resumes it when the browser is online). */
  isPaused: boolean
  isPlaceholderData: boolean
  error: { title: string; message: string } | undefined
  retry: () => void
}

/** The list's controls as the app URL drives them (lists/use-list-page.ts wires them). */
export type ListControlsProps = {
  paging: {
    /** The page asked for: while it loads, the pager counts from it, not from the rows still shown. */
    requestedPage: number
    rowsPerPage: number
    rowsPerPageOptions: readonly number[]
    onPageChange: (page: number) => void
    onRowsPerPageChange: (rows: number) => void
  }
  sorting: { sorting: Sorting; onSort: (key: string) => void }
  filters: ListFilters
  columns: ListColumns
  /** Rows opened (children shown, details shown), by row key. */
  expansion: { expanded: ReadonlySet<string>; onToggle: (key: string) => void }
}

type ListViewProps<TData extends RowData & Keyed> = {
  /** Accessible name of the table: "Measurements". */
  label: string
  /** What the list says of its own records (list-words.ts). */
  words: ListWords
  columns: DataColumns<TData>
  page: PageQuery<TData>
  controls: ListControlsProps
  emptyText: string
  /** Children of a record, when records nest: rows are keyed within their siblings. */
  childrenOf?: (row: TData) => readonly TData[]
  /** Expanding, details and highlighting, passed to the table as they are. */
  table?: Pick<DataTableProps<TData>, 'expandLabel' | 'highlightedRowId' | 'renderDetail'>
  /** Tools on the toolbar line (export). */
  tools?: ReactNode
  /** A note above the table, e.g. what a column choice leaves out. */
  note?: ReactNode
}

/**
 * One server-paged list of the wound: toolbar (filters, columns, tools, pager), its states, and the
 * table. Rows are keyed by record id, and by position where the service repeats an id.
 */
export function ListView<TData extends RowData & Keyed>(props: ListViewProps<TData>) {
  const { label, words, page, controls, childrenOf } = props
  const t = useSay(firstRowWords)
  const { paging } = controls
  const data = page.data
  // A request paused while offline is still on its way: the rows shown are not the ones asked for.
  const busy = (page.isFetching || page.isPaused) && (page.isPlaceholderData || page.status === 'pending')
  const pastTheEnd = data?.records.length === 0 && data.metadata.total > 0
  const pageRows = usePageRows(data?.records ?? NO_ROWS, paging.rowsPerPage)
  const keys = useMemo(() => rowKeys(data?.records ?? NO_ROWS, childrenOf), [data?.records, childrenOf])
  const hasChildren = childrenOf !== undefined

  const pager = data ? (
    <Pager
      // Next, Next while page 2 loads means page 3: count from the page asked for.
      page={busy ? paging.requestedPage : data.metadata.currentPage}
      lastPage={data.metadata.lastPage}
      total={data.metadata.total}
      rowsPerPage={paging.rowsPerPage}
      rowsPerPageOptions={paging.rowsPerPageOptions}
      words={words}
      busy={busy}
      onPageChange={paging.onPageChange}
      onRowsPerPageChange={paging.onRowsPerPageChange}
    />
  ) : null

  return (
    <div className="list-view">
      <ListToolbar words={words} filters={controls.filters} columns={controls.columns} tools={props.tools} pager={pager} />
      {page.isPaused ? <StatusMessage>{t(words.offline)}</StatusMessage> : null}
      <ListStates
        status={data ? 'success' : page.status}
        error={page.error}
        onRetry={page.retry}
        isEmpty={data?.metadata.total === 0 && data.records.length === 0}
        loadingText={t(words.loading)}
        emptyText={props.emptyText}
      >
        {data ? (
          <>
            <RecordFlag issues={data.issues} record={t(words.pageOf)} summary={t(w.pageFlagged)} />
            {pageRows.unexpected > 0 ? (
              <OversizedPage
                words={words}
                rowsPerPage={paging.rowsPerPage}
                received={data.records.length}
                hidden={pageRows.hidden}
                onShowMore={pageRows.showMore}
              />
            ) : null}
            {pastTheEnd ? (
              <StatusMessage>
                {t(w.pastLastPage)}
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    paging.onPageChange(data.metadata.lastPage)
                  }}
                >
                  {t(w.goToPage, { page: data.metadata.lastPage })}
                </button>
              </StatusMessage>
            ) : null}
            {props.note}
            <DataTable
              label={label}
              columns={props.columns}
              rows={pageRows.rows}
              getRowId={(row, index) => keys.get(row) ?? `~${index + 1}`}
              busy={busy}
              sorting={controls.sorting.sorting}
              onSort={controls.sorting.onSort}
              expanded={controls.expansion.expanded}
              {...(hasChildren ? { getSubRows: childrenOf, onToggleExpanded: controls.expansion.onToggle } : {})}
              {...props.table}
            />
          </>
        ) : null}
      </ListStates>
    </div>
  )
}

const NO_ROWS: readonly never[] = []
