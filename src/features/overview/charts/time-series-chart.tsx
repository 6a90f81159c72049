import { useId, useRef, type ComponentProps, type KeyboardEvent } from 'react'
import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis, type DotItemDotProps } from 'recharts'
import { formatSeriesValue, type SeriesSpec } from './chart-measures'
import { ActivePointReporter, AxisTick, axisTitle, gridLines, hasLonePoint, lineLabel, markerLines, useWidth } from './chart-parts'
import { formatChartDate, formatTick, timeDomain, timeTicks, type ChartMarker } from './chart-time'
import { useChartsWords, type ChartsTranslate } from './use-charts-words'

/** `date`: the calendar date (`YYYY-MM-DD`) the point was recorded on, when it has one. */
export type ChartPoint = { id: number | null; time: number; date?: string }
export type ReferenceLineSpec = { y: number; label: string }

export type TimeSeriesChartProps<P extends ChartPoint> = {
  /** The chart's name, e.g. "Area over time": also names the keyboard-operable plot. */
  name: string
  /** The points drawn: every record's, or a simplified line's (chart-downsample.ts). */
  points: readonly P[]
  /** How many records the chart has, when fewer points are drawn (the hint says so). */
  total?: number | undefined
  series: readonly SeriesSpec<P>[]
  /** The Y axis title: the unit ("cm²", "%", "0–10"). */
  yLabel: string
  yDomain?: ComponentProps<typeof YAxis>['domain']
  yTicks?: number[]
  /** The time axis's span, shared by the overview's charts; else the points' own. */
  xDomain?: readonly [number, number] | undefined
  /** The measurement chosen in the app URL, drawn highlighted. */
  selectedId?: number | null | undefined
  /** Clicking the chart (or Enter on it) opens the visit of the date the tooltip shows. Absent: nothing to open. */
  onOpen?: ((date: string) => void) | undefined
  referenceLine?: ReferenceLineSpec | undefined
  /** Dates marked by a vertical line with a label (the baseline, its 4-week point). */
  markers?: readonly ChartMarker[] | undefined
}

const HEIGHT = 260
/** Beyond this many points a dot on each would hide the line: only lone points (between gaps) keep one. */
const DOTS_UP_TO = 60
/** Room for one tick label on the time axis ("Sep 2025"), so labels never overlap and need no measuring. */
const PX_PER_TICK = 90
const MAX_TICKS = 6
const ACCENT = '#0b5d6b'
const GRID = '#e3e8ec'
const SELECTED = '#d35400'

/**
 * A line chart over a true time axis: points sit at their dates, so uneven intervals look uneven.
 * Missing values are gaps, never zeros. recharts' accessibility layer makes the plot one tab stop
 * whose arrow keys move the tooltip from point to point.
 */
