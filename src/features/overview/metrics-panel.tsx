import { DASH, formatNumber } from '../../text/format'
import { SourceDetails } from './citations'
import { AREA_VARIABILITY } from '#words/sources'
import {
  areaChange,
  areaValue,
  baselineArea,
  countedFromBaseline,
  dateAndLock,
  daysTracked,
  healingHeading,
  healingRate,
  healingRateValue,
  latestArea,
  marginAdvance,
  marginAdvanceValue,
  noVerdictAfter,
  noVerdictBefore,
  overallReduction,
  percentValue,
  reductionAt,
  reductionAtCheck,
  referenceInUse,
  signedAreaValue,
  trendWindowNote,
  variabilityDetails,
} from '#words/overview'
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
        <h3 id="metrics-heading">{healingHeading}</h3>
        <p className="verdict" data-tone="neutral" role="status">
          {noVerdictBefore}
          <bdi>{unreadable}</bdi>
          {noVerdictAfter}
        </p>
      </section>
    )
  }
  return (
    <section className="metrics-panel" aria-labelledby="metrics-heading">
      <h3 id="metrics-heading">{healingHeading}</h3>
      <VerdictPanel verdict={verdict} provisional={provisional} />
      {metrics ? (
        <dl className="metrics">
          <div>
            <dt>{baselineArea}</dt>
            <dd>
              {areaValue(metrics.baseline.area)} <span className="hint">({dateAndLock(metrics.baseline)})</span>
            </dd>
          </div>
          <div>
            <dt>{latestArea}</dt>
            <dd>
              {areaValue(metrics.latest.area)} <span className="hint">({dateAndLock(metrics.latest)})</span>
            </dd>
          </div>
          <div>
            <dt>{daysTracked}</dt>
            <dd>{formatNumber(metrics.daysTracked, 0)}</dd>
          </div>
          <div>
            <dt>{areaChange}</dt>
            <dd>{metrics.absoluteChange === null ? DASH : signedAreaValue(metrics.absoluteChange)}</dd>
          </div>
          <div>
            <dt>{overallReduction}</dt>
            <dd>{metrics.par === null ? DASH : percentValue(metrics.par)}</dd>
          </div>
          <div>
            <dt>{reductionAt(reference)}</dt>
            <dd>{reductionAtCheck(metrics)}</dd>
          </div>
          <div>
            <dt>{healingRate}</dt>
            <dd>{metrics.k ? healingRateValue(metrics.k) : DASH}</dd>
          </div>
          <div>
            <dt>{marginAdvance}</dt>
            <dd>{metrics.gilman ? marginAdvanceValue(metrics.gilman) : DASH}</dd>
          </div>
        </dl>
      ) : null}
      {metrics && !verdict.baseline.isFirst ? <p className="hint">{countedFromBaseline}</p> : null}
      {reference ? (
        <SourceDetails summary={referenceInUse(reference)} citations={reference.citations}>
          <p>{reference.summary}</p>
          {reference.caveat ? <p className="hint">{reference.caveat}</p> : null}
        </SourceDetails>
      ) : null}
      <SourceDetails summary={variabilityDetails} citations={AREA_VARIABILITY.citations}>
        <p>{AREA_VARIABILITY.summary}</p>
        <p className="hint">{AREA_VARIABILITY.caveat}</p>
        <p className="hint">{trendWindowNote}</p>
      </SourceDetails>
    </section>
  )
}
