import { useState, type ReactNode } from 'react'
import type { Measurement } from '../../api/schemas/measurement'
import { NAVIGATE, openWound, useViewState } from '../../url-state/view-state'
import { formatDate } from '../../shared/format'
import { isoDate } from '../../shared/calendar-date'
import { isApiError } from '../../api/errors'
import {
  caseloadHeading,
  columnChange,
  columnPhoto,
  columnConcern,
  changeInWindow,
  changeSinceBaseline,
  columnInfection,
  columnLatest,
  columnMeasured,
  columnVerdict,
  columnWound,
  CONCERN_WORDS,
  defaultOrder,
  infectionNone,
  infectionNotAssessed,
  infectionNow,
  noMeasurements,
  overdueNote,
  progress,
  reading,
  retry,
  woundLink,
} from '#words/caseload'
import { useCaseload, type CaseloadRow } from './use-caseload'
import { latestText, measuredText, rowError } from './row-words'
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
 * `renderPhoto`: a row's latest photo, drawn by the images feature (src/app composes it).
 */
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
  const day = today ?? isoDate(new Date())
  const { rows, read } = useCaseload(ids, day)
  const [sort, setSort] = useState<CaseloadSort>(DEFAULT_SORT)
  // While the pointer or the keyboard's focus is in the table, rows read meanwhile fill in where
  // they are instead of moving up under the clinician's hand; the order catches up on leaving.
  const [held, setHeld] = useState<readonly number[] | null>(null)
  const ordered = holdOrder(orderRows(rows, ids, sort), held)
  const header = (key: CaseloadSort['key'] | null, name: string) => (
    <th scope="col" aria-sort={key !== null && sort.key === key ? (sort.descending ? 'descending' : 'ascending') : undefined}>
      {key === null ? (
        name
      ) : (
        <button
          type="button"
          className="sort-button"

          onClick={() => {
            const next = nextSort(sort, key)
            setSort(next)
            // A sort asked for is shown at once, and held from there.
            if (held) setHeld(orderRows(rows, ids, next).map((row) => row.id))
          }}
        >
          {name}
        </button>
      )}
    </th>
  )
  const open = (id: number) => void setView({ ...openWound(id), wounds: null }, NAVIGATE)

  return (
    <section className="caseload" aria-labelledby="caseload-heading">
      <h2 id="caseload-heading">{caseloadHeading}</h2>
      <WoundIdsForm ids={ids} />
      <p role="status" className="hint">
        {progress(read, ids.length)}
      </p>
      <p className="hint">{defaultOrder}</p>
      <HandoverCopy rows={ordered} today={day} byConcern={sort.key === 'concern' && !sort.descending} />
      <div
        className="table-scroll"
        onPointerEnter={() => {
          setHeld(ordered.map((row) => row.id))
        }}
        onPointerLeave={() => {
          setHeld(null)
        }}
        onFocus={() => {
          setHeld((current) => current ?? ordered.map((row) => row.id))
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setHeld(null)
        }}
      >
        <table className="caseload-table">
          <caption className="visually-hidden">{caseloadHeading}</caption>
          <thead>
            <tr>
              {header('wound', columnWound)}
              {header(null, columnPhoto)}
              {header('concern', columnConcern)}
              {header('latest', columnLatest)}
              {header(null, columnChange)}
              {header(null, columnVerdict)}
              {header(null, columnInfection)}
              {header('measured', columnMeasured)}
            </tr>
          </thead>
          <tbody>
            {ordered.map((row) => (
              <tr key={row.id} data-state={row.state}>
                <th scope="row">
                  <a
                    href={`?wound=${row.id}`}
                    onClick={(event) => {
                      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
                      event.preventDefault()
                      open(row.id)
                    }}
                  >
                    {woundLink(row.id)}
                  </a>
                </th>
                <RowCells row={row} photo={row.state === 'read' && row.photo && renderPhoto ? renderPhoto(row.id, row.photo) : null} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

/** The rows in a held order: each where it was when the order was held; a row not in it, after. */
function holdOrder(rows: CaseloadRow[], held: readonly number[] | null): CaseloadRow[] {
  if (held === null) return rows
  const place = (row: CaseloadRow) => {
    const index = held.indexOf(row.id)
    return index === -1 ? held.length : index
  }
  return [...rows].sort((a, b) => place(a) - place(b))
}

function RowCells({ row, photo }: { row: CaseloadRow; photo: ReactNode }) {
  switch (row.state) {
    case 'loading':
      return <td colSpan={7}>{reading}</td>
    case 'empty':
      return <td colSpan={7}>{noMeasurements}</td>
    case 'error': {
      // Worth trying again only when the service might answer otherwise: not for a 403 or 404.
      const transient = !isApiError(row.error) || row.error.isTransient
      return (
        <td colSpan={7}>
          {rowError(row.error)}
          {transient ? (
            <>
              {' '}
              <button type="button" className="link-button" onClick={row.retry}>
                {retry}
              </button>
            </>
          ) : null}
        </td>
      )
    }
    case 'read': {
      const { facts, verdict } = row
      const infection =
        verdict.infection?.current === true ? infectionNow : verdict.assessedInWindow === 0 ? infectionNotAssessed : infectionNone
      return (
        <>
          <td className="caseload-photo-cell">{photo}</td>
          <td>{CONCERN_WORDS[facts.concern]}</td>
          <td>{latestText(facts) ?? '—'}</td>
          <td>
            {verdict.metrics?.par != null ? (
              <span className="caseload-change">{changeSinceBaseline(verdict.metrics.par, formatDate(verdict.metrics.baseline.date))}</span>
            ) : null}
            {verdict.trajectory.window?.percent != null ? (
              <span className="caseload-change">{changeInWindow(verdict.trajectory.window.percent, verdict.trajectory.window.days)}</span>
            ) : null}
          </td>
          <td>{verdict.summary}</td>
          <td>{infection}</td>
          <td>
            {measuredText(facts) ?? '—'}
            {facts.usualIntervalDays === null ? null : <span className="hint"> ({overdueNote(Math.round(facts.usualIntervalDays))})</span>}
          </td>
        </>
      )
    }
  }
}
