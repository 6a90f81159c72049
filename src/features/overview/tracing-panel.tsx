import { useId } from 'react'
import { VisitButton } from '../../url-state/use-visit'
import { IN_PLACE, useViewState } from '../../url-state/view-state'
import { formatDate, formatNumber } from '../../shared/format'
import { AREA_VARIABILITY_PERCENT } from '../../domain/healing/variability'
import type { MeasurementPoint } from '../../domain/healing/series'
import type { TracingQuestion } from '../../domain/healing/tracing-errors'

type Props = { questions: readonly TracingQuestion[]; excluded: readonly MeasurementPoint[] }

/**
 * Measurements whose area stands out from both neighbours (domain/healing/tracing-errors.ts), each with the way
 * to its visit (the photo tells a misplaced edge from a real change) and a choice to leave it out
 * of the figures, kept in the app URL (`exclude=`). Nothing is left out unless the clinician says
 * so; one left out that does not stand out is listed too, so it can be put back.
 */
export function TracingPanel({ questions, excluded }: Props) {
  const id = useId()
  const { view, setView } = useViewState()
  const flagged = new Set(questions.map((question) => question.point.id))
  const others = excluded.filter((point) => point.id !== null && !flagged.has(point.id))
  if (questions.length === 0 && others.length === 0) return null
  const toggle = (measurementId: number, leaveOut: boolean) => {
    const next = leaveOut ? [...view.exclude, measurementId] : view.exclude.filter((other) => other !== measurementId)
    void setView({ exclude: next.length > 0 ? next : null }, IN_PLACE)
  }
  const checkbox = (measurementId: number) => (
    <label className="tracing-choice">
      <input
        type="checkbox"
        checked={view.exclude.includes(measurementId)}
        onChange={(event) => {
          toggle(measurementId, event.target.checked)
        }}
      />{' '}
      Leave measurement {measurementId} out of the figures
    </label>
  )
  return (
    <section className="tracing-panel" aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`}>Possible tracing errors</h4>
      {questions.length > 0 ? (
        <p className="hint">
          The area of {questions.length === 1 ? 'this measurement differs' : 'these measurements differ'} from both the measurement before
          and the one after by at least the measurement variability ({AREA_VARIABILITY_PERCENT}%), while those two agree with each other. It
          may be a tracing error (the edge, the camera angle, another wound) or a real change: the photos of the visit tell. Nothing is left
          out unless you choose to; the verdict then says so.
        </p>
      ) : null}
      <ul className="tracing-list">
        {questions.map(({ point, before, after, direction }) => (
          <li key={`${point.id}-${point.date}`}>
            <p>
              <strong>
                Measurement {point.id}, {formatDate(point.date)}:
              </strong>{' '}
              {formatNumber(point.area)} cm², {direction === 'larger' ? 'larger' : 'smaller'} than both {formatNumber(before.area)} cm² (
              {formatDate(before.date)}) and {formatNumber(after.area)} cm² ({formatDate(after.date)}). <VisitButton date={point.date} />
            </p>
            {checkbox(point.id)}
          </li>
        ))}
        {others.map((point) =>
          point.id === null ? null : (
            <li key={`${point.id}-${point.date}`}>
              <p>
                <strong>
                  Measurement {point.id}, {formatDate(point.date)}:
                </strong>{' '}
                left out by you, though it does not stand out from its neighbours.
              </p>
              {checkbox(point.id)}
            </li>
          ),
        )}
      </ul>
    </section>
  )
}
