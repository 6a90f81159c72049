import { useLayoutEffect, type RefObject } from 'react'

/** The parts of the summary kept to their rows (app/wound-summary.css), and the part a narrow screen leaves out. */
const KEPT_TO_THEIR_ROWS = '.summary-latest, .summary-changes, .summary-answer, .summary-verdict, .summary-side, .summary-more'

/** Marks the box `data-clamped` while a part is longer than its row or not displayed at this width. */
function markClamped(box: HTMLElement): void {
  const parts = [...box.querySelectorAll<HTMLElement>(KEPT_TO_THEIR_ROWS)]
  box.toggleAttribute(
    'data-clamped',
    parts.some((part) => part.getClientRects().length === 0 || part.scrollHeight > part.clientHeight + 1),
  )
}

/**
 * Whether the closed summary keeps anything from the clinician, as the box's `data-clamped` (the
 * stylesheet shows Show more only then, or to close it again): read after every render, before the
 * paint, and when the box changes width. The box keeps one height, so its words' length alone would
 * not be seen by the ResizeObserver. A mark in the page rather than state: measuring renders nothing.
 */
export function useClamped(box: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    if (box.current) markClamped(box.current)
  })
  useLayoutEffect(() => {
    const element = box.current
    if (!element) return undefined
    const observer = new ResizeObserver(() => {
      markClamped(element)
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
    }
  }, [box])
}
