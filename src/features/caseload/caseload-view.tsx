import { memo, useCallback, useState, type ReactNode } from 'react'
import type { Measurement } from '../../api/schemas/measurement'
import { NAVIGATE, openWound, useViewState } from '../../url-state/view-state'
import { isoDate } from '../../text/calendar-date'
import { useCaseloadWords } from './use-caseload-words'
import type { Messages } from '../../words/caseload/messages'
import type { PlainId } from '../../i18n/area'
import { sameRow, useCaseload, type CaseloadRow } from './use-caseload'
import { useWordsFirst } from './use-words-first'
import { RowCells } from './caseload-row-cells'
import { WoundIdsForm } from './caseload-form'
import { DEFAULT_SORT, nextSort, orderRows, type CaseloadSort } from './caseload-order'
import { HandoverCopy } from './caseload-handover'
import '../../shared/tables.css'
import './caseload.css'

/**
 * The caseload (contract section 10): every wound of `ids` in one table named "Caseload", the most
 * worrying first (domain/caseload.ts), each row a link to its wound's view. A wound that cannot be
 * read keeps its row, saying why; the others are unaffected. Rows are read a few at a time
 * (use-caseload.ts) and take their place as they are read.
 */
/**
 * `today`: the day to count from (`YYYY-MM-DD`): the demo's, in demo mode; else this computer's.
 * `renderPhoto`: a row's latest photo, drawn by the images feature (src/app composes it), once the
 * rows' words are in (use-words-first.ts).
 */
/** The sortable columns' names, by sort key. */
const SORT_COLUMNS: Record<CaseloadSort['key'], PlainId<Messages>> = {
  wound: 'columnWound',
  concern: 'columnConcern',
  latest: 'columnLatest',
  measured: 'columnMeasured',
}

