import { lazy, Suspense } from 'react'
import type { Measurement } from '../../api/schemas/measurement'
import { useListAnswered, useListPage } from '../../lists/use-list-page'
import { ListView } from '../../shared/list/list-view'
import { repeatSuffix } from '../../shared/row-keys'
import { onceOnline } from '../../shared/when-online'
import { exportCsv } from '#words/ui'
import { measurementColumnsFor } from './measurement-columns'
import {
  childrenOfMeasurement,
  columnChoiceNote,
  measurementGroupNoun,
  measurementNoun,
  measurementsLabel,
  noMeasurementsMatch,
  noMeasurementsRecorded,
} from '#words/measurements'
import './measurements.css'

const childrenOf = (m: Measurement) => m.children

/*
 * Export's own code (loading every page, its progress and errors: 0.5 KB) is not on the way to the
 * first rows: it loads once they are painted, as the rest the first rows do not need does
 * (useListAnswered). Until it is in, its button holds its place, disabled.
 */
const ExportMeasurementsCsv = lazy(onceOnline(() => import('./export-measurements')))

function LaterExport({ woundId }: { woundId: number }) {
  const painted = useListAnswered(woundId) !== 'waiting'
  const waiting = (
    <div className="export-csv">
      <button type="button" disabled>
        {exportCsv}
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

const childrenLabel = (m: Measurement, count: number, _expanded: boolean, key: string) =>
  childrenOfMeasurement(m.id, repeatSuffix(key), count)

/** The wound's measurements: server-side sort, filters, column choice and paging, all in the URL. */
export function MeasurementHistory({ woundId }: { woundId: number }) {
  const list = useListPage('measurements', woundId)
  const fields = list.view.fields
  return (
    <ListView
      label={measurementsLabel}
      noun={measurementNoun}
      groupNoun={measurementGroupNoun}
      columns={measurementColumnsFor(fields)}
      page={list.page}
      controls={list.controls}
      emptyText={list.filtered ? noMeasurementsMatch : noMeasurementsRecorded}
      childrenOf={childrenOf}
      table={{ expandLabel: childrenLabel, highlightedRowId: list.view.selected === null ? null : String(list.view.selected) }}
      tools={<LaterExport woundId={woundId} />}
      note={fields.length > 0 ? <p className="table-note">{columnChoiceNote}</p> : null}
    />
  )
}
