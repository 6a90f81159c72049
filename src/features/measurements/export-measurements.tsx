import { ExportListCsv } from '../../lists/export-list-csv'
import { useSay } from '../../i18n/use-say'
import { firstRowWords } from '../../words/first-rows'

/**
 * Saves the measurements list as it is filtered and sorted, every page of it, as CSV, with every
 * field and, since only a request without `fields` brings them, the children; the file is named in
 * the language shown.
 */
export function ExportMeasurementsCsv({ woundId }: { woundId: number }) {
  const t = useSay(firstRowWords)
  const loadSpec = () => import('./measurement-csv').then((module) => module.measurementsCsv(t))
  return <ExportListCsv woundId={woundId} endpoint="measurements" loadSpec={loadSpec} />
}
// As the list loads it (lazy): a default export, which costs the entry no `.then` to name it.
export default ExportMeasurementsCsv
