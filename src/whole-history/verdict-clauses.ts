import { formatDate, formatNumber } from '../text/format'
import type { InfectionSign } from '../domain/assessment-signs'
import type { HealingReferenceId } from '../domain/healing/references'
import { infectionPeriod, type InfectionFlag, type PainRise } from '../domain/healing/signs'
import {
  MAX_GAP_DAYS,
  TRAJECTORY_DAYS,
  TRAJECTORY_TOLERANCE_DAYS,
  type CurrentTrajectory,
  type NoWindowReason,
} from '../domain/healing/trajectory'
import { percentDigits } from '../domain/healing/variability'
import type { WoundVerdict } from '../domain/healing/verdict'
import { codeText, entryText, type CodesTranslate } from './code-words'
import type { VerdictTranslate } from './use-verdict-words'

/*
 * The clauses of the verdict's one line (verdict-line.ts) that the overview's flags say too: signs
 * of infection, a rise in pain, where the wound is going now; and the numbers they are said with.
 * Facts from src/domain, words from src/words/verdict (and the codes' from src/words/codes): this
 * only picks the message.
 */

/** How many signs the one line and a stall's flag name; the Infection flag names every one. */
export const SIGNS_IN_A_LINE = 3

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** A number of days: "4 weeks" for whole weeks, else "29 days". */
export const daysText = (t: VerdictTranslate, days: number) => (days % 7 === 0 ? t('weeks', { weeks: days / 7 }) : t('days', { days }))

/** The same as an adjective: "4-week", "20-day". */
export const daysAdjective = (t: VerdictTranslate, days: number) =>
  days % 7 === 0 ? t('weeksAdjective', { weeks: formatNumber(days / 7, 0) }) : t('daysAdjective', { days: formatNumber(days, 0) })

/** A stretch of weeks, whole weeks counted ("16 weeks"); under two weeks, its days. */
const weeksText = (t: VerdictTranslate, days: number) => (days < 14 ? t('days', { days }) : t('weeks', { weeks: Math.floor(days / 7) }))

/** A percentage's number beside a threshold, never rounded onto its other side (domain/healing/variability.ts). */
export function percentShown(value: number, threshold: number): string {
  const digits = percentDigits(value, threshold)
  return formatNumber(Math.abs(digits === 3 ? value : Number(value.toFixed(digits))), digits)
}

const cm2 = (area: number) => formatNumber(area, 2, true)

/** Each reference's short source and wound type in running text: "Sheehan et al. 2003", "diabetic foot ulcers". */
export const REFERENCE_NAMES = {
  'dfu-sheehan-2003': { source: 'dfuSource', woundType: 'dfuWoundType' },
  'vlu-phillips-2000': { source: 'vluSource', woundType: 'vluWoundType' },
} as const satisfies Record<HealingReferenceId, { source: string; woundType: string }>

/** A sign as a clinician reads it: "infected", "purulent exudate", "increasing malodour", "bleeding / friable granulation tissue". */
function signText(t: VerdictTranslate, codes: CodesTranslate, sign: InfectionSign): string {
  switch (sign.kind) {
    case 'infected':
      return t('signInfected')
    case 'purulent-exudate':
      return t('signPurulent', { exudate: codeText(codes, sign.exudateType) })
    case 'increasing-malodour':
      // IWII 2022's words: malodour recorded where the assessment before recorded none.
      return t('signMalodour')
    case 'recorded':
      return entryText(codes, sign.entry)
  }
}

/** "a, b, c and 2 more" past `max` signs (the one line stays one line; the flag lists them all). */
const signList = (t: VerdictTranslate, codes: CodesTranslate, signs: readonly InfectionSign[], max: number) =>
  t('signList', {
    named: signs
      .slice(0, max)
      .map((sign) => signText(t, codes, sign))
      .join(', '),
    more: Math.max(0, signs.length - max),
  })

