import type { Assessment, AssessmentValues } from '../../api/schemas/assessment'
import { columnHelper, columnId } from '../../shared/data-table'
import { DASH, formatDateTime } from '../../text/format'
import { LongText } from '../../shared/long-text'
import { RecordFlag } from '../../shared/record-flag'
import { repeatSuffix } from '../../shared/row-keys'
import { VisitDate } from '../../url-state/use-visit'
import { CodedList, CodedText, ExtentText, InfectionList, Miscellaneous, PainText } from './assessment-values'
import {
  exudateAmountLabel,
  exudateTypeLabel,
  infectionSummary,
  odorLabel,
  PAIN_SCALES,
  painScore,
  periWoundSkinEntries,
  woundEdgeEntries,
} from './assessment-values.utils'
import { useAssessmentDetailState } from './assessment-detail-state'
import { painPhrase } from '#words/assessment-values'
import { assessmentRowName, detailsToggle, exudateTypeAfter, labels, showDetailsOf } from '#words/assessments'
import { utcMoment } from '#words/records'

const column = columnHelper<Assessment>()

/** The disclosure for one row's detail panel; its name stays the same, aria-expanded says the state. */
function DetailToggle({ rowId, label }: { rowId: string; label: string }) {
  const details = useAssessmentDetailState()
  if (!details) return null
  return (
    <button
      type="button"
      className="detail-toggle"
      aria-expanded={details.isOpen(rowId)}
      aria-label={showDetailsOf(label)}
      onClick={() => {
        details.toggle(rowId)
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 10 10" width="10" height="10" className="detail-chevron">
        <path d="M3 1.5 6.5 5 3 8.5" />
      </svg>
      {detailsToggle}
    </button>
  )
}

function Pain({ pain }: { pain: AssessmentValues['pain'] }) {
  if (!pain) return <>{DASH}</>
  return (
    <dl className="compact pain-scores">
      {PAIN_SCALES.map((scale) => (
        <div key={scale.key} title={painPhrase(scale.name, painScore(pain[scale.key]))}>
          <dt>{scale.short}</dt>
          <dd>
            <PainText value={pain[scale.key]} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

const value =
  <T,>(pick: (v: AssessmentValues) => T) =>
  (a: Assessment) =>
    a.values ? pick(a.values) : undefined

/**
 * One row per assessment, each value summarised (codes in words, free text as entered, pain out
 * of 10); the ID cell holds the toggle for the row's full detail (`AssessmentDetail`), read from
 * AssessmentDetailContext. The toggle sits in the ID cell, not a column of its own, so the first
 * cell still starts with the id.
 */
const assessmentColumns = column.columns([
  column.accessor('id', {
    header: labels.id,
    cell: (info) => {
      const id = info.getValue()
      const label = assessmentRowName(id, repeatSuffix(info.row.id))
      return (
        <span className="record-id">
          <span className="record-id-line">
            {id ?? DASH}
            <DetailToggle rowId={info.row.id} label={label} />
          </span>
          <RecordFlag issues={info.row.original.issues} noun={label} />
        </span>
      )
    },
    meta: { numeric: true, sortKey: 'id' },
  }),
  column.accessor('date', { header: labels.date, cell: (info) => <VisitDate date={info.getValue()} /> }),
  column.accessor(
    value((v) => v.wound_edge),
    {
      id: 'wound_edge',
      meta: { wrap: true },
      header: labels.wound_edge,
      cell: (info) => <CodedList entries={woundEdgeEntries(info.getValue())} />,
    },
  ),
  column.accessor(
    value((v) => v.peri_wound_skin),
    {
      id: 'peri_wound_skin',
      meta: { wrap: true },
      header: labels.peri_wound_skin,
      cell: (info) => <CodedList entries={periWoundSkinEntries(info.getValue())} />,
    },
  ),
  column.accessor(
    value((v) => v.pain),
    { id: 'pain', header: labels.pain, cell: (info) => <Pain pain={info.getValue()} /> },
  ),
  column.accessor(
    value((v) => v.exudate),
    {
      id: 'exudate',
      meta: { wrap: true },
      header: labels.exudate,
      cell: (info) => {
        const exudate = info.getValue()
        if (!exudate) return DASH
        return (
          <>
            <CodedText value={exudateAmountLabel(exudate.amount)} />
            {exudate.type ? (
              <>
                {exudateTypeAfter}
                <CodedText value={exudateTypeLabel(exudate.type)} />
              </>
            ) : null}
          </>
        )
      },
    },
  ),
  column.accessor(
    value((v) => v.odor),
    { id: 'odor', header: labels.odor, cell: (info) => <CodedText value={odorLabel(info.getValue())} /> },
  ),
  column.accessor(
    value((v) => v.infection),
    {
      id: 'infection',
      meta: { wrap: true },
      header: labels.infection,
      cell: (info) => <InfectionList infection={info.getValue()} summarise={infectionSummary} />,
    },
  ),
  column.accessor(
    value((v) => v.tunneling),
    { id: 'tunneling', meta: { wrap: true }, header: labels.tunneling, cell: (info) => <ExtentText extent={info.getValue()} /> },
  ),
  column.accessor(
    value((v) => v.undermining),
    { id: 'undermining', meta: { wrap: true }, header: labels.undermining, cell: (info) => <ExtentText extent={info.getValue()} /> },
  ),
  column.accessor(
    value((v) => v.miscellaneous),
    { id: 'miscellaneous', meta: { wrap: true }, header: labels.miscellaneous, cell: (info) => <Miscellaneous misc={info.getValue()} /> },
  ),
  column.accessor(
    value((v) => v.notes),
    {
      id: 'notes',
      meta: { wrap: true },
      header: labels.notes,
      cell: (info) => {
        const notes = info.getValue()
        return notes ? <LongText className="note" text={notes} /> : DASH
      },
    },
  ),
  column.accessor('created_at', {
    header: labels.created_at,
    meta: { sortKey: 'created_at' },
    cell: (info) => (
      <time title={info.getValue() ? utcMoment(info.getValue() ?? '') : undefined}>
        <LongText text={formatDateTime(info.getValue())} />
      </time>
    ),
  }),
])

const RECORD_COLUMNS = new Set(['id', 'date', 'created_at'])

/** The columns for a `fields` choice: every value column belongs to the `values` field. */
export function assessmentColumnsFor(fields: readonly string[]) {
  if (fields.length === 0) return assessmentColumns
  return assessmentColumns.filter((c) => {
    const id = columnId(c)
    return RECORD_COLUMNS.has(id) ? fields.includes(id) || id === 'id' : fields.includes('values')
  })
}
