import { formatDate, formatNumber, pluralise } from '../../text/format'
import { daysText } from './days'
import { entryWords, words } from './codes'
import type { InfectionSign } from '../../domain/assessment-signs'
import type { VerdictPart } from '../../domain/healing/judgement'
import { infectionPeriod, type InfectionFlag, type PainRise } from '../../domain/healing/signs'
import { MAX_GAP_DAYS, TRAJECTORY_DAYS, TRAJECTORY_TOLERANCE_DAYS, type CurrentTrajectory } from '../../domain/healing/trajectory'
import type { WoundVerdict } from '../../domain/healing/verdict'
import { REFERENCE_NAMES, checkAdjective, checkTime, percentText } from './references'

/*
 * The verdict's one line in English, every sign named, for the visit's note (note.ts) until the
 * note's words are in a catalog. The screens say the same line in the language shown
 * (src/history/verdict-line.ts, src/words/verdict).
 */

const cm2 = (area: number) => formatNumber(area, 2, true)
const weeksText = (days: number) => (days < 14 ? pluralise(days, 'day') : pluralise(Math.floor(days / 7), 'week'))
const nearest = `${TRAJECTORY_DAYS - TRAJECTORY_TOLERANCE_DAYS} to ${MAX_GAP_DAYS} days`

function signText(sign: InfectionSign): string {
  switch (sign.kind) {
    case 'infected':
      return 'infected'
    case 'purulent-exudate':
      return `${words(sign.exudateType)} exudate`
    case 'increasing-malodour':
      return 'increasing malodour'
    case 'recorded':
      return entryWords(sign.entry)
  }
}

function infectionText(flag: InfectionFlag): string {
  const period = infectionPeriod(flag)
  const signs = period.signs.map(signText).join(', ')
  if (period.current) return `signs of infection since ${formatDate(period.since)}: ${signs}`
  const when = period.from === period.to ? `on ${formatDate(period.from)}` : `${formatDate(period.from)} to ${formatDate(period.to)}`
  return `signs of infection recorded ${when} (${signs}), none at the latest assessment (${formatDate(period.latest)})`
}

const SCALE_WORDS = { atRest: 'at rest', withMovement: 'with movement', atNight: 'at night' } as const

const painText = (rises: readonly PainRise[]) =>
  rises.map((rise) => `pain ${SCALE_WORDS[rise.scale]} rose ${rise.from} → ${rise.to} since ${formatDate(rise.fromDate)}`).join('; ')

function trajectoryPhrase(trajectory: CurrentTrajectory): string {
  const { window, flat, latest, noWindow } = trajectory
  const fromTo = window ? `${cm2(window.from.area)} → ${cm2(window.to.area)} cm²` : ''
  const change = percentText(Math.abs(window?.percent ?? 0), trajectory.variabilityPercent)
  switch (trajectory.status) {
    case 'closed':
      return `closed: 0 cm² since ${formatDate(trajectory.closure?.first.date)}, confirmed on ${formatDate(latest?.date)}`
    case 'closed-unconfirmed':
      return `0 cm² on ${formatDate(latest?.date)}: closure not yet confirmed`
    case 'none': {
      const reason =
        noWindow?.kind === 'single'
          ? 'only one measurement'
          : noWindow?.kind === 'too-short'
            ? `measured for ${pluralise(noWindow.latest.day - noWindow.first.day, 'day')} so far`
            : noWindow?.kind === 'gap'
              ? `nothing measured ${nearest} before the latest measurement`
              : 'no areas recorded'
      return `no current 4-week trend: ${reason}`
    }
    case 'plateau':
      if (flat)
        return `no measurable reduction since ${formatDate(flat.from.date)}: ${cm2(flat.from.area)} → ${cm2(flat.to.area)} cm², ${weeksText(flat.days)}`
      break
    case 'reducing':
      if (window) return `getting smaller: ${change} in the last ${daysText(window.days)} (${fromTo})`
      break
    case 'deteriorating':
      if (window?.percent === null) return `reopened: ${fromTo} in the last ${daysText(window.days)}`
      if (window) return `area increased ${change} in the last ${daysText(window.days)} (${fromTo})`
      break
  }
  return 'no current 4-week trend'
}

function earlyText({ early, metrics, reference, woundType }: WoundVerdict): string {
  if (!metrics) return 'no wound areas recorded'
  const after = ` after ${formatDate(metrics.baseline.date)}`
  const when = checkTime(reference)
  switch (early.status) {
    case 'above-threshold':
    case 'below-threshold': {
      const names = reference ? REFERENCE_NAMES[reference.id] : { source: '', woundType: '' }
      const change = `${percentText(early.value, early.threshold)} ${early.value >= 0 ? 'smaller' : 'larger'} ${when}${after}`
      return `early response: ${change}, ${early.side} the ${early.threshold}% of ${names.source} (${names.woundType})`
    }
    case 'unreferenced': {
      const change = `${percentText(early.value, 0)} ${early.value >= 0 ? 'smaller' : 'larger'} ${when}${after}`
      return `early response: ${change} (${woundType === 'other' ? 'no published reference for this wound type' : 'no wound type chosen, so no reference'})`
    }
    case 'too-early':
      return `too early for the ${checkAdjective(reference)} figure${after}`
    case 'no-data':
      return `no ${checkAdjective(reference)} figure: ${early.gap.kind === 'zero-baseline' ? 'the baseline area is 0 cm²' : `no measurement near ${when}${after}`}`
  }
}

function partText(part: VerdictPart, verdict: WoundVerdict): string {
  switch (part.about) {
    case 'infection':
      return infectionText(part.infection)
    case 'pain':
      return painText(part.rises)
    case 'early':
      return earlyText(verdict)
    case 'trajectory':
      return trajectoryPhrase(part.trajectory)
  }
}

/** The one line, most urgent first, with every sign named: nothing cut from the patient's record. */
export function recordSummary(verdict: WoundVerdict): string {
  const { excluded } = verdict
  const which = excluded.map((point) => `${point.id ?? 'without id'} (${formatDate(point.date)})`).join(', ')
  const leftOut =
    excluded.length > 0 ? [`${excluded.length === 1 ? 'measurement' : 'measurements'} ${which} left out of these figures by you`] : []
  const text = [...verdict.parts.map((part) => partText(part, verdict)), ...leftOut].join('; ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}
