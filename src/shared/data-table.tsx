import { createColumnHelper, tableFeatures, useTable, type RowData } from '@tanstack/react-table'
import type { ReactNode } from 'react'

export type ColumnMeta = {
  /** Numbers read best right-aligned, so digits line up. */
  numeric?: boolean
  /** Prose (notes, free text) may wrap; everything else stays on one line. */
  wrap?: boolean
}

function cellClass(meta: ColumnMeta | undefined): string | undefined {
  const names = [meta?.numeric ? 'numeric' : '', meta?.wrap ? 'wrap' : ''].filter(Boolean)
  return names.length > 0 ? names.join(' ') : undefined
}

/** Server-driven tables: the service sorts and pages, the table only lays rows out. */
const columnMeta: ColumnMeta = {}
export const tableFeaturesCore = tableFeatures({ columnMeta })
export type TableFeaturesCore = typeof tableFeaturesCore
export const columnHelper = <TData extends RowData>() => createColumnHelper<TableFeaturesCore, TData>()
/** Columns as the table takes them (each column keeps its own value type). */
export type DataColumns<TData extends RowData> = Parameters<typeof useTable<TableFeaturesCore, TData>>[0]['columns']

type DataTableProps<TData extends RowData> = {
  /** The table's accessible name (ui-contract §3: "Measurements", "Assessments"). */
  label: string
  columns: DataColumns<TData>
  rows: readonly TData[]
  getRowId: (row: TData, index: number) => string
  /** True while another page is on its way: the old rows stay, marked busy. */
  busy?: boolean
  caption?: ReactNode
}

export function DataTable<TData extends RowData>({ label, columns, rows, getRowId, busy = false, caption }: DataTableProps<TData>) {
  const table = useTable({ features: tableFeaturesCore, columns, data: rows, getRowId })
  return (
    <div className="table-scroll" role="region" aria-label={`${label}, scrollable`} tabIndex={0}>
      <table aria-label={label} aria-busy={busy} className="data-table">
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={cellClass(header.column.columnDef.meta)}>
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={cellClass(cell.column.columnDef.meta)}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
