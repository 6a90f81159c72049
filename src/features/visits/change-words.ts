import { codeText, entryText, type CodesTranslate } from '../../whole-history/code-words'
import type { VisitChange } from '../../domain/visit-changes'
import type { Translate } from '../../i18n/area'
import type { Locale } from '../../i18n/locales'
import type { Messages } from '../../words/visits/messages'

/*
 * What changed since the previous visit, as a clinician would say it (domain/visit-changes.ts finds
 * it); its codes in the codes' words (src/words/codes).
 */

export type VisitsTranslate = Translate<Messages>

/** "exudate moderate → large", "new: malodorous", "area +18%". */
export function changeText(t: VisitsTranslate, codes: CodesTranslate, { what }: VisitChange): string {
  switch (what.kind) {
    case 'area':
      return t('changeArea', {
        direction: what.percent === 0 ? 'unchanged' : what.percent > 0 ? 'larger' : 'smaller',
        percent: Math.abs(what.percent),
      })
    case 'exudate-amount':
      return t('changeExudate', { from: codeText(codes, what.from), to: codeText(codes, what.to) })
    case 'exudate-type':
      return what.newlyInfected
        ? t('newExudate', { type: codeText(codes, what.to) })
        : t('changeExudate', { from: codeText(codes, what.from), to: codeText(codes, what.to) })
    case 'malodorous':
      return t(what.now ? 'malodorousNow' : 'malodorousGone')
    case 'odour':
      return t('changeOdour', { from: codeText(codes, what.from), to: codeText(codes, what.to) })
    case 'infected':
      return t(what.now ? 'infectedNow' : 'infectedGone')
    case 'entries': {
      const entries = what.entries.map((entry) => entryText(codes, entry)).join(', ')
      return t(what.now ? 'entriesNow' : 'entriesGone', { list: what.list, entries })
    }
    case 'pain':
      return t('changePain', { scale: what.scale, from: String(what.from), to: String(what.to) })
    case 'tract':
      return t(what.now ? 'tractNow' : 'tractGone', { tract: what.tract })
  }
}

/** "Exudate moderate → large; new: malodorous; area +18%.": first letter up, the rest as said. */
export function changeSentence(t: VisitsTranslate, codes: CodesTranslate, locale: Locale, changes: readonly VisitChange[]): string {
  const text = changes.map((change) => changeText(t, codes, change)).join('; ')
  return t('changes', { changes: `${text.charAt(0).toLocaleUpperCase(locale)}${text.slice(1)}` })
}

/** What a visit did not record (domain/visits.ts notRecorded), said once. */
export const notRecordedText = (t: VisitsTranslate, missing: 'measurement' | 'assessment'): string =>
  t(missing === 'measurement' ? 'noMeasurementOnDate' : 'noAssessmentOnDate')
