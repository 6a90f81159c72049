import { useId, useState, type ReactNode } from 'react'
import { ChartDataTable } from '../chart-data-table'
import type { SeriesSpec } from './chart-measures'
import type { ChartTable } from './chart-table-rows'
import { formatChartDate, type ChartMarker } from './chart-time'
import { useChartsWords, type ChartsTranslate } from './use-charts-words'

type ChartFigureProps = {
  /** The contract name ("Area over time"); the caption adds the unit after it. */
  name: string
  unit: string
  /** Builds the data table: called only once it is opened (a long history makes thousands of rows). */
  buildTable: () => ChartTable
  /** Lines of more than one series get a legend (colour and dash). */
  legend?: readonly SeriesSpec<never>[] | undefined
  /** Dates marked across the plot, named under it. */
  markers?: readonly ChartMarker[] | undefined
  /** Controls above the plot, e.g. the "Measure" select. */
  controls?: ReactNode
  /** What is said about the data under the plot (records not drawn, nothing to draw). */
  note?: ReactNode
  selectedId?: number | null | undefined
  onSelect?: ((id: number) => void) | undefined
  children: ReactNode
}

/**
 * One chart as a figure named by its caption, with its data table (the chart's text alternative)
 * behind a "Show data" disclosure. The table is built only when opened: a long history makes it
 * thousands of rows, which nobody should pay for unseen.
 */
export function ChartFigure({ name, unit, buildTable, legend, markers, controls, note, selectedId, onSelect, children }: ChartFigureProps) {
  const baseId = useId()
  const { t } = useChartsWords()
  const [shown, setShown] = useState(false)
  const tableId = `${baseId}-data`
  return (
    <figure className="chart-figure" aria-labelledby={`${baseId}-caption`}>
      <figcaption id={`${baseId}-caption`} className="chart-caption">
        {t('chartCaption', { name, unit })}
      </figcaption>
      {controls}
      {legend && legend.length > 1 ? <ChartLegend series={legend} /> : null}
      {children}
      {markers && markers.length > 0 ? <MarkerLegend t={t} markers={markers} /> : null}
      {note}
      <button
        type="button"
        className="chart-data-toggle"
        // One name, open or closed: aria-expanded says which (disclosure pattern).
        aria-label={t('showDataOf', { name })}
        aria-expanded={shown}
        aria-controls={shown ? tableId : undefined}
        onClick={() => {
          setShown((value) => !value)
        }}
      >
        <svg className="chart-data-chevron" width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
          <path d="M3 1.5 6.5 5 3 8.5" />
        </svg>
        {t('showData')}
      </button>
      {shown ? <ChartDataTable name={name} id={tableId} buildTable={buildTable} selectedId={selectedId} onSelect={onSelect} /> : null}
    </figure>
  )
}

function ChartLegend({ series }: { series: readonly SeriesSpec<never>[] }) {
  return (
    <ul className="chart-legend">
      {series.map((spec) => (
        <li key={spec.label}>
          <svg width="28" height="10" aria-hidden="true" focusable="false">
            <line x1="1" y1="5" x2="27" y2="5" stroke={spec.color} strokeWidth="2.5" strokeDasharray={spec.dash} />
          </svg>
          {spec.label}
        </li>
      ))}
    </ul>
  )
}

/** What the vertical lines across the plot are, with their dash and date. */
function MarkerLegend({ t, markers }: { t: ChartsTranslate; markers: readonly ChartMarker[] }) {
  return (
    <ul className="chart-legend chart-markers">
      {markers.map((marker) => (
        <li key={`${marker.label}-${marker.time}`}>
          <svg width="10" height="16" aria-hidden="true" focusable="false">
            <line x1="5" y1="1" x2="5" y2="15" stroke="#1c2630" strokeWidth="1.5" strokeDasharray={marker.dash} />
          </svg>
          {t('markerLegend', { marker: marker.label, date: formatChartDate(marker.time) })}
        </li>
      ))}
    </ul>
  )
}
