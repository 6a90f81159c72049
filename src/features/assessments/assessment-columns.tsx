import type { Assessment, AssessmentValues } from '../../api/schemas'
import { columnHelper } from '../../shared/data-table'
import { DASH, formatDate, formatDateTime, formatNumber } from '../../shared/format'
import { RecordFlag } from '../../shared/record-flag'
import {
  clockPositions,
  exudateAmountLabel,
  exudateTypeLabel,
  infectionEntries,
  odorLabel,
  periWoundSkinEntries,
  woundEdgeEntries,
  type CodedEntry,
} from './assessment-values.utils'

const column = columnHelper<Assessment>()

function CodedList({ entries }: { entries: CodedEntry[] }) {
  if (entries.length === 0) return <>{DASH}</>
  return (
    <ul className="inline-list">
      {entries.map((entry, index) => (
        <li key={`${entry.text}-${index}`} className={entry.freeText ? 'free-text' : undefined}>
          {entry.freeText ? <>“{entry.text}” <span className="hint">(free text)</span></> : entry.text}
        </li>
      ))}
    </ul>
  )
}

function Label({ value }: { value: { text: string; unknown: boolean } | undefined }) {
  if (!value) return <>{DASH}</>
  return value.unknown ? <>{value.text} <span className="hint">(not a known value)</span></> : <>{value.text}</>
}

function Pain({ pain }: { pain: AssessmentValues['pain'] }) {
  if (!pain) return <>{DASH}</>
  const scale = (v: number | undefined) => (v === undefined ? DASH : `${formatNumber(v, 0)}/10`)
  return (
    <dl className="compact">
      <dt>Rest</dt><dd>{scale(pain.at_rest_scale)}</dd>
      <dt>Movement</dt><dd>{scale(pain.with_movement_scale)}</dd>
      <dt>Night</dt><dd>{scale(pain.at_night_scale)}</dd>
    </dl>
  )
}

function Extent({ extent }: { extent: AssessmentValues['tunneling'] }) {
  if (!extent) return <>{DASH}</>
  const where = clockPositions(extent.direction)
  const length = extent.length === undefined ? '' : `${formatNumber(extent.length)} cm`
  return <>{[length, where && `at ${where}`].filter(Boolean).join(' ') || DASH}</>
}

function Infection({ infection }: { infection: unknown }) {
  const entries = infectionEntries(infection)
  if (entries.length === 0) return <>{DASH}</>
  return (
    <dl className="compact">
      {entries.map((entry) => (
        <div key={entry.label} className={entry.known ? undefined : 'unknown-field'}>
          <dt>{entry.label}</dt>
          <dd>{entry.value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Miscellaneous({ misc }: { misc: AssessmentValues['miscellaneous'] }) {
  if (!misc) return <>{DASH}</>
  return (
    <dl className="compact">
      <dt>Unable to capture</dt>
      <dd>{misc.unable_to_capture ?? DASH}{misc.unable_to_capture_reason ? ` (${misc.unable_to_capture_reason})` : ''}</dd>
      <dt>QoL assessed</dt>
      <dd>{misc.qol_assessment_performed ?? DASH}{misc.qol_details ? ` (${misc.qol_details})` : ''}</dd>
    </dl>
  )
}

const value = <T,>(pick: (v: AssessmentValues) => T) => (a: Assessment) => (a.values ? pick(a.values) : undefined)

/** Every value of an assessment, readable: codes in words, free text as entered, scales out of 10. */
export const assessmentColumns = column.columns([
  column.accessor('id', {
    header: 'ID',
    cell: (info) => (
      <span className="record-id">
        {info.getValue() ?? DASH}
        <RecordFlag issues={info.row.original.issues} noun={`assessment ${info.getValue() ?? ''}`} />
      </span>
    ),
    meta: { numeric: true },
  }),
  column.accessor('date', { header: 'Date', cell: (info) => formatDate(info.getValue()) }),
  column.accessor(value((v) => v.wound_edge), { id: 'wound_edge', meta: { wrap: true }, header: 'Wound edge', cell: (info) => <CodedList entries={woundEdgeEntries(info.getValue() ?? [])} /> }),
  column.accessor(value((v) => v.peri_wound_skin), { id: 'peri_wound_skin', meta: { wrap: true }, header: 'Peri-wound skin', cell: (info) => <CodedList entries={periWoundSkinEntries(info.getValue() ?? [])} /> }),
  column.accessor(value((v) => v.pain), { id: 'pain', header: 'Pain (0–10)', cell: (info) => <Pain pain={info.getValue()} /> }),
  column.accessor(value((v) => v.exudate), {
    id: 'exudate', meta: { wrap: true },
    header: 'Exudate',
    cell: (info) => {
      const exudate = info.getValue()
      if (!exudate) return DASH
      return (
        <>
          <Label value={exudateAmountLabel(exudate.amount)} />
          {exudate.type ? <>, <Label value={exudateTypeLabel(exudate.type)} /></> : null}
          {exudate.comment ? <div className="note">{exudate.comment}</div> : null}
        </>
      )
    },
  }),
  column.accessor(value((v) => v.odor), { id: 'odor', header: 'Odour', cell: (info) => <Label value={odorLabel(info.getValue())} /> }),
  column.accessor(value((v) => v.infection), { id: 'infection', meta: { wrap: true }, header: 'Infection', cell: (info) => <Infection infection={info.getValue()} /> }),
  column.accessor(value((v) => v.tunneling), { id: 'tunneling', header: 'Tunnelling', cell: (info) => <Extent extent={info.getValue()} /> }),
  column.accessor(value((v) => v.undermining), { id: 'undermining', header: 'Undermining', cell: (info) => <Extent extent={info.getValue()} /> }),
  column.accessor(value((v) => v.miscellaneous), { id: 'miscellaneous', meta: { wrap: true }, header: 'Miscellaneous', cell: (info) => <Miscellaneous misc={info.getValue()} /> }),
  column.accessor(value((v) => v.notes), { id: 'notes', meta: { wrap: true }, header: 'Notes', cell: (info) => <span className="note">{info.getValue() ?? DASH}</span> }),
  column.accessor('created_at', {
    header: 'Created',
    cell: (info) => <time title={info.getValue() ? `${info.getValue() ?? ''} UTC` : undefined}>{formatDateTime(info.getValue())}</time>,
  }),
])
