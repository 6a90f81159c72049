import { createColumnHelper, tableFeatures, useTable, type Row, type RowData } from '@tanstack/react-table'
import { Fragment, type ReactNode } from 'react'
import { useSay } from '../i18n/use-say'
import { firstRowWords } from '../words/first-rows'
import * as w from '../words/first-rows/messages'

type ColumnMeta = {
  /** Numbers read best right-aligned, so digits line up. */
  numeric?: boolean
  /** Prose (notes, free text) may wrap; everything else stays on one line. */
  wrap?: boolean
  /** The server-side sort this column's header button asks for (ascending; descending is the same key). */
  sortKey?: string
}

function cellClass(meta: ColumnMeta | undefined): string | undefined {
  const names = [meta?.numeric ? 'numeric' : '', meta?.wrap ? 'wrap' : ''].filter(Boolean)
  return names.length > 0 ? names.join(' ') : undefined
}

/** Server-driven tables: the service sorts and pages, the table only lays rows out. */
const columnMeta: ColumnMeta = {}
const tableFeaturesCore = tableFeatures({ columnMeta })
type TableFeaturesCore = typeof tableFeaturesCore
export const columnHelper = <TData extends RowData>() => createColumnHelper<TableFeaturesCore, TData>()
/** Columns as the table takes them (each column keeps its own value type). */
export type DataColumns<TData extends RowData> = Parameters<typeof useTable<TableFeaturesCore, TData>>[0]['columns']

/** A column's id: its `id`, else the key it reads (TanStack derives the id from `accessorKey`). */
export function columnId(column: { id?: string | undefined } | { accessorKey: PropertyKey; id?: string | undefined }): string {
  if (column.id !== undefined) return column.id
  return 'accessorKey' in column ? String(column.accessorKey) : ''
}

export type Sorting = { key: string; descending: boolean } | null

export type DataTableProps<TData extends RowData> = {
  /** The table's accessible name ("Measurements", "Assessments"). */
  label: string
  columns: DataColumns<TData>
  rows: readonly TData[]
  getRowId: (row: TData, index: number, parent?: Row<TableFeaturesCore, TData>) => string
  /** True while another page is on its way: the old rows stay, marked busy. */
  busy?: boolean
  /** Current server-side sort; header buttons of columns with `meta.sortKey` change it. */
  sorting?: Sorting
  onSort?: (key: string) => void
  /** Nested records (children), shown below their parent when expanded. */
  getSubRows?: (row: TData) => readonly TData[] | undefined
  expanded?: ReadonlySet<string>
  onToggleExpanded?: (rowId: string) => void
  /** Accessible name of a row's expand button, e.g. "Show 3 children of measurement 7". */
  expandLabel?: (row: TData, childCount: number, expanded: boolean, rowId: string) => string
  /** The row to mark as the current one (e.g. the measurement chosen on a chart). */
  highlightedRowId?: string | null | undefined
  /** A full-width detail row under a row, when the function returns something. */
  renderDetail?: (row: TData, rowId: string) => ReactNode
}

export function DataTable<TData extends RowData>(props: DataTableProps<TData>) {
  const { label, columns, rows, getRowId, busy = false, sorting = null, onSort, getSubRows, expanded, onToggleExpanded } = props
  const t = useSay(firstRowWords)
  const table = useTable({ features: tableFeaturesCore, columns, data: rows, getRowId, ...(getSubRows ? { getSubRows } : {}) })
  const columnCount = table.getAllLeafColumns().length

  const renderRow = (row: Row<TableFeaturesCore, TData>): ReactNode => {
    const isExpanded = expanded?.has(row.id) ?? false
    const detail = props.renderDetail?.(row.original, row.id)
    return (
      <Fragment key={row.id}>
        <tr
          className={
            [row.depth > 0 ? `child-row depth-${row.depth}` : '', row.id === props.highlightedRowId ? 'selected-row' : '']
              .filter(Boolean)
              .join(' ') || undefined
          }
          aria-current={row.id === props.highlightedRowId ? 'true' : undefined}
        >
          {row.getAllCells().map((cell, index) => (
            <td key={cell.id} className={cellClass(cell.column.columnDef.meta)}>
              {index === 0 ? <RowLead {...props} row={row} isExpanded={isExpanded} /> : null}
              <table.FlexRender cell={cell} />
            </td>
          ))}
        </tr>
        {detail ? (
          <tr className="detail-row">
            <td colSpan={columnCount}>{detail}</td>
          </tr>
        ) : null}
        {isExpanded && onToggleExpanded ? row.subRows.map(renderRow) : null}
      </Fragment>
    )
  }

  return (
    <div className="table-scroll" role="region" aria-label={t(w.scrollableTable, { label })} tabIndex={0}>
      <table aria-label={label} aria-busy={busy} className="data-table">
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta
                const sortKey = meta?.sortKey
                const direction = sortKey && sorting?.key === sortKey ? (sorting.descending ? 'descending' : 'ascending') : 'none'
                return (
                  <th key={header.id} scope="col" className={cellClass(meta)} aria-sort={sortKey && onSort ? direction : undefined}>
                    {header.isPlaceholder ? null : sortKey && onSort ? (
                      <button
                        type="button"
                        className="sort-button"
                        onClick={() => {
                          onSort(sortKey)
                        }}
                      >
                        <table.FlexRender header={header} />
                        <span aria-hidden="true" className="sort-icon">
                          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                )
              })}
            </tr>
          ))}
        </thead>
        <tbody>{table.getRowModel().rows.map(renderRow)}</tbody>
      </table>
    </div>
  )
}

/** Levels of indentation drawn; deeper rows (off-spec nesting) say their depth instead of drifting off screen. */
const MAX_INDENT = 6

/** Indentation and the expand button that lead a nested row's first cell. */
function RowLead<TData extends RowData>({
  row,
  isExpanded,
  onToggleExpanded,
  expandLabel,
}: DataTableProps<TData> & { row: Row<TableFeaturesCore, TData>; isExpanded: boolean }) {
  const t = useSay(firstRowWords)
  const count = row.subRows.length
  return (
    <span className="row-lead" style={{ paddingInlineStart: `${Math.min(row.depth, MAX_INDENT) * 1.5}rem` }}>
      {row.depth > 0 ? (
        <span aria-hidden="true" className="nest-mark">
          {row.depth > MAX_INDENT ? `└${row.depth}` : '└'}
        </span>
      ) : null}
      {count > 0 && onToggleExpanded ? (
        <button
          type="button"
          className="expand-button"
          aria-expanded={isExpanded}
          aria-label={
            expandLabel?.(row.original, count, isExpanded, row.id) ?? t(w.expandChildren, { count, expanded: isExpanded ? 'yes' : 'no' })
          }
          onClick={() => {
            onToggleExpanded(row.id)
          }}
        >
          <span aria-hidden="true">{isExpanded ? '▾' : '▸'}</span>
        </button>
      ) : null}
    </span>
  )
}
