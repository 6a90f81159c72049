import type { HistoryNotice } from '../api/whole-history'
import type { Endpoint } from '../api/params'
import type { Translate } from '../i18n/area'
import type { Messages } from '../words/notices/messages'

type NoticesTranslate = Translate<Messages>

/** A whole-history notice of one list (its `endpoint`) in a sentence of `t`'s language. */
export function noticeSentence(t: NoticesTranslate, notice: HistoryNotice, list: Endpoint): string {
  switch (notice.kind) {
    case 'capped':
      return t('capped', { announced: notice.announcedPages, loaded: notice.loadedPages, list })
    case 'page-count-mismatch':
      return t('pageCountMismatch', { lastPage: notice.lastPage, pagesByTotal: notice.pagesByTotal, list })
    case 'too-many-records':
      return t('tooManyRecords', { records: notice.records, limit: notice.limit, list })
    case 'ended-early':
      return t('endedEarly', { emptyPage: notice.emptyPage, announced: notice.announcedPages, list })
  }
}
