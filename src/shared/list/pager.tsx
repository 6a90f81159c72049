import { useEffect, useId, useRef } from 'react'
import { nextPage, pagePosition, pagerBusy, pagerLabel, pagerTotal, previousPage, rowsPerPageLabel } from '#words/ui'

type PagerProps = {
  page: number
  lastPage: number
  total: number
  rowsPerPage: number
  rowsPerPageOptions: readonly number[]
  /** "measurement" → "51 measurements". */
  noun: string
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
  noun,
  busy,
  onPageChange,
  onRowsPerPageChange,
}: PagerProps) {
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
    <nav className="pager" aria-label={pagerLabel(noun)}>
      <button
        ref={previousRef}
        type="button"
        onClick={() => {
          go(page - 1, 'previous')
        }}
        disabled={page <= 1}
      >
        {previousPage}
      </button>
      <span className="pager-position" aria-live="polite">
        {pagePosition(page, lastPage)}
        <span className="pager-total">{pagerTotal(total, noun)}</span>
        {busy ? <span className="pager-busy">{pagerBusy}</span> : null}
      </span>
      <button
        ref={nextRef}
        type="button"
        onClick={() => {
          go(page + 1, 'next')
        }}
        disabled={page >= lastPage}
      >
        {nextPage}
      </button>
      <label htmlFor={selectId} className="pager-rows">
        {rowsPerPageLabel}
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
