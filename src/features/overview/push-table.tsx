import { memo, useRef } from 'react'
import { DASH, formatDate } from '../../text/format'
import { SpacerRow, useRowWindow, windowedRow, type RowWindow } from '../../shared/row-window'
import type { PushEstimate, PushGap } from '../../domain/healing/push'
import {
  PUSH_ESTIMATE_NOTE,
  areaScoreText,
  exudateHeader,
  exudateScoreText,
  lengthTimesWidthHeader,
  missingInputs,
  notScored,
  pushHeading,
  pushScrollable,
  pushTotalHeader,
  tissueHeader,
  tissueScoreText,
} from '#words/push'
import { useChartsWords } from './charts/use-charts-words'
import { PUSH_SOURCE } from '#words/sources'
import { SourceDetails } from './citations'

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
  const { t } = useChartsWords()
  const rows = useRowWindow(estimates.length, scroller, { all: printing })
  if (estimates.length === 0) return null
  return (
    <section className="push-estimate" aria-labelledby="push-heading">
      <h3 id="push-heading">{pushHeading}</h3>
      <p className="hint">{PUSH_ESTIMATE_NOTE}</p>
      <SourceDetails summary={PUSH_SOURCE.label} citations={PUSH_SOURCE.citations}>
        <p>{PUSH_SOURCE.summary}</p>
        <p className="hint">{PUSH_SOURCE.caveat}</p>
      </SourceDetails>
      <div ref={scroller} className="table-scroll push-scroll" role="region" aria-label={pushScrollable} tabIndex={0}>
        <table
          className="data-table"
          aria-label={pushHeading}
          aria-rowcount={rows.windowed ? estimates.length + 1 : undefined}
          aria-busy={!rows.windowed && rows.end < estimates.length ? true : undefined}
        >
          <thead>
            <tr aria-rowindex={rows.windowed ? 1 : undefined}>
              <th scope="col">{t('dateHeader')}</th>
              <th scope="col" className="numeric">
                {t('idHeader')}
              </th>
              <th scope="col">{lengthTimesWidthHeader}</th>
              <th scope="col">{exudateHeader}</th>
              <th scope="col">{tissueHeader}</th>
              <th scope="col" className="numeric">
                {pushTotalHeader}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.before > 0 ? <SpacerRow height={rows.before} columns={6} /> : null}
            {estimates.slice(rows.start, rows.end).map((e, index) => (
              <PushRow
                key={`${e.date}-${e.id ?? 'none'}`}
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

/** One date's estimate. Estimates are made anew as pages arrive: compared by what they say. */
const PushRow = memo(
  function PushRow({ estimate: e, index, measure }: { estimate: PushEstimate; index: number | undefined; measure: RowWindow['measure'] }) {
    return (
      <tr ref={measure} {...windowedRow(index)}>
        <td>{formatDate(e.date)}</td>
        <td className="numeric">{e.id ?? DASH}</td>
        <td>{e.area.known ? areaScoreText(e.area.lengthTimesWidth, e.area.score) : <Missing gap={e.area.gap} />}</td>
        <td>{e.exudate.known ? exudateScoreText(e.exudate.amount, e.exudate.score) : <Missing gap={e.exudate.gap} />}</td>
        <td>{e.tissue.known ? tissueScoreText(e.tissue.basis, e.tissue.score) : <Missing gap={e.tissue.gap} />}</td>
        <td className="numeric">{e.total ?? <span title={missingInputs(e)}>{DASH}</span>}</td>
      </tr>
    )
  },
  (a, b) =>
    a.index === b.index &&
    a.measure === b.measure &&
    (a.estimate === b.estimate || JSON.stringify(a.estimate) === JSON.stringify(b.estimate)),
)

const Missing = ({ gap }: { gap: PushGap }) => <span className="hint">{notScored(gap)}</span>
