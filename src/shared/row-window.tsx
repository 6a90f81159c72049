import { useEffect, useState, type RefObject } from 'react'
import { useProgressiveCount } from './progressive'

/**
 * Tables longer than this render only the rows in view (and some either side). Each row of a
 * table is laid out and painted again whenever a row is added, so a table of thousands costs
 * seconds however it is built; below this a table is rendered whole (in a few frames).
 */
const WINDOW_FROM_ROWS = 1000
/** Rows rendered above and below the visible ones, so fast scrolling rarely shows a gap. */
const OVERSCAN = 40
/** Until a row has been measured (and in a test DOM, where nothing has a size). */
const FALLBACK_ROW_PX = 33
const FALLBACK_VIEW_PX = 600

type RowWindow = {
  /** Only some rows are rendered: the table says how many it has (aria-rowcount, aria-rowindex). */
  windowed: boolean
  /** Rows [start, end) are rendered. */
  start: number
  end: number
  /** Heights (px) standing in for the rows above and below them. */
  before: number
  after: number
}

/**
 * Which rows of a table of `total` to render inside the scrolling element `scroller`. Up to
 * WINDOW_FROM_ROWS every row is rendered (a slice a frame); beyond it, the rows in view and
 * OVERSCAN either side, with the rest stood in for by their height, so the scrollbar and the
 * position are right. `all` renders every row at once (printing).
 */
export function useRowWindow(total: number, scroller: RefObject<HTMLElement | null>, { all = false }: { all?: boolean } = {}): RowWindow {
  const windowed = !all && total > WINDOW_FROM_ROWS
  const shown = useProgressiveCount(windowed ? 0 : total, { first: 200, step: 400, all })
  const [view, setView] = useState({ top: 0, height: FALLBACK_VIEW_PX, row: FALLBACK_ROW_PX })

  useEffect(() => {
    const node = scroller.current
    if (!windowed || !node) return undefined
    const update = () => {
      // One rendered row gives the height of every row (one line each: cells do not wrap).
      const measured = node.querySelector('tbody tr[aria-rowindex]')?.getBoundingClientRect().height
      setView((old) => {
        const next = {
          top: node.scrollTop,
          height: node.clientHeight || FALLBACK_VIEW_PX,
          row: measured && measured > 0 ? measured : old.row,
        }
        return old.top === next.top && old.height === next.height && Math.abs(old.row - next.row) < 0.5 ? old : next
      })
    }
    update()
    node.addEventListener('scroll', update, { passive: true })
    return () => {
      node.removeEventListener('scroll', update)
    }
  }, [windowed, scroller])

  if (!windowed) return { windowed: false, start: 0, end: shown, before: 0, after: 0 }
  const first = Math.max(0, Math.min(Math.floor(view.top / view.row) - OVERSCAN, total - 1))
  // Below a spacer row the first rendered row is the tbody's second child: starting on an odd
  // index keeps every row on the stripe (nth-child) it has in the whole table.
  const start = first > 0 && first % 2 === 0 ? first - 1 : first
  const end = Math.min(total, start + Math.ceil(view.height / view.row) + 2 * OVERSCAN)
  return { windowed: true, start, end, before: start * view.row, after: (total - end) * view.row }
}

/** Stands in for the rows not rendered, at their height: no content, hidden from assistive technology. */
export function SpacerRow({ height, columns }: { height: number; columns: number }) {
  return (
    <tr className="spacer-row" aria-hidden="true">
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  )
}
