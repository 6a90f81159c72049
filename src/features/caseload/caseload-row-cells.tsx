import type { ReactNode } from 'react'
import { formatDate } from '../../text/format'
import { isApiError } from '../../api/errors'
import { useCaseloadRowWords } from './use-caseload-words'
import { summaryText } from '../../whole-history/verdict-line'
import type { CaseloadRow } from './use-caseload'
import { latestText, measuredText, rowError, sizeChange, type CaseloadTranslate } from './row-words'
import { useSay } from '../../i18n/use-say'
import { firstRowWords } from '../../words/first-rows'

/**
 * A caseload row's cells after its wound: what became of a wound not read, across the row; a read
 * wound's photo, concern, latest area, change, where it is heading, signs of infection and last
 * measured. `data-label`, its column's name, is shown above the value where a phone shows the row as
 * a card (caseload.css); the roles are said for the same reason as the table's (caseload-view.tsx).
 */
/** Signs of infection in the latest 4 weeks: now, earlier only, none, or not assessed. */
function infectionText(t: CaseloadTranslate, verdict: Extract<CaseloadRow, { state: 'read' }>['verdict']): string {
  if (verdict.infection?.current === true) return t('infectionNow')
  if (verdict.infection) return t('infectionEarlier')
  return verdict.assessedInWindow === 0 ? t('infectionNotAssessed') : t('infectionNone')
}

export function RowCells({ row, photo }: { row: CaseloadRow; photo: ReactNode }) {
  // Where it is heading: the verdict's one line, in its own words (src/words/verdict and src/words/codes).
  const { t, vt, codes } = useCaseloadRowWords()
  const say = useSay(firstRowWords)
  switch (row.state) {
    case 'loading':
      return (
        <td role="cell" colSpan={7}>
          {t('reading')}
        </td>
      )
    case 'empty':
      return (
        <td role="cell" colSpan={7}>
          {t('noMeasurements')}
        </td>
      )
    case 'error': {
      // Worth trying again only when the service might answer otherwise: not for a 403 or 404.
      const transient = !isApiError(row.error) || row.error.isTransient
      return (
        <td role="cell" colSpan={7}>
          {rowError(t, say, row.error)}
          {transient ? (
            <>
              {' '}
              <button type="button" className="link-button" onClick={row.retry}>
                {t('retry')}
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
          <td role="cell">{t('concern', { concern: facts.concern })}</td>
          <td role="cell" data-label={t('columnLatest')}>
            {latestText(t, facts) ?? '—'}
          </td>
          <td role="cell" data-label={t('columnChange')}>
            {verdict.metrics?.par != null ? (
              <span className="caseload-change">
                {t('changeSinceBaseline', { date: formatDate(verdict.metrics.baseline.date), change: sizeChange(t, verdict.metrics.par) })}
              </span>
            ) : null}
            {verdict.trajectory.window?.percent != null ? (
              <span className="caseload-change">
                {t('changeInWindow', { days: verdict.trajectory.window.days, change: sizeChange(t, verdict.trajectory.window.percent) })}
              </span>
            ) : null}
          </td>
          <td role="cell" data-label={t('columnVerdict')}>
            {summaryText(vt, codes, verdict)}
          </td>
          <td role="cell" data-label={t('columnInfection')}>
            {infectionText(t, verdict)}
          </td>
          <td role="cell" data-label={t('columnMeasured')}>
            {measuredText(t, facts) ?? '—'}
            {facts.usualIntervalDays === null ? null : (
              <span className="hint"> ({t('overdueNote', { usual: Math.round(facts.usualIntervalDays) })})</span>
            )}
          </td>
        </>
      )
    }
  }
}
