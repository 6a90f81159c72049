import { memo, useCallback, useMemo, type ReactNode } from 'react'
import { IN_PLACE, useViewState } from '../../../url-state/view-state'
import type { LeftOutRecord } from '../../../domain/healing/dated-records'
import { drawnPoints } from './chart-downsample'
import { ChartFigure } from './chart-figure'
import type { SeriesSpec } from './chart-measures'
import { chartTable } from './chart-table-rows'
import type { ChartMarker } from './chart-time'
import { TimeSeriesChart, type ChartPoint, type ReferenceLineSpec, type TimeSeriesChartProps } from './time-series-chart'
import { formatNumber } from '../../../text/format'
import { useChartsWords } from './use-charts-words'

/** What one record of a chart is: its notes count them ("3 measurements without a usable date"). */
type RecordKind = 'measurement' | 'assessment'

type SeriesChartProps<P extends ChartPoint> = {
  /** The contract name, e.g. "Area over time". */
  name: string
  unit: string
  series: readonly SeriesSpec<P>[]
  points: readonly P[]
  leftOut?: readonly LeftOutRecord[] | undefined
  /** Ids the service sent on more than one record: each record is drawn, and the chart says so. */
  repeatedIds?: readonly number[] | undefined
  /** What one record is called in notes ("measurement", "assessment"). */
  noun: RecordKind
  yDomain?: TimeSeriesChartProps<P>['yDomain']
  yTicks?: number[]
  xDomain?: TimeSeriesChartProps<P>['xDomain']
  referenceLine?: ReferenceLineSpec | undefined
  markers?: readonly ChartMarker[] | undefined
  selectedId?: number | null | undefined
  onSelect?: ((id: number) => void) | undefined
  controls?: ReactNode
  note?: ReactNode
  /** False until the plot may be drawn (the overview mounts its charts one a frame): a placeholder of its size meanwhile. */
  plotted?: boolean
}

/**
 * A chart of one or more series over time, with its legend, notes and data table. Memoised: it is
 * drawn again only when one of its props changes, not each time a page of the history arrives.
 */
export const SeriesChart = memo(SeriesChartImpl) as typeof SeriesChartImpl

function SeriesChartImpl<P extends ChartPoint>(props: SeriesChartProps<P>) {
  const {
    name,
    unit,
    series,
    points,
    leftOut = NONE,
    repeatedIds = NONE,
    noun,
    controls,
    note,
    selectedId,
    onSelect,
    plotted = true,
    ...chart
  } = props
  const { t } = useChartsWords()
  // The table is built only when its disclosure is opened (ChartFigure calls this then).
  const buildTable = useCallback(() => chartTable(t, points, series, leftOut, chart.markers), [t, points, series, leftOut, chart.markers])
  const drawn = useMemo(
    () =>
      drawnPoints(
        points,
        series.map((spec) => spec.key),
        undefined,
        selectedId == null ? undefined : (point) => point.id === selectedId,
      ),
    [points, series, selectedId],
  )
  const { setView } = useViewState()
  // A point of the plot (click, or Enter on the point the tooltip shows) opens its date's visit.
  const openVisit = useCallback((date: string) => void setView({ visit: date }, IN_PLACE), [setView])
  const notDrawn = leftOut.length
  const hasValues = points.some((point) => series.some((spec) => typeof point[spec.key] === 'number'))

  return (
    <ChartFigure
      name={name}
      unit={unit}
      buildTable={buildTable}
      legend={series}
      markers={chart.markers}
      controls={controls}
      selectedId={selectedId}
      onSelect={onSelect}
      note={
        <>
          {note}
          {points.length > 0 && !hasValues ? <p className="chart-note">{t('noValueForChart', { noun })}</p> : null}
          {drawn.length < points.length ? (
            <p className="chart-note">
              {t('simplifiedNote', {
                lines: series.length,
                drawn: formatNumber(drawn.length, 0),
                total: points.length,
                shownTotal: formatNumber(points.length, 0),
                noun,
              })}
            </p>
          ) : null}
          {notDrawn > 0 ? (
            <p className="chart-note">{t('notDrawnNote', { count: notDrawn, shown: formatNumber(notDrawn, 0), noun })}</p>
          ) : null}
          {repeatedIds.length > 0 ? (
            <p className="chart-note">
              {t('repeatedIdsNote', {
                count: repeatedIds.length,
                ids: repeatedIds.slice(0, 5).join(', '),
                more: Math.max(0, repeatedIds.length - 5),
                noun,
              })}
            </p>
          ) : null}
        </>
      }
    >
      {points.length > 0 && !plotted ? <div className="chart-canvas chart-pending" /> : null}
      {points.length > 0 && plotted ? (
        <TimeSeriesChart<P>
          name={name}
          points={drawn}
          total={points.length}
          series={series}
          yLabel={unit}
          selectedId={selectedId}
          onOpen={openVisit}
          {...chart}
        />
      ) : null}
      {points.length === 0 ? <p className="chart-note">{t('noDatedRecords', { noun })}</p> : null}
    </ChartFigure>
  )
}

const NONE: readonly never[] = []
