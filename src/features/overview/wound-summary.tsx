import { useMemo, type ReactNode } from 'react'
import { describeError } from '#words/errors'
import type { WholeHistory } from '../../api/history-queries'
import type { Measurement } from '../../api/schemas/measurement'
import { useViewState } from '../../url-state/view-state'
import { formatDate, formatNumber, formatSigned } from '../../shared/format'
import { Sparkline } from '../../shared/sparkline'
import HandoffActions from './handoff/handoff-actions'
import { recordSpan, summaryFigures, type AreaChange } from '../../domain/healing/summary-figures'
import { withoutExcluded } from '../../domain/healing/tracing-errors'
import { useWoundVerdict } from './use-wound-verdict'

type WoundSummaryProps = {
  woundId: number
  /** The latest photo, drawn by the images feature (it keeps signed URLs valid and opens the viewer). */
  renderPhoto?: (measurement: Measurement & { id: number }) => ReactNode
}

const TONES: Record<string, string> = {
  infection: 'bad',
  pain: 'bad',
  'infection-cleared': 'warn',
  'on-track': 'good',
  reducing: 'good',
  closed: 'good',
  'not-on-track': 'warn',
  plateau: 'warn',
  deteriorating: 'bad',
}

/**
 * The answer first, above every tab: the latest size and how it changed, the overview's verdict
 * (same words, same reference and baseline), the latest photo, what the history holds and its
 * trend. Reads the same whole-history queries as the overview, so nothing is loaded twice.
 * Default export, for React.lazy: it is not on the way to the first row.
 */
export default function WoundSummary({ woundId, renderPhoto }: WoundSummaryProps) {
  const { view } = useViewState()
  // The same verdict as the overview's: the same history, signs, baseline, reference and left-out measurements.
  const { history, series, pain, verdict } = useWoundVerdict(woundId)
  const measurements = history.measurements.query
  const assessments = history.assessments.query
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
          percent: metrics.par === null ? null : -metrics.par,
        }
      : null

  return (
    <div className="wound-summary" aria-label={`Summary of wound ${woundId}`} role="group">
      {photoRecord && renderPhoto ? <div className="summary-photo">{renderPhoto(photoRecord)}</div> : null}
      <div className="summary-main">
        {figures.latest ? (
          <p className="summary-latest">
            <strong className="summary-area">{formatNumber(figures.latest.area)} cm²</strong> on {formatDate(figures.latest.date)}
            {/* How far to trust the figure: a measurement not locked may still be changed at the service (docs/clinical.md). */}
            {figures.latest.locked === null ? null : (
              <span className="summary-lock"> · {figures.latest.locked ? 'locked' : 'not locked'}</span>
            )}
          </p>
        ) : measurements.isSuccess && !measurements.isFetching ? (
          <p className="summary-latest">
            {records.length === 0 ? 'Nothing measured yet.' : 'No measurement has both an area and a usable date.'}
          </p>
        ) : null}
        {figures.sincePrevious || sinceBaseline ? (
          <p className="summary-changes">
            {figures.sincePrevious ? <span>{changeText(figures.sincePrevious, 'since')}</span> : null}
            {sinceBaseline ? (
              <span>{changeText(sinceBaseline, verdict.baseline.isFirst ? 'since the first measurement,' : 'since the baseline,')}</span>
            ) : null}
          </p>
        ) : null}
        {figures.latest && !error ? (
          <p className="summary-verdict" data-tone={TONES[verdict.status] ?? 'neutral'}>
            {verdict.summary}.
          </p>
        ) : null}
      </div>
      <div className="summary-side">
        <Sparkline
          points={figures.trend.map((p) => ({ time: p.time, value: p.area }))}
          label={
            figures.latest && figures.trend.length > 1
              ? `Area trend: ${formatNumber(figures.trend[0]?.area)} to ${formatNumber(figures.latest.area)} cm²`
              : 'Area trend'
          }
        />
        <p className="summary-counts">
          <span>{countsText(measurements, measurementSpan, 'Measured')}</span>
          <span>{countsText(assessments, assessmentSpan, 'Assessed')}</span>
        </p>
        {/* Always present (a live region announces its first change too); empty when there is nothing to say. */}
        <p role="status" className={loading ? 'summary-progress status-message loading' : 'summary-progress'}>
          {loading ? readingText(measurements.data) : ''}
        </p>
        {error ? <p className="summary-error">{`History unavailable: ${describeError(error).title}`}</p> : null}
      </div>
      {/* The hand-off to the patient's record, under the whole summary: the latest visit as a note, the whole history as FHIR. */}
      <HandoffActions woundId={woundId} exportScope="history" />
    </div>
  )
}

function changeText(change: AreaChange, words: string): string {
  const percent = change.percent === null ? '' : ` (${formatSigned(change.percent, 0)}%)`
  return `${formatSigned(change.change)} cm²${percent} ${words} ${formatDate(change.fromDate)}`
}

/**
 * What a history holds, once it is known: nothing while its first page is on the way, and never
 * "Never measured" for a history that could not be read (that would read as an empty wound).
 */
function countsText(
  query: { data: unknown; error: unknown },
  span: { count: number; first: string | undefined; last: string | undefined },
  verb: 'Measured' | 'Assessed',
): string {
  const list = verb === 'Measured' ? 'Measurements' : 'Assessments'
  if (query.error) return span.count > 0 ? `${spanText(span, verb)} (incomplete)` : `${list} could not be read`
  return query.data === undefined ? '' : spanText(span, verb)
}

/** "Measured 40 times, Jan 5, 2026 – Sep 22, 2026"; "Assessed once, …"; "Never assessed". */
function spanText(span: { count: number; first: string | undefined; last: string | undefined }, verb: string): string {
  if (span.count === 0) return `Never ${verb.toLowerCase()}`
  const times = span.count === 1 ? 'once' : `${formatNumber(span.count, 0)} times`
  const range =
    span.first && span.last
      ? span.first === span.last
        ? `, ${formatDate(span.first)}`
        : `, ${formatDate(span.first)} – ${formatDate(span.last)}`
      : ''
  return `${verb} ${times}${range}`
}

/** While pages arrive: how many of the measurement history's pages are in. */
function readingText(history: WholeHistory<Measurement> | undefined): string {
  if (history?.totalPages === undefined) return 'Reading the wound’s history…'
  return `Reading the wound’s history: ${formatNumber(history.loadedPages, 0)} of ${formatNumber(history.totalPages, 0)} pages`
}

/** The latest dated top-level measurement that has a thumbnail (the latest photo may predate the latest area). */
function latestPhotoRecord(
  records: readonly Measurement[],
  points: readonly { id: number | null }[],
): (Measurement & { id: number }) | undefined {
  const withPhoto = new Map<number, Measurement & { id: number }>()
  for (const record of records) {
    if (record.id !== null && record.images?.thumbnail && !withPhoto.has(record.id)) withPhoto.set(record.id, { ...record, id: record.id })
  }
  const latest = points.findLast((point) => point.id !== null && withPhoto.has(point.id))
  return latest?.id == null ? undefined : withPhoto.get(latest.id)
}
