import type { ReactNode } from 'react'
import type { AssessmentValues } from '../../api/schemas/assessment'
import { DETAIL_PREVIEW_CHARS, LongText } from '../../shared/long-text'
import { CodedText } from './assessment-values'
import { yesNoLabel, yesNoNaLabel } from './assessment-values.utils'
import { LABELS, PAIN_SCALES, type AssessmentsTranslate } from './assessment-words'
import { useAssessmentsWords } from './use-assessments-words'
import { ClockFace } from './clock-face'
import type { Extent } from './clock-face.utils'
import { PainScale } from './pain-scale'

/* The pieces of an assessment's detail panel and of the visit's TIME reading (assessment-detail.tsx). */

/** A group of the detail, under its heading. */
export function Group({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'detail-group wide' : 'detail-group'}>
      <h4>{title}</h4>
      {children}
    </div>
  )
}

/** A definition list from label/value pairs; one place decides how a detail row looks. */
export function Fields({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
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
export const prose = (t: AssessmentsTranslate, text: string | undefined | null) =>
  text === undefined || text === null || text.trim() === '' ? (
    <span className="hint">{t('noneGiven')}</span>
  ) : (
    <LongText className="note" text={text} preview={DETAIL_PREVIEW_CHARS} />
  )

export const notRecorded = (t: AssessmentsTranslate) => <span className="hint">{t('notRecorded')}</span>

export function Tracts({ tunneling, undermining }: { tunneling: Extent | undefined; undermining: Extent | undefined }) {
  const { t } = useAssessmentsWords()
  if (!tunneling && !undermining) return <p className="hint">{t('neitherTractRecorded')}</p>
  return (
    <div className="clock-faces">
      {(
        [
          [t(LABELS.tunneling), tunneling],
          [t(LABELS.undermining), undermining],
        ] as const
      ).map(([name, extent]) => (
        <div key={name} className="clock-face-item">
          <h5>{name}</h5>
          {extent ? <ClockFace name={name} extent={extent} /> : notRecorded(t)}
        </div>
      ))}
    </div>
  )
}

export function Miscellaneous({ misc }: { misc: AssessmentValues['miscellaneous'] }) {
  const { t } = useAssessmentsWords()
  if (!misc) return <p className="hint">{t('notRecordedSentence')}</p>
  return (
    <Fields
      items={[
        [t(LABELS.unable_to_capture), <CodedText value={yesNoLabel(t, misc.unable_to_capture)} />],
        [t('reason'), prose(t, misc.unable_to_capture_reason)],
        [t('qolAssessed'), <CodedText value={yesNoNaLabel(t, misc.qol_assessment_performed)} />],
        [t('qolDetails'), prose(t, misc.qol_details)],
      ]}
    />
  )
}

/** Each pain scale as a meter out of 10, under its label. */
export function PainFields({ t, pain }: { t: AssessmentsTranslate; pain: AssessmentValues['pain'] }) {
  return (
    <Fields items={PAIN_SCALES.map((scale) => [t(scale.label), <PainScale name={t(scale.name)} value={pain?.[scale.key]} />] as const)} />
  )
}
