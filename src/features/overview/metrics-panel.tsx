import { DASH, formatDate, formatNumber } from '../../shared/format'
import { safeHttpUrl } from '../../shared/safe-url'
import type { HealingMetrics } from './healing-metrics'
import type { HealingReference, HealingVerdict } from './references'

const signed = (n: number, digits = 2) => `${n > 0 ? '+' : ''}${formatNumber(n, digits)}`
const STATUS_WORDS = { 'on-track': 'On track', 'not-on-track': 'Not on track', 'too-early': 'Too early to tell', 'no-data': 'Not enough data' } as const

type Props = { metrics: HealingMetrics | null; verdict: HealingVerdict; reference: HealingReference; provisional: boolean }

/** The numbers behind "is it healing?", with the verdict against the chosen reference and its sources. */
export function MetricsPanel({ metrics, verdict, reference, provisional }: Props) {
  return (
    <section className="metrics-panel" aria-labelledby="metrics-heading">
      <h3 id="metrics-heading">Is it healing?</h3>
      <div className={`verdict verdict-${verdict.status}`} role="status">
        <strong>{STATUS_WORDS[verdict.status]}</strong>
        {provisional ? <span className="hint"> (provisional: the history is still loading)</span> : null}
        <p className="verdict-headline">{verdict.headline}</p>
        <p>{verdict.explanation}</p>
      </div>
      {metrics ? (
        <dl className="metrics">
          <div><dt>Baseline area</dt><dd>{formatNumber(metrics.baseline.area)} cm² <span className="hint">({formatDate(metrics.baseline.date)})</span></dd></div>
          <div><dt>Latest area</dt><dd>{formatNumber(metrics.latest.area)} cm² <span className="hint">({formatDate(metrics.latest.date)})</span></dd></div>
          <div><dt>Days tracked</dt><dd>{formatNumber(metrics.daysTracked, 0)}</dd></div>
          <div><dt>Change in area</dt><dd>{metrics.absoluteChange === null ? DASH : `${signed(metrics.absoluteChange)} cm²`}</dd></div>
          <div><dt>Area reduction (PAR), overall</dt><dd>{metrics.par === null ? DASH : `${formatNumber(metrics.par, 1)}%`}</dd></div>
          <div>
            <dt>Area reduction at 4 weeks</dt>
            <dd>
              {metrics.par4Weeks?.value == null
                ? `${DASH} (needs a measurement on day ${metrics.fourWeekWindow.fromDay}–${metrics.fourWeekWindow.toDay})`
                : `${formatNumber(metrics.par4Weeks.value, 1)}% on day ${metrics.par4Weeks.point.day}`}
            </dd>
          </div>
          <div>
            <dt>Healing rate k = ln(A₀/Aₜ)/t</dt>
            <dd>{metrics.k ? `${formatNumber(metrics.k.perDay, 4)} per day (${formatNumber(metrics.k.perWeek, 3)} per week)` : DASH}</dd>
          </div>
          <div>
            <dt>Margin advance (Gilman) ΔA/mean perimeter</dt>
            <dd>{metrics.gilman ? `${formatNumber(metrics.gilman.cmPerWeek, 3)} cm per week` : DASH}</dd>
          </div>
        </dl>
      ) : null}
      <details className="references">
        <summary>Reference in use: {reference.label} ({reference.thresholdPercent}% at 4 weeks)</summary>
        <p>{reference.summary}</p>
        {reference.caveat ? <p className="hint">{reference.caveat}</p> : null}
        <ul>
          {reference.citations.map((c) => {
            const href = safeHttpUrl(c.url)
            return (
              <li key={c.doi}>
                {c.text}{' '}
                {href ? <a href={href} target="_blank" rel="noreferrer noopener">doi:{c.doi}</a> : `doi:${c.doi}`}
              </li>
            )
          })}
        </ul>
      </details>
    </section>
  )
}
