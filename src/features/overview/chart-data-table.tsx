import { memo, useMemo, useRef } from 'react'
import { VisitButton } from '../../url-state/use-visit'
import { LongText } from '../../shared/long-text'
import { SpacerRow, useRowWindow, windowedRow, type RowWindow } from '../../shared/row-window'
import type { ChartTable, ChartTableRow } from './charts/chart-table-rows'
import { useChartsWords, type ChartsTranslate } from './charts/use-charts-words'

type ChartDataTableProps = {
  /** The chart's name: the table is "<name> data". */
  name: string
  id: string
  /** Builds the rows: called when the table opens and when the chart's data changes. */
  buildTable: () => ChartTable
  selectedId?: number | null | undefined
  /** Present when a row can choose the measurement the app shows (measurement charts, not pain). */
  onSelect?: ((id: number) => void) | undefined
}

/**
 * The chart as a table: one row per record, in date order, values without units (the units are
 * in the headers). It scrolls: focusable and named like the other scrolling tables, so keyboard
 * users can scroll it. A long history's table renders the rows in view (useRowWindow), and says
 * how many it has, so opening one of thousands never freezes the tab; each row is drawn again
 * only when what it shows changes.
 */
export const ChartDataTable = memo(function ChartDataTable({ name, id, buildTable, selectedId, onSelect }: ChartDataTableProps) {
  const { t } = useChartsWords()
  const table = useMemo(() => buildTable(), [buildTable])
  const scroller = useRef<HTMLDivElement>(null)
  const rows = useRowWindow(table.rows.length, scroller)
  const [dateHeader, idHeader, ...valueHeaders] = table.headers
  const columns = valueHeaders.length + (onSelect ? 3 : 2)
  return (
    <div
      ref={scroller}
      id={id}
      className="chart-data table-scroll"
      role="region"
      aria-label={t('chartDataScrollable', { name })}
      tabIndex={0}
    >
      <table
        className="data-table"
        aria-rowcount={rows.windowed ? table.rows.length + 1 : undefined}
        aria-busy={!rows.windowed && rows.end < table.rows.length ? true : undefined}
      >
        <caption className="chart-data-caption">{t('chartData', { name })}</caption>
        <thead>
          <tr aria-rowindex={rows.windowed ? 1 : undefined}>
            <th scope="col">{dateHeader}</th>
            <th scope="col">{idHeader}</th>
            {valueHeaders.map((header) => (
              <th key={header} scope="col" className="numeric">
                {header}
              </th>
            ))}
            {onSelect ? <th scope="col">{t('chartColumn')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.before > 0 ? <SpacerRow height={rows.before} columns={columns} /> : null}
          {table.rows.slice(rows.start, rows.end).map((row, index) => (
            <DataRow
              key={row.key}
              t={t}
              row={row}
              index={rows.windowed ? rows.start + index : undefined}
              measure={rows.measure}
              valueKeys={valueHeaders}
              selected={row.id !== null && row.id === selectedId}
              onSelect={onSelect}
            />
          ))}
          {rows.after > 0 ? <SpacerRow height={rows.after} columns={columns} /> : null}
        </tbody>
      </table>
    </div>
  )
})

type DataRowProps = {
  t: ChartsTranslate
  row: ChartTableRow
  /** Its place in the table (from 0), when only some rows are rendered. */
  index: number | undefined
  measure: RowWindow['measure']
  valueKeys: readonly string[]
  selected: boolean
  onSelect: ((id: number) => void) | undefined
}

const sameRow = (a: ChartTableRow, b: ChartTableRow) =>
  a === b ||
  (a.key === b.key &&
    a.id === b.id &&
    a.date === b.date &&
    a.day === b.day &&
    a.mark === b.mark &&
    a.drawn === b.drawn &&
    a.values.length === b.values.length &&
    a.values.every((value, index) => value === b.values[index]))

/** One record's row; drawn again only when what it shows changes (a page arriving adds rows, it does not change these). */
const DataRow = memo(
  function DataRow({ t, row, index, measure, valueKeys, selected, onSelect }: DataRowProps) {
    return (
      <tr
        ref={measure}
        className={selected ? 'selected-row' : undefined}
        aria-current={selected ? 'true' : undefined}
        {...windowedRow(index)}
      >
        <td>
          {row.day === undefined ? (
            <DateText t={t} row={row} />
          ) : (
            <span className="visit-date">
              <DateText t={t} row={row} /> <VisitButton date={row.day} />
            </span>
          )}
        </td>
        <td className="numeric">{row.id ?? '—'}</td>
        {row.values.map((value, index) => (
          <td key={valueKeys[index] ?? index} className="numeric">
            {value}
          </td>
        ))}
        {onSelect ? (
          <td>{row.id !== null && row.drawn ? <SelectButton t={t} id={row.id} selected={selected} onSelect={onSelect} /> : null}</td>
        ) : null}
      </tr>
    )
  },
  (a, b) =>
    a.t === b.t &&
    a.selected === b.selected &&
    a.index === b.index &&
    a.measure === b.measure &&
    a.onSelect === b.onSelect &&
    a.valueKeys.join() === b.valueKeys.join() &&
    sameRow(a.row, b.row),
)

/** The date as shown, with the chart's marker on it ("baseline"). */
function DateText({ t, row }: { t: ChartsTranslate; row: ChartTableRow }) {
  return (
    <span>
      <LongText text={row.date} />
      {row.mark ? <span className="row-mark">{t('rowMark', { mark: row.mark })}</span> : null}
    </span>
  )
}

type SelectButtonProps = { t: ChartsTranslate; id: number; selected: boolean; onSelect: (id: number) => void }

function SelectButton({ t, id, selected, onSelect }: SelectButtonProps) {
  return (
    <button
      type="button"
      className="select-point"
      // One name whether chosen or not (aria-pressed tells which), as the toggle-button pattern
      // asks; it starts with the visible word, so speech users can say what they see.
      aria-label={t('selectMeasurement', { id })}
      aria-pressed={selected}
      onClick={() => {
        onSelect(id)
      }}
    >
      {t('selectButton')}
    </button>
  )
}
