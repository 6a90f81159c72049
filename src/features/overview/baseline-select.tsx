import { useId, useMemo } from 'react'
import { IN_PLACE, useViewState } from '../../url-state/view-state'
import { baselineDates, type ResolvedBaseline } from '../../domain/healing/baseline'
import type { MeasurementPoint } from '../../domain/healing/series'
import { baselineAdjustment, baselineLabel, baselineOption } from '#words/overview'

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
  const id = useId()
  const dates = useMemo(() => baselineDates(points), [points])
  // A long history has thousands of dates: their options are made again only when the dates change.
  const options = useMemo(
    () =>
      dates.map((date, index) => (
        <option key={date} value={date}>
          {baselineOption(date, index === 0)}
        </option>
      )),
    [dates],
  )
  if (dates.length === 0 || baseline.date === null) return null
  const note = complete ? baselineAdjustment(baseline) : null
  return (
    <>
      <label htmlFor={id}>{baselineLabel}</label>
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
