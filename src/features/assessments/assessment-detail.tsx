import type { ReactNode } from 'react'
import type { Assessment, AssessmentValues } from '../../api/schemas/assessment'
import { DASH, formatDate, formatDateTime } from '../../shared/format'
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
import './assessments.css'

/** "Assessment 150001"; a record without a usable id is still named. */
const assessmentName = (assessment: Assessment) => `Assessment ${assessment.id ?? '(no ID)'}`

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
    <span className="hint">None given</span>
  ) : (
    <LongText className="note" text={text} preview={DETAIL_PREVIEW_CHARS} />
  )

const notRecorded = <span className="hint">Not recorded</span>

function Tracts({ tunneling, undermining }: { tunneling: Extent | undefined; undermining: Extent | undefined }) {
  if (!tunneling && !undermining) return <p className="hint">Tunnelling and undermining: neither recorded.</p>
  return (
    <div className="clock-faces">
      {(
        [
          ['Tunnelling', tunneling],
          ['Undermining', undermining],
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
  if (!misc) return <p className="hint">Not recorded.</p>
  return (
    <Fields
      items={[
        ['Unable to capture', <CodedText value={yesNoLabel(misc.unable_to_capture)} />],
        ['Reason', prose(misc.unable_to_capture_reason)],
        ['Quality of life assessed', <CodedText value={yesNoNaLabel(misc.qol_assessment_performed)} />],
        ['Quality of life details', prose(misc.qol_details)],
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
  const name = assessmentName(assessment)
  const exudate = values?.exudate
  return (
    <div className="assessment-detail">
      <h3>
        {name}
        <span className="detail-date">{assessment.date ? `, ${formatDate(assessment.date)}` : ''}</span>
      </h3>
      <RecordIssues issues={assessment.issues} noun={name} />
      {values ? null : <p className="hint">No values were sent for this assessment.</p>}
      <div className="detail-grid">
        <Group title="Wound edge and skin">
          <Fields
            items={[
              ['Wound edge', <CodedList entries={woundEdgeEntries(values?.wound_edge)} />],
              ['Peri-wound skin', <CodedList entries={periWoundSkinEntries(values?.peri_wound_skin)} />],
            ]}
          />
        </Group>
        <Group title="Pain (0–10)">
          <Fields
            items={PAIN_SCALES.map((scale) => [scale.label, <PainScale name={scale.name} value={values?.pain?.[scale.key]} />] as const)}
          />
        </Group>
        <Group title="Exudate and odour">
          <Fields
            items={[
              ['Amount', <CodedText value={exudateAmountLabel(exudate?.amount)} />],
              ['Type', <CodedText value={exudateTypeLabel(exudate?.type)} />],
              ['Comment', prose(exudate?.comment)],
              ['Odour', <CodedText value={odorLabel(values?.odor)} />],
            ]}
          />
        </Group>
        <Group title="Infection">
          {values?.infection === undefined || values.infection === null ? (
            <p className="hint">Not recorded.</p>
          ) : (
            <InfectionList infection={values.infection} />
          )}
        </Group>
        <Group title="Tunnelling and undermining">
          <Tracts tunneling={values?.tunneling} undermining={values?.undermining} />
        </Group>
        <Group title="Miscellaneous">
          <Miscellaneous misc={values?.miscellaneous} />
        </Group>
        <Group title="Notes" wide>
          {prose(values?.notes)}
        </Group>
        <Group title="Record">
          <Fields
            items={[
              ['Assessment date', formatDate(assessment.date)],
              [
                'Created',
                assessment.created_at ? <time title={`${assessment.created_at} UTC`}>{formatDateTime(assessment.created_at)}</time> : DASH,
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
  const name = assessmentName(assessment)
  const exudate = values?.exudate
  return (
    <div className="assessment-by-time">
      <RecordIssues issues={assessment.issues} noun={name} />
      {values ? null : <p className="hint">No values were sent for this assessment.</p>}
      <div className="detail-grid">
        <Group title="Infection / inflammation">
          <Fields
            items={[
              [
                'Infection',
                values?.infection === undefined || values.infection === null ? notRecorded : <InfectionList infection={values.infection} />,
              ],
              ['Odour', <CodedText value={odorLabel(values?.odor)} />],
            ]}
          />
        </Group>
        <Group title="Moisture">
          <Fields
            items={[
              ['Exudate amount', <CodedText value={exudateAmountLabel(exudate?.amount)} />],
              ['Exudate type', <CodedText value={exudateTypeLabel(exudate?.type)} />],
              ['Exudate comment', prose(exudate?.comment)],
            ]}
          />
        </Group>
        <Group title="Edge">
          <Fields
            items={[
              ['Wound edge', <CodedList entries={woundEdgeEntries(values?.wound_edge)} />],
              ['Peri-wound skin', <CodedList entries={periWoundSkinEntries(values?.peri_wound_skin)} />],
            ]}
          />
          <Tracts tunneling={values?.tunneling} undermining={values?.undermining} />
        </Group>
        <Group title="Pain (0–10)">
          <Fields
            items={PAIN_SCALES.map((scale) => [scale.label, <PainScale name={scale.name} value={values?.pain?.[scale.key]} />] as const)}
          />
        </Group>
        <Group title="Notes" wide>
          {prose(values?.notes)}
        </Group>
      </div>
    </div>
  )
}
