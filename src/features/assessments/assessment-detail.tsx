import type { Assessment } from '../../api/schemas/assessment'
import { formatDate } from '../../text/format'
import { CodedList, CodedText, InfectionList, RecordIssues } from './assessment-values'
import { exudateAmountLabel, exudateTypeLabel, odorLabel, periWoundSkinEntries, woundEdgeEntries } from './assessment-values.utils'
import { LABELS } from './assessment-words'
import { useAssessmentsWords } from './use-assessments-words'
import { Fields, Group, Miscellaneous, notRecorded, PainFields, prose, Tracts } from './assessment-detail-parts'
import { RecordedMoment } from '../../shared/recorded-moment'
import './assessments.css'

/**
 * Everything recorded in one assessment, laid out for reading: the table row is the summary,
 * this is the whole record. Values the spec does not foresee are shown as sent and marked.
 */
export function AssessmentDetail({ assessment }: { assessment: Assessment }) {
  const { t, locale } = useAssessmentsWords()
  const values = assessment.values
  const name = t('name', { id: assessment.id ?? t('noId') })
  const exudate = values?.exudate
  return (
    <div className="assessment-detail" lang={locale}>
      <h3>
        {name}
        <span className="detail-date">{assessment.date ? t('onDate', { date: formatDate(assessment.date) }) : ''}</span>
      </h3>
      <RecordIssues issues={assessment.issues} noun={name} />
      {values ? null : <p className="hint">{t('noValuesSent')}</p>}
      <div className="detail-grid">
        <Group title={t('woundEdgeAndSkin')}>
          <Fields
            items={[
              [t(LABELS.wound_edge), <CodedList entries={woundEdgeEntries(t, values?.wound_edge)} />],
              [t(LABELS.peri_wound_skin), <CodedList entries={periWoundSkinEntries(t, values?.peri_wound_skin)} />],
            ]}
          />
        </Group>
        <Group title={t(LABELS.pain)}>
          <PainFields t={t} pain={values?.pain} />
        </Group>
        <Group title={t('exudateAndOdour')}>
          <Fields
            items={[
              [t('amount'), <CodedText value={exudateAmountLabel(t, exudate?.amount)} />],
              [t('type'), <CodedText value={exudateTypeLabel(t, exudate?.type)} />],
              [t('comment'), prose(t, exudate?.comment)],
              [t(LABELS.odor), <CodedText value={odorLabel(t, values?.odor)} />],
            ]}
          />
        </Group>
        <Group title={t(LABELS.infection)}>
          {values?.infection === undefined || values.infection === null ? (
            <p className="hint">{t('notRecordedSentence')}</p>
          ) : (
            <InfectionList infection={values.infection} />
          )}
        </Group>
        <Group title={t('tunnellingAndUndermining')}>
          <Tracts tunneling={values?.tunneling} undermining={values?.undermining} />
        </Group>
        <Group title={t(LABELS.miscellaneous)}>
          <Miscellaneous misc={values?.miscellaneous} />
        </Group>
        <Group title={t(LABELS.notes)} wide>
          {prose(t, values?.notes)}
        </Group>
        <Group title={t('record')}>
          <Fields
            items={[
              [t('assessmentDate'), formatDate(assessment.date)],
              [t(LABELS.created_at), <RecordedMoment moment={assessment.created_at} />],
            ]}
          />
        </Group>
      </div>
    </div>
  )
}

/**
 * One assessment read the TIME way (Infection/inflammation, Moisture, Edge; the Tissue figures are
 * the measurement's), with pain and notes: the visit's half that comes from the assessment. Every
 * value as in the detail panel: codes in words, anything else shown as sent and marked.
 */
/** Default export, for React.lazy (app/wound-view.tsx: the visit's assessment). */
export default function AssessmentByTime({ assessment }: { assessment: Assessment }) {
  const { t, locale } = useAssessmentsWords()
  const values = assessment.values
  const name = t('name', { id: assessment.id ?? t('noId') })
  const exudate = values?.exudate
  return (
    <div className="assessment-by-time" lang={locale}>
      <RecordIssues issues={assessment.issues} noun={name} />
      {values ? null : <p className="hint">{t('noValuesSent')}</p>}
      <div className="detail-grid">
        <Group title={t('infectionInflammation')}>
          <Fields
            items={[
              [
                t(LABELS.infection),
                values?.infection === undefined || values.infection === null ? (
                  notRecorded(t)
                ) : (
                  <InfectionList infection={values.infection} />
                ),
              ],
              [t(LABELS.odor), <CodedText value={odorLabel(t, values?.odor)} />],
            ]}
          />
        </Group>
        <Group title={t('moisture')}>
          <Fields
            items={[
              [t('exudateAmount'), <CodedText value={exudateAmountLabel(t, exudate?.amount)} />],
              [t('exudateType'), <CodedText value={exudateTypeLabel(t, exudate?.type)} />],
              [t('exudateComment'), prose(t, exudate?.comment)],
            ]}
          />
        </Group>
        <Group title={t('edge')}>
          <Fields
            items={[
              [t(LABELS.wound_edge), <CodedList entries={woundEdgeEntries(t, values?.wound_edge)} />],
              [t(LABELS.peri_wound_skin), <CodedList entries={periWoundSkinEntries(t, values?.peri_wound_skin)} />],
            ]}
          />
          <Tracts tunneling={values?.tunneling} undermining={values?.undermining} />
        </Group>
        <Group title={t(LABELS.pain)}>
          <PainFields t={t} pain={values?.pain} />
        </Group>
        <Group title={t(LABELS.notes)} wide>
          {prose(t, values?.notes)}
        </Group>
      </div>
    </div>
  )
}
