import { entryWords } from '#words/codes'
import type { VisitChange } from '../../domain/visit-changes'
import type { PlainId, Translate } from '../../i18n/area'
import type { Locale } from '../../i18n/locales'
import { isolate } from '../../text/plain-text'
import type { Messages } from '../../words/visits/messages'

/* What changed since the previous visit, as a clinician would say it (domain/visit-changes.ts finds it). */

export type VisitsTranslate = Translate<Messages>

/** The exudate and odour codes of the specification, in words. */
const CODE_WORDS = new Map<string, PlainId<Messages>>([
  ['NONE', 'exudateNone'],
  ['MINIMUM', 'exudateMinimal'],
  ['MODERATE', 'exudateModerate'],
  ['LARGE', 'exudateLarge'],
  ['SEROUS', 'exudateSerous'],
  ['PURULENT', 'exudatePurulent'],
  ['SANGUINEOUS', 'exudateSanguineous'],
  ['SERO-SANGUINEOUS', 'exudateSerosanguineous'],
  ['HEAMOPURULENT', 'exudateHaemopurulent'],
  ['OTHER', 'exudateOther'],
  ['MALODOROUS', 'odourMalodorous'],
])

/** The wound edge's and the peri-wound skin's codes of the specification, in words. */
const ENTRY_WORDS = new Map<string, PlainId<Messages>>([
  ['ATTACHED', 'edgeAttached'],
  ['NOT_ATTACHED', 'edgeNotAttached'],
  ['ROLLED', 'edgeRolled'],
  ['EPITHELIALIZED', 'edgeEpithelialized'],
  ['ABNORMAL', 'skinAbnormal'],
  ['BLISTERING_ERUPTION', 'skinBlisteringEruption'],
  ['BRUISING', 'skinBruising'],
  ['CALLOUSED', 'skinCalloused'],
  ['DRY', 'skinDry'],
  ['EDEMA', 'skinOedema'],
  ['ERYTHEMA', 'skinErythema'],
  ['EXCORIATION', 'skinExcoriation'],
  ['FRAGILE', 'skinFragile'],
  ['HYPERKERTOSIS', 'skinHyperkeratosis'],
  ['INDURATED', 'skinIndurated'],
  ['MACERATION', 'skinMaceration'],
  ['NORMAL', 'skinNormal'],
  ['SCALY', 'skinScaly'],
  ['SITE_SPECIFIC_ECZEMA', 'skinSiteSpecificEczema'],
])

/** An exudate or odour code in words; a value the specification does not list is quoted as sent. */
function codeText(t: VisitsTranslate, code: string): string {
  const id = CODE_WORDS.get(code)
  return id ? t(id) : t('quoted', { text: isolate(code) })
}

/** An entry of a coded list in words; any other code humanised, free text as entered (#words/codes). */
function entryText(t: VisitsTranslate, entry: string): string {
  const id = ENTRY_WORDS.get(entry)
  return id ? t(id) : entryWords(entry)
}

/** "exudate moderate → large", "new: malodorous", "area +18%". */
export function changeText(t: VisitsTranslate, { what }: VisitChange): string {
  switch (what.kind) {
    case 'area':
      return t('changeArea', {
        direction: what.percent === 0 ? 'unchanged' : what.percent > 0 ? 'larger' : 'smaller',
        percent: Math.abs(what.percent),
      })
    case 'exudate-amount':
      return t('changeExudate', { from: codeText(t, what.from), to: codeText(t, what.to) })
    case 'exudate-type':
      return what.newlyInfected
        ? t('newExudate', { type: codeText(t, what.to) })
        : t('changeExudate', { from: codeText(t, what.from), to: codeText(t, what.to) })
    case 'malodorous':
      return t(what.now ? 'malodorousNow' : 'malodorousGone')
    case 'odour':
      return t('changeOdour', { from: codeText(t, what.from), to: codeText(t, what.to) })
    case 'infected':
      return t(what.now ? 'infectedNow' : 'infectedGone')
    case 'entries': {
      const entries = what.entries.map((entry) => entryText(t, entry)).join(', ')
      return t(what.now ? 'entriesNow' : 'entriesGone', { list: what.list, entries })
    }
    case 'pain':
      return t('changePain', { scale: what.scale, from: String(what.from), to: String(what.to) })
    case 'tract':
      return t(what.now ? 'tractNow' : 'tractGone', { tract: what.tract })
  }
}

/** "Exudate moderate → large; new: malodorous; area +18%.": first letter up, the rest as said. */
export function changeSentence(t: VisitsTranslate, locale: Locale, changes: readonly VisitChange[]): string {
  const text = changes.map((change) => changeText(t, change)).join('; ')
  return t('changes', { changes: `${text.charAt(0).toLocaleUpperCase(locale)}${text.slice(1)}` })
}

/** What a visit did not record (domain/visits.ts notRecorded), said once. */
export const notRecordedText = (t: VisitsTranslate, missing: 'measurement' | 'assessment'): string =>
  t(missing === 'measurement' ? 'noMeasurementOnDate' : 'noAssessmentOnDate')
