import { useEffect, useId, useRef } from 'react'
import { useSay } from '../../i18n/use-say'
import { firstRowWords } from '../../words/first-rows'
import * as w from '../../words/first-rows/messages'
import type { ListWords } from './list-words'
import { formatNumber } from '../../text/format'

type PagerProps = {
  page: number
  lastPage: number
  total: number
  rowsPerPage: number
  rowsPerPageOptions: readonly number[]
  /** The list's own words: its name, "51 measurements". */
  words: Pick<ListWords, 'pager' | 'total'>
  busy: boolean
  onPageChange: (page: number) => void
  onRowsPerPageChange: (rows: number) => void
}

/** Paging controls: "Previous page", "Next page", "Rows per page" and "Page X of Y", the names users and tests find them by. */
export function Pager({
  page,
  lastPage,
  total,
  rowsPerPage,
  rowsPerPageOptions,
  words,
  busy,
  onPageChange,
  onRowsPerPageChange,
}: PagerProps) {
  const t = useSay(firstRowWords)
  const selectId = useId()
  const previousRef = useRef<HTMLButtonElement>(null)
  const nextRef = useRef<HTMLButtonElement>(null)
  const used = useRef<'previous' | 'next' | undefined>(undefined)
  // Reaching the first or last page disables the button just pressed, which loses the focus:
  // it moves to the other button instead of falling to the page.
  useEffect(() => {
    const lost = (button: HTMLButtonElement | null) =>
      document.activeElement === button || document.activeElement === null || document.activeElement === document.body
    if (used.current === 'next' && page >= lastPage && lost(nextRef.current)) previousRef.current?.focus()
    if (used.current === 'previous' && page <= 1 && lost(previousRef.current)) nextRef.current?.focus()
    used.current = undefined
  }, [page, lastPage])
  const go = (to: number, which: 'previous' | 'next') => {
    used.current = which
    onPageChange(to)
  }
  return (
    <nav className="pager" aria-label={t(words.pager)}>
      <button
        ref={previousRef}
        type="button"
        onClick={() => {
          go(page - 1, 'previous')
        }}
        disabled={page <= 1}
      >
        {t(w.previousPage)}
      </button>
      <span className="pager-position" aria-live="polite">
        {t(w.pagePosition, { page: formatNumber(page, 0), lastPage: formatNumber(lastPage, 0) })}
        <span className="pager-total">{t(words.total, { total })}</span>
        {busy ? <span className="pager-busy">{t(w.pagerBusy)}</span> : null}
      </span>
      <button
        ref={nextRef}
        type="button"
        onClick={() => {
          go(page + 1, 'next')
        }}
        disabled={page >= lastPage}
      >
        {t(w.nextPage)}
      </button>
      <label htmlFor={selectId} className="pager-rows">
        {t(w.rowsPerPageLabel)}
      </label>
      <select
        id={selectId}
        value={rowsPerPage}
        onChange={(event) => {
          onRowsPerPageChange(Number(event.target.value))
        }}
      >
        {rowsPerPageOptions.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </nav>
  )
}
