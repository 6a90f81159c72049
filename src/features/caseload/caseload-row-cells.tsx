import type { ReactNode } from 'react'
import { formatDate } from '../../text/format'
import { isApiError } from '../../api/errors'
import {
  changeInWindow,
  changeSinceBaseline,
  columnChange,
  columnInfection,
  columnLatest,
  columnMeasured,
  columnVerdict,
  CONCERN_WORDS,
  infectionEarlier,
  infectionNone,
  infectionNotAssessed,
  infectionNow,
  noMeasurements,
  overdueNote,
  reading,
  retry,
} from '#words/caseload'
import type { CaseloadRow } from './use-caseload'
import { latestText, measuredText, rowError } from './row-words'

/**
 * A caseload row's cells after its wound: what became of a wound not read, across the row; a read
 * wound's photo, concern, latest area, change, where it is heading, signs of infection and last
 * measured. `data-label`, its column's name, is shown above the value where a phone shows the row as
 * a card (caseload.css); the roles are said for the same reason as the table's (caseload-view.tsx).
 */
/** Signs of infection in the latest 4 weeks: now, earlier only, none, or not assessed. */
function infectionText(verdict: Extract<CaseloadRow, { state: 'read' }>['verdict']): string {
  if (verdict.infection?.current === true) return infectionNow
  if (verdict.infection) return infectionEarlier
  return verdict.assessedInWindow === 0 ? infectionNotAssessed : infectionNone
}

export function RowCells({ row, photo }: { row: CaseloadRow; photo: ReactNode }) {
  switch (row.state) {
    case 'loading':
      return (
        <td role="cell" colSpan={7}>
          {reading}
        </td>
      )
    case 'empty':
      return (
        <td role="cell" colSpan={7}>
          {noMeasurements}
        </td>
      )
    case 'error': {
      // Worth trying again only when the service might answer otherwise: not for a 403 or 404.
      const transient = !isApiError(row.error) || row.error.isTransient
      return (
        <td role="cell" colSpan={7}>
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
      return (
        <>
          <td role="cell" className="caseload-photo-cell">
            {photo}
          </td>
          <td role="cell">{CONCERN_WORDS[facts.concern]}</td>
          <td role="cell" data-label={columnLatest}>
            {latestText(facts) ?? '—'}
          </td>
          <td role="cell" data-label={columnChange}>
            {verdict.metrics?.par != null ? (
              <span className="caseload-change">{changeSinceBaseline(verdict.metrics.par, formatDate(verdict.metrics.baseline.date))}</span>
            ) : null}
            {verdict.trajectory.window?.percent != null ? (
              <span className="caseload-change">{changeInWindow(verdict.trajectory.window.percent, verdict.trajectory.window.days)}</span>
            ) : null}
          </td>
          <td role="cell" data-label={columnVerdict}>
            {verdict.summary}
          </td>
          <td role="cell" data-label={columnInfection}>
            {infectionText(verdict)}
          </td>
          <td role="cell" data-label={columnMeasured}>
            {measuredText(facts) ?? '—'}
            {facts.usualIntervalDays === null ? null : <span className="hint"> ({overdueNote(Math.round(facts.usualIntervalDays))})</span>}
          </td>
        </>
      )
    }
  }
}
