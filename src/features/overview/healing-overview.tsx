import { QueryClientContext } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { flushSync } from 'react-dom'
import { describeError } from '../../words/describe-error'
import { emptyHistory, historyRecords, type WholeHistory } from '../../api/whole-history-queries'
import type { Measurement } from '../../api/schemas/measurement'
import { BaselineSelect } from './baseline-select'
import { targetArea } from '../../domain/healing/metrics'
import { MetricsPanel } from './metrics-panel'
import OverviewCharts from './overview-charts'
import { PrintImages, preloadImages, printedImageUrls } from './print-images'
import { PrintTable } from './print-table'
import { pushScores } from '../../domain/healing/push'
import { PushTable } from './push-table'
import { WoundTypeSelect } from './wound-type-select'
import { verdictMarkers } from './verdict-markers'
import { useOverviewScreenWords } from './use-overview-words'
import { formatDate, formatMoment } from '../../text/format'
import { useVerdictOf } from '../../whole-history/use-wound-verdict'
import { historySeries, useHistoryQueries, useHistoryView, type HistoryQueries } from '../../whole-history/use-wound-history'
import './overview.css'

const EMPTY: WholeHistory<never> = emptyHistory()

/**
 * "Is it healing?": the metrics and verdict against a chosen published reference, the charts of
 * the whole history, the PUSH estimate, and a printable report. Loaded lazily with recharts.
 */
export default function HealingOverview({ woundId }: { woundId: number }) {
  // The same history as the summary's, read here at the urgent priority and handed down: what
  // follows it at a lower priority must not read React Query's cache itself (use-wound-history.ts).
  // Below, no query client: a `useQuery` added there fails at once ("No QueryClient set").
  const queries = useHistoryQueries(woundId)
  return (
    <QueryClientContext.Provider value={undefined}>
      <OverviewBody woundId={woundId} queries={queries} />
    </QueryClientContext.Provider>
  )
}

function OverviewBody({ woundId, queries }: { woundId: number; queries: HistoryQueries }) {
  // Metrics and tables follow the history at a lower priority (the charts too, on their own):
  // while pages stream in, React may skip to the newest history instead of drawing each one, and
  // the work yields to input.
  const history = useHistoryView(queries, historySeries, { deferred: true })
  const { series, verdict } = useVerdictOf(woundId, history)
  const measurements = history.measurements.query
  const assessmentRecords = history.assessments.records
  const { reference, metrics } = verdict
  const {
    words: { t, charts: chartsT, say },
    locale,
  } = useOverviewScreenWords()
  const markers = useMemo(() => verdictMarkers(chartsT, verdict), [chartsT, verdict])
  // Stable while the verdict is: the area chart is drawn again only when its line moves. Only a
  // reference the clinician chose draws one: no line from a default.
  const threshold = reference?.thresholdPercent
  const areaReferenceLine = useMemo(
    () =>
      metrics && threshold !== undefined
        ? { y: targetArea(metrics.baseline.area, threshold), label: t('referenceLine', { threshold }) }
        : undefined,
    [t, metrics, threshold],
  )
  const push = useMemo(() => pushScores(series.points, assessmentRecords), [series, assessmentRecords])
  // Complete once the last page is in and drawn.
  const complete = history.measurements.settled
  const failure = history.error
  const unreadable = failure ? describeError(say, failure).title : undefined
  const first = series.points[0]
  const last = series.points.at(-1)
  const printed = formatMoment(new Date())
  const findLatest = (history: WholeHistory<Measurement> | undefined) =>
    last ? historyRecords(history ?? EMPTY).find((record) => record.id === last.id) : undefined

  // The print-only parts (every measurement, the latest images) are built only for printing,
  // not on every render of the screen; Ctrl+P reaches them through beforeprint.
  const [printing, setPrinting] = useState(false)
  useEffect(() => {
    const before = () => {
      flushSync(() => {
        setPrinting(true)
      })
    }
    const after = () => {
      setPrinting(false)
    }
    window.addEventListener('beforeprint', before)
    window.addEventListener('afterprint', after)
    return () => {
      window.removeEventListener('beforeprint', before)
      window.removeEventListener('afterprint', after)
    }
  }, [])

  const printReport = async () => {
    // Image URLs expire ten minutes after issue: fetch the history again so the printed ones are valid.
    const fresh = await measurements.refetch()
    await preloadImages(printedImageUrls(findLatest(fresh.data)))
    flushSync(() => {
      setPrinting(true)
    })
    window.print()
  }

  return (
    <div className="healing-overview" lang={locale}>
      <div className="overview-toolbar no-print">
        <WoundTypeSelect woundId={woundId} choice={verdict.woundType} />
        <BaselineSelect points={series.points} baseline={verdict.baseline} complete={complete} />
        <button type="button" onClick={() => void printReport()} disabled={!complete}>
          {t('printReport')}
        </button>
      </div>

      <header className="print-only report-header">
        <h2>{t('reportTitle', { id: woundId })}</h2>
        <p>
          {first && last
            ? t('reportSpan', { from: formatDate(first.date), to: formatDate(last.date), count: series.points.length, printed })
            : t('reportCount', { count: series.points.length, printed })}
        </p>
      </header>

      <MetricsPanel verdict={verdict} provisional={!complete} unreadable={unreadable} />
      <OverviewCharts queries={queries} markers={markers} areaReferenceLine={areaReferenceLine} />
      {printing ? <PrintImages record={findLatest(measurements.data)} /> : null}
      <PushTable estimates={push} printing={printing} />
      {printing ? <PrintTable points={series.points} heading={t('printedMeasurements')} /> : null}
    </div>
  )
}
