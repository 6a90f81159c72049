import { memo, useCallback, useId, useMemo, useRef, type KeyboardEvent } from 'react'
import { CartesianGrid, Scatter, ScatterChart, Tooltip, XAxis, YAxis, type BaseTickContentProps } from 'recharts'
import { entryWords, words } from '../../../domain/code-words'
import { IN_PLACE, useViewState } from '../../../url-state/view-state'
import { DASH } from '../../../shared/format'
import type { LeftOutRecord } from '../../../domain/healing/dated-records'
import type { SignsPoint } from '../../../domain/healing/series'
import { ChartFigure } from './chart-figure'
import { drawnMarks } from './chart-downsample'
import type { ChartTable, ChartTableRow } from './chart-table-rows'
import { formatChartDate, formatTick, markersAt, timeDomain, timeTicks, type ChartMarker } from './chart-time'
import { ActivePointReporter, AxisTick, markerLines, useWidth } from './chart-parts'

/*
 * Clinical signs over time (contract section 8): infection, odour, exudate type and amount, and
 * the peri-wound skin, one lane each, on the same time axis as the size charts above it, so a
 * clinician sees at a glance whether the area stopped falling when the exudate turned purulent or
 * the odour came. Shape and size carry the meaning, never colour alone: a filled triangle is a sign
 * present, a hollow circle a sign recorded absent, the exudate's circle grows with its amount. The
 * data table lists every assessment date in words.
 */

const LANES = ['Infection', 'Odour', 'Exudate type', 'Exudate amount', 'Peri-wound skin'] as const
type Lane = (typeof LANES)[number]
const LANE_PX = 38
const HEIGHT = LANES.length * LANE_PX + 48
const MAX_TICKS = 8
const PX_PER_TICK = 90
const SIGN = '#a4161a'
const CLEAR = '#51606e'
const EXUDATE = '#0b5d6b'
/** The plot's width is the chart's less its margins and the lane axis (ScatterChart margin and YAxis width below). */
const PLOT_INSET_PX = 8 + 56 + 24

type Mark = { time: number; lane: number; kind: 'sign' | 'clear' | 'level'; level: number; text: string; point: SignsPoint }

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const listText = (entries: readonly string[]) => (entries.length === 0 ? DASH : capital(entries.map(entryWords).join(', ')))

function infectionText(point: SignsPoint): string {
  const signs = point.infectionSigns.length > 0 ? `signs: ${point.infectionSigns.map(entryWords).join(', ')}` : ''
  if (point.infected === true) return signs ? `Infected; ${signs}` : 'Infected'
  if (point.infected === false) return signs ? `Not infected; ${signs}` : 'Not infected'
  return signs ? capital(signs) : DASH
}
const odourText = (point: SignsPoint) =>
  point.odour === undefined ? DASH : point.odour === 'NO' ? 'No odour' : capital(words(point.odour))
const codeText = (code: string | undefined) => (code === undefined ? DASH : capital(words(code)))
const abnormalSkin = (point: SignsPoint) => point.periWoundSkin.some((entry) => entry !== 'NORMAL')

/** The marks of one assessment date: one per lane that the assessment recorded. */
function marksOf(point: SignsPoint): Mark[] {
  const marks: Mark[] = []
  const add = (lane: Lane, kind: Mark['kind'], text: string, level = 0) => {
    marks.push({ time: point.time, lane: LANES.length - 1 - LANES.indexOf(lane), kind, level, text, point })
  }
  if (point.infected !== undefined || point.infectionSigns.length > 0) {
    add('Infection', point.infected === true || point.infectionSigns.length > 0 ? 'sign' : 'clear', infectionText(point))
  }
  if (point.odour !== undefined) add('Odour', point.odour === 'MALODOROUS' ? 'sign' : 'clear', odourText(point))
  if (point.exudateType !== undefined) add('Exudate type', point.purulent ? 'sign' : 'clear', codeText(point.exudateType))
  if (point.exudateLevel !== null) add('Exudate amount', 'level', codeText(point.exudateAmount), point.exudateLevel)
  if (point.periWoundSkin.length > 0) add('Peri-wound skin', abnormalSkin(point) ? 'sign' : 'clear', listText(point.periWoundSkin))
  return marks
}

/** Marks that look the same: same lane, same shape, same size. */
const glyphOf = (mark: Mark) => `${mark.lane}:${mark.kind}:${mark.level}`

type ShapeProps = { cx?: number; cy?: number; payload?: Mark }

function MarkShape({ cx, cy, payload }: ShapeProps) {
  if (cx == null || cy == null || !payload) return null
  if (payload.kind === 'sign') {
    return <path d={`M${cx},${cy - 7} L${cx + 7},${cy + 5} L${cx - 7},${cy + 5} Z`} fill={SIGN} stroke="#ffffff" strokeWidth={1} />
  }
  if (payload.kind === 'level') {
    const r = 2.5 + payload.level * 2
    return <circle cx={cx} cy={cy} r={r} fill={payload.level === 0 ? '#ffffff' : EXUDATE} stroke={EXUDATE} strokeWidth={1.5} />
  }
  return <circle cx={cx} cy={cy} r={3.5} fill="#ffffff" stroke={CLEAR} strokeWidth={1.5} />
}

