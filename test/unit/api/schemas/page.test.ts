import { describe, expect, it } from 'vitest'
import { parseAssessment } from '../../../../src/api/schemas/assessment'
import { parseMeasurement } from '../../../../src/api/schemas/measurement'
import { parseListPage } from '../../../../src/api/schemas/page'
import { issueText as issueTextIn } from '../../../../src/words/issue-words'
import { flagsWords } from '../../../../src/words/flags'
import { assessment, groupMeasurement, regularMeasurement } from '../fixtures'

/** The flags' words in English, as an English page says them. */
const issueText = (problem: Parameters<typeof issueTextIn>[1]) => issueTextIn(flagsWords.english, problem)

const metadata = (overrides: Record<string, unknown> = {}) => ({
  current_page: 2,
  last_page: 6,
  per_page: 100,
  total: 520,
  next_page_url: 'https://svc.test/api/v1/measurements?wound_id=7&page=3',
  prev_page_url: 'https://svc.test/api/v1/measurements?wound_id=7&page=1',
  ...overrides,
})

describe('parseListPage', () => {
  it('reads a page as the spec describes it', () => {
    const page = parseListPage({ data: [regularMeasurement(1), regularMeasurement(2)], metadata: metadata() }, parseMeasurement, {
      page: 2,
      perPage: 100,
    })
    expect(page.records.map((r) => r.id)).toEqual([1, 2])
    expect(page.records.every((r) => r.issues.length === 0)).toBe(true)
    expect(page.metadata).toEqual({
      currentPage: 2,
      lastPage: 6,
      perPage: 100,
      total: 520,
      nextPageUrl: 'https://svc.test/api/v1/measurements?wound_id=7&page=3',
      prevPageUrl: 'https://svc.test/api/v1/measurements?wound_id=7&page=1',
    })
    expect(page.issues).toEqual([])
  })

  it('accepts null page links on the first and last page', () => {
    const page = parseListPage(
      { data: [], metadata: metadata({ current_page: 1, last_page: 1, total: 0, next_page_url: null, prev_page_url: null }) },
      parseAssessment,
      { page: 1, perPage: 100 },
    )
    expect(page.issues).toEqual([])
    expect(page.metadata.nextPageUrl).toBeUndefined()
    expect(page.metadata.prevPageUrl).toBeUndefined()
    expect(page.metadata.lastPage).toBe(1)
  })

  it('one bad record does not affect the others', () => {
    const data = [regularMeasurement(1), { id: 'x', area: 'big', type: 'polygon' }, null, regularMeasurement(4)]
    const page = parseListPage({ data, metadata: metadata() }, parseMeasurement, { page: 2, perPage: 100 })
    expect(page.records.map((r) => r.id)).toEqual([1, null, null, 4])
    expect(page.records.map((r) => r.issues.length > 0)).toEqual([false, true, true, false])
    expect(page.records[3]?.area).toBe(5.5)
    expect(page.issues).toEqual([])
  })

  it('returns exactly as many records as arrived, whatever they are', () => {
    const data = [assessment(1), 'text', 3, [], {}, null, assessment(7)]
    const page = parseListPage({ data, metadata: metadata() }, parseAssessment, { page: 1, perPage: 100 })
    expect(page.records).toHaveLength(data.length)
  })

  it('parses every record at the top level, wherever it sits in the page', () => {
    // Regression: Array#map passed the index as parseMeasurement's depth, so record 2 onwards
    // was judged "nested too deep" and records from index 8 lost their children.
    const data = Array.from({ length: 12 }, (_, i) => groupMeasurement(i + 1))
    const page = parseListPage({ data, metadata: metadata() }, parseMeasurement, { page: 1, perPage: 100 })
    for (const record of page.records) {
      expect(record.issues).toEqual([])
      expect(record.children).toHaveLength(2)
      expect(record.children[0]?.children).toHaveLength(2)
    }
  })

  it('infers missing metadata from what was asked and what arrived, and flags it', () => {
    const data = Array.from({ length: 30 }, (_, i) => assessment(i + 1))
    const page = parseListPage({ data }, parseAssessment, { page: 3, perPage: 50 })
    expect(page.metadata).toEqual({ currentPage: 3, lastPage: 3, perPage: 50, total: 130, nextPageUrl: undefined, prevPageUrl: undefined })
    expect(page.issues.map((i) => i.path)).toEqual(['response.metadata'])
    expect(page.issues[0] && issueText(page.issues[0].problem)).toBe('missing')
  })

  it('infers last_page from total and per_page when only they are given', () => {
    const page = parseListPage({ data: [], metadata: { total: 520, per_page: 100 } }, parseMeasurement, { page: 1, perPage: 100 })
    expect(page.metadata.lastPage).toBe(6)
    expect(page.metadata.currentPage).toBe(1)
    expect(page.issues.map((i) => i.path).sort()).toEqual([
      'metadata.current_page',
      'metadata.last_page',
      'metadata.next_page_url',
      'metadata.prev_page_url',
    ])
  })

  it('trusts the per_page the service reports over the one asked for', () => {
    const page = parseListPage({ data: [], metadata: { total: 95, per_page: 20 } }, parseMeasurement, { page: 1, perPage: 100 })
    expect(page.metadata.perPage).toBe(20)
    expect(page.metadata.lastPage).toBe(5)
  })

  it('reads metadata numbers sent as strings and flags them', () => {
    const page = parseListPage({ data: [], metadata: metadata({ last_page: '6', total: '520' }) }, parseMeasurement, {
      page: 2,
      perPage: 100,
    })
    expect(page.metadata.lastPage).toBe(6)
    expect(page.metadata.total).toBe(520)
    expect(page.issues.map((i) => i.path)).toEqual(['metadata.last_page', 'metadata.total'])
  })

  it('ignores nonsensical metadata numbers and never reports fewer pages than the current one', () => {
    const page = parseListPage(
      { data: [regularMeasurement(1)], metadata: metadata({ current_page: 4, last_page: 2, per_page: 0, total: -1 }) },
      parseMeasurement,
      { page: 4, perPage: 25 },
    )
    expect(page.metadata.perPage).toBe(25)
    expect(page.metadata.total).toBe(76)
    expect(page.metadata.lastPage).toBe(4)
  })

  it('gives a finite page count when neither the request nor the service tells the page size', () => {
    // fetchListPage passes perPage 0 when the view leaves per_page to the service.
    const page = parseListPage({ data: [regularMeasurement(1), regularMeasurement(2)], metadata: { total: 10 } }, parseMeasurement, {
      page: 1,
      perPage: 0,
    })
    expect(page.metadata.perPage).toBe(2)
    expect(page.metadata.lastPage).toBe(5)
    const empty = parseListPage({ data: [] }, parseMeasurement, { page: 1, perPage: 0 })
    expect(empty.metadata).toMatchObject({ perPage: 1, lastPage: 1, total: 0 })
  })

  it.each([null, 'oops', 42, [], [regularMeasurement(1)], { data: 'none' }, { items: [1, 2] }])(
    'reads no records from %j and flags the response',
    (body) => {
      const page = parseListPage(body, parseMeasurement, { page: 1, perPage: 10 })
      expect(page.records).toEqual([])
      expect(page.metadata).toMatchObject({ currentPage: 1, lastPage: 1, total: 0, perPage: 10 })
      expect(page.issues.length).toBeGreaterThan(0)
      expect(page.issues.every((i) => i.path.startsWith('response'))).toBe(true)
    },
  )
})
