import { memo } from 'react'
import { LongText } from '../../shared/long-text'
import type { ChartTable } from './charts/chart-table-rows'

type ChartDataTableProps = {
  /** The chart's name: the table is "<name> data" (ui-contract §4). */
  name: string
  id: string
  table: ChartTable
  selectedId?: number | null | undefined
  /** Present when a row can choose the measurement the app shows (measurement charts, not pain). */
  onSelect?: ((id: number) => void) | undefined
}

/**
 * The chart as a table: one row per record, in date order, values without units (the units are
 * in the headers). It may scroll: focusable and named like the other scrolling tables, so
 * keyboard users can scroll it.
 */
export const ChartDataTable = memo(function ChartDataTable({ name, id, table, selectedId, onSelect }: ChartDataTableProps) {
  const [dateHeader, idHeader, ...valueHeaders] = table.headers
  return (
    <div id={id} className="chart-data table-scroll" role="region" aria-label={`${name} data, scrollable`} tabIndex={0}>
      <table className="data-table">
        <caption className="chart-data-caption">{name} data</caption>
        <thead>
          <tr>
            <th scope="col">{dateHeader}</th>
            <th scope="col">{idHeader}</th>
            {valueHeaders.map((header) => (
              <th key={header} scope="col" className="numeric">
                {header}
              </th>
            ))}
            {onSelect ? <th scope="col">Chart</th> : null}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => {
            const isSelected = row.id !== null && row.id === selectedId
            return (
              <tr key={row.key} className={isSelected ? 'selected-row' : undefined} aria-current={isSelected ? 'true' : undefined}>
                <td>
                  <LongText text={row.date} />
                  {row.mark ? <span className="row-mark"> ({row.mark})</span> : null}
                </td>
                <td className="numeric">{row.id ?? '—'}</td>
                {row.values.map((value, index) => (
                  <td key={valueHeaders[index] ?? index} className="numeric">
                    {value}
                  </td>
                ))}
                {onSelect ? (
                  <td>
                    {row.id !== null && row.drawn ? (
                      <SelectButton id={row.id} selected={isSelected} onSelect={onSelect} />
                    ) : null}
                  </td>
                ) : null}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
})

function SelectButton({ id, selected, onSelect }: { id: number; selected: boolean; onSelect: (id: number) => void }) {
  return (
    <button
      type="button"
      className="select-point"
      // One name whether chosen or not (aria-pressed tells which), as the toggle-button pattern
      // asks; it starts with the visible word, so speech users can say what they see.
      aria-label={`Select measurement ${id}`}
      aria-pressed={selected}
      onClick={() => {
        onSelect(id)
      }}
    >
      Select
    </button>
  )
}
