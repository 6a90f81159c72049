import * as z from 'zod/mini'
import { REPORT_INPUT, toRecordIssues, type RecordIssue } from './issues'
import { lenientNumber, lenientString } from './primitives'

/** Spec 2.3. The URLs are null on the first/last page in practice; the spec only says "string". */
export const StrictPageMetadata = z.object({
  current_page: z.int(),
  last_page: z.int(),
  per_page: z.int(),
  total: z.int(),
  next_page_url: z.nullable(z.string()),
  prev_page_url: z.nullable(z.string()),
})

const PageMetadataFields = z.object({
  current_page: lenientNumber,
  last_page: lenientNumber,
  per_page: lenientNumber,
  total: lenientNumber,
  next_page_url: lenientString,
  prev_page_url: lenientString,
})

export type PageMetadata = {
  currentPage: number
  lastPage: number
  perPage: number
  total: number
  nextPageUrl: string | undefined
  prevPageUrl: string | undefined
}

export type ListPage<T> = {
  records: T[]
  metadata: PageMetadata
  /** Departures from the spec at the page level (envelope, metadata); record issues live on records. */
  issues: RecordIssue[]
}

const Envelope = z.object({ data: z.array(z.unknown()), metadata: z.unknown() })

/**
 * Parses a 200 list response. Records are parsed one by one so that one bad record never costs
 * the others. Missing metadata is inferred from what was asked and what arrived.
 */
export function parseListPage<T>(
  body: unknown,
  parseRecord: (raw: unknown) => T,
  requested: { page: number; perPage: number },
): ListPage<T> {
  const issues: RecordIssue[] = []
  const envelope = Envelope.safeParse(body, REPORT_INPUT)
  if (!envelope.success) issues.push(...toRecordIssues(envelope.error.issues, 'response'))
  const bodyObject = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const rawData = Array.isArray(body) ? body : bodyObject.data
  // One argument only: Array#map would pass the index as parseMeasurement's nesting depth.
  const records = (Array.isArray(rawData) ? rawData : []).map((raw) => parseRecord(raw))

  const strictMeta = StrictPageMetadata.safeParse(bodyObject.metadata, REPORT_INPUT)
  if (!strictMeta.success && envelope.success) issues.push(...toRecordIssues(strictMeta.error.issues, 'metadata'))
  const meta = PageMetadataFields.safeParse(bodyObject.metadata ?? {})
  const m = meta.success ? meta.data : {}
  const currentPage = positive(m.current_page) ?? requested.page
  // A page-size request may be absent (0): then the page holds at least what arrived.
  const perPage = positive(m.per_page) ?? positive(requested.perPage) ?? Math.max(1, records.length)
  const total = nonNegative(m.total) ?? (currentPage - 1) * perPage + records.length
  const lastPage = positive(m.last_page) ?? Math.max(1, Math.ceil(total / perPage))
  return {
    records,
    metadata: {
      currentPage,
      // A page holding records exists, so the last page is at least this one. An empty page past
      // the end keeps the service's last_page: it is where the list offers to go back to.
      lastPage: records.length > 0 ? Math.max(lastPage, currentPage) : lastPage,
      perPage,
      total,
      nextPageUrl: m.next_page_url,
      prevPageUrl: m.prev_page_url,
    },
    issues,
  }
}

// Safe integers only: a page size of 1e308 would make the inferred total and last page Infinity.
const positive = (n: number | undefined) => (n !== undefined && Number.isSafeInteger(n) && n > 0 ? n : undefined)
const nonNegative = (n: number | undefined) => (n !== undefined && Number.isSafeInteger(n) && n >= 0 ? n : undefined)
