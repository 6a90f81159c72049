import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { describeError } from '../../words/describe-error'
import { useSay } from '../../i18n/use-say'
import { firstRowWords } from '../../words/first-rows'
import { historyVisits, useWoundHistory } from '../../whole-history/use-wound-history'
import type { Assessment } from '../../api/schemas/assessment'
import type { Measurement } from '../../api/schemas/measurement'
import { IN_PLACE, useViewState } from '../../url-state/view-state'
import { changesSince, notRecorded, visitAssessment, visitMeasurement } from '../../domain/visits'
import { MeasurementPart } from './visit-measurement'
import { changeSentence, notRecordedText } from './change-words'
import { useVisitsWords } from './use-visits-words'
import { StatusMessage } from '../../shared/status-message'
import { isInTextField, useModalDialog } from '../../shared/use-modal-dialog'
import { DASH, formatDate } from '../../text/format'
import './visits.css'

type VisitDialogProps = {
  woundId: number
  /** The visit's photo, drawn by the images feature (it keeps signed URLs valid and opens the viewer). */
  renderPhoto: (measurement: Measurement & { id: number }) => ReactNode
  /** The assessment read the TIME way, drawn by the assessments feature. */
  renderAssessment: (assessment: Assessment) => ReactNode
  /** Copy note and Export FHIR for this visit, drawn by the overview feature (it holds the verdict). */
  renderHandoff?: (date: string) => ReactNode
}

/**
 * One date of the wound (`visit=` in the app URL, contract section 8), in a modal dialog named
 * "Visit of <date>": what changed since the previous visit first, then the photo and the size,
 * the tissue, and the assessment read as TIME. ←/→ step between visits; Escape or Close leaves.
 * Default export, for React.lazy: it loads when a visit is first opened.
 */
export default function VisitDialog({ woundId, renderPhoto, renderAssessment, renderHandoff }: VisitDialogProps) {
  const { view, setView } = useViewState()
  const { t, codes, locale } = useVisitsWords()
  const say = useSay(firstRowWords)
  const headingId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const close = () => void setView({ visit: null }, IN_PLACE)
  const dialog = useModalDialog(close, headingRef)
  // Cached history is enough: the visit opens over a view that has it.
  const history = useWoundHistory(woundId, historyVisits, { cached: true })
  const { visits } = history.data
  const date = view.visit ?? ''
  const index = visits.findIndex((visit) => visit.date === date)
  const visit = visits[index]
  const previous = index > 0 ? visits[index - 1] : undefined
  const next = index >= 0 ? visits[index + 1] : undefined
  const loading = history.measurements.query.isPending || history.assessments.query.isPending
  // What a visit did not record, and what changed, are said only once both histories are whole:
  // a page still on its way may hold the record.
  const complete = history.complete
  const error = history.error

  const step = (to: string | undefined) => {
    if (to !== undefined) void setView({ visit: to }, IN_PLACE)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      close()
      return
    }
    if ((event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') || isInTextField(event.target)) return
    event.preventDefault()
    step(event.key === 'ArrowLeft' ? previous?.date : next?.date)
  }

  const measurement = visit ? visitMeasurement(visit) : undefined
  const assessment = visit ? visitAssessment(visit) : undefined
  const changes = visit ? changesSince(previous, visit) : []
  const missing = visit && complete ? notRecorded(visit) : undefined

  return (
    <dialog {...dialog} className="sheet-dialog visit-dialog" aria-labelledby={headingId} onKeyDown={onKeyDown} lang={locale}>
      <div className="sheet-dialog-header visit-header">
        <div>
          <h2 id={headingId} ref={headingRef} tabIndex={-1}>
            {t('visitOf', { date: formatDate(date) })}
          </h2>
          {visit ? <p className="visit-subtitle">{t('visitPlace', { index: index + 1, count: visits.length, woundId })}</p> : null}
        </div>
        <div className="actions no-print">
          <button
            type="button"
            aria-disabled={previous === undefined}
            onClick={() => {
              step(previous?.date)
            }}
          >
            <span aria-hidden="true">‹</span> {t('previousVisit')}
          </button>
          <button
            type="button"
            aria-disabled={next === undefined}
            onClick={() => {
              step(next?.date)
            }}
          >
            {t('nextVisit')} <span aria-hidden="true">›</span>
          </button>
          {visit ? (
            <button
              type="button"
              // Printed, the visit is the page: everything behind the dialog is left off (visits.css).
              onClick={() => {
                window.print()
              }}
            >
              {t('print')}
            </button>
          ) : null}
          <button type="button" onClick={close}>
            {t('close')}
          </button>
        </div>
      </div>

      {error && !visit ? (
        <p role="alert" className="error">
          {t('visitNotLoaded', { message: describeError(say, error).message })}
        </p>
      ) : (loading || !complete) && !visit ? (
        <StatusMessage className="status-message loading">{t('loadingVisit')}</StatusMessage>
      ) : !visit ? (
        <p>{t('nothingOnDate', { date: formatDate(date) })}</p>
      ) : (
        <>
          {renderHandoff?.(visit.date)}
          <section className="visit-changes" aria-label={t('sincePreviousVisit')}>
            <h3>{previous ? t('sincePreviousVisitOn', { date: formatDate(previous.date) }) : t('firstVisit')}</h3>
            {!complete ? (
              <StatusMessage className="status-message loading">{t('loadingWholeHistory')}</StatusMessage>
            ) : previous === undefined ? (
              <p>{t('nothingEarlier')}</p>
            ) : changes.length > 0 ? (
              <p className="visit-change-line">
                {changeSentence(t, codes, locale, changes)}
                {changes.some((change) => change.direction === 'worse') ? <span className="visually-hidden"> {t('someWorse')}</span> : null}
              </p>
            ) : (
              <p>{t('noChange')}</p>
            )}
          </section>
          {missing ? <p className="visit-missing">{notRecordedText(t, missing)}</p> : null}
          {measurement ? (
            <MeasurementPart visitCount={visit.measurements.length} measurement={measurement} renderPhoto={renderPhoto} />
          ) : null}
          {assessment ? (
            <section className="visit-assessment" aria-label={t('assessmentSection')}>
              <h3>
                {t('assessmentHeading', { id: assessment.id ?? '' })}
                {visit.assessments.length > 1 ? (
                  <span className="hint">
                    {' '}
                    {t('lastOfAssessments', {
                      count: visit.assessments.length,
                      ids: visit.assessments.map((a) => a.id ?? DASH).join(', '),
                    })}
                  </span>
                ) : null}
              </h3>
              {renderAssessment(assessment)}
            </section>
          ) : null}
        </>
      )}
    </dialog>
  )
}
