import * as z from 'zod/mini'
import { REPORT_INPUT, toRecordIssues, type RecordIssue } from './issues'
import { lenientNumber, lenientString } from './primitives'

/** Spec 2.3. The URLs are null on the first/last page in practice; the spec only says "string". */
export const StrictPageMetadata = z.object({
  current_page: z.int().check(z.gte(1)),
  last_page: z.int().check(z.gte(1)),
  per_page: z.int().check(z.gte(1)),
  total: z.int().check(z.gte(0)),
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

type PageMetadata = {
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
  /** Which counts the service sent as usable numbers (the others were inferred). */
  reported: { total: boolean; lastPage: boolean; perPage: boolean }
  /**
   * Departures from the spec at the page level (envelope, metadata, counts that do not add up);
   * record issues live on records.
   */
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
  // A bare list is not the envelope (fetchListPage refuses it before parsing): no records from it.
  const bodyObject = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  const rawData = bodyObject.data
  // One argument only: Array#map would pass the index as parseMeasurement's nesting depth.
  const records = (Array.isArray(rawData) ? rawData : []).map((raw) => parseRecord(raw))

  const strictMeta = StrictPageMetadata.safeParse(bodyObject.metadata, REPORT_INPUT)
  if (!strictMeta.success && envelope.success) issues.push(...toRecordIssues(strictMeta.error.issues, 'metadata'))
  const meta = PageMetadataFields.safeParse(bodyObject.metadata ?? {})
  const m = meta.success ? meta.data : {}
  const reported = {
    currentPage: positive(m.current_page),
    lastPage: positive(m.last_page),
    perPage: positive(m.per_page),
    total: nonNegative(m.total),
  }
  // The page shown is the page asked for: a service that says otherwise is flagged, not believed
  // (its rows are still the ones shown).
  const currentPage = requested.page
  // A page-size request may be absent (0): then the page holds at least what arrived.
  const perPage = reported.perPage ?? positive(requested.perPage) ?? Math.max(1, records.length)
  const total = reported.total ?? (currentPage - 1) * perPage + records.length
  const lastPage = reported.lastPage ?? Math.max(1, Math.ceil(total / perPage))
  issues.push(...inconsistencies(reported, { page: requested.page, perPage, records: records.length }))
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
    reported: { total: reported.total !== undefined, lastPage: reported.lastPage !== undefined, perPage: reported.perPage !== undefined },
    issues,
  }
}

type ReportedCounts = {
  currentPage: number | undefined
  lastPage: number | undefined
  perPage: number | undefined
  total: number | undefined
}

/**
 * Counts that are each well-formed but do not agree with each other or with the request: a page
 * number other than the one asked for, a page count that cannot hold the total, more records than
 * a page holds. They are shown as page issues, never silently believed.
 */
function inconsistencies(reported: ReportedCounts, page: { page: number; perPage: number; records: number }): RecordIssue[] {
  const issues: RecordIssue[] = []
  if (reported.currentPage !== undefined && reported.currentPage !== page.page) {
    issues.push({ path: 'metadata.current_page', problem: { kind: 'other-page', said: reported.currentPage, asked: page.page } })
  }
  const { lastPage, total } = reported
  if (lastPage !== undefined && total !== undefined && reported.perPage !== undefined) {
    const pagesByTotal = Math.max(1, Math.ceil(total / reported.perPage))
    if (pagesByTotal !== lastPage) {
      issues.push({
        path: 'metadata.last_page',
        problem: { kind: 'page-count', lastPage, total, perPage: reported.perPage, pages: pagesByTotal },
      })
    }
  }
  if (page.records > page.perPage) {
    issues.push({ path: 'data', problem: { kind: 'overfull-page', records: page.records, perPage: page.perPage } })
  }
  return issues
}

// Safe integers only: a page size of 1e308 would make the inferred total and last page Infinity.
const positive = (n: number | undefined) => (n !== undefined && Number.isSafeInteger(n) && n > 0 ? n : undefined)
const nonNegative = (n: number | undefined) => (n !== undefined && Number.isSafeInteger(n) && n >= 0 ? n : undefined)
