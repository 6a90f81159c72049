import type { Measurement } from '../../api/schemas/measurement'
import { useListPage } from '../../lists/use-list-page'
import { ListView } from '../../shared/list-view'
import { repeatSuffix } from '../../shared/row-keys'
import { ExportMeasurementsCsv } from './export-measurements'
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
      tools={<ExportMeasurementsCsv woundId={woundId} />}
      note={fields.length > 0 ? <p className="table-note">{columnChoiceNote}</p> : null}
    />
  )
}
