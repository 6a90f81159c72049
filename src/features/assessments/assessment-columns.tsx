import type { Assessment, AssessmentValues } from '../../api/schemas/assessment'
import { columnHelper, columnId } from '../../shared/data-table'
import { DASH } from '../../text/format'
import { LongText } from '../../shared/long-text'
import { VisitDate } from '../../url-state/use-visit'
import { ExtentText, InfectionList, Miscellaneous } from './assessment-values'
import { infectionSummary } from './assessment-values.utils'
import { LABELS, type AssessmentsWord } from './assessment-words'
import { Coded, ColumnName, Exudate, Odour, Pain, RecordId } from './assessment-cells'
import { RecordedMoment } from '../../shared/recorded-moment'

const column = columnHelper<Assessment>()

/** A column's header: its name in the language shown. */
const header = (id: AssessmentsWord) => () => <ColumnName id={id} />

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
    header: header(LABELS.id),
    cell: (info) => <RecordId id={info.getValue()} rowId={info.row.id} issues={info.row.original.issues} />,
    meta: { numeric: true, sortKey: 'id' },
  }),
  column.accessor('date', { header: header(LABELS.date), cell: (info) => <VisitDate date={info.getValue()} /> }),
  column.accessor(
    value((v) => v.wound_edge),
    {
      id: 'wound_edge',
      meta: { wrap: true },
      header: header(LABELS.wound_edge),
      cell: (info) => <Coded list="wound_edge" values={info.getValue()} />,
    },
  ),
  column.accessor(
    value((v) => v.peri_wound_skin),
    {
      id: 'peri_wound_skin',
      meta: { wrap: true },
      header: header(LABELS.peri_wound_skin),
      cell: (info) => <Coded list="peri_wound_skin" values={info.getValue()} />,
    },
  ),
  column.accessor(
    value((v) => v.pain),
    { id: 'pain', header: header(LABELS.pain), cell: (info) => <Pain pain={info.getValue()} /> },
  ),
  column.accessor(
    value((v) => v.exudate),
    {
      id: 'exudate',
      meta: { wrap: true },
      header: header(LABELS.exudate),
      cell: (info) => <Exudate exudate={info.getValue()} />,
    },
  ),
  column.accessor(
    value((v) => v.odor),
    { id: 'odor', header: header(LABELS.odor), cell: (info) => <Odour odor={info.getValue()} /> },
  ),
  column.accessor(
    value((v) => v.infection),
    {
      id: 'infection',
      meta: { wrap: true },
      header: header(LABELS.infection),
      cell: (info) => <InfectionList infection={info.getValue()} summarise={infectionSummary} />,
    },
  ),
  column.accessor(
    value((v) => v.tunneling),
    { id: 'tunneling', meta: { wrap: true }, header: header(LABELS.tunneling), cell: (info) => <ExtentText extent={info.getValue()} /> },
  ),
  column.accessor(
    value((v) => v.undermining),
    {
      id: 'undermining',
      meta: { wrap: true },
      header: header(LABELS.undermining),
      cell: (info) => <ExtentText extent={info.getValue()} />,
    },
  ),
  column.accessor(
    value((v) => v.miscellaneous),
    {
      id: 'miscellaneous',
      meta: { wrap: true },
      header: header(LABELS.miscellaneous),
      cell: (info) => <Miscellaneous misc={info.getValue()} />,
    },
  ),
  column.accessor(
    value((v) => v.notes),
    {
      id: 'notes',
      meta: { wrap: true },
      header: header(LABELS.notes),
      cell: (info) => {
        const notes = info.getValue()
        return notes ? <LongText className="note" text={notes} /> : DASH
      },
    },
  ),
  column.accessor('created_at', {
    header: header(LABELS.created_at),
    meta: { sortKey: 'created_at' },
    cell: (info) => <RecordedMoment moment={info.getValue()} />,
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
