import { DASH, formatDate, formatNumber, formatSigned } from '../../shared/format'
import { SourceDetails } from './citations'
import { checkTime } from '#words/references'
import { AREA_VARIABILITY } from '#words/sources'
import { MAX_GAP_DAYS, TRAJECTORY_DAYS, TRAJECTORY_TOLERANCE_DAYS } from '../../domain/healing/trajectory'
import { VerdictPanel } from './verdict-panel'
import type { WoundVerdict } from '#words/verdict'

type Props = {
  verdict: WoundVerdict
  provisional: boolean
  /** Why a whole history could not be read (its error title): then no verdict is given at all. */
  unreadable?: string | undefined
}

/** The numbers behind "is it healing?", with the verdict and every threshold's source. */
export function MetricsPanel({ verdict, provisional, unreadable }: Props) {
  const { metrics, reference } = verdict
  if (unreadable !== undefined) {
    // A verdict over part of a history (or none of it) would read as a finding: "no flags" when the
    // assessments never arrived, "no areas" when the measurements did not.
    return (
      <section className="metrics-panel" aria-labelledby="metrics-heading">
        <h3 id="metrics-heading">Is it healing?</h3>
        <p className="verdict" data-tone="neutral" role="status">
          No verdict: the wound’s history could not be read in full (<bdi>{unreadable}</bdi>). Retry below, or open the lists.
        </p>
      </section>
    )
  }
  return (
    <section className="metrics-panel" aria-labelledby="metrics-heading">
      <h3 id="metrics-heading">Is it healing?</h3>
      <VerdictPanel verdict={verdict} provisional={provisional} />
      {metrics ? (
        <dl className="metrics">
          <div>
            <dt>Baseline area</dt>
            <dd>
              {formatNumber(metrics.baseline.area)} cm² <span className="hint">({dateAndLock(metrics.baseline)})</span>
            </dd>
          </div>
          <div>
            <dt>Latest area</dt>
            <dd>
              {formatNumber(metrics.latest.area)} cm² <span className="hint">({dateAndLock(metrics.latest)})</span>
            </dd>
          </div>
          <div>
            <dt>Days tracked</dt>
            <dd>{formatNumber(metrics.daysTracked, 0)}</dd>
          </div>
          <div>
            <dt>Change in area</dt>
            <dd>{metrics.absoluteChange === null ? DASH : `${formatSigned(metrics.absoluteChange)} cm²`}</dd>
          </div>
          <div>
            <dt>Area reduction (PAR), overall</dt>
            <dd>{metrics.par === null ? DASH : `${formatNumber(metrics.par, 1)}%`}</dd>
          </div>
          <div>
            <dt>Area reduction at {checkTime(reference)}</dt>
            <dd>
              {metrics.parAtCheck?.value == null
                ? `${DASH} (needs a measurement on day ${metrics.checkWindow.fromDay}–${metrics.checkWindow.toDay})`
                : `${formatNumber(metrics.parAtCheck.value, 1)}% on day ${metrics.parAtCheck.point.day}`}
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
      {metrics && !verdict.baseline.isFirst ? (
        <p className="hint">Days, reductions and rates are counted from the baseline; the measurements before it are left out of them.</p>
      ) : null}
      <SourceDetails
        summary={
          <>
            Reference in use: {reference.label} ({reference.thresholdPercent}% at {checkTime(reference)})
          </>
        }
        citations={reference.citations}
      >
        <p>{reference.summary}</p>
        {reference.caveat ? <p className="hint">{reference.caveat}</p> : null}
      </SourceDetails>
      <SourceDetails
        summary={<>{AREA_VARIABILITY.label}: the smallest change counted as measurable</>}
        citations={AREA_VARIABILITY.citations}
      >
        <p>{AREA_VARIABILITY.summary}</p>
        <p className="hint">{AREA_VARIABILITY.caveat}</p>
        <p className="hint">
          The current trend compares the latest measurement with the one nearest {TRAJECTORY_DAYS} days before it (
          {TRAJECTORY_DAYS - TRAJECTORY_TOLERANCE_DAYS} to {MAX_GAP_DAYS} days before). Measurements of one date count as one, their mean.
          The closure estimate extrapolates that window for at most 12 months; its exponential model counts the wound as closed under 0.1
          cm², a choice of this view, not a published figure.
        </p>
      </SourceDetails>
    </section>
  )
}

/** "22 Sep 2026, not locked": the date of a figure and its measurement's lock state, where the service said it. */
const dateAndLock = (point: { date: string; locked: boolean | null }) =>
  point.locked === null ? formatDate(point.date) : `${formatDate(point.date)}, ${point.locked ? 'locked' : 'not locked'}`
