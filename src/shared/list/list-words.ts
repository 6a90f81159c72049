import type { MessageId } from '../../i18n/numbered'

/**
 * What a list says of its own records (src/words/first-rows: "Loading measurements…"), whole
 * sentences per list rather than a noun put into English ones, so each language writes them its way.
 */
export type ListWords = {
  /** The pager's name: "measurement pages". */
  pager: MessageId<undefined>
  /** After the page position: " · 51 measurements". */
  total: MessageId<{ total: number }>
  filters: MessageId<undefined>
  columns: MessageId<undefined>
  offline: MessageId<undefined>
  loading: MessageId<undefined>
  /** What the page's own flag is about: "this page of measurements". */
  pageOf: MessageId<undefined>
  /** A page with more rows than asked for: "The service sent 60 measurements for a page of 50. " */
  oversized: MessageId<{ received: string | number; rowsPerPage: string | number }>
}
