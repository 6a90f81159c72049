import { formatDate, formatNumber } from '../../text/format'
import { addDays } from '../../text/calendar-days'
import { CLOSED_AREA, type ClosureEstimate, type ClosureProjection } from '../../domain/healing/projection'
import {
  CLOSURE_CONFIRM_DAYS,
  MAX_GAP_DAYS,
  TRAJECTORY_DAYS,
  TRAJECTORY_TOLERANCE_DAYS,
  type CurrentTrajectory,
  type NoWindowReason,
} from '../../domain/healing/trajectory'
import type { VerdictTranslate } from '../../whole-history/use-verdict-words'
import { capitalise, daysText, percentShown } from '../../whole-history/verdict-clauses'
import type { OverviewTranslate } from './use-overview-words'

/*
 * Where the wound is going now, in numbers (the overview's "Now" part): the latest window against
 * the variability of the measurement, why there is none, and the closure estimate.
 */

type Words = { t: OverviewTranslate; vt: VerdictTranslate }

const cm2 = (area: number) => formatNumber(area, 2, true)
/** The measurement the current trend needs: "21 to 35 days" before the latest. */
const NEAREST = { nearFrom: TRAJECTORY_DAYS - TRAJECTORY_TOLERANCE_DAYS, nearTo: MAX_GAP_DAYS }

/** Why there is no current window, as a sentence. */
function noWindowSentence({ t, vt }: Words, reason: NoWindowReason | null): string {
  switch (reason?.kind) {
    case 'single':
      return t('windowSingle', { date: formatDate(reason.latest.date), ...NEAREST })
    case 'too-short':
      return t('windowTooShort', {
        span: vt('days', { days: reason.latest.day - reason.first.day }),
        from: formatDate(reason.first.date),
        to: formatDate(reason.latest.date),
        ...NEAREST,
      })
    case 'gap':
      return t('windowGap', {
        from: formatDate(reason.fromDate),
        to: formatDate(reason.toDate),
        latest: formatDate(reason.latest.date),
        before: formatDate(reason.before.date),
        span: vt('days', { days: reason.latest.day - reason.before.day }),
        ...NEAREST,
      })
    case 'no-area':
    case undefined:
      return t('windowNoArea')
  }
}

/** The latest window in numbers and what they mean against the measurement's variability. */
export function trajectorySentence(words: Words, trajectory: CurrentTrajectory): string {
  const { t, vt } = words
  const { window, latest, closure } = trajectory
  const confirm = daysText(vt, CLOSURE_CONFIRM_DAYS)
  if (trajectory.status === 'closed' && closure)
    return t('closedSentence', {
      since: formatDate(closure.first.date),
      on: formatDate(closure.latest.date),
      span: vt('days', { days: closure.latest.day - closure.first.day }),
      confirm,
    })
  if (trajectory.status === 'closed-unconfirmed' && closure) {
    const next = formatDate(addDays(closure.first.date, CLOSURE_CONFIRM_DAYS))
    const date = formatDate(latest?.date)
    return closure.first === closure.latest
      ? t('unconfirmedSentence', { date, confirm, next })
      : t('unconfirmedSinceSentence', { date, since: formatDate(closure.first.date), confirm, next })
  }
  if (!window) return noWindowSentence(words, trajectory.noWindow)
  const direction = window.change < 0 ? 'smaller' : 'larger'
  const amount = {
    change: cm2(Math.abs(window.change)),
    direction,
    perWeek: cm2(Math.abs(window.perWeek)),
  }
  return t('windowSentence', {
    from: formatDate(window.from.date),
    to: formatDate(window.to.date),
    span: vt('days', { days: window.days }),
    fromArea: cm2(window.from.area),
    toArea: cm2(window.to.area),
    amount:
      window.percent === null
        ? t('windowAmountNoPercent', amount)
        : t('windowAmount', { ...amount, percent: percentShown(Math.abs(window.percent), trajectory.variabilityPercent) }),
    meaning: t('windowMeaning', { status: trajectory.status, limit: trajectory.variabilityPercent }),
  })
}

/** The closure estimate as a sentence, or why there is none. */
export function projectionSentence({ t }: Words, trajectory: CurrentTrajectory, projection: ClosureProjection | null): string {
  if (!projection) {
    if (trajectory.status === 'closed' || trajectory.status === 'closed-unconfirmed') return t('noEstimateClosed')
    if (trajectory.status === 'none') return t('noEstimateNoTrend')
    return t('noEstimateNotReducing')
  }
  const first = projection.estimates[0]
  const last = projection.estimates.at(-1)
  if (!first || !last) return ''
  const when = (estimate: ClosureEstimate) => (estimate.date === null ? t('beyondYear') : formatDate(estimate.date))
  const beyond = t('rangeBeyond', { date: formatDate(addDays(projection.from.date, projection.horizonDays)) })
  const range =
    first.date === null
      ? beyond
      : first === last || when(first) === when(last)
        ? t('rangeBy', { date: when(first) })
        : t('rangeBetween', { first: when(first), last: last.date === null ? beyond : when(last) })
  const models = projection.estimates
    .map((estimate) =>
      estimate.model === 'margin-advance'
        ? t('modelMargin', { rate: formatNumber(estimate.ratePerWeek, 2), when: when(estimate) })
        : t('modelExponential', {
            rate: formatNumber(estimate.ratePerWeek, 1),
            closed: formatNumber(CLOSED_AREA, 1),
            when: when(estimate),
          }),
    )
    .join('; ')
  return t('estimate', { range, models: capitalise(models) })
}
