import { formatDate } from '../text/format'
import type { VerdictPart } from '../domain/healing/judgement'
import type { WoundVerdict } from '../domain/healing/verdict'
import type { MeasurementPoint } from '../domain/healing/series'
import {
  REFERENCE_NAMES,
  SIGNS_IN_A_LINE,
  capitalise,
  daysAdjective,
  daysText,
  infectionText,
  painText,
  percentShown,
  trajectoryPhrase,
} from './verdict-clauses'
import type { CodesTranslate } from './code-words'
import type { VerdictTranslate } from './use-verdict-words'

/*
 * The verdict in one line, most urgent first (the judgement's parts, domain/healing/judgement.ts):
 * the summary above every tab, the overview's panel and the caseload say the same line, in the
 * language shown; the hand-off's note says it with every sign named.
 */

/** The early response as a clause of the one line: a comparison only with a chosen reference. */
function earlyText(t: VerdictTranslate, verdict: WoundVerdict): string {
  const { early, metrics, reference } = verdict
  if (!metrics) return t('earlyNoAreas')
  const date = formatDate(metrics.baseline.date)
  const check = daysText(t, metrics.checkWindow.day)
  const adjective = daysAdjective(t, metrics.checkWindow.day)
  switch (early.status) {
    case 'above-threshold':
    case 'below-threshold': {
      const names = reference ? REFERENCE_NAMES[reference.id] : undefined
      return t('earlyCompared', {
        percent: percentShown(early.value, early.threshold),
        direction: early.value >= 0 ? 'smaller' : 'larger',
        check,
        date,
        side: early.side,
        threshold: early.threshold,
        source: names ? t(names.source) : '',
        woundType: names ? t(names.woundType) : '',
      })
    }
    case 'unreferenced':
      return t('earlyUnreferenced', {
        percent: percentShown(early.value, 0),
        direction: early.value >= 0 ? 'smaller' : 'larger',
        check,
        date,
        reason: verdict.woundType === 'other' ? 'otherType' : 'notChosen',
      })
    case 'too-early':
      return t('earlyTooEarly', { adjective, date })
    case 'no-data':
      return early.gap.kind === 'zero-baseline' ? t('earlyZeroBaseline', { adjective }) : t('earlyNoneNear', { adjective, check, date })
  }
}

function partText(t: VerdictTranslate, codes: CodesTranslate, part: VerdictPart, verdict: WoundVerdict, signs: number): string {
  switch (part.about) {
    case 'infection':
      return infectionText(t, codes, part.infection, signs)
    case 'pain':
      return painText(t, part.rises)
    case 'early':
      return earlyText(t, verdict)
    case 'trajectory':
      return trajectoryPhrase(t, part.trajectory)
  }
}

/** "measurement 600014 (3 Mar 2026) left out of these figures by you". */
function excludedText(t: VerdictTranslate, excluded: readonly MeasurementPoint[]): string {
  const which = excluded.map((point) => t('excludedPoint', { id: point.id ?? t('withoutId'), date: formatDate(point.date) })).join(', ')
  return t('excluded', { count: excluded.length, which })
}

/**
 * The one line, most urgent first; a long list of signs named to `signs` and counted. Without its
 * full stop (the caseload's column and hand-over list put it among other words). The note names
 * every sign (`signs` Infinity): nothing is cut from the patient's record.
 */
export function summaryText(t: VerdictTranslate, codes: CodesTranslate, verdict: WoundVerdict, signs = SIGNS_IN_A_LINE): string {
  const parts = verdict.parts.map((part) => partText(t, codes, part, verdict, signs))
  const leftOut = verdict.excluded.length > 0 ? [excludedText(t, verdict.excluded)] : []
  return capitalise([...parts, ...leftOut].join('; '))
}

/** The one line as a sentence, on the overview's panel and the summary above every tab. */
export const verdictLine = (t: VerdictTranslate, codes: CodesTranslate, verdict: WoundVerdict) =>
  t('sentence', { text: summaryText(t, codes, verdict) })
