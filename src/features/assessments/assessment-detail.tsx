import type { ReactNode } from 'react'
import type { Assessment, AssessmentValues } from '../../api/schemas/assessment'
import { DASH, formatDate, formatDateTime } from '../../text/format'
import { DETAIL_PREVIEW_CHARS, LongText } from '../../shared/long-text'
import { CodedList, CodedText, InfectionList, RecordIssues } from './assessment-values'
import {
  exudateAmountLabel,
  exudateTypeLabel,
  odorLabel,
  PAIN_SCALES,
  periWoundSkinEntries,
  woundEdgeEntries,
  yesNoLabel,
  yesNoNaLabel,
} from './assessment-values.utils'
import { ClockFace } from './clock-face'
import type { Extent } from './clock-face.utils'
import { PainScale } from './pain-scale'
import { assessmentName, detailPanel, labels, onDate, timeReading } from '#words/assessments'
import { notRecorded as notRecordedWords, utcMoment } from '#words/records'
import './assessments.css'

function Group({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'detail-group wide' : 'detail-group'}>
      <h4>{title}</h4>
      {children}
    </div>
  )
}

/** A definition list from label/value pairs; one place decides how a detail row looks. */
function Fields({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="detail-fields">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Free text from the service, as text; an absent or empty value is said to be absent. */
const prose = (text: string | undefined | null) =>
  text === undefined || text === null || text.trim() === '' ? (
    <span className="hint">{detailPanel.noneGiven}</span>
  ) : (
    <LongText className="note" text={text} preview={DETAIL_PREVIEW_CHARS} />
  )

const notRecorded = <span className="hint">{notRecordedWords}</span>

function Tracts({ tunneling, undermining }: { tunneling: Extent | undefined; undermining: Extent | undefined }) {
  if (!tunneling && !undermining) return <p className="hint">{detailPanel.neitherTractRecorded}</p>
  return (
    <div className="clock-faces">
      {(
        [
          [labels.tunneling, tunneling],
          [labels.undermining, undermining],
        ] as const
      ).map(([name, extent]) => (
        <div key={name} className="clock-face-item">
          <h5>{name}</h5>
          {extent ? <ClockFace name={name} extent={extent} /> : notRecorded}
        </div>
      ))}
    </div>
  )
}

function Miscellaneous({ misc }: { misc: AssessmentValues['miscellaneous'] }) {
  if (!misc) return <p className="hint">{detailPanel.notRecorded}</p>
  return (
    <Fields
      items={[
        [labels.unable_to_capture, <CodedText value={yesNoLabel(misc.unable_to_capture)} />],
        [detailPanel.reason, prose(misc.unable_to_capture_reason)],
        [detailPanel.qolAssessed, <CodedText value={yesNoNaLabel(misc.qol_assessment_performed)} />],
        [detailPanel.qolDetails, prose(misc.qol_details)],
      ]}
    />
  )
}

/**
 * Everything recorded in one assessment, laid out for reading: the table row is the summary,
 * this is the whole record. Values the spec does not foresee are shown as sent and marked.
 */
export function AssessmentDetail({ assessment }: { assessment: Assessment }) {
  const values = assessment.values
  const name = assessmentName(assessment.id)
  const exudate = values?.exudate
  return (
    <div className="assessment-detail">
      <h3>
        {name}
        <span className="detail-date">{assessment.date ? onDate(assessment.date) : ''}</span>
      </h3>
      <RecordIssues issues={assessment.issues} noun={name} />
      {values ? null : <p className="hint">{detailPanel.noValuesSent}</p>}
      <div className="detail-grid">
        <Group title={detailPanel.woundEdgeAndSkin}>
          <Fields
            items={[
              [labels.wound_edge, <CodedList entries={woundEdgeEntries(values?.wound_edge)} />],
              [labels.peri_wound_skin, <CodedList entries={periWoundSkinEntries(values?.peri_wound_skin)} />],
            ]}
          />
        </Group>
        <Group title={labels.pain}>
          <Fields
            items={PAIN_SCALES.map((scale) => [scale.label, <PainScale name={scale.name} value={values?.pain?.[scale.key]} />] as const)}
          />
        </Group>
        <Group title={detailPanel.exudateAndOdour}>
          <Fields
            items={[
              [detailPanel.amount, <CodedText value={exudateAmountLabel(exudate?.amount)} />],
              [detailPanel.type, <CodedText value={exudateTypeLabel(exudate?.type)} />],
              [detailPanel.comment, prose(exudate?.comment)],
              [labels.odor, <CodedText value={odorLabel(values?.odor)} />],
            ]}
          />
        </Group>
        <Group title={labels.infection}>
          {values?.infection === undefined || values.infection === null ? (
            <p className="hint">{detailPanel.notRecorded}</p>
          ) : (
            <InfectionList infection={values.infection} />
          )}
        </Group>
        <Group title={detailPanel.tunnellingAndUndermining}>
          <Tracts tunneling={values?.tunneling} undermining={values?.undermining} />
        </Group>
        <Group title={labels.miscellaneous}>
          <Miscellaneous misc={values?.miscellaneous} />
        </Group>
        <Group title={labels.notes} wide>
          {prose(values?.notes)}
        </Group>
        <Group title={detailPanel.record}>
          <Fields
            items={[
              [detailPanel.assessmentDate, formatDate(assessment.date)],
              [
                labels.created_at,
                assessment.created_at ? (
                  <time title={utcMoment(assessment.created_at)}>{formatDateTime(assessment.created_at)}</time>
                ) : (
                  DASH
                ),
              ],
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
  const values = assessment.values
  const name = assessmentName(assessment.id)
  const exudate = values?.exudate
  return (
    <div className="assessment-by-time">
      <RecordIssues issues={assessment.issues} noun={name} />
      {values ? null : <p className="hint">{detailPanel.noValuesSent}</p>}
      <div className="detail-grid">
        <Group title={timeReading.infectionInflammation}>
          <Fields
            items={[
              [
                labels.infection,
                values?.infection === undefined || values.infection === null ? notRecorded : <InfectionList infection={values.infection} />,
              ],
              [labels.odor, <CodedText value={odorLabel(values?.odor)} />],
            ]}
          />
        </Group>
        <Group title={timeReading.moisture}>
          <Fields
            items={[
              [timeReading.exudateAmount, <CodedText value={exudateAmountLabel(exudate?.amount)} />],
              [timeReading.exudateType, <CodedText value={exudateTypeLabel(exudate?.type)} />],
              [timeReading.exudateComment, prose(exudate?.comment)],
            ]}
          />
        </Group>
        <Group title={timeReading.edge}>
          <Fields
            items={[
              [labels.wound_edge, <CodedList entries={woundEdgeEntries(values?.wound_edge)} />],
              [labels.peri_wound_skin, <CodedList entries={periWoundSkinEntries(values?.peri_wound_skin)} />],
            ]}
          />
          <Tracts tunneling={values?.tunneling} undermining={values?.undermining} />
        </Group>
        <Group title={labels.pain}>
          <Fields
            items={PAIN_SCALES.map((scale) => [scale.label, <PainScale name={scale.name} value={values?.pain?.[scale.key]} />] as const)}
          />
        </Group>
        <Group title={labels.notes} wide>
          {prose(values?.notes)}
        </Group>
      </div>
    </div>
  )
}
