import { useId } from 'react'
import { VisitButton } from '../../url-state/use-visit'
import { IN_PLACE, useViewState } from '../../url-state/view-state'
import type { MeasurementPoint } from '../../domain/healing/series'
import type { TracingQuestion } from '../../domain/healing/tracing-errors'
import { AREA_VARIABILITY_PERCENT } from '../../domain/healing/variability'
import { formatDate, formatNumber } from '../../text/format'
import { useOverviewWords, type OverviewTranslate } from './use-overview-words'

/** "4.2 cm², larger than both 3.1 cm² (3 Mar 2026) and 3.0 cm² (17 Mar 2026)." */
const questionText = (t: OverviewTranslate, { point, before, after, direction }: TracingQuestion) =>
  t('tracingQuestion', {
    area: formatNumber(point.area),
    direction,
    before: formatNumber(before.area),
    beforeDate: formatDate(before.date),
    after: formatNumber(after.area),
    afterDate: formatDate(after.date),
  })

type Props = { questions: readonly TracingQuestion[]; excluded: readonly MeasurementPoint[] }

/**
 * Measurements whose area stands out from both neighbours (domain/healing/tracing-errors.ts), each with the way
 * to its visit (the photo tells a misplaced edge from a real change) and a choice to leave it out
 * of the figures, kept in the app URL (`exclude=`). Nothing is left out unless the clinician says
 * so; one left out that does not stand out is listed too, so it can be put back.
 */
export function TracingPanel({ questions, excluded }: Props) {
  const id = useId()
  const { t } = useOverviewWords()
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
      {t('leaveOut', { id: measurementId })}
    </label>
  )
  return (
    <section className="tracing-panel" aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`}>{t('tracingHeading')}</h4>
      {questions.length > 0 ? (
        <p className="hint">{t('tracingHint', { count: questions.length, percent: AREA_VARIABILITY_PERCENT })}</p>
      ) : null}
      <ul className="tracing-list">
        {questions.map((question) => (
          <li key={`${question.point.id}-${question.point.date}`}>
            <p>
              <strong>{t('tracingPoint', { id: question.point.id, date: formatDate(question.point.date) })}</strong>{' '}
              {questionText(t, question)} <VisitButton date={question.point.date} />
            </p>
            {checkbox(question.point.id)}
          </li>
        ))}
        {others.map((point) =>
          point.id === null ? null : (
            <li key={`${point.id}-${point.date}`}>
              <p>
                <strong>{t('tracingPoint', { id: point.id, date: formatDate(point.date) })}</strong> {t('leftOutByYou')}
              </p>
              {checkbox(point.id)}
            </li>
          ),
        )}
      </ul>
    </section>
  )
}
