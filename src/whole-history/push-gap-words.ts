import type { PushGap } from '../domain/healing/push'
import type { Translate } from '../i18n/area'
import { isolate } from '../text/isolate'
import type { Messages } from '../words/push-gaps/messages'

export type PushGapsTranslate = Translate<Messages>

/** Why a PUSH sub-score is missing, in words ("maximum length and maximum width not measured"): the overview's PUSH table and the visit's note. */
export function pushGapText(t: PushGapsTranslate, gap: PushGap): string {
  switch (gap.kind) {
    case 'not-measured': {
      const length = gap.absent.includes('max_length')
      const width = gap.absent.includes('max_width')
      return t('notMeasured', { absent: length && width ? 'both' : length ? 'length' : 'width' })
    }
    case 'negative-size':
      return t('negativeSize')
    case 'no-assessment':
      return t('noAssessment')
    case 'no-exudate-amount':
      return t('noExudateAmount')
    case 'unknown-exudate-amount':
      return t('unknownExudateAmount', { sent: isolate(gap.sent), known: gap.known.join(', ') })
    case 'tissue-not-recorded':
      return t('tissueNotRecorded', { tissue: gap.tissue })
    case 'epithelial-or-closed':
      return t('epithelialOrClosed')
  }
}
