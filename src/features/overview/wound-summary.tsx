import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react'
import { describeError } from '../../words/describe-error'
import { useSay } from '../../i18n/use-say'
import { firstRowWords } from '../../words/first-rows'
import type { Measurement } from '../../api/schemas/measurement'
import { useViewState } from '../../url-state/view-state'
import { latestPhotoRecord } from '../../domain/latest-photo'
import { Sparkline } from '../../shared/sparkline'
import { percentChange, recordSpan, summaryFigures, type AreaChange } from '../../domain/healing/summary-figures'
import { withoutExcluded } from '../../domain/healing/tracing-errors'
import { useWoundVerdict } from '../../whole-history/use-wound-verdict'
import { useVerdictWords } from '../../whole-history/use-verdict-words'
import { verdictLine } from '../../whole-history/verdict-line'
import { formatDate, formatNumber } from '../../text/format'
import { areaChangeText, historyCounts, readingHistory } from './summary-words'
import { WOUND_TONES } from './verdict-tones'
import { PurposeDetails } from './purpose-details'
import { useClamped } from './use-clamped'
import { preloadOverview } from './overview-code'
import { whenIdle } from '../../shared/when-idle'

type WoundSummaryProps = {
  woundId: number
  /** The latest photo, drawn by the images feature (it keeps signed URLs valid and opens the viewer). */
  renderPhoto?: (measurement: Measurement & { id: number }) => ReactNode
  /** The hand-off to the patient's record (the handoff feature), under the whole summary. */
  handoff?: ReactNode
}

/**
 * The answer first, above every tab: the latest size and how it changed, the overview's verdict
 * (same words, same reference and baseline), the latest photo, what the history holds and its
 * trend. Reads the same whole-history queries as the overview, so nothing is loaded twice.
 * Default export, for React.lazy: it is not on the way to the first row.
 */
