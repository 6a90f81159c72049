import { useState } from 'react'
import { useSay } from '../../i18n/use-say'
import { firstRowWords } from '../../words/first-rows'
import * as w from '../../words/first-rows/messages'
import { formatNumber } from '../../text/format'
import type { ListWords } from './list-words'

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

type OversizedPageProps = {
  words: Pick<ListWords, 'oversized'>
  rowsPerPage: number
  received: number
  hidden: number
  onShowMore: () => void
}

/** Says that a page came with more records than asked for, and keeps the rest one click away. */
export function OversizedPage({ words, rowsPerPage, received, hidden, onShowMore }: OversizedPageProps) {
  const t = useSay(firstRowWords)
  const step = Math.min(hidden, rowsPerPage)
  return (
    <div className="notice-list oversized-page" role="note">
      <p>
        <span aria-hidden="true">⚠ </span>
        {t(words.oversized, { received: formatNumber(received, 0), rowsPerPage: formatNumber(rowsPerPage, 0) })}
        {hidden > 0
          ? t(w.oversizedRowsHidden, { shown: formatNumber(received - hidden, 0), hidden: formatNumber(hidden, 0) })
          : t(w.oversizedRowsAllShown)}
      </p>
      {hidden > 0 ? (
        <button type="button" onClick={onShowMore}>
          {t(w.showMoreRows, { step: formatNumber(step, 0) })}
        </button>
      ) : null}
    </div>
  )
}
