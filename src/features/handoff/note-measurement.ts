import type { Measurement } from '../../api/schemas/measurement'
import { percentAreaReduction, usableArea } from '../../domain/area-change'
import { tissueBalance } from '../../domain/measures'
import { pushScores } from '../../domain/healing/push'
import type { MeasurementPoint } from '../../domain/healing/series'
import type { WoundVerdict } from '../../domain/healing/verdict'
import type { Visit } from '../../domain/visits'
import { codeText } from '../../whole-history/code-words'
import { pushGapText } from '../../whole-history/push-gap-words'
import { formatDate, formatNumber } from '../../text/format'
import { formatSigned } from '../../text/format-measure'
import { plainText } from '../../text/plain-copy'
import { figure, spelled, type HandoffTranslate, type NoteWords } from './note-words'

/*
 * The measurement's lines of the note (visit-note.ts): its size, area, volume, perimeter and
 * tissue, units spelled out; the PUSH 3.0 estimate with what it was validated for; the change in
 * area since the previous visit and since the baseline.
 */

/** A figure the measurement does not hold (the note lists them once, after the assessment). */
export type AbsentFigure = 'length' | 'width' | 'depth' | 'area' | 'volume' | 'tissue'

export type MeasurementFacts = {
  visit: Visit
  /** The wound's dated measurements, without those the clinician left out of the figures. */
  points: readonly MeasurementPoint[]
  verdict: WoundVerdict
}

export function sizeLines(t: HandoffTranslate, measurement: Measurement, absent: AbsentFigure[]): string[] {
  const lines: string[] = []
  const named = [
    ['length', measurement.max_length],
    ['width', measurement.max_width],
    ['depth', measurement.max_depth],
  ] as const
  for (const [side, value] of named) if (value === undefined) absent.push(side)
  const sides = named.flatMap(([side, value]) => (value === undefined ? [] : [t('side', { side, value: figure(value) })]))
  if (sides.length > 0) lines.push(t('sizeLine', { sides: sides.join(' × ') }))
  if (measurement.area === undefined) absent.push('area')
  else lines.push(t('areaLine', { area: spelled(t, 'squareCentimetres', measurement.area) }))
  if (measurement.volume === undefined) absent.push('volume')
  else lines.push(t('volumeLine', { volume: spelled(t, 'cubicCentimetres', measurement.volume) }))
  if (measurement.perimeter !== undefined) lines.push(t('perimeterLine', { perimeter: spelled(t, 'centimetres', measurement.perimeter) }))
  const { shares, unclassified, over } = tissueBalance(measurement)
  const share = (value: number) => t('percent', { value: formatNumber(value, 1) })
  if (shares.length === 0) absent.push('tissue')
  else {
    const named = shares
      .map(([key, value]) =>
        // Each tissue is a case of the message (a test checks every language has each); another is said as its wire key.
        t('tissueShare', { tissue: key, share: share(value) }),
      )
      .join(', ')
    lines.push(
      over === null
        ? t('tissueLine', { shares: named, rest: share(unclassified ?? 0) })
        : t('tissueLineOver', { shares: named, sum: share(over) }),
    )
  }
  return lines
}

/** The PUSH 3.0 estimate of the visit's measurement, with what it was validated for. */
export function pushLine({ t, codes, gaps }: NoteWords, measurement: Measurement, facts: MeasurementFacts): string | undefined {
  const point = facts.points.find((candidate) => candidate.id !== null && candidate.id === measurement.id)
  const estimate = point ? pushScores([point], facts.visit.assessments)[0] : undefined
  if (!estimate) return undefined
  if (estimate.total === null)
    return t('pushNotScored', { gaps: estimate.missing.map((gap) => plainText(pushGapText(gaps, gap.gap))).join('; ') })
  const { area, exudate, tissue } = estimate
  const parts = [
    area.known ? t('pushArea', { figure: figure(area.lengthTimesWidth), score: area.score }) : undefined,
    exudate.known ? t('pushExudate', { amount: codeText(codes, exudate.amount), score: exudate.score }) : undefined,
    tissue.known ? t('pushTissue', { basis: tissue.basis, score: tissue.score }) : undefined,
  ].filter((part) => part !== undefined)
  return t('pushScored', { total: estimate.total, parts: parts.join(', ') })
}

/** "−1.2 square centimetres (−11%) since the previous visit, 8 Sept 2026; …". */
export function changeLine(t: HandoffTranslate, measurement: Measurement, facts: MeasurementFacts): string | undefined {
  const area = measurement.area
  if (area === undefined || !usableArea(area)) return undefined
  const date = facts.visit.date
  const change = (from: number) => spelled(t, 'squareCentimetres', area - from, formatSigned(area - from))
  const parts: string[] = []
  const previous = facts.points.findLast((point) => point.date < date && usableArea(point.area))
  if (previous?.area != null) {
    const percent = percentAreaReduction(previous.area, area)
    const since = { change: change(previous.area), date: formatDate(previous.date) }
    parts.push(
      percent === null
        ? t('sincePrevious', since)
        : t('sincePreviousPercent', { ...since, percent: t('percent', { value: formatSigned(-percent, 0) }) }),
    )
  }
  const baseline = facts.verdict.metrics?.baseline
  if (baseline && baseline.date < date) {
    const par = percentAreaReduction(baseline.area, area)
    const since = {
      change: change(baseline.area),
      which: facts.verdict.baseline.isFirst ? 'first' : 'baseline',
      date: formatDate(baseline.date),
    }
    parts.push(
      par === null ? t('sinceBaseline', since) : t('sinceBaselinePar', { ...since, par: t('percent', { value: formatNumber(par, 0) }) }),
    )
  }
  return parts.length === 0 ? t('changeFirst') : t('changeLine', { parts: parts.join('; ') })
}
