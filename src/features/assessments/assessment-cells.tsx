import type { Assessment, AssessmentValues } from '../../api/schemas/assessment'
import { DASH } from '../../text/format'
import { RecordFlag } from '../../shared/record-flag'
import { repeatOf } from '../../shared/row-keys'
import { CodedList, CodedText, PainText } from './assessment-values'
import {
  exudateAmountLabel,
  exudateTypeLabel,
  odorLabel,
  painScore,
  periWoundSkinEntries,
  woundEdgeEntries,
} from './assessment-values.utils'
import { useAssessmentDetailState } from './assessment-detail-state'
import { PAIN_SCALES, painPhrase, type AssessmentsWord } from './assessment-words'
import { useAssessmentsWords } from './use-assessments-words'

/*
 * The assessments table's headers and cells that say something (assessment-columns.tsx): each
 * reads the words in the language shown, as TanStack draws a header or a cell as a component.
 */

/** The disclosure for one row's detail panel; its name stays the same, aria-expanded says the state. */
function DetailToggle({ rowId, label }: { rowId: string; label: string }) {
  const { t } = useAssessmentsWords()
  const details = useAssessmentDetailState()
  if (!details) return null
  return (
    <button
      type="button"
      className="detail-toggle"
      aria-expanded={details.isOpen(rowId)}
      aria-label={t('showDetailsOf', { row: label })}
      onClick={() => {
        details.toggle(rowId)
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 10 10" width="10" height="10" className="detail-chevron">
        <path d="M3 1.5 6.5 5 3 8.5" />
      </svg>
      {t('details')}
    </button>
  )
}

/** A column's name in the language shown (a header is drawn as a component: it may read the words). */
export function ColumnName({ id }: { id: AssessmentsWord }) {
  const { t } = useAssessmentsWords()
  return t(id)
}

/** The ID cell: the id, the toggle for the row's detail, and the flag of what did not match the specification. */
export function RecordId({ id, rowId, issues }: { id: number | null; rowId: string; issues: Assessment['issues'] }) {
  const { t } = useAssessmentsWords()
  const label = t('rowName', { id: id ?? t('noId'), repeat: repeatOf(rowId) })
  return (
    <span className="record-id">
      <span className="record-id-line">
        {id ?? DASH}
        <DetailToggle rowId={rowId} label={label} />
      </span>
      <RecordFlag issues={issues} record={label} />
    </span>
  )
}

/** The wound edge's or the peri-wound skin's entries: codes in words, free text as entered. */
export function Coded({ list, values }: { list: 'wound_edge' | 'peri_wound_skin'; values: readonly string[] | undefined }) {
  const { t } = useAssessmentsWords()
  return <CodedList entries={(list === 'wound_edge' ? woundEdgeEntries : periWoundSkinEntries)(t, values)} />
}

/** The exudate's amount, and its type after it. */
export function Exudate({ exudate }: { exudate: AssessmentValues['exudate'] }) {
  const { t } = useAssessmentsWords()
  if (!exudate) return DASH
  return (
    <>
      <CodedText value={exudateAmountLabel(t, exudate.amount)} />
      {exudate.type ? (
        <>
          {t('exudateTypeAfter')}
          <CodedText value={exudateTypeLabel(t, exudate.type)} />
        </>
      ) : null}
    </>
  )
}

/** The odour in words; a value the specification does not list, as sent and marked. */
export function Odour({ odor }: { odor: string | undefined }) {
  const { t } = useAssessmentsWords()
  return <CodedText value={odorLabel(t, odor)} />
}

/** The three pain scores, each out of 10, with the whole phrase as a tooltip. */
export function Pain({ pain }: { pain: AssessmentValues['pain'] }) {
  const { t } = useAssessmentsWords()
  if (!pain) return <>{DASH}</>
  return (
    <dl className="compact pain-scores">
      {PAIN_SCALES.map((scale) => (
        <div key={scale.key} title={painPhrase(t, t(scale.name), painScore(pain[scale.key]))}>
          <dt>{t(scale.short)}</dt>
          <dd>
            <PainText value={pain[scale.key]} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
