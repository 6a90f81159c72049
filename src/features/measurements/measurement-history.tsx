import type { Measurement } from '../../api/schemas/measurement'
import { useListPage } from '../../lists/use-list-page'
import { ListView } from '../../shared/list-view'
import { repeatSuffix } from '../../shared/row-keys'
import { ExportMeasurementsCsv } from './export-measurements'
import { measurementColumnsFor } from './measurement-columns'
import './measurements.css'

const childrenOf = (m: Measurement) => m.children

/** Always says "children", even for one: "children of measurement 7 (1)". */
const childrenLabel = (m: Measurement, count: number, _expanded: boolean, key: string) =>
  `children of measurement ${m.id ?? ''}${repeatSuffix(key)} (${count})`

/** The wound's measurements: server-side sort, filters, column choice and paging, all in the URL. */
export function MeasurementHistory({ woundId }: { woundId: number }) {
  const list = useListPage('measurements', woundId)
  const fields = list.view.fields
  return (
    <ListView
      label="Measurements"
      noun="measurement"
      groupNoun="Measurement"
      columns={measurementColumnsFor(fields)}
      page={list.page}
      controls={list.controls}
      emptyText={list.filtered ? 'No measurements match these filters.' : 'No measurements are recorded for this wound.'}
      childrenOf={childrenOf}
      table={{ expandLabel: childrenLabel, highlightedRowId: list.view.selected === null ? null : String(list.view.selected) }}
      tools={<ExportMeasurementsCsv woundId={woundId} />}
      note={
        fields.length > 0 ? (
          <p className="table-note">
            With a column choice the service returns neither Created nor child measurements; choose “Show all columns” to see them.
          </p>
        ) : null
      }
    />
  )
}
