import { ExportListCsv } from '../../lists/export-list-csv'
import { useLocale } from '../../i18n/use-locale'
import { assessmentsWords } from '../../words/assessments'

/**
 * Saves the assessments list as it is filtered and sorted, every page of it, as CSV, with every
 * field; the file is named in the app URL's language (its words load with the first export).
 */
export function ExportAssessmentsCsv({ woundId }: { woundId: number }) {
  const locale = useLocale()
  const loadSpec = async () => {
    const [{ assessmentsCsv }, t] = await Promise.all([import('./assessment-csv'), assessmentsWords.load(locale)])
    return assessmentsCsv(t)
  }
  return <ExportListCsv woundId={woundId} endpoint="assessments" loadSpec={loadSpec} />
}
