import { ExportListCsv } from '../../lists/export-list-csv'

const loadSpec = () => import('./measurement-csv').then((module) => module.MEASUREMENTS_CSV)

/**
 * Saves the measurements list as it is filtered and sorted, every page of it, as CSV, with every
 * field and, since only a request without `fields` brings them, the children.
 */
export function ExportMeasurementsCsv({ woundId }: { woundId: number }) {
  return <ExportListCsv woundId={woundId} endpoint="measurements" loadSpec={loadSpec} />
}
// As the list loads it (lazy): a default export, which costs the entry no `.then` to name it.
export default ExportMeasurementsCsv