/** The lane's name above its line, inside the plot (the Y axis is as narrow as the other charts', so the plots line up). */
function LaneLabel({ x, y, payload }: BaseTickContentProps) {
  const lane = typeof payload.value === 'number' ? LANES[LANES.length - 1 - payload.value] : undefined
  if (lane === undefined) return null
  return (
    // A white halo keeps the name legible where a mark sits under it.
    <text x={Number(x) + 10} y={Number(y) - 10} fontSize={11} fill="#1c2630" stroke="#ffffff" strokeWidth={3} paintOrder="stroke">
      {lane}
    </text>
  )
}

export function signsTable(points: readonly SignsPoint[], leftOut: readonly LeftOutRecord[], markers: readonly ChartMarker[]): ChartTable {
  const headers = ['Date', 'ID', 'Exudate amount', 'Exudate type', 'Odour', 'Infection', 'Wound edge', 'Peri-wound skin']
  const rows: ChartTableRow[] = points.map((point, index) => {
    const mark = markersAt(point.time, markers)
    return {
      key: `${point.id ?? 'point'}@${index}`,
      id: point.id,
      date: formatChartDate(point.time),
      values: [
        codeText(point.exudateAmount),
        codeText(point.exudateType),
        odourText(point),
        infectionText(point),
        listText(point.woundEdge),
        listText(point.periWoundSkin),
      ],
      drawn: true,
      day: point.date,
      ...(mark ? { mark } : {}),
    }
  })
  leftOut.forEach((record, index) => {
    rows.push({
      key: `left-out-${index}`,
      id: record.id,
      date: 'No usable date (not drawn)',
      values: headers.slice(2).map(() => DASH),
      drawn: false,
    })
  })
  return { headers, rows }
}

type SignsChartProps = {
  points: readonly SignsPoint[]
  leftOut: readonly LeftOutRecord[]
  markers: readonly ChartMarker[]
  /** The size charts' time axis, so the signs sit under the sizes of the same dates. */
  xDomain: readonly [number, number] | undefined
}

export const SignsChart = memo(function SignsChart({ points, leftOut, markers, xDomain }: SignsChartProps) {
  const hintId = useId()
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
  const buildTable = useCallback(() => signsTable(points, leftOut, markers), [points, leftOut, markers])
  const domain = xDomain ?? timeDomain(points.map((point) => point.time))
  // Only marks that show: of a long history, the same glyph within a few pixels is drawn once
  // (thousands of marks cost the main thread half a second and look the same). Every record stays in the data table.
  const from = domain?.[0]
  const to = domain?.[1]
  const marks = useMemo(() => {
    const all = points.flatMap(marksOf)
    return from !== undefined && to !== undefined && width !== undefined ? drawnMarks(all, glyphOf, [from, to], width - PLOT_INSET_PX) : all
  }, [points, from, to, width])
  const ticks = domain
    ? timeTicks(domain[0], domain[1], width === undefined ? MAX_TICKS : Math.min(MAX_TICKS, Math.max(2, Math.floor(width / PX_PER_TICK))))
    : undefined

  return (
    <ChartFigure
      name="Clinical signs over time"
      unit="signs recorded at each assessment"
      buildTable={buildTable}
      markers={markers}
      note={
        <>
          <ul className="chart-legend signs-legend">
            <li>
              <svg width="14" height="14" aria-hidden="true" focusable="false">
                <path d="M7,1 L13,12 L1,12 Z" fill={SIGN} />
              </svg>
              Sign present (infected or signs of infection, malodorous, purulent exudate, abnormal peri-wound skin)
            </li>
            <li>
              <svg width="14" height="14" aria-hidden="true" focusable="false">
                <circle cx="7" cy="7" r="3.5" fill="#ffffff" stroke={CLEAR} strokeWidth="1.5" />
              </svg>
              Recorded absent
            </li>
            <li>
              <svg width="30" height="16" aria-hidden="true" focusable="false">
                <circle cx="4" cy="8" r="2.5" fill="#ffffff" stroke={EXUDATE} strokeWidth="1.5" />
                <circle cx="17" cy="8" r="6.5" fill={EXUDATE} />
              </svg>
              Exudate: the larger the circle, the more exudate (none to large)
            </li>
          </ul>
          {leftOut.length > 0 ? (
            <p className="chart-note">Assessments without a usable date are listed in the data table but not drawn.</p>
          ) : null}
        </>
      }
    >
      {points.length === 0 || !domain || !ticks ? (
        <p className="chart-note">No dated assessments to draw yet.</p>
      ) : (
        // The plot is the focusable element (recharts); this wrapper hears its clicks and Enter as they bubble up.
        <div ref={ref} className="chart-canvas" style={{ height: HEIGHT, cursor: 'pointer' }} onClick={openActive} onKeyDown={onKeyDown}>
          <p id={hintId} className="visually-hidden">
            One lane per sign, from top: {LANES.join(', ')}. Arrow keys move between the marks; Enter opens the visit of the mark shown. The
            data table below lists every assessment date in words.
          </p>
          {width === undefined ? null : (
            <ScatterChart
              width={width}
              height={HEIGHT}
              margin={{ top: 12, right: 24, bottom: 4, left: 8 }}
              accessibilityLayer
              aria-label="Clinical signs over time"
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
                tick={LaneLabel}
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
                      {LANES[LANES.length - 1 - mark.lane]}: {mark.text}
                      <br />
                      <span className="chart-tooltip-hint">Click for the visit</span>
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
