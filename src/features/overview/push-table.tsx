import { memo, useRef } from 'react'
import { DASH, formatDate, formatNumber } from '../../text/format'
import { SpacerRow, useRowWindow, windowedRow, type RowWindow } from '../../shared/row-window'
import type { PushEstimate, PushGap } from '../../domain/healing/push'
import { SOURCE_CITATIONS } from '../../domain/healing/sources'
import { SourceDetails } from './citations'
import { useAreasWords } from '../../i18n/use-words'
import { pushGapText, type PushGapsTranslate } from '../../whole-history/push-gap-words'
import { PUSH_WORDS, type OverviewTranslate } from './use-overview-words'

/**
 * PUSH 3.0 estimate per measurement date, its inputs shown and its missing inputs said. It
 * scrolls; a long history's table renders the rows in view (every row when printing), and a row
 * is drawn again only when its estimate changes.
 */
export const PushTable = memo(function PushTable({
  estimates,
  printing = false,
}: {
  estimates: readonly PushEstimate[]
  printing?: boolean
}) {
  const scroller = useRef<HTMLDivElement>(null)
  const { t, gaps } = useAreasWords(PUSH_WORDS).words
  const rows = useRowWindow(estimates.length, scroller, { all: printing })
  if (estimates.length === 0) return null
  return (
    <section className="push-estimate" aria-labelledby="push-heading">
      <h3 id="push-heading">{t('pushHeading')}</h3>
      <p className="hint">{t('pushNote')}</p>
      <SourceDetails summary={t('pushSourceLabel')} citations={SOURCE_CITATIONS.push}>
        <p>{t('pushSourceSummary')}</p>
        <p className="hint">{t('pushSourceCaveat')}</p>
      </SourceDetails>
      <div ref={scroller} className="table-scroll push-scroll" role="region" aria-label={t('pushScrollable')} tabIndex={0}>
        <table
          className="data-table"
          aria-label={t('pushHeading')}
          aria-rowcount={rows.windowed ? estimates.length + 1 : undefined}
          aria-busy={!rows.windowed && rows.end < estimates.length ? true : undefined}
        >
          <thead>
            <tr aria-rowindex={rows.windowed ? 1 : undefined}>
              <th scope="col">{t('dateHeader')}</th>
              <th scope="col" className="numeric">
                {t('idHeader')}
              </th>
              <th scope="col">{t('lengthTimesWidthHeader')}</th>
              <th scope="col">{t('exudateHeader')}</th>
              <th scope="col">{t('tissueHeader')}</th>
              <th scope="col" className="numeric">
                {t('pushTotalHeader')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.before > 0 ? <SpacerRow height={rows.before} columns={6} /> : null}
            {estimates.slice(rows.start, rows.end).map((e, index) => (
              <PushRow
                key={`${e.date}-${e.id ?? 'none'}`}
                t={t}
                gaps={gaps}
                estimate={e}
                index={rows.windowed ? rows.start + index : undefined}
                measure={rows.measure}
              />
            ))}
            {rows.after > 0 ? <SpacerRow height={rows.after} columns={6} /> : null}
          </tbody>
        </table>
      </div>
    </section>
  )
})

type PushRowProps = {
  t: OverviewTranslate
  gaps: PushGapsTranslate
  estimate: PushEstimate
  index: number | undefined
  measure: RowWindow['measure']
}

/** One date's estimate. Estimates are made anew as pages arrive: compared by what they say. */
const PushRow = memo(
  function PushRow({ t, gaps, estimate: e, index, measure }: PushRowProps) {
    return (
      <tr ref={measure} {...windowedRow(index)}>
        <td>{formatDate(e.date)}</td>
        <td className="numeric">{e.id ?? DASH}</td>
        <td>
          {e.area.known ? (
            t('areaScore', { area: formatNumber(e.area.lengthTimesWidth), score: e.area.score })
          ) : (
            <Missing t={t} gaps={gaps} gap={e.area.gap} />
          )}
        </td>
        <td>
          {e.exudate.known ? (
            // The amount's code, in lower case ("moderate"), as sent.
            t('exudateScore', { amount: e.exudate.amount.toLowerCase(), score: e.exudate.score })
          ) : (
            <Missing t={t} gaps={gaps} gap={e.exudate.gap} />
          )}
        </td>
        <td>
          {e.tissue.known ? (
            t('tissueScore', { tissue: e.tissue.basis, score: e.tissue.score })
          ) : (
            <Missing t={t} gaps={gaps} gap={e.tissue.gap} />
          )}
        </td>
        <td className="numeric">
          {/* Why there is no total: every missing input, one after the other. */}
          {e.total ?? <span title={e.missing.map((missing) => pushGapText(gaps, missing.gap)).join(' ')}>{DASH}</span>}
        </td>
      </tr>
    )
  },
  (a, b) =>
    a.t === b.t &&
    a.gaps === b.gaps &&
    a.index === b.index &&
    a.measure === b.measure &&
    (a.estimate === b.estimate || JSON.stringify(a.estimate) === JSON.stringify(b.estimate)),
)

const Missing = ({ t, gaps, gap }: { t: OverviewTranslate; gaps: PushGapsTranslate; gap: PushGap }) => (
  <span className="hint">{t('notScored', { gap: pushGapText(gaps, gap) })}</span>
)
