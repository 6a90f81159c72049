import { startTransition, useEffect, useState } from 'react'
import { afterNextPaint } from './after-paint'

type ProgressiveOptions = {
  /** Rendered at once. */
  first?: number
  /** Added after each frame. */
  step?: number
  /** Everything at once (printing: the page is laid out as a whole). */
  all?: boolean
  /** Back to `first` (what was counted is gone, e.g. another wound is loading). */
  restart?: boolean
  /** Held at what is rendered now (other costly items are being drawn first, one a frame). */
  wait?: boolean
}

/**
 * How many of `total` items to render now: `first` at once, then `step` more once each frame has
 * been painted, until all are there. Costly items (a chart's first drawing, a few hundred table
 * rows) are then spread over frames instead of holding the main thread in one task. Items added
 * to `total` later (pages still arriving) are rendered the same way.
 */
export function useProgressiveCount(
  total: number,
  { first = 1, step = 1, all = false, restart = false, wait = false }: ProgressiveOptions = {},
): number {
  const [count, setCount] = useState(first)
  // Set while rendering, as React allows for state that follows props: no frame shows the old count.
  if (restart && count !== first) setCount(first)
  const done = all || count >= total
  useEffect(() => {
    if (done || wait) return undefined
    // The next slice after this frame is painted: each frame lays out one slice, not several.
    return afterNextPaint(() => {
      // A transition: typing or clicking meanwhile is handled first.
      startTransition(() => {
        setCount((shown) => shown + step)
      })
    })
  }, [done, wait, count, step])
  return all ? total : Math.min(total, count)
}
