import { formatDate } from '../../text/format'
import { addDays } from '../../text/calendar-days'
import type { HealingReferenceId } from '../../domain/healing/references'
import type { WoundVerdict } from '../../domain/healing/verdict'
import type { VerdictTranslate } from '../../whole-history/use-verdict-words'
import { REFERENCE_NAMES, daysText, percentShown } from '../../whole-history/verdict-clauses'
import type { OverviewTranslate } from './use-overview-words'

/*
 * The early response in sentences, on the overview's panel: the reduction at the check (4 weeks
 * after the baseline, or the reference's own visit) and, only where the clinician chose a wound type
 * with a published reference, what that reference's study found on the same side of its threshold
 * (domain/healing/early-response.ts reads it). Worded as decision support, never as a diagnosis.
 */

type Words = { t: OverviewTranslate; vt: VerdictTranslate }

/** What each reference's study found on each side of its threshold, what it was, and where it differs from this view. */
export const REFERENCE_STUDIES = {
  'dfu-sheehan-2003': { label: 'dfuLabel', above: 'dfuAbove', below: 'dfuBelow', summary: 'dfuSummary', caveat: 'dfuCaveat' },
  'vlu-phillips-2000': { label: 'vluLabel', above: 'vluAbove', below: 'vluBelow', summary: 'vluSummary', caveat: 'vluCaveat' },
} as const satisfies Record<HealingReferenceId, Record<'label' | 'above' | 'below' | 'summary' | 'caveat', string>>

/** The early response's word: what was found against the chosen reference, never a forecast. */
export function earlyWord(verdict: Pick<WoundVerdict, 'early' | 'woundType'>) {
  switch (verdict.early.status) {
    case 'above-threshold':
      return 'above'
    case 'below-threshold':
      return 'below'
    case 'unreferenced':
      return verdict.woundType === 'other' ? 'otherType' : 'notChosen'
    case 'too-early':
      return 'tooEarly'
    case 'no-data':
      return 'noData'
  }
}

/** The chosen reference in running text: its threshold, source and wound type. */
function against({ vt }: Words, verdict: WoundVerdict) {
  const { reference } = verdict
  if (!reference) return undefined
  const names = REFERENCE_NAMES[reference.id]
  return { threshold: reference.thresholdPercent, source: vt(names.source), woundType: vt(names.woundType) }
}

/** Why the early response cannot be read, or not yet. */
function gapSentences(words: Words, verdict: WoundVerdict): string[] {
  const { t, vt } = words
  const { early, metrics } = verdict
  if (!('gap' in early)) return []
  const compared = against(words, verdict)
  const consequence = compared ? t('cannotCompare', compared) : t('cannotRead')
  const { gap } = early
  switch (gap.kind) {
    case 'undated':
      // Areas may well be there: what is missing is a date to place them in time.
      return [t('gapUndated', { count: gap.undated, consequence })]
    case 'no-areas':
      return [t('gapNoAreas', { consequence })]
    case 'zero-baseline':
      return [t('gapZeroBaseline')]
    case 'no-measurement-at-check': {
      if (metrics === null) return [t('gapNoAreas', { consequence })]
      const { baseline, latest, checkWindow } = metrics
      const window = t('checkWindow', {
        from: checkWindow.fromDay,
        to: checkWindow.toDay,
        after: verdict.baseline.isFirst ? 'first' : 'chosen',
        fromDate: formatDate(addDays(baseline.date, checkWindow.fromDay)),
        toDate: formatDate(addDays(baseline.date, checkWindow.toDay)),
      })
      const what = compared ? t('checkAgainst', compared) : t('reductionAtCheck', { check: daysText(vt, checkWindow.day) })
      return gap.tooEarly
        ? [
            t('gapMeasuredFor', { span: vt('days', { days: latest.day }), date: formatDate(baseline.date) }),
            t('gapPossible', { what, window }),
          ]
        : [t('gapNothingInWindow', { window, consequence })]
    }
  }
}

/** The early response explained, ending with its nature: decision support, not a diagnosis. */
export function earlyExplanation(words: Words, verdict: WoundVerdict): string {
  const { t, vt } = words
  const { early, metrics, reference } = verdict
  const sentences = (() => {
    if ('gap' in early || metrics === null) return gapSentences(words, verdict)
    const { value, point } = early
    const measured = {
      direction: value >= 0 ? 'smaller' : 'larger',
      percent: percentShown(value, early.status === 'unreferenced' ? 0 : early.threshold),
      check: daysText(vt, metrics.checkWindow.day),
      day: point.day,
      date: formatDate(point.date),
    }
    const compared = against(words, verdict)
    if (early.status === 'unreferenced' || reference === null || compared === undefined)
      return [t('explainMeasured', measured), t(verdict.woundType === 'other' ? 'noPublishedReference' : 'chooseWoundType')]
    const study = REFERENCE_STUDIES[reference.id]
    if (early.status === 'above-threshold')
      return [t('explainAbove', { ...measured, ...compared, side: early.side, finding: t(study.above) }), t('notAForecast')]
    return [t('explainBelow', { ...measured, ...compared, finding: t(study.below) }), t('reviewCare')]
  })()
  return [...sentences, t('decisionSupport')].join(' ')
}
