import type { ReactNode } from 'react'
import type { LeftOutRecord } from '../../domain/healing/dated-records'
import type { PainPoint, MeasurementPoint } from '../../domain/healing/series'
import type { ChartMeasures, SeriesSpec } from './charts/chart-measures'
import type { ChartMarker } from './charts/chart-time'
import { SeriesChart } from './charts/series-chart'
import type { ReferenceLineSpec } from './charts/time-series-chart'
import { DepthNote } from './depth-note'
import type { ChartsTranslate } from './charts/use-charts-words'

/*
 * The overview's charts, in the order they are drawn: the overview maps over these lists, and
 * mounts their charts one a frame as many as each list holds. A chart is one entry here, nothing
 * else to keep in step.
 */

/** One chart: `plotted` false draws a placeholder of its size until its frame comes. */
type ChartDefinition<Context> = {
  /** Its key among the grid's children. */
  id: string
  draw: (context: Context, plotted: boolean) => ReactNode
}

/** What the measurement charts are drawn from: the props they share, and what only one of them reads. */
export type MeasurementChartContext = {
  t: ChartsTranslate
  /** The series, named in the language shown. */
  measures: ChartMeasures
  /** Every measurement chart's: the points, the selection and the time axis the charts share. */
  common: {
    points: readonly MeasurementPoint[]
    leftOut: readonly LeftOutRecord[]
    repeatedIds: readonly number[]
    noun: 'measurement'
    selectedId: number | null | undefined
    onSelect: (id: number) => void
    markers: readonly ChartMarker[]
    xDomain: readonly [number, number] | undefined
  }
  areaReferenceLine: ReferenceLineSpec | undefined
  /** The clinical signs, drawn under the area at its width (null without assessments). */
  signs: ReactNode
  /** The measure chosen in "Measure", and its select. */
  chosen: SeriesSpec<MeasurementPoint>
  chosenSeries: readonly SeriesSpec<MeasurementPoint>[]
  measureControls: ReactNode
}

/** What the assessment charts are drawn from. */
export type AssessmentChartContext = {
  t: ChartsTranslate
  /** Pain at rest, with movement and at night, named in the language shown. */
  painSeries: readonly SeriesSpec<PainPoint>[]
  pain: { points: readonly PainPoint[]; leftOut: readonly LeftOutRecord[]; repeatedIds: readonly number[] }
  markers: readonly ChartMarker[]
  xDomain: readonly [number, number] | undefined
  /** Said under the pain chart (a score off the 0–10 scale). */
  painNote: ReactNode
}

/* Percentages as sent: they need not sum to 100, and an off-spec value above 100 still shows. */
const PERCENT_DOMAIN = ([, max]: readonly [number, number]): [number, number] => [0, Math.max(100, max)]
const PAIN_TICKS = [0, 2, 4, 6, 8, 10]
const PAIN_DOMAIN: [number, number] = [0, 10]
const DEPTH_NOTE = <DepthNote />
const isDepth = (key: string) => key === 'avg_depth' || key === 'max_depth'

/** Area (with the signs under it), volume, tissue composition, and the measure of the user's choice. */
export const MEASUREMENT_CHARTS: readonly ChartDefinition<MeasurementChartContext>[] = [
  {
    id: 'area',
    draw: ({ t, measures, common, areaReferenceLine, signs }, plotted) => (
      // The signs right under the area, at its width: the same dates one above the other.
      <div className="chart-stack">
        <SeriesChart
          name={t('areaChart')}
          unit="cm²"
          series={measures.areaSeries}
          referenceLine={areaReferenceLine}
          plotted={plotted}
          {...common}
        />
        {signs}
      </div>
    ),
  },
  {
    id: 'volume',
    draw: ({ t, measures, common }, plotted) => (
      <SeriesChart name={t('volumeChart')} unit="cm³" series={measures.volumeSeries} plotted={plotted} note={DEPTH_NOTE} {...common} />
    ),
  },
  {
    id: 'tissue',
    draw: ({ t, measures, common }, plotted) => (
      <SeriesChart name={t('tissueChart')} unit="%" series={measures.tissue} yDomain={PERCENT_DOMAIN} plotted={plotted} {...common} />
    ),
  },
  {
    id: 'measure',
    draw: ({ t, common, chosen, chosenSeries, measureControls }, plotted) => (
      <SeriesChart
        name={t('measureChart', { measure: chosen.label })}
        unit={chosen.unit}
        series={chosenSeries}
        plotted={plotted}
        note={isDepth(chosen.key) ? DEPTH_NOTE : undefined}
        {...common}
        controls={measureControls}
      />
    ),
  },
]

/** Pain at rest, with movement and at night. */
export const ASSESSMENT_CHARTS: readonly ChartDefinition<AssessmentChartContext>[] = [
  {
    id: 'pain',
    draw: ({ t, painSeries, pain, markers, xDomain, painNote }, plotted) => (
      <SeriesChart
        name={t('painChart')}
        unit="0–10"
        series={painSeries}
        points={pain.points}
        leftOut={pain.leftOut}
        repeatedIds={pain.repeatedIds}
        noun="assessment"
        yDomain={PAIN_DOMAIN}
        yTicks={PAIN_TICKS}
        markers={markers}
        xDomain={xDomain}
        plotted={plotted}
        note={painNote}
      />
    ),
  },
]
