import { ExportListCsv } from '../../lists/export-list-csv'

const loadSpec = () => import('./assessment-csv').then((module) => module.ASSESSMENTS_CSV)

/** Saves the assessments list as it is filtered and sorted, every page of it, as CSV, with every field. */
export function ExportAssessmentsCsv({ woundId }: { woundId: number }) {
  return <ExportListCsv woundId={woundId} endpoint="assessments" loadSpec={loadSpec} />
}
