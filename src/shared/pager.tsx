import { useId } from 'react'
import { formatNumber, pluralise } from './format'

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

/** Paging controls with the names of ui-contract §3. */
export function Pager({ page, lastPage, total, rowsPerPage, rowsPerPageOptions, noun, busy, onPageChange, onRowsPerPageChange }: PagerProps) {
  const selectId = useId()
  return (
    <nav className="pager" aria-label={`${noun} pages`}>
      <button type="button" onClick={() => { onPageChange(page - 1) }} disabled={page <= 1}>
        Previous page
      </button>
      <span className="pager-position" aria-live="polite">
        Page {formatNumber(page, 0)} of {formatNumber(lastPage, 0)}
        <span className="pager-total"> · {pluralise(total, noun)}</span>
        {busy ? <span className="pager-busy"> · loading…</span> : null}
      </span>
      <button type="button" onClick={() => { onPageChange(page + 1) }} disabled={page >= lastPage}>
        Next page
      </button>
      <label htmlFor={selectId} className="pager-rows">
        Rows per page
      </label>
      <select id={selectId} value={rowsPerPage} onChange={(event) => { onRowsPerPageChange(Number(event.target.value)) }}>
        {rowsPerPageOptions.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </nav>
  )
}