export function CaseloadView({
  ids,
  today,
  renderPhoto,
}: {
  ids: readonly number[]
  today?: string | undefined
  renderPhoto?: ((woundId: number, measurement: Measurement & { id: number }) => ReactNode) | undefined
}) {
  const { setView } = useViewState()
  const { t, locale } = useCaseloadWords()
  const day = today ?? isoDate(new Date())
  const { rows, read } = useCaseload(ids, day)
  const [sort, setSort] = useState<CaseloadSort>(DEFAULT_SORT)
  // While the pointer or the keyboard's focus is in the table, rows read meanwhile fill in where
  // they are instead of moving up under the clinician's hand; the order catches up once both have left.
  const [held, setHeld] = useState<Held | null>(null)
  const ordered = holdOrder(orderRows(rows, ids, sort), held)
  const photosShown = useWordsFirst(read === ids.length)
  const byConcern = sort.key === 'concern' && !sort.descending
  const header = (key: CaseloadSort['key'] | null, name: PlainId<Messages>) => (
    <th
      scope="col"
      role="columnheader"
      aria-sort={key !== null && sort.key === key ? (sort.descending ? 'descending' : 'ascending') : undefined}
    >
      {key === null ? (
        t(name)
      ) : (
        <button
          type="button"
          className="sort-button"
          onClick={() => {
            const next = nextSort(sort, key)
            setSort(next)
            // A sort asked for is shown at once, and held from there.
            if (held) setHeld({ ...held, order: orderRows(rows, ids, next).map((row) => row.id) })
          }}
        >
          {t(name)}
          <span aria-hidden="true" className="sort-icon">
            {sort.key !== key ? '↕' : sort.descending ? '▼' : '▲'}
          </span>
        </button>
      )}
    </th>
  )
  const open = useCallback((id: number) => void setView({ ...openWound(id), wounds: null }, NAVIGATE), [setView])

  return (
    // The caseload's words may be in another language than the rest of the page (not all in catalogs yet).
    <section className="caseload" aria-labelledby="caseload-heading" lang={locale}>
      <h2 id="caseload-heading">{t('heading')}</h2>
      <WoundIdsForm ids={ids} />
      <p role="status" className="hint">
        {t('progress', { read, total: ids.length })}
      </p>
      <p className="hint">
        {byConcern
          ? t('defaultOrder')
          : t('otherOrder', { column: t(SORT_COLUMNS[sort.key]), direction: sort.descending ? 'descending' : 'ascending' })}
      </p>
      <HandoverCopy rows={ordered} today={day} byConcern={byConcern} />
      <div
        className="table-scroll"
        onPointerEnter={() => {
          setHeld((current) => current ?? holdOf(ordered))
        }}
        onPointerLeave={(event) => {
          // A keyboard's focus still in the table keeps the hold; a button the pointer clicked does not.
          if (!event.currentTarget.querySelector(':focus-visible')) setHeld(null)
        }}
        onFocus={() => {
          setHeld((current) => current ?? holdOf(ordered))
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget) && !event.currentTarget.matches(':hover')) setHeld(null)
        }}
      >
        {/* The roles are the table's own, said again: on a phone its rows are laid out as cards (caseload.css), and a
            table laid out otherwise may lose its semantics in a browser's accessibility tree. */}
        <table className="caseload-table" role="table">
          <caption className="visually-hidden">{t('heading')}</caption>
          <thead role="rowgroup">
            <tr role="row" data-label={t('sortBy')}>
              {header('wound', SORT_COLUMNS.wound)}
              {header(null, 'columnPhoto')}
              {header('concern', SORT_COLUMNS.concern)}
              {header('latest', SORT_COLUMNS.latest)}
              {header(null, 'columnChange')}
              {header(null, 'columnVerdict')}
              {header(null, 'columnInfection')}
              {header('measured', SORT_COLUMNS.measured)}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {ordered.map((row) => (
              <CaseloadTableRow
                key={rowKey(row, held)}
                row={row}
                renderPhoto={photosShown && row.state === 'read' && row.photo ? renderPhoto : undefined}
                open={open}
              />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

type RowProps = {
  row: CaseloadRow
  renderPhoto: ((woundId: number, measurement: Measurement & { id: number }) => ReactNode) | undefined
  open: (id: number) => void
}

/** One wound's row; drawn again only when it shows something else (sameRow). */
const CaseloadTableRow = memo(
  function CaseloadTableRow({ row, renderPhoto, open }: RowProps) {
    const { t } = useCaseloadWords()
    return (
      <tr role="row" data-state={row.state}>
        <th scope="row" role="rowheader">
          <a
            href={`?wound=${row.id}`}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
              event.preventDefault()
              open(row.id)
            }}
          >
            {t('woundLink', { id: row.id })}
          </a>
        </th>
        <RowCells row={row} photo={row.state === 'read' && row.photo && renderPhoto ? renderPhoto(row.id, row.photo) : null} />
      </tr>
    )
  },
  (before: RowProps, after: RowProps) =>
    sameRow(before.row, after.row) && before.renderPhoto === after.renderPhoto && before.open === after.open,
)

/** A held order: the rows' order, and the wounds still being read, when the hold began. */
type Held = { order: readonly number[]; reading: ReadonlySet<number> }

const holdOf = (rows: readonly CaseloadRow[]): Held => ({
  order: rows.map((row) => row.id),
  reading: new Set(rows.filter((row) => row.state === 'loading').map((row) => row.id)),
})

/**
 * A row's key. A wound still being read has a key of its own, so once read it comes in as a new
 * row where its concern puts it: React inserts that one row. Under one key, React moves every row
 * the wound passes on its way up, and the browser lays each of them out again. With the table's set
 * column widths (caseload.css), layout while a 30-wound caseload loads: 216 -> 141 ms (medians of
 * three profiled loads a side). While the order is held, keys stay as they were when the hold
 * began: no row under the pointer or the focus is drawn anew, and a focused link keeps the focus.
 */
const rowKey = (row: CaseloadRow, held: Held | null): string =>
  (held ? held.reading.has(row.id) : row.state === 'loading') ? `reading-${row.id}` : String(row.id)

/** The rows in a held order: each where it was when the order was held; a row not in it, after. */
function holdOrder(rows: CaseloadRow[], held: Held | null): CaseloadRow[] {
  if (held === null) return rows
  const place = (row: CaseloadRow) => {
    const index = held.order.indexOf(row.id)
    return index === -1 ? held.order.length : index
  }
  return [...rows].sort((a, b) => place(a) - place(b))
}
