import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { HistoryChunk } from '../../../src/api/whole-history'
import {
  addHistoryChunk,
  emptyHistory,
  historyRecords,
  wholeHistoryOptions,
  type WholeHistory,
} from '../../../src/api/whole-history-queries'
import { fetchListPage } from '../../../src/api/list-page'
import { listPageOptions, serviceKeys } from '../../../src/api/queries'
import { describeError as describeErrorIn } from '../../../src/words/describe-error'
import { firstRowWords } from '../../../src/words/first-rows'
import { server } from '../../msw-server'
import { assessment, regularMeasurement } from './fixtures'

/** A failure in English words, as an English page says it. */
const describeError = (error: unknown) => describeErrorIn(firstRowWords.english, error)

const connection = { baseUrl: 'https://svc.test', apiKey: 'very-secret-key' }

/** The loader plans 4 pages from page 1 whatever later pages' metadata say. */
function chunk(page: number, ids: number[], lastPage = 4, total = 40): HistoryChunk<{ id: number }> {
  return {
    page,
    plannedPages: 4,
    notices: [],
    reported: { total: true, lastPage: true, perPage: true },
    issuedAt: 1_000 + page,
    receivedAt: 1_000 + page,
    records: ids.map((id) => ({ id })),
    issues: [],
    metadata: { currentPage: page, lastPage, perPage: 10, total, nextPageUrl: undefined, prevPageUrl: undefined },
  }
}

const empty = (): WholeHistory<{ id: number }> => emptyHistory()

describe('addHistoryChunk', () => {
  it('adds a page and learns the page count and total from the first one', () => {
    const history = addHistoryChunk(empty(), chunk(1, [1, 2]))
    expect(history.loadedPages).toBe(1)
    expect(history.totalPages).toBe(4)
    expect(history.total).toBe(40)
    expect(Object.keys(history.pages)).toEqual(['1'])
  })

  it('keeps the first page count even if a later page says otherwise', () => {
    const history = [chunk(1, [1]), chunk(2, [2], 9, 90)].reduce(addHistoryChunk, empty())
    expect(history.totalPages).toBe(4)
    expect(history.total).toBe(40)
    expect(history.loadedPages).toBe(2)
  })

  it('does not change the history it is given', () => {
    const before = addHistoryChunk(empty(), chunk(1, [1]))
    const snapshot = structuredClone(before)
    addHistoryChunk(before, chunk(2, [2]))
    expect(before).toEqual(snapshot)
  })
})

