import { memo, useCallback, useId, useMemo, useRef, type KeyboardEvent } from 'react'
import { CartesianGrid, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from 'recharts'
import { IN_PLACE, useViewState } from '../../../url-state/view-state'
import type { LeftOutRecord } from '../../../domain/healing/dated-records'
import type { SignsPoint } from '../../../domain/healing/series'
import { ChartFigure } from './chart-figure'
import { drawnMarks } from './chart-downsample'
import { formatChartDate, formatTick, timeDomain, timeTicks, type ChartMarker } from './chart-time'
import { ActivePointReporter, AxisTick, markerLines, useWidth } from './chart-parts'
import { LANES, MarkShape, SignsLegend, glyphOf, glyphWidth, laneLabel, laneNames, marksOf, type Mark } from './signs-marks'
import { infectionSignsOver } from '../../../domain/assessment-signs'
import { signsTable } from './signs-text'
import { useSignsWords } from './use-charts-words'

/*
 * Clinical signs over time (contract section 8): infection, odour, exudate type and amount, and
 * the peri-wound skin, one lane each, on the same time axis as the size charts above it, so a
 * clinician sees at a glance whether the area stopped falling when the exudate turned purulent or
 * the odour came. Shape and size carry the meaning, never colour alone: a filled triangle is a sign
 * present, a hollow circle a sign recorded absent, the exudate's circle grows with its amount. The
 * data table lists every assessment date in words. The lanes, marks and legend are signs-marks.tsx,
 * the table signs-text.ts, the words src/words/charts and the codes' src/words/codes.
 */

const LANE_PX = 38
const HEIGHT = LANES.length * LANE_PX + 48
const MAX_TICKS = 8
const PX_PER_TICK = 90
/** The plot's width is the chart's less its margins and the lane axis (ScatterChart margin and YAxis width below). */
const PLOT_INSET_PX = 8 + 56 + 24

type SignsChartProps = {
  points: readonly SignsPoint[]
  leftOut: readonly LeftOutRecord[]
  markers: readonly ChartMarker[]
  /** The size charts' time axis, so the signs sit under the sizes of the same dates. */
  xDomain: readonly [number, number] | undefined
  /** False until the plot may be drawn (the overview draws one plot a frame): its place is kept meanwhile. */
  plotted?: boolean
}

export const SignsChart = memo(function SignsChart({ points, leftOut, markers, xDomain, plotted = true }: SignsChartProps) {
  const hintId = useId()
  const { t, codes } = useSignsWords()
  const lanes = useMemo(() => laneNames(t), [t])
  const LaneTick = useMemo(() => laneLabel(lanes), [lanes])
  const { ref, width } = useWidth()
  const { setView } = useViewState()
  // The mark under the tooltip now (mouse or arrow keys): a click or Enter opens its date's visit.
  const active = useRef<Mark | undefined>(undefined)
  const openActive = () => {
    const date = active.current?.point.date
    if (date !== undefined) void setView({ visit: date }, IN_PLACE)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') openActive()
  }
  const buildTable = useCallback(() => signsTable(t, codes, points, leftOut, markers), [t, codes, points, leftOut, markers])
  const domain = xDomain ?? timeDomain(points.map((point) => point.time))
  // Only marks that show: of a long history, the same glyph is drawn side by side, not over itself
  // (thousands of marks cost the main thread half a second and look the same). Every record stays in the data table.
  const from = domain?.[0]
  const to = domain?.[1]
  const marks = useMemo(() => {
    // The signs of infection, by the verdict's own rules (an increase of malodour needs the assessment before).
    const signs = infectionSignsOver(points)
    const all = points.flatMap((point, index) => marksOf(t, codes, point, signs[index] ?? new Map()))
    return from !== undefined && to !== undefined && width !== undefined
      ? drawnMarks(all, glyphOf, [from, to], width - PLOT_INSET_PX, glyphWidth)
      : all
  }, [t, codes, points, from, to, width])
  const ticks = domain
    ? timeTicks(domain[0], domain[1], width === undefined ? MAX_TICKS : Math.min(MAX_TICKS, Math.max(2, Math.floor(width / PX_PER_TICK))))
    : undefined

  return (
    <ChartFigure
      name={t('signsChart')}
      unit={t('signsUnit')}
      buildTable={buildTable}
      markers={markers}
      note={
        <>
          <SignsLegend t={t} />
          {leftOut.length > 0 ? <p className="chart-note">{t('signsNotDrawn')}</p> : null}
        </>
      }
    >
      {points.length === 0 || !domain || !ticks ? (
        <p className="chart-note">{t('noDatedAssessments')}</p>
      ) : (
        // The plot is the focusable element (recharts); this wrapper hears its clicks and Enter as they bubble up.
        // Until its frame comes (`plotted`), a placeholder of its size, as the other charts'.
        <div
          ref={ref}
          className={plotted ? 'chart-canvas' : 'chart-canvas chart-pending'}
          style={{ height: HEIGHT, cursor: 'pointer' }}
          onClick={openActive}
          onKeyDown={onKeyDown}
        >
          <p id={hintId} className="visually-hidden">
            {t('signsHint', { lanes: lanes.join(', ') })}
          </p>
          {width === undefined || !plotted ? null : (
            <ScatterChart
              width={width}
              height={HEIGHT}
              margin={{ top: 12, right: 24, bottom: 4, left: 8 }}
              accessibilityLayer
              aria-label={t('signsChart')}
              aria-describedby={hintId}
            >
              <CartesianGrid stroke="#e3e8ec" vertical={false} />
              <XAxis
                type="number"
                dataKey="time"
                scale="time"
                domain={domain}
                ticks={ticks.ticks}
                interval={0}
                tickFormatter={(time: number) => formatTick(time, ticks.unit)}
                tick={AxisTick}
                stroke="#51606e"
              />
              <YAxis
                type="number"
                dataKey="lane"
                domain={[-0.6, LANES.length - 0.4]}
                ticks={LANES.map((_, index) => index)}
                interval={0}
                width={56}
                stroke="#51606e"
                tick={LaneTick}
                tickLine={false}
              />
              <Tooltip
                cursor={false}
                content={({ active, payload }) => {
                  const mark = active ? (payload[0]?.payload as Mark | undefined) : undefined
                  if (!mark) return null
                  return (
                    <div className="chart-tooltip">
                      <strong>{formatChartDate(mark.time)}</strong>
                      <br />
                      {t('markText', { lane: lanes[lanes.length - 1 - mark.lane] ?? '', text: mark.text })}
                      <br />
                      <span className="chart-tooltip-hint">{t('clickForVisit')}</span>
                    </div>
                  )
                }}
              />
              {markerLines(markers)}
              <Scatter data={marks} shape={MarkShape} isAnimationActive={false} />
              <ActivePointReporter
                onChange={(mark) => {
                  // One of the marks given to the chart as its data.
                  active.current = mark as Mark | undefined
                }}
              />
            </ScatterChart>
          )}
        </div>
      )}
    </ChartFigure>
  )
})
