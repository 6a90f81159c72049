import { createRandom } from './random'

type Point = { x: number; y: number }

/** The picture's scale: the ruler on the outline image shows it. */
export const PX_PER_CM = 48
export const WIDTH = 640
export const HEIGHT = 480

const fmt = (n: number) => n.toFixed(1)

/**
 * An irregular closed outline around (cx, cy). The wobble comes from the wound's own seed, so the
 * same wound keeps its shape from photo to photo and only its size changes as it heals.
 */
export function blob(seed: number, centre: Point, rx: number, ry: number, wobble = 1): Point[] {
  const random = createRandom(seed)
  const phases = [random.between(0, 6.28), random.between(0, 6.28), random.between(0, 6.28)]
  const count = 28
  return Array.from({ length: count }, (_, i) => {
    const angle = (i / count) * 2 * Math.PI
    const [p1 = 0, p2 = 0, p3 = 0] = phases
    const r = 1 + wobble * (0.11 * Math.sin(2 * angle + p1) + 0.07 * Math.sin(3 * angle + p2) + 0.04 * Math.sin(5 * angle + p3))
    return { x: centre.x + rx * r * Math.cos(angle), y: centre.y + ry * r * Math.sin(angle) }
  })
}

/** A smooth closed path through the midpoints, with the points as control points. */
export function smoothPath(points: readonly Point[]): string {
  const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 })
  const first = points[0]
  const last = points[points.length - 1]
  if (!first || !last) return ''
  const start = mid(last, first)
  const segments = points.map((point, i) => {
    const end = mid(point, points[(i + 1) % points.length] ?? first)
    return `Q${fmt(point.x)},${fmt(point.y)} ${fmt(end.x)},${fmt(end.y)}`
  })
  return `M${fmt(start.x)},${fmt(start.y)} ${segments.join(' ')} Z`
}

export function polygon(points: readonly Point[]): string {
  return points.map((p) => `${fmt(p.x)},${fmt(p.y)}`).join(' ')
}

export type WoundGeometry = {
  centre: Point
  rx: number
  ry: number
  outline: Point[]
  /** Slough and eschar patches: each covers about its percentage of the wound bed. */
  slough: Point[]
  eschar: Point[]
}

export function woundGeometry(shapeSeed: number, areaCm2: number, aspect: number, slough: number, eschar: number): WoundGeometry {
  const radius = Math.min(190, Math.sqrt(Math.max(areaCm2, 0.05) / Math.PI) * PX_PER_CM)
  const stretch = Math.sqrt(Math.min(2.5, Math.max(1, aspect)))
  const rx = Math.min(radius * stretch, 280)
  const ry = radius / stretch
  const centre = { x: WIDTH / 2, y: HEIGHT / 2 - 10 }
  const patch = (share: number, towards: number, seed: number): Point[] => {
    const scale = Math.sqrt(Math.min(100, Math.max(0, share)) / 100)
    const offset = 1 - scale
    const c = { x: centre.x + Math.cos(towards) * rx * offset * 0.8, y: centre.y + Math.sin(towards) * ry * offset * 0.8 }
    return share <= 0 ? [] : blob(seed, c, rx * scale * 1.05, ry * scale * 1.05, 1.6)
  }
  return {
    centre,
    rx,
    ry,
    outline: blob(shapeSeed, centre, rx, ry),
    slough: patch(slough, -2.3, shapeSeed + 1),
    eschar: patch(eschar, 0.6, shapeSeed + 2),
  }
}
