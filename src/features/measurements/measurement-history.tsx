import { lazy, Suspense } from 'react'
import type { Measurement } from '../../api/schemas/measurement'
import { useListAnswered, useListPage } from '../../lists/use-list-page'
import { ListView } from '../../shared/list/list-view'
import { repeatOf } from '../../shared/row-keys'
import { onceOnline } from '../../shared/when-online'
import type { ListWords } from '../../shared/list/list-words'
import type { Say } from '../../i18n/numbered'
import { useSay } from '../../i18n/use-say'
import { firstRowWords } from '../../words/first-rows'
import * as w from '../../words/first-rows/messages'
import { measurementColumnsFor } from './measurement-columns'
import './measurements.css'

const childrenOf = (m: Measurement) => m.children

const LIST_WORDS: ListWords = {
  pager: w.measurementPages,
  total: w.measurementsTotal,
  filters: w.measurementFilters,
  columns: w.measurementColumns,
  offline: w.measurementsOffline,
  loading: w.loadingMeasurements,
  pageOf: w.pageOfMeasurements,
  oversized: w.measurementsOversized,
}

/*
 * Export's own code (loading every page, its progress and errors: 0.5 KB) is not on the way to the
 * first rows: it loads once they are painted, as the rest the first rows do not need does
 * (useListAnswered). Until it is in, its button holds its place, disabled.
 */
const ExportMeasurementsCsv = lazy(onceOnline(() => import('./export-measurements')))

function LaterExport({ woundId }: { woundId: number }) {
  const t = useSay(firstRowWords)
  const painted = useListAnswered(woundId) !== 'waiting'
  const waiting = (
    <div className="export-csv">
      <button type="button" disabled>
        {t(w.exportCsv)}
      </button>
    </div>
  )
  return painted ? (
    <Suspense fallback={waiting}>
      <ExportMeasurementsCsv woundId={woundId} />
    </Suspense>
  ) : (
    waiting
  )
}

/** A row's expand button: "children of measurement 7 (3)". */
const childrenLabel = (t: Say) => (m: Measurement, count: number, _expanded: boolean, key: string) =>
  t(w.childrenOfMeasurement, { id: m.id ?? '', repeat: repeatOf(key), count })

/** The wound's measurements: server-side sort, filters, column choice and paging, all in the URL. */
export function MeasurementHistory({ woundId }: { woundId: number }) {
  const t = useSay(firstRowWords)
  const list = useListPage('measurements', woundId)
  const fields = list.view.fields
  return (
    <ListView
      label={t(w.measurementsLabel)}
      words={LIST_WORDS}
      columns={measurementColumnsFor(fields)}
      page={list.page}
      controls={list.controls}
      emptyText={t(list.filtered ? w.noMeasurementsMatch : w.noMeasurementsRecorded)}
      childrenOf={childrenOf}
      table={{ expandLabel: childrenLabel(t), highlightedRowId: list.view.selected === null ? null : String(list.view.selected) }}
      tools={<LaterExport woundId={woundId} />}
      note={fields.length > 0 ? <p className="table-note">{t(w.columnChoiceNote)}</p> : null}
    />
  )
}
