/**
 * A small line of values over time, drawn as plain SVG (no chart library): a glance at the trend.
 * `label` is what a screen reader hears instead; the numbers are in the text around it.
 */
export function Sparkline({
  points,
  label,
  width = 120,
  height = 32,
}: {
  points: readonly { time: number; value: number }[]
  label: string
  width?: number
  height?: number
}) {
  if (points.length < 2) return null
  const times = points.map((p) => p.time)
  const values = points.map((p) => p.value)
  const [t0, t1] = [Math.min(...times), Math.max(...times)]
  const [v0, v1] = [Math.min(0, ...values), Math.max(...values)]
  const pad = 2
  const x = (t: number) => pad + ((t - t0) / (t1 - t0 || 1)) * (width - 2 * pad)
  const y = (v: number) => height - pad - ((v - v0) / (v1 - v0 || 1)) * (height - 2 * pad)
  const path = points.map((p) => `${x(p.time).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ')
  const last = points.at(-1)
  return (
    <svg className="sparkline" role="img" aria-label={label} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      <polyline points={path} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      {last ? <circle cx={x(last.time)} cy={y(last.value)} r="2.5" fill="currentColor" /> : null}
    </svg>
  )
}
