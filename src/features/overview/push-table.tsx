import { DASH, formatDate, formatNumber } from '../../shared/format'
import { PUSH_ESTIMATE_NOTE, type PushEstimate } from './push-score'

const TISSUE_WORDS = { closed: 'closed', eschar: 'eschar', slough: 'slough', granulation: 'granulation' } as const

/** PUSH 3.0 estimate per measurement date, its inputs shown and its missing inputs said. */
export function PushTable({ estimates }: { estimates: readonly PushEstimate[] }) {
  if (estimates.length === 0) return null
  return (
    <section className="push-estimate" aria-labelledby="push-heading">
      <h3 id="push-heading">PUSH 3.0 estimate</h3>
      <p className="hint">{PUSH_ESTIMATE_NOTE}</p>
      <div className="table-scroll" role="region" aria-label="PUSH 3.0 estimate, scrollable" tabIndex={0}>
        <table className="data-table" aria-label="PUSH 3.0 estimate">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col" className="numeric">ID</th>
              <th scope="col">Length × width</th>
              <th scope="col">Exudate</th>
              <th scope="col">Tissue</th>
              <th scope="col" className="numeric">Total (0–17)</th>
            </tr>
          </thead>
          <tbody>
            {estimates.map((e) => (
              <tr key={`${e.date}-${e.id ?? 'none'}`}>
                <td>{formatDate(e.date)}</td>
                <td className="numeric">{e.id ?? DASH}</td>
                <td>{e.area.known ? `${formatNumber(e.area.lengthTimesWidth)} cm² → ${e.area.score}` : <Missing reason={e.area.reason} />}</td>
                <td>{e.exudate.known ? `${e.exudate.amount.toLowerCase()} → ${e.exudate.score}` : <Missing reason={e.exudate.reason} />}</td>
                <td>{e.tissue.known ? `${TISSUE_WORDS[e.tissue.basis]} → ${e.tissue.score}` : <Missing reason={e.tissue.reason} />}</td>
                <td className="numeric">{e.total ?? <span title={e.missing.map((m) => m.reason).join(' ')}>{DASH}</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

const Missing = ({ reason }: { reason: string }) => <span className="hint">not scored: {reason}</span>
