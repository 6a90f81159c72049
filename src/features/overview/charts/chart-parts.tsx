import { useEffect, useState } from 'react'
import { ReferenceLine, useActiveTooltipDataPoints, type BaseTickContentProps, type LabelProps } from 'recharts'
import type { ChartMarker } from './chart-time'

/*
 * Pieces of the time-series chart that keep recharts from measuring text in the DOM. recharts
 * lays out a hidden copy of every tick label, axis title and line label to size it; each such
 * measurement right after the page has changed forces the browser to lay out the whole page,
 * which for a long history's overview cost most of a second. Labels here are plain SVG text,
 * placed where recharts would place them.
 */

const TEXT = '#1c2630'

/** The width of the element `ref` is put on, once it is laid out (undefined until then). */
export function useWidth(): { ref: (node: HTMLElement | null) => void; width: number | undefined } {
  const [width, setWidth] = useState<number | undefined>(undefined)
  const [node, setNode] = useState<HTMLElement | null>(null)
  useEffect(() => {
    if (!node || typeof ResizeObserver === 'undefined') return undefined
    // Reported after layout, with the frame: reading it never forces one.
    const observer = new ResizeObserver(([entry]) => {
      const next = entry ? Math.floor(entry.contentRect.width) : 0
      if (next > 0) setWidth(next)
    })
    observer.observe(node)
    return () => {
      observer.disconnect()
    }
  }, [node])
  return { ref: setNode, width }
}

/** Where the ticks' vertical grid lines go: the time axis maps its domain onto the plot's width. */
export function gridLines(
  ticks: readonly number[],
  [from, to]: readonly [number, number],
  plot: { left: number; width: number },
): number[] {
  return to > from ? ticks.map((tick) => plot.left + ((tick - from) / (to - from)) * plot.width) : []
}

/** A value with no value beside it: a line cannot draw it, so it needs a dot. */
export function hasLonePoint<P>(points: readonly P[], key: keyof P): boolean {
  const has = (i: number) => typeof points[i]?.[key] === 'number'
  for (let i = 0; i < points.length; i++) if (has(i) && !has(i - 1) && !has(i + 1)) return true
  return false
}

/** An axis tick label, as recharts' own would be drawn (its anchors and offsets), without measuring it. */
export function AxisTick({ x, y, payload, index, textAnchor, verticalAnchor, fill, tickFormatter, className }: BaseTickContentProps) {
  const value: unknown = payload.value
  const text = tickFormatter ? tickFormatter(value, index) : String(value)
  const dy = verticalAnchor === 'start' ? '0.71em' : verticalAnchor === 'middle' ? '0.355em' : undefined
  return (
    <text x={x} y={y} dy={dy} textAnchor={textAnchor} fill={fill} className={className}>
      {text}
    </text>
  )
}

type Box = { x: number; y: number; width: number; height: number }
const boxOf = (viewBox: LabelProps['viewBox']): Box | undefined =>
  viewBox && 'width' in viewBox ? { x: viewBox.x, y: viewBox.y, width: viewBox.width, height: viewBox.height } : undefined

/** The Y axis title, turned up along the axis's left edge. */
export const axisTitle = (text: string) =>
  function AxisTitle({ viewBox }: LabelProps) {
    const box = boxOf(viewBox)
    if (!box) return <></>
    const x = box.x + 12
    const y = box.y + box.height / 2
    return (
      <text x={x} y={y} transform={`rotate(-90, ${x}, ${y})`} textAnchor="middle" dominantBaseline="central" fill={TEXT}>
        {text}
      </text>
    )
  }

/** A horizontal reference line's label, inside the plot above the line's right end. */
export const lineLabel = (text: string) =>
  function LineLabel({ viewBox }: LabelProps) {
    const box = boxOf(viewBox)
    if (!box) return <></>
    return (
      <text x={box.x + box.width - 6} y={box.y - 6} textAnchor="end" fill={TEXT} fontSize={12}>
        {text}
      </text>
    )
  }

/**
 * The baseline and its 4-week point as vertical lines across a plot (called, not rendered as a
 * component: recharts reads its own elements among the chart's children).
 */
export function markerLines(markers: readonly ChartMarker[]) {
  return markers.map((marker) => (
    <ReferenceLine
      key={`${marker.label}-${marker.time}`}
      x={marker.time}
      stroke="#1c2630"
      strokeWidth={1.25}
      strokeDasharray={marker.dash}
      ifOverflow="hidden"
    />
  ))
}

/**
 * Renders nothing, inside a chart: tells it which data point the tooltip shows, as the user moves
 * it (mouse or arrow keys). The point is one of the objects the chart was given (its data).
 */
export function ActivePointReporter({ onChange }: { onChange: (point: unknown) => void }) {
  const points = useActiveTooltipDataPoints()
  const first = points?.[0]
  useEffect(() => {
    onChange(first)
  }, [first, onChange])
  return null
}
