import { DASH, formatDate, formatNumber } from '../../text/format'
import { formatSigned } from '../../text/format-measure'
import { SOURCE_CITATIONS } from '../../domain/healing/sources'
import { MAX_GAP_DAYS, TRAJECTORY_DAYS, TRAJECTORY_TOLERANCE_DAYS } from '../../domain/healing/trajectory'
import { AREA_VARIABILITY_PERCENT } from '../../domain/healing/variability'
import type { WoundVerdict } from '../../domain/healing/verdict'
import { isolate } from '../../text/isolate'
import { useVerdictWords } from '../../whole-history/use-verdict-words'
import { REFERENCE_NAMES, daysText } from '../../whole-history/verdict-clauses'
import { SourceDetails } from './citations'
import { VerdictPanel } from './verdict-panel'
import { REFERENCE_STUDIES } from './early-words'
import { useOverviewWords, type OverviewTranslate } from './use-overview-words'

type Props = {
  verdict: WoundVerdict
  provisional: boolean
  /** Why a whole history could not be read (its error title): then no verdict is given at all. */
  unreadable?: string | undefined
}

/** "22 Sep 2026, not locked": the date of a figure and its measurement's lock state, where the service said it. */
const dateAndLock = (t: OverviewTranslate, point: { date: string; locked: boolean | null }) =>
  point.locked === null ? formatDate(point.date) : t('dateAndLock', { date: formatDate(point.date), locked: point.locked ? 'yes' : 'no' })

/** The numbers behind "is it healing?", with the verdict and every threshold's source. */
export function MetricsPanel({ verdict, provisional, unreadable }: Props) {
  const { t } = useOverviewWords()
  const { t: vt } = useVerdictWords()
  const { metrics, reference } = verdict
  if (unreadable !== undefined) {
    // A verdict over part of a history (or none of it) would read as a finding: "no flags" when the
    // assessments never arrived, "no areas" when the measurements did not.
    return (
      <section className="metrics-panel" aria-labelledby="metrics-heading">
        <h3 id="metrics-heading">{t('healingHeading')}</h3>
        <p className="verdict" data-tone="neutral" role="status">
          {t('noVerdict', { title: isolate(unreadable) })}
        </p>
      </section>
    )
  }
  const area = (value: number) => t('areaValue', { area: formatNumber(value) })
  const check = metrics ? daysText(vt, metrics.checkWindow.day) : ''
  const study = reference ? REFERENCE_STUDIES[reference.id] : undefined
  return (
    <section className="metrics-panel" aria-labelledby="metrics-heading">
      <h3 id="metrics-heading">{t('healingHeading')}</h3>
      <VerdictPanel verdict={verdict} provisional={provisional} />
      {metrics ? (
        <dl className="metrics">
          <div>
            <dt>{t('baselineArea')}</dt>
            <dd>
              {area(metrics.baseline.area)} <span className="hint">({dateAndLock(t, metrics.baseline)})</span>
            </dd>
          </div>
          <div>
            <dt>{t('latestArea')}</dt>
            <dd>
              {area(metrics.latest.area)} <span className="hint">({dateAndLock(t, metrics.latest)})</span>
            </dd>
          </div>
          <div>
            <dt>{t('daysTracked')}</dt>
            <dd>{formatNumber(metrics.daysTracked, 0)}</dd>
          </div>
          <div>
            <dt>{t('areaChange')}</dt>
            <dd>{metrics.absoluteChange === null ? DASH : t('areaValue', { area: formatSigned(metrics.absoluteChange) })}</dd>
          </div>
          <div>
            <dt>{t('overallReduction')}</dt>
            <dd>{metrics.par === null ? DASH : t('percentValue', { percent: formatNumber(metrics.par, 1) })}</dd>
          </div>
          <div>
            <dt>{t('reductionAt', { check })}</dt>
            <dd>
              {metrics.parAtCheck?.value == null
                ? t('reductionNeeds', { from: metrics.checkWindow.fromDay, to: metrics.checkWindow.toDay })
                : t('reductionOnDay', { percent: formatNumber(metrics.parAtCheck.value, 1), day: metrics.parAtCheck.point.day })}
            </dd>
          </div>
          <div>
            <dt>{t('healingRate')}</dt>
            <dd>
              {metrics.k
                ? t('healingRateValue', { perDay: formatNumber(metrics.k.perDay, 4), perWeek: formatNumber(metrics.k.perWeek, 3) })
                : DASH}
            </dd>
          </div>
          <div>
            <dt>{t('marginAdvance')}</dt>
            <dd>{metrics.gilman ? t('marginAdvanceValue', { cm: formatNumber(metrics.gilman.cmPerWeek, 3) }) : DASH}</dd>
          </div>
        </dl>
      ) : null}
      {metrics && !verdict.baseline.isFirst ? <p className="hint">{t('countedFromBaseline')}</p> : null}
      {reference && study ? (
        <SourceDetails
          summary={t('referenceInUse', {
            label: t(study.label),
            source: vt(REFERENCE_NAMES[reference.id].source),
            threshold: reference.thresholdPercent,
            check: daysText(vt, reference.check.day),
          })}
          citations={reference.citations}
        >
          <p>{t(study.summary)}</p>
          <p className="hint">{t(study.caveat)}</p>
        </SourceDetails>
      ) : null}
      <SourceDetails
        summary={t('variabilityDetails', { percent: AREA_VARIABILITY_PERCENT })}
        citations={SOURCE_CITATIONS['area-variability']}
      >
        <p>{t('variabilitySourceSummary', { percent: AREA_VARIABILITY_PERCENT })}</p>
        <p className="hint">{t('variabilitySourceCaveat', { percent: AREA_VARIABILITY_PERCENT })}</p>
        <p className="hint">
          {t('trendWindowNote', { days: TRAJECTORY_DAYS, from: TRAJECTORY_DAYS - TRAJECTORY_TOLERANCE_DAYS, to: MAX_GAP_DAYS })}
        </p>
      </SourceDetails>
    </section>
  )
}
