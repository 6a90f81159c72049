import type { HistoryNotice } from '../../api/history'
import type { Endpoint } from '../../api/params'

/* What a whole-history load could not take at face value, for the screens that show a whole history (charts, images over time, export). */

/** What one list's records are called in a sentence. */
const RECORDS: Record<Endpoint, string> = { measurements: 'measurements', assessments: 'assessments' }

const count = (n: number) => n.toLocaleString()

/** A whole-history notice of one list (its `endpoint`) in a sentence. */
export function describeHistoryNotice(notice: HistoryNotice, endpoint: Endpoint): string {
  const nouns = RECORDS[endpoint]
  switch (notice.kind) {
    case 'capped':
      return `The service announced ${count(notice.announcedPages)} pages of ${nouns}; one load asks for at most ${count(notice.loadedPages)}, so only the ${nouns} of the first ${count(notice.loadedPages)} pages are shown.`
    case 'page-count-mismatch':
      return `The service's page count (${count(notice.lastPage)}) does not match its total (${count(notice.pagesByTotal)} pages), so ${nouns} were asked for up to the larger count, stopping at the first empty page.`
    case 'too-many-records':
      return `The service sent ${count(notice.records)} ${nouns}, more than its pages should hold; one load keeps at most ${count(notice.limit)}, so no further page was asked for.`
    case 'ended-early':
      return `Page ${count(notice.emptyPage)} of the ${count(notice.announcedPages)} pages of ${nouns} the service announced came back empty, so no later page was asked for.`
  }
}