describe('historyRecords', () => {
  it('gives records in page order whatever order the pages arrived in', () => {
    const arrival = [chunk(1, [1, 2]), chunk(3, [5, 6]), chunk(4, [7]), chunk(2, [3, 4])]
    expect(historyRecords(arrival.reduce(addHistoryChunk, empty())).map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('orders pages numerically, not as strings (10 after 9)', () => {
    const pages = Array.from({ length: 12 }, (_, i) => chunk(12 - i, [12 - i], 12, 12))
    expect(historyRecords(pages.reduce(addHistoryChunk, empty())).map((r) => r.id)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1))
  })

  it('is one list per history, shared by every reader; the next page makes a new one', () => {
    const first = addHistoryChunk(empty(), chunk(1, [1, 2]))
    expect(historyRecords(first)).toBe(historyRecords(first))
    const second = addHistoryChunk(first, chunk(2, [3]))
    expect(historyRecords(second)).not.toBe(historyRecords(first))
    expect(historyRecords(second).map((r) => r.id)).toEqual([1, 2, 3])
    expect(historyRecords(first).map((r) => r.id)).toEqual([1, 2])
  })

  it('is empty before anything arrived, and shows what has arrived while pages are missing', () => {
    expect(historyRecords(empty())).toEqual([])
    const partial = [chunk(3, [5]), chunk(1, [1])].reduce(addHistoryChunk, empty())
    expect(historyRecords(partial).map((r) => r.id)).toEqual([1, 5])
  })
})

describe('serviceKeys', () => {
  const query = { woundId: 7, page: 2, perPage: 25, sort: '-id' as const }

  it('go from generic to specific with the parameters last', () => {
    expect(serviceKeys.all(connection)).toEqual(['service', 'https://svc.test', 0])
    expect(serviceKeys.list(connection, 'measurements')).toEqual(['service', 'https://svc.test', 0, 'measurements'])
    expect(serviceKeys.page(connection, 'measurements', query)).toEqual(['service', 'https://svc.test', 0, 'measurements', 'page', query])
    expect(serviceKeys.history(connection, 'assessments', { woundId: 7 })).toEqual([
      'service',
      'https://svc.test',
      0,
      'assessments',
      'history',
      { woundId: 7 },
    ])
  })

  it('change with the connection epoch, so answers to one key are never served to the next', () => {
    const saved = { ...connection, epoch: 3 }
    expect(serviceKeys.page(saved, 'measurements', query)).not.toEqual(serviceKeys.page(connection, 'measurements', query))
    expect(serviceKeys.all(saved)).toEqual(['service', 'https://svc.test', 3])
  })

  it('never hold the API key', () => {
    const keys = [
      serviceKeys.all(connection),
      serviceKeys.list(connection, 'assessments'),
      serviceKeys.page(connection, 'measurements', query),
      serviceKeys.history(connection, 'measurements', { woundId: 7 }),
      listPageOptions(connection, 'assessments', query).queryKey,
      wholeHistoryOptions(connection, 'measurements', { woundId: 7 }).queryKey,
    ]
    for (const key of keys) expect(JSON.stringify(key)).not.toContain(connection.apiKey)
  })

  it('are what the query options use', () => {
    expect(listPageOptions(connection, 'measurements', query).queryKey).toEqual(serviceKeys.page(connection, 'measurements', query))
    expect(wholeHistoryOptions(connection, 'assessments', { woundId: 3 }).queryKey).toEqual(
      serviceKeys.history(connection, 'assessments', { woundId: 3 }),
    )
  })

  it('differ between services, endpoints and views', () => {
    const other = { ...connection, baseUrl: 'https://other.test' }
    expect(serviceKeys.page(other, 'measurements', query)).not.toEqual(serviceKeys.page(connection, 'measurements', query))
    expect(serviceKeys.page(connection, 'assessments', query)).not.toEqual(serviceKeys.page(connection, 'measurements', query))
    expect(serviceKeys.page(connection, 'measurements', { ...query, page: 3 })).not.toEqual(
      serviceKeys.page(connection, 'measurements', query),
    )
  })
})

describe('fetchListPage', () => {
  it('builds the request from the view and parses the page with the endpoint parser', async () => {
    const urls: string[] = []
    server.use(
      http.get('https://svc.test/api/v1/assessments', ({ request }) => {
        urls.push(request.url)
        return HttpResponse.json(
          {
            data: [assessment(1), { id: 'bad' }],
            metadata: { current_page: 1, last_page: 3, per_page: 2, total: 6, next_page_url: null, prev_page_url: null },
          },
          { headers: { Date: 'Sun, 01 Mar 2026 10:00:00 GMT' } },
        )
      }),
    )
    const page = await fetchListPage(connection, 'assessments', { woundId: 5, perPage: 2, sort: 'created_at' })
    expect(urls).toEqual(['https://svc.test/api/v1/assessments?wound_id=5&per_page=2&sort=created_at'])
    expect(page.records.map((r) => r.id)).toEqual([1, null])
    expect(page.records[0]?.values?.odor).toBe('NO')
    expect(page.records[1]?.issues.map((i) => i.path)).toEqual(['id'])
    expect(page.metadata).toMatchObject({ currentPage: 1, lastPage: 3, total: 6 })
    expect(page.issuedAt).toBe(Date.UTC(2026, 2, 1, 10))
  })

  it('gives a finite page count when the view leaves per_page to the service and metadata is partial', async () => {
    server.use(
      http.get('https://svc.test/api/v1/measurements', () =>
        HttpResponse.json({ data: [regularMeasurement(1), regularMeasurement(2)], metadata: { total: 6 } }),
      ),
    )
    const page = await fetchListPage(connection, 'measurements', { woundId: 5 })
    expect(page.records.map((r) => r.id)).toEqual([1, 2])
    expect(page.metadata.lastPage).toBe(3)
    expect(Number.isFinite(page.metadata.lastPage)).toBe(true)
  })

  it.each([
    ['an empty bare list', []],
    ['a bare list of records', [regularMeasurement(1)]],
    ['an object without data', { items: [regularMeasurement(1)] }],
  ])('refuses %s as unreadable, never as an empty or unpaged wound', async (_, body) => {
    server.use(http.get('https://svc.test/api/v1/measurements', () => HttpResponse.json(body)))
    const error: unknown = await fetchListPage(connection, 'measurements', { woundId: 5 }).catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'invalid-body', status: 200, reason: Array.isArray(body) ? 'bare-list' : 'no-list' })
    expect(describeError(error).title).toBe('Unreadable response')
  })
})
