import { defaultRangeExtractor, useVirtualizer, type Range, type Rect, type Virtualizer } from '@tanstack/react-virtual'
import type { RefObject } from 'react'
import { useProgressiveCount } from './progressive'

/**
 * Tables longer than this render only the rows in view (and some either side). Each row of a
 * table is laid out and painted again whenever a row is added, so a table of thousands costs
 * seconds however it is built; below this a table is rendered whole (in a few frames), so the
 * browser's find and a screen reader's reading reach every row without scrolling. Measured
 * (`npm run bench -- --scale-only --scale=2000`, the pain table's 1,000 rows open beside the
 * area table's 2,000): rendered whole, Load → every chart complete took about 1.0 s, windowed
 * 0.75 s, with 100 ms fewer long tasks. 600 keeps a year and a half of daily visits whole
 * (the demo's longest wound, 528 measurements, among them).
 */
export const WINDOW_FROM_ROWS = 600
/** Rows rendered above and below the visible ones, so fast scrolling rarely shows a gap. */
const OVERSCAN = 40
/**
 * A row of one line, until it has been measured. Rows are measured as they are rendered (a cell
 * that wraps, a larger font), so this only places the rows never rendered yet.
 */
const ESTIMATED_ROW_PX = 33
const estimateRow = () => ESTIMATED_ROW_PX

/**
 * Below a spacer row the first rendered row is the tbody's second child: starting on an odd
 * index keeps every row on the stripe (nth-child) it has in the whole table.
 */
function onStripe(range: Range): number[] {
  const rows = defaultRangeExtractor(range)
  const first = rows[0]
  return first !== undefined && first > 0 && first % 2 === 0 ? [first - 1, ...rows] : rows
}

/*
 * Sizes from ResizeObserver only. TanStack Virtual's defaults read the scroller's rectangle and
 * each new row's offsetHeight as they mount, each read forcing the browser to lay out the whole
 * overview (its charts included) there and then; a ResizeObserver hands over the same sizes after
 * the frame's own layout. Until it has, the scroller counts as empty (the overscan rows are
 * rendered) and a new row as its estimate or last measured height.
 */
function observeScroller(instance: Virtualizer<HTMLElement, HTMLTableRowElement>, cb: (rect: Rect) => void): (() => void) | undefined {
  const element = instance.scrollElement
  const Observer = instance.targetWindow?.ResizeObserver
  if (!element || !Observer) return undefined
  const observer = new Observer(([entry]) => {
    const box = entry?.contentBoxSize[0]
    if (box) cb({ width: Math.round(box.inlineSize), height: Math.round(box.blockSize) })
  })
  observer.observe(element, { box: 'content-box' })
  return () => {
    observer.disconnect()
  }
}

function measureRow(
  row: HTMLTableRowElement,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLElement, HTMLTableRowElement>,
): number {
  const box = entry?.borderBoxSize[0]
  if (box) return Math.round(box.blockSize)
  const index = instance.indexFromElement(row)
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? estimateRow()
}

export type RowWindow = {
  /** Only some rows are rendered: the table says how many it has (aria-rowcount, aria-rowindex). */
  windowed: boolean
  /** Rows [start, end) are rendered. */
  start: number
  end: number
  /** Heights (px) standing in for the rows above and below them. */
  before: number
  after: number
  /** When windowed, the ref of every rendered row (with `windowedRow`'s data-index): measures its height. */
  measure: ((row: HTMLTableRowElement | null) => void) | undefined
}

/**
 * Which rows of a table of `total` to render inside the scrolling element `scroller`. Up to
 * WINDOW_FROM_ROWS every row is rendered (a slice a frame); beyond it, the rows in view and
 * OVERSCAN either side, with the rest stood in for by their height, so the scrollbar and the
 * position are right. `all` renders every row at once (printing).
 *
 * The window is TanStack Virtual's (the companion of TanStack Table, which the lists use): it
 * measures each rendered row and follows the scroller's size (a ResizeObserver), so rows of
 * differing heights and a box that grows leave no gap. The rows sit below the table's caption and
 * header row, not at the scroller's top; that offset (a row or two) is well inside the overscan.
 */
export function useRowWindow(total: number, scroller: RefObject<HTMLElement | null>, { all = false }: { all?: boolean } = {}): RowWindow {
  const windowed = !all && total > WINDOW_FROM_ROWS
  const shown = useProgressiveCount(windowed ? 0 : total, { first: 200, step: 400, all })
  // The rule warns that React Compiler cannot memoize what this hook returns. The app is not
  // compiled with it, and the window is read afresh in every render (only the stable
  // measureElement is passed on, to the rows).
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const virtualizer = useVirtualizer<HTMLElement, HTMLTableRowElement>({
    count: total,
    // Off below the threshold: no listeners and no measuring for a table rendered whole.
    enabled: windowed,
    getScrollElement: () => scroller.current,
    estimateSize: estimateRow,
    observeElementRect: observeScroller,
    measureElement: measureRow,
    overscan: OVERSCAN,
    rangeExtractor: onStripe,
  })

  if (!windowed) return { windowed: false, start: 0, end: shown, before: 0, after: 0, measure: undefined }
  const rows = virtualizer.getVirtualItems()
  const first = rows[0]
  const last = rows.at(-1)
  const height = virtualizer.getTotalSize()
  if (first === undefined || last === undefined) return { windowed: true, start: 0, end: 0, before: 0, after: height, measure: undefined }
  return {
    windowed: true,
    start: first.index,
    end: last.index + 1,
    before: first.start,
    after: Math.max(0, height - last.end),
    measure: virtualizer.measureElement,
  }
}

/**
 * A rendered row's attributes when only some are: its place counting the header row as 1
 * (aria-rowindex) and its index, by which a measured height is kept (data-index).
 */
export const windowedRow = (index: number | undefined): { 'aria-rowindex'?: number; 'data-index'?: number } =>
  index === undefined ? {} : { 'aria-rowindex': index + 2, 'data-index': index }

/** Stands in for the rows not rendered, at their height: no content, hidden from assistive technology. */
export function SpacerRow({ height, columns }: { height: number; columns: number }) {
  return (
    <tr className="spacer-row" aria-hidden="true">
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  )
}
