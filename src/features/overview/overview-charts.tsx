import { Fragment, useId, useMemo, useState } from 'react'
import { historySeries, useHistoryView, type HistoryQueries } from '../../whole-history/use-wound-history'
import { useSelection } from '../../url-state/use-selection'
import { useViewState } from '../../url-state/view-state'
import { HistoryNotices } from '../../whole-history/history-notices'
import { useProgressiveCount } from '../../shared/progressive'
import { StatusMessage } from '../../shared/status-message'
import { chartMeasures, choosableMeasure, painSeries } from './charts/chart-measures'
import { useSay } from '../../i18n/use-say'
import { firstRowWords } from '../../words/first-rows'
import { QueryErrors, isEmpty, progressClass, progressText } from './charts/chart-queries'
import { timeDomain, type ChartMarker } from './charts/chart-time'
import { SignsChart } from './charts/signs-chart'
import type { ReferenceLineSpec } from './charts/time-series-chart'
import { ASSESSMENT_CHARTS, MEASUREMENT_CHARTS, type AssessmentChartContext, type MeasurementChartContext } from './overview-chart-list'
import './charts/charts.css'
import type { MeasuredField } from '../../domain/fields'
import { useChartsWords } from './charts/use-charts-words'

type OverviewChartsProps = {
  /** The wound's two lists, read by the overview at the urgent priority (see `useHistoryView`). */
  queries: HistoryQueries
  /** Drawn across the area chart, e.g. the area a healing wound should be under by week 4. */
  areaReferenceLine?: ReferenceLineSpec | undefined
  /** Dates marked across every chart (and named in the data tables): the baseline, its 4-week point. */
  markers?: readonly ChartMarker[] | undefined
}

/**
 * The wound's history as charts: the lists of overview-chart-list.tsx (area, volume, tissue
 * composition, a measure of the user's choice; pain), mounted one a frame. Every page of both
 * lists is loaded (streamed: a slow load's charts grow as its pages arrive, src/api/in-batches.ts).
 * Part of the overview (healing-overview.tsx), loaded lazily with recharts.
 */
