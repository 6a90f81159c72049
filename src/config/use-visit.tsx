import { useCallback } from 'react'
import { calendarDate } from '../domain/visits'
import { formatDate } from '../shared/format'
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
 * A record's date in a table: a button that opens that date's visit ("Visit of 5 Mar 2026"; the
 * date is its visible text). A child measurement's date, or one that is not a calendar date, is
 * plain text: neither is a visit of its own.
 */
export function VisitDate({ date, opens = true }: { date: string | undefined; opens?: boolean }) {
  const { open } = useVisit()
  const day = calendarDate(date)
  const text = formatDate(date)
  if (!opens || day === undefined) return <LongText text={text} />
  return (
    <button
      type="button"
      className="visit-date"
      aria-label={`Visit of ${text}`}
      onClick={() => {
        open(day)
      }}
    >
      {text}
    </button>
  )
}
