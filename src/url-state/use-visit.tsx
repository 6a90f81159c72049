import { useSay } from '../i18n/use-say'
import { firstRowWords } from '../words/first-rows'
import * as w from '../words/first-rows/messages'
import { formatDate } from '../text/format'
import { LongText } from '../shared/long-text'
import { IN_PLACE, useViewState } from './view-state'
import { urlDate } from './view-params'

/**
 * A record's date in a table, and beside it a button that opens that date's visit ("Visit of
 * 5 Mar 2026"). The date stays plain text (what reads the table's cells, leaving controls out,
 * still reads the date). A child measurement's date, or one that is not a calendar date a record
 * can carry, has no button: neither is a visit of its own.
 */
export function VisitDate({ date, opens = true }: { date: string | undefined; opens?: boolean }) {
  const text = formatDate(date)
  if (!opens || calendarDay(date) === undefined) return <LongText text={text} />
  return (
    <span className="visit-date">
      <LongText text={text} /> <VisitButton date={date} />
    </span>
  )
}

/**
 * As the app URL reads `visit` (view-params' urlDate: a date a record can carry), so a button never
 * opens a visit the URL would drop: the rows' code never loads the visits' own.
 */
const calendarDay = (date: string | undefined): string | undefined => urlDate(date?.trim())

/** "Visit" (named "Visit of 5 Mar 2026"), opening that date's visit; nothing for a date that is not a calendar date. */
export function VisitButton({ date, className = 'visit-button' }: { date: string | undefined; className?: string }) {
  const { setView } = useViewState()
  const t = useSay(firstRowWords)
  const day = calendarDay(date)
  if (day === undefined) return null
  return (
    <button
      type="button"
      className={className}
      aria-label={t(w.visitOf, { day: formatDate(day) })}
      // Opening a visit changes what is shown in place (`visit=` in the app URL), not where the user is.
      onClick={() => void setView({ visit: day }, IN_PLACE)}
    >
      {t(w.visitButton)}
    </button>
  )
}