export function TimeSeriesChart<P extends ChartPoint>(props: TimeSeriesChartProps<P>) {
  const {
    name,
    points,
    total,
    series,
    yLabel,
    yDomain = [0, 'auto'],
    yTicks,
    selectedId,
    onOpen,
    referenceLine,
    markers = [],
    xDomain,
  } = props
  const hintId = useId()
  const { t } = useChartsWords()
  // The point under the tooltip now (by mouse or keyboard): what a click or Enter chooses.
  const active = useRef<ChartPoint | undefined>(undefined)
  const { ref: canvasRef, width } = useWidth()

  // One time axis for every chart of the overview when given (the signs line up with the size).
  const domain = xDomain ?? timeDomain(points.map((p) => p.time))
  if (!domain) return null
  const { ticks, unit } = timeTicks(
    domain[0],
    domain[1],
    width === undefined ? MAX_TICKS : Math.min(MAX_TICKS, Math.max(2, Math.floor(width / PX_PER_TICK))),
  )
  const selected = selectedId == null ? undefined : points.find((p) => p.id === selectedId)
  const specOf = new Map<string, SeriesSpec<P>>(series.map((s) => [s.key, s]))
  const many = points.length > DOTS_UP_TO
  const simplified = total !== undefined && total > points.length ? { drawn: points.length, total } : undefined

  const open = () => {
    const date = active.current?.date
    if (onOpen && date !== undefined) onOpen(date)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') open()
  }

  return (
    // The plot itself is the focusable element (tabindex 0, from recharts); this wrapper only
    // hears its clicks and Enter as they bubble up, to open the visit of the point shown.
    // Its height is fixed and its width measured by a ResizeObserver, and the chart is drawn at that
    // size: recharts' own "responsive" sizing measures the element as it mounts, forcing a layout.
    <div
      ref={canvasRef}
      className="chart-canvas"
      onClick={open}
      onKeyDown={onKeyDown}
      style={{ height: HEIGHT, ...(onOpen ? { cursor: 'pointer' } : {}) }}
    >
      <p id={hintId} className="visually-hidden">
        {plotHint(t, simplified, onOpen !== undefined)}
      </p>
      {width === undefined ? null : (
        <LineChart
          data={points}
          width={width}
          height={HEIGHT}
          margin={{ top: 12, right: 24, bottom: 4, left: 8 }}
          accessibilityLayer
          aria-label={name}
          aria-describedby={hintId}
        >
          {/* The vertical grid lines sit at our ticks, placed here: recharts' own placement would, on
              a chart's first render, lay out a label for every data point to decide which to keep. */}
          <CartesianGrid stroke={GRID} verticalCoordinatesGenerator={({ offset }) => gridLines(ticks, domain, offset)} />
          <XAxis
            type="number"
            dataKey="time"
            scale="time"
            domain={domain}
            ticks={ticks}
            // Every tick shown: there are few enough to fit. Any other interval makes recharts
            // measure each label in the DOM on every render, forcing a layout of the whole page.
            interval={0}
            tickFormatter={(time: number) => formatTick(time, unit)}
            tick={AxisTick}
            stroke="#51606e"
          />
          <YAxis
            domain={yDomain}
            {...(yTicks ? { ticks: yTicks } : {})}
            allowDecimals
            interval={0}
            width={56}
            stroke="#51606e"
            tick={AxisTick}
            label={axisTitle(yLabel)}
          />
          <Tooltip
            separator={t('tooltipSeparator')}
            labelFormatter={(time) => {
              const date = formatChartDate(Number(time))
              return onOpen ? t('tooltipDateOpens', { date }) : date
            }}
            formatter={(value, label, item) => {
              const spec = specOf.get(String(item.dataKey))
              const number = typeof value === 'number' ? value : null
              return [spec ? formatSeriesValue(number, spec) : String(value), label]
            }}
          />
          {referenceLine ? (
            <ReferenceLine
              y={referenceLine.y}
              stroke="#51606e"
              strokeDasharray="4 4"
              label={lineLabel(referenceLine.label)}
              ifOverflow="extendDomain"
            />
          ) : null}
          {markerLines(markers)}
          {selected ? <ReferenceLine x={selected.time} stroke={SELECTED} strokeWidth={1.5} /> : null}
          {series.map((spec) => (
            <Line
              key={spec.key}
              type="linear"
              dataKey={spec.key}
              name={spec.label}
              stroke={spec.color}
              strokeWidth={2}
              {...(spec.dash ? { strokeDasharray: spec.dash } : {})}
              connectNulls={false}
              isAnimationActive={false}
              // Past a few dozen points only lone points and the selected one get a dot: with none of
              // those, no dot is rendered at all (recharts still visits every point for a function).
              dot={
                !many || selected !== undefined || hasLonePoint(points, spec.key)
                  ? (dot: DotItemDotProps) => <PointDot {...dot} color={spec.color} selectedId={selectedId} many={many} />
                  : false
              }
              activeDot={{ r: 5, stroke: ACCENT }}
            />
          ))}
          <ActivePointReporter
            onChange={(point) => {
              // One of the points given to the chart as its data.
              active.current = point as ChartPoint | undefined
            }}
          />
        </LineChart>
      )}
    </div>
  )
}

type PointDotProps = DotItemDotProps & { color: string; selectedId: number | null | undefined; many: boolean }

/** Every point while there are few; lone points always (a line needs two); the selected one ringed. */
function PointDot({ cx, cy, index, points, payload, value, color, selectedId, many }: PointDotProps) {
  if (cx == null || cy == null || value == null) return null
  const point = payload as ChartPoint
  if (selectedId != null && point.id === selectedId) {
    return <circle cx={cx} cy={cy} r={6} fill="#ffffff" stroke={SELECTED} strokeWidth={3} className="chart-selected-dot" />
  }
  const lone = points[index - 1]?.y == null && points[index + 1]?.y == null
  if (many && !lone) return null
  return <circle cx={cx} cy={cy} r={3} fill={color} />
}

/** The plot's description: how the keyboard moves through it, and what it opens. */
function plotHint(t: ChartsTranslate, simplified: { drawn: number; total: number } | undefined, opens: boolean): string {
  if (simplified === undefined) return t(opens ? 'plotHintOpens' : 'plotHint')
  return t(opens ? 'plotHintSimplifiedOpens' : 'plotHintSimplified', simplified)
}
