import { useId, useMemo } from 'react'
import { IN_PLACE, useViewState } from '../../url-state/view-state'
import { baselineDates, type ResolvedBaseline } from '../../domain/healing/baseline'
import type { MeasurementPoint } from '../../domain/healing/series'
import { formatDate } from '../../text/format'
import { useOverviewWords, type OverviewTranslate } from './use-overview-words'

/** Why the baseline in use is not the date the link asked for. */
function baselineAdjustment(t: OverviewTranslate, { adjustment, requested, date }: ResolvedBaseline): string | null {
  if (requested === null || date === null) return null
  if (adjustment === 'next-measurement') return t('baselineNext', { requested: formatDate(requested), date: formatDate(date) })
  if (adjustment === 'after-latest') return t('baselineAfterLatest', { requested: formatDate(requested), date: formatDate(date) })
  return null
}

type Props = {
  points: readonly MeasurementPoint[]
  baseline: ResolvedBaseline
  /** The whole history has loaded: only then is a date the URL asked for known to be missing. */
  complete: boolean
}

/**
 * The baseline: any measurement date (default the first). Kept in the app URL as `baseline=`,
 * so a link shows the same early response; the first date is the default and is left out.
 */
export function BaselineSelect({ points, baseline, complete }: Props) {
  const { setView } = useViewState()
  const { t } = useOverviewWords()
  const id = useId()
  const dates = useMemo(() => baselineDates(points), [points])
  // A long history has thousands of dates: their options are made again only when the dates change.
  const options = useMemo(
    () =>
      dates.map((date, index) => (
        <option key={date} value={date}>
          {index === 0 ? t('baselineFirst', { date: formatDate(date) }) : formatDate(date)}
        </option>
      )),
    [t, dates],
  )
  if (dates.length === 0 || baseline.date === null) return null
  const note = complete ? baselineAdjustment(t, baseline) : null
  return (
    <>
      <label htmlFor={id}>{t('baselineLabel')}</label>
      <select
        id={id}
        className="baseline-select"
        value={baseline.date}
        aria-describedby={note ? `${id}-note` : undefined}
        onChange={(event) => void setView({ baseline: event.target.value === dates[0] ? null : event.target.value }, IN_PLACE)}
      >
        {options}
      </select>
      {note ? (
        <p id={`${id}-note`} className="hint baseline-note">
          {note}
        </p>
      ) : null}
    </>
  )
}