export default function WoundSummary({ woundId, renderPhoto, handoff }: WoundSummaryProps) {
  const { view } = useViewState()
  const { t, codes, locale } = useVerdictWords()
  const say = useSay(firstRowWords)
  const [open, setOpen] = useState(false)
  const answerId = useId()
  const sideId = useId()
  const box = useRef<HTMLDivElement>(null)
  useClamped(box)
  // The same verdict as the overview's: the same history, signs, baseline, reference and left-out measurements.
  const { history, series, pain, verdict } = useWoundVerdict(woundId)
  const measurements = history.measurements.query
  const assessments = history.assessments.query
  // Once the wound's histories are in, the overview's code and words load while the browser is idle:
  // before, they waited for the tab, and then behind the history's pages for a connection.
  const complete = history.complete
  useEffect(() => {
    if (!complete) return undefined
    let left = false
    void whenIdle().then(() => {
      if (!left) preloadOverview(locale)
    })
    return () => {
      left = true
    }
  }, [complete, locale])
  const records = history.measurements.records
  const assessmentRecords = history.assessments.records
  // Without the measurements the clinician left out, like the verdict.
  const figures = useMemo(() => summaryFigures(withoutExcluded(series.points, view.exclude)), [series, view.exclude])
  const photoRecord = useMemo(() => latestPhotoRecord(records, series.points), [records, series])
  const loading = measurements.isFetching || assessments.isFetching
  const error = measurements.error ?? assessments.error
  const measurementSpan = recordSpan(records.length, series.points)
  const assessmentSpan = recordSpan(assessmentRecords.length, pain.points)
  const metrics = verdict.metrics
  // Against the baseline the overview uses (the first measurement unless the clinician chose one).
  const sinceBaseline: AreaChange | null =
    metrics && metrics.absoluteChange !== null && metrics.baseline.date !== figures.latest?.date
      ? {
          fromDate: metrics.baseline.date,
          fromArea: metrics.baseline.area,
          change: metrics.absoluteChange,
          percent: percentChange(metrics.par),
        }
      : null

  // Read, with no size to judge by (nothing measured, or no measurement with an area and a date): no
  // verdict to give, so narrower screens show what the histories hold in its place (app/wound-summary.css).
  const noAnswer = !figures.latest && measurements.isSuccess && !measurements.isFetching && !error

  return (
    // A box of one size per breakpoint, the same as the place the wound view holds for it before its
    // code and data come (app/wound-summary.css): the list below never moves when it arrives. The
    // parts whose length depends on the data are clamped to their lines; the verdict leads with what
    // is most urgent (signs of infection, a rise in pain, a growing wound or a plateau), so its first
    // lines say those. "Show more" (the clinician's own click, which may then move the page) lifts the
    // clamps and shows the trend and the counts.
    <div
      ref={box}
      className={`wound-summary${open ? ' summary-open' : ''}${noAnswer ? ' summary-no-answer' : ''}`}
      aria-label={t('summaryOf', { id: woundId })}
      role="group"
      lang={locale}
    >
      {photoRecord && renderPhoto ? <div className="summary-photo">{renderPhoto(photoRecord)}</div> : null}
      {figures.latest ? (
        <p className="summary-latest">
          <strong className="summary-area">{t('areaValue', { area: formatNumber(figures.latest.area) })}</strong>
          {t('latestOn', { date: formatDate(figures.latest.date) })}
          {/* How far to trust the figure: a measurement not locked may still be changed at the service (docs/clinical.md). */}
          {figures.latest.locked === null ? null : (
            <span className="summary-lock">{t('latestLock', { locked: figures.latest.locked ? 'yes' : 'no' })}</span>
          )}
        </p>
      ) : measurements.isSuccess && !measurements.isFetching ? (
        <p className="summary-latest">{records.length === 0 ? t('nothingMeasured') : t('noUsableArea')}</p>
      ) : null}
      {figures.sincePrevious || sinceBaseline ? (
        <p className="summary-changes">
          {figures.sincePrevious ? <span>{areaChangeText(t, figures.sincePrevious, 'previous')}</span> : null}
          {sinceBaseline ? <span>{areaChangeText(t, sinceBaseline, verdict.baseline.isFirst ? 'first' : 'baseline')}</span> : null}
        </p>
      ) : null}
      {/* The answer: the verdict, most urgent first (signs of infection, pain, a growing wound lead it), or why there is none. */}
      <div className="summary-answer" id={answerId}>
        {/* Always present (a live region announces its first change too); empty when there is nothing to say. */}
        <p role="status" className={loading ? 'summary-progress status-message loading' : 'summary-progress'}>
          {loading ? readingHistory(t, measurements.data) : ''}
        </p>
        {error ? <p className="summary-error">{t('historyUnavailable', { title: describeError(say, error).title })}</p> : null}
        {figures.latest && !error ? (
          <p className="summary-verdict" data-tone={WOUND_TONES[verdict.status]}>
            {verdictLine(t, codes, verdict)}
          </p>
        ) : null}
      </div>
      <div className="summary-side" id={sideId}>
        <Sparkline
          points={figures.trend.map((p) => ({ time: p.time, value: p.area }))}
          label={
            figures.latest && figures.trend.length > 1
              ? t('areaTrendRange', { first: formatNumber(figures.trend[0]?.area), latest: formatNumber(figures.latest.area) })
              : t('areaTrend')
          }
        />
        <p className="summary-counts">
          <span>{historyCounts(t, 'measurements', measurementSpan, readState(measurements))}</span>
          <span>{historyCounts(t, 'assessments', assessmentSpan, readState(assessments))}</span>
        </p>
      </div>
      <div className="summary-more no-print">
        <button
          type="button"
          className="summary-toggle"
          aria-expanded={open}
          aria-controls={`${answerId} ${sideId}`}
          onClick={() => {
            setOpen((was) => !was)
          }}
        >
          {open ? t('summaryLess') : t('summaryMore')}
        </button>
        {figures.latest && !error ? <PurposeDetails /> : null}
      </div>
      {/* The hand-off to the patient's record, under the whole summary: the latest visit as a note, the whole history as FHIR. */}
      {handoff}
    </div>
  )
}

/** Whether a history could be read, and whether its first page is in (the counts say nothing before). */
const readState = (query: { data: unknown; error: unknown }) => ({ failed: Boolean(query.error), loaded: query.data !== undefined })
