import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { INITIAL_ZOOM, MAX_SCALE, MIN_SCALE, ZOOM_STEP, panBy, zoomBy, zoomKey, zoomTransform, type ZoomState } from './zoom.utils'
import { useImagesWords } from './use-images-words'

/**
 * Zoom (buttons, wheel, +/−/0) and pan (drag, arrow keys while zoomed) of one or more image views
 * that share a state: the compare view moves both pictures together.
 */
export function useZoom() {
  const [state, setState] = useState<ZoomState>(INITIAL_ZOOM)
  const drag = useRef<{ pointerId: number; x: number; y: number } | undefined>(undefined)

  // React's wheel listener is passive; the page must not scroll while the wheel zooms the picture.
  const viewportRef = useCallback((node: HTMLElement | null) => {
    if (!node) return undefined
    const onWheel = (event: WheelEvent) => {
      event.preventDefault()
      setState((current) => zoomBy(current, event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP))
    }
    node.addEventListener('wheel', onWheel, { passive: false })
    return () => {
      node.removeEventListener('wheel', onWheel)
    }
  }, [])

  /** +, −, 0 zoom; arrows pan while zoomed. Handled keys go no further. */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next = zoomKey(state, event.key)
    if (next === undefined) return
    event.preventDefault()
    event.stopPropagation()
    setState(next)
  }

  return {
    state,
    onKeyDown,
    zoomIn: () => {
      setState((s) => zoomBy(s, ZOOM_STEP))
    },
    zoomOut: () => {
      setState((s) => zoomBy(s, 1 / ZOOM_STEP))
    },
    reset: () => {
      setState(INITIAL_ZOOM)
    },
    style: { transform: zoomTransform(state) },
    /** Spread on each viewport element (the pictures' frame). */
    viewport: {
      ref: viewportRef,
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (state.scale <= MIN_SCALE) return
        drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY }
        // Keeps the drag going when the pointer leaves the frame (jsdom has no pointer capture).
        const frame = event.currentTarget
        if ('setPointerCapture' in frame) frame.setPointerCapture(event.pointerId)
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        const start = drag.current
        if (start?.pointerId !== event.pointerId) return
        drag.current = { ...start, x: event.clientX, y: event.clientY }
        setState((s) => panBy(s, event.clientX - start.x, event.clientY - start.y))
      },
      onPointerUp: () => {
        drag.current = undefined
      },
      onPointerCancel: () => {
        drag.current = undefined
      },
      onKeyDown,
    },
  }
}

export type Zoom = ReturnType<typeof useZoom>

/** aria-disabled, not disabled, at the limits: a disabled button would drop the keyboard focus. */
export function ZoomControls({ zoom, label }: { zoom: Zoom; label: string }) {
  const { t } = useImagesWords()
  const { scale } = zoom.state
  return (
    <div role="group" aria-label={label} className="zoom-controls">
      <button type="button" onClick={zoom.zoomOut} aria-disabled={scale <= MIN_SCALE}>
        {t('zoomOut')}
      </button>
      <output aria-live="polite">{t('percent', { value: Math.round(scale * 100) })}</output>
      <button type="button" onClick={zoom.zoomIn} aria-disabled={scale >= MAX_SCALE}>
        {t('zoomIn')}
      </button>
      <button type="button" onClick={zoom.reset}>
        {t('resetZoom')}
      </button>
    </div>
  )
}
