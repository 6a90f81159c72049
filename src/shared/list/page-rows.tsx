import { useState } from 'react'
import { oversizedPage, oversizedRowsAllShown, oversizedRowsHidden, showMoreRows } from '#words/ui'

/**
 * A page holds at most the rows asked for. A service that sends more (thousands for a page of
 * 25) would freeze the tab if all were drawn at once: the rest are kept, said to be unexpected,
 * and shown a page's worth at a time on request.
 */
export function usePageRows<T>(records: readonly T[], rowsPerPage: number) {
  const [shown, setShown] = useState({ records, extra: 0 })
  // Another page is another answer: start again from the rows asked for.
  const extra = shown.records === records ? shown.extra : 0
  if (shown.records !== records) setShown({ records, extra: 0 })
  const limit = rowsPerPage + extra
  return {
    rows: records.length > limit ? records.slice(0, limit) : records,
    unexpected: Math.max(0, records.length - rowsPerPage),
    hidden: Math.max(0, records.length - limit),
    showMore: () => {
      setShown({ records, extra: extra + rowsPerPage })
    },
  }
}

type OversizedPageProps = { noun: string; rowsPerPage: number; received: number; hidden: number; onShowMore: () => void }

/** Says that a page came with more records than asked for, and keeps the rest one click away. */
export function OversizedPage({ noun, rowsPerPage, received, hidden, onShowMore }: OversizedPageProps) {
  const step = Math.min(hidden, rowsPerPage)
  return (
    <div className="notice-list oversized-page" role="note">
      <p>
        <span aria-hidden="true">⚠ </span>
        {oversizedPage(received, noun, rowsPerPage)}
        {hidden > 0 ? oversizedRowsHidden(received - hidden, hidden) : oversizedRowsAllShown}
      </p>
      {hidden > 0 ? (
        <button type="button" onClick={onShowMore}>
          {showMoreRows(step)}
        </button>
      ) : null}
    </div>
  )
}