/** "signs of infection since 3 Mar 2026: infected, purulent exudate, increasing malodour"; at most `max` signs named. */
export function infectionText(t: VerdictTranslate, codes: CodesTranslate, flag: InfectionFlag, max = Infinity): string {
  const period = infectionPeriod(flag)
  const signs = signList(t, codes, period.signs, max)
  if (period.current) return t('infectionSince', { date: formatDate(period.since), signs })
  const latest = formatDate(period.latest)
  return period.from === period.to
    ? t('infectionRecordedOn', { date: formatDate(period.from), signs, latest })
    : t('infectionRecordedFromTo', { from: formatDate(period.from), to: formatDate(period.to), signs, latest })
}

/** "pain with movement rose 3 → 6 since 1 Mar 2026; …". */
export const painText = (t: VerdictTranslate, rises: readonly PainRise[]) =>
  rises.map((rise) => t('painRise', { scale: rise.scale, from: rise.from, to: rise.to, date: formatDate(rise.fromDate) })).join('; ')

function reasonText(t: VerdictTranslate, reason: NoWindowReason | null): string {
  switch (reason?.kind) {
    case 'single':
      return t('reasonSingle')
    case 'too-short':
      return t('reasonTooShort', { span: t('days', { days: reason.latest.day - reason.first.day }) })
    case 'gap':
      return t('reasonGap', { from: TRAJECTORY_DAYS - TRAJECTORY_TOLERANCE_DAYS, to: MAX_GAP_DAYS })
    case 'no-area':
    case undefined:
      return t('reasonNoArea')
  }
}

/** Where the wound is going now, as a clause of the one line, lower case: "no measurable reduction since …". */
export function trajectoryPhrase(t: VerdictTranslate, trajectory: CurrentTrajectory): string {
  const { window, flat, latest } = trajectory
  const change = (percent: number | null) => percentShown(Math.abs(percent ?? 0), trajectory.variabilityPercent)
  switch (trajectory.status) {
    case 'closed':
      return t('closedPhrase', { since: formatDate(trajectory.closure?.first.date), on: formatDate(latest?.date) })
    case 'closed-unconfirmed':
      return t('unconfirmedPhrase', { date: formatDate(latest?.date) })
    case 'none':
      return t('noTrendBecause', { reason: reasonText(t, trajectory.noWindow) })
    case 'plateau':
      if (flat)
        return t('plateauPhrase', {
          date: formatDate(flat.from.date),
          from: cm2(flat.from.area),
          to: cm2(flat.to.area),
          span: weeksText(t, flat.days),
        })
      break
    case 'reducing':
      if (window)
        return t('reducingPhrase', {
          percent: change(window.percent),
          span: daysText(t, window.days),
          from: cm2(window.from.area),
          to: cm2(window.to.area),
        })
      break
    case 'deteriorating':
      if (window?.percent === null)
        return t('reopenedPhrase', { from: cm2(window.from.area), to: cm2(window.to.area), span: daysText(t, window.days) })
      if (window)
        return t('increasedPhrase', {
          percent: change(window.percent),
          span: daysText(t, window.days),
          from: cm2(window.from.area),
          to: cm2(window.to.area),
        })
      break
  }
  return t('noTrend')
}

/**
 * A plateau or a growing wound as its flag says it, naming the signs of infection recorded in the
 * same weeks, if any: "No measurable reduction since …, with signs of infection since …". Null
 * without a stall.
 */
export function stallText(
  t: VerdictTranslate,
  codes: CodesTranslate,
  verdict: Pick<WoundVerdict, 'stall' | 'trajectory' | 'infection'>,
): string | null {
  if (verdict.stall === null) return null
  const stall = capitalise(trajectoryPhrase(t, verdict.trajectory))
  return verdict.infection ? t('withSigns', { stall, signs: infectionText(t, codes, verdict.infection, SIGNS_IN_A_LINE) }) : stall
}
