/* Zoom and pan of an image view, as pure state transitions. */

export type ZoomState = { scale: number; x: number; y: number }

export const INITIAL_ZOOM: ZoomState = { scale: 1, x: 0, y: 0 }
export const MIN_SCALE = 1
export const MAX_SCALE = 8
/** One press of Zoom in / Zoom out, or one wheel notch. */
export const ZOOM_STEP = 1.25
/** One arrow key press moves the picture this many CSS pixels. */
const PAN_STEP = 40
/** How far (CSS px, per unit of zoom beyond 1) the picture may be moved off centre. */
const PAN_LIMIT_PER_SCALE = 400

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** Keeps the offset where the zoomed picture still covers the view; at 1× it is centred. */
function bounded(state: ZoomState): ZoomState {
  const limit = (state.scale - 1) * PAN_LIMIT_PER_SCALE
  return { scale: state.scale, x: clamp(state.x, -limit, limit), y: clamp(state.y, -limit, limit) }
}

export function zoomBy(state: ZoomState, factor: number): ZoomState {
  const scale = clamp(Math.round(state.scale * factor * 1000) / 1000, MIN_SCALE, MAX_SCALE)
  // The offset scales with the picture, so the point in the middle stays in the middle.
  const ratio = scale / state.scale
  return bounded({ scale, x: state.x * ratio, y: state.y * ratio })
}

/** Panning means nothing at 1×: the whole picture is already in view. */
export const panBy = (state: ZoomState, dx: number, dy: number): ZoomState =>
  state.scale <= MIN_SCALE ? state : bounded({ ...state, x: state.x + dx, y: state.y + dy })

const ARROWS: Record<string, [number, number] | undefined> = {
  ArrowLeft: [PAN_STEP, 0],
  ArrowRight: [-PAN_STEP, 0],
  ArrowUp: [0, PAN_STEP],
  ArrowDown: [0, -PAN_STEP],
}

/** The state after a key press, or undefined when the key is not one of the view's. */
export function zoomKey(state: ZoomState, key: string): ZoomState | undefined {
  if (key === '+' || key === '=') return zoomBy(state, ZOOM_STEP)
  if (key === '-') return zoomBy(state, 1 / ZOOM_STEP)
  if (key === '0') return INITIAL_ZOOM
  const arrow = ARROWS[key]
  // Arrows pan only when zoomed; otherwise they keep their meaning (e.g. the panel's ←/→).
  return arrow && state.scale > MIN_SCALE ? panBy(state, arrow[0], arrow[1]) : undefined
}

export const zoomTransform = (state: ZoomState) => `translate(${state.x}px, ${state.y}px) scale(${state.scale})`