export default function OverviewCharts({ queries, areaReferenceLine, markers = NO_MARKERS }: OverviewChartsProps) {
  // The charts follow the history at a lower priority of their own: React may draw their new
  // history before the metrics' (docs/performance.md, "The deferred parts read no store").
  const history = useHistoryView(queries, historySeries, { deferred: true })
  const measurementsQuery = history.measurements.query
  const assessmentsQuery = history.assessments.query
  const { measurements, pain, signs } = history.data
  const { view } = useViewState()
  const { t, locale } = useChartsWords()
  // The fields are named in the first rows' words (src/lists/field-names.ts).
  const say = useSay(firstRowWords)
  const measures = useMemo(() => chartMeasures(say), [say])
  const pains = useMemo(() => painSeries(t, say), [t, say])
  const [measureKey, setMeasureKey] = useState<MeasuredField>('perimeter')
  const measureId = useId()
  // One time axis for every chart: the signs under the area line up with its dates.
  const xDomain = useMemo(
    () => timeDomain([...measurements.points.map((p) => p.time), ...pain.points.map((p) => p.time)]),
    [measurements.points, pain.points],
  )
  const { select } = useSelection()
  const chosen = choosableMeasure(measures, measureKey)
  const chosenSeries = useMemo(() => [chosen], [chosen])

  const selectedId = view.selected
  // Stable props: each page that arrives renders this component again (its progress line), and
  // the charts (memoised) are drawn again only when what they show changes.
  const common = useMemo(
    () => ({
      points: measurements.points,
      leftOut: measurements.leftOut,
      repeatedIds: measurements.repeatedIds,
      noun: 'measurement' as const,
      selectedId,
      onSelect: select,
      markers,
      xDomain,
    }),
    [measurements, selectedId, select, markers, xDomain],
  )
  const measureControls = useMemo(
    () => (
      <div className="chart-controls">
        <label htmlFor={measureId}>{t('measureLabel')}</label>
        <select
          id={measureId}
          value={measureKey}
          onChange={(event) => {
            setMeasureKey(choosableMeasure(measures, event.target.value).key)
          }}
        >
          {measures.choosable.map((m) => (
            <option key={m.key} value={m.key}>
              {m.label}
            </option>
          ))}
        </select>
      </div>
    ),
    [t, measures, measureId, measureKey],
  )
  const outOfRange = pain.points.some((p) => p.outOfRange)
  const painNote = useMemo(() => (outOfRange ? <p className="chart-note">{t('painOutOfScale')}</p> : null), [t, outOfRange])
  const hasMeasurements = measurements.points.length + measurements.leftOut.length > 0
  const hasAssessments = pain.points.length + pain.leftOut.length > 0
  // A chart's first drawing is its most costly: they are drawn one a frame, not all in one task.
  // The first waits for the frame after the history's own (first: 0): recharts reads its box as
  // a chart mounts, which made the browser lay out the whole new overview inside the chart's
  // task (docs/performance.md, "The first chart a frame later").
  // The signs under the area are a plot of their own, drawn in the frame after the area's.
  const measurementCharts = hasMeasurements ? MEASUREMENT_CHARTS.length + 1 : 0
  const measurementPlots = useProgressiveCount(measurementCharts, { first: 0, step: 1, restart: !hasMeasurements })
  // The pain chart after them, in page order: drawn in the area's frame, the two charts' first
  // drawing fell in one task, the longest of the load (docs/performance.md, "One chart a frame").
  const assessmentPlots = useProgressiveCount(hasAssessments ? ASSESSMENT_CHARTS.length : 0, {
    first: 0,
    step: 1,
    restart: !hasAssessments,
    wait: measurementPlots < measurementCharts,
  })
  const measurementContext: MeasurementChartContext = {
    t,
    measures,
    common,
    areaReferenceLine,
    signs: hasAssessments ? (
      <SignsChart points={signs.points} leftOut={signs.leftOut} markers={markers} xDomain={xDomain} plotted={measurementPlots > 1} />
    ) : null,
    chosen,
    chosenSeries,
    measureControls,
  }
  const assessmentContext: AssessmentChartContext = { t, painSeries: pains, pain, markers, xDomain, painNote }

  return (
    <div className="overview-charts" lang={locale}>
      <div className="chart-progress">
        <StatusMessage className={progressClass(measurementsQuery)}>
          {progressText(t, measurementsQuery.data, measurementsQuery.isFetching, 'measurement')}
        </StatusMessage>
        <StatusMessage className={progressClass(assessmentsQuery)}>
          {progressText(t, assessmentsQuery.data, assessmentsQuery.isFetching, 'assessment')}
        </StatusMessage>
      </div>
      <QueryErrors queries={[measurementsQuery, assessmentsQuery]} />
      <HistoryNotices
        lists={[
          { list: 'measurements', notices: measurementsQuery.data?.notices },
          { list: 'assessments', notices: assessmentsQuery.data?.notices },
        ]}
      />

      {isEmpty(measurementsQuery) ? <p className="chart-note">{t('noMeasurementsToChart')}</p> : null}
      {hasMeasurements ? (
        <div className="chart-grid">
          {MEASUREMENT_CHARTS.map((chart, index) => (
            <Fragment key={chart.id}>{chart.draw(measurementContext, measurementPlots > (index === 0 ? 0 : index + 1))}</Fragment>
          ))}
        </div>
      ) : null}

      {isEmpty(assessmentsQuery) ? <p className="chart-note">{t('noAssessmentsToChart')}</p> : null}
      {hasAssessments ? (
        <div className="chart-grid">
          {ASSESSMENT_CHARTS.map((chart, index) => (
            <Fragment key={chart.id}>{chart.draw(assessmentContext, assessmentPlots > index)}</Fragment>
          ))}
        </div>
      ) : null}
    </div>
  )
}

const NO_MARKERS: readonly ChartMarker[] = []
