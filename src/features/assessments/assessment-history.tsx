import { useListPage } from '../../lists/use-list-page'
import { ListView } from '../../shared/list/list-view'
import { assessmentColumnsFor } from './assessment-columns'
import { AssessmentDetail } from './assessment-detail'
import { AssessmentDetailContext, type AssessmentDetailState } from './assessment-detail-state'
import { ExportAssessmentsCsv } from './export-assessments'
import type { ListWords } from '../../shared/list/list-words'
import * as w from '../../words/first-rows/messages'
import { useAssessmentsWords } from './use-assessments-words'
import './assessments.css'

const LIST_WORDS: ListWords = {
  pager: w.assessmentPages,
  total: w.assessmentsTotal,
  filters: w.assessmentFilters,
  columns: w.assessmentColumns,
  offline: w.assessmentsOffline,
  loading: w.loadingAssessments,
  pageOf: w.pageOfAssessments,
  oversized: w.assessmentsOversized,
}

/** The wound's assessments: server-side sort, filters, column choice and paging; open details in the URL. */
/** Default export, for React.lazy (app/wound-view.tsx). */
export default function AssessmentHistory({ woundId }: { woundId: number }) {
  const { t, locale } = useAssessmentsWords()
  const list = useListPage('assessments', woundId)
  const { expanded, onToggle } = list.controls.expansion
  const details: AssessmentDetailState = { isOpen: (key) => expanded.has(key), toggle: onToggle }
  return (
    <AssessmentDetailContext value={details}>
      <div className="assessment-list" lang={locale}>
        <ListView
          label={t('assessments')}
          words={LIST_WORDS}
          columns={assessmentColumnsFor(list.view.fields)}
          page={list.page}
          controls={list.controls}
          emptyText={t(list.filtered ? 'noAssessmentsMatch' : 'noAssessmentsRecorded')}
          table={{ renderDetail: (assessment, key) => (expanded.has(key) ? <AssessmentDetail assessment={assessment} /> : undefined) }}
          tools={<ExportAssessmentsCsv woundId={woundId} />}
        />
      </div>
    </AssessmentDetailContext>
  )
}
