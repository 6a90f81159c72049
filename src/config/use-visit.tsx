import { useCallback } from 'react'
import { formatDate, parseCalendarDate } from '../shared/format'
import { LongText } from '../shared/long-text'
import { IN_PLACE, useViewState } from './view-state'

/**
 * The visit open in the app URL (`visit=<YYYY-MM-DD>`, contract section 8), and opening one from a
 * record's date. Opening a visit changes what is shown in place, not where the user is.
 */
export function useVisit() {
  const { view, setView } = useViewState()
  const open = useCallback((date: string) => void setView({ visit: date }, IN_PLACE), [setView])
  return { visit: view.visit, open }
}

/**
 * A record's date in a table, and beside it a button that opens that date's visit ("Visit of
 * 5 Mar 2026"). The date stays plain text (what reads the table's cells, leaving controls out,
 * still reads the date). A child measurement's date, or one that is not a calendar date, has no
 * button: neither is a visit of its own.
 */
export function VisitDate({ date, opens = true }: { date: string | undefined; opens?: boolean }) {
  const { open } = useVisit()
  // As the app URL reads `visit` (view-state's calendar-date parser): the rows' code never loads
  // the visits' own (domain/visits, with the visit dialog).
  const trimmed = date?.trim()
  const day = trimmed !== undefined && parseCalendarDate(trimmed) ? trimmed : undefined
  const text = formatDate(date)
  if (!opens || day === undefined) return <LongText text={text} />
  return (
    <span className="visit-date">
      <LongText text={text} />{' '}
      <button
        type="button"
        className="visit-button"
        aria-label={`Visit of ${text}`}
        onClick={() => {
          open(day)
        }}
      >
        Visit
      </button>
    </span>
  )
}
