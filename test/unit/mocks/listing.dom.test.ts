import { describe, expect, it } from 'vitest'
import { createHandlers, DEFAULT_PER_PAGE, MAX_PER_PAGE } from '../../../src/mocks/handlers'
import { server } from '../../msw-server'
import { assessments, ids, list, measurements, request } from './helpers'

const ascending = (values: readonly (number | string | null | undefined)[]) =>
  values.every((value, i) => i === 0 || String(values[i - 1]).localeCompare(String(value), 'en', { numeric: true }) <= 0)

describe('sort', () => {
  it('orders by id ascending when sort is absent', async () => {
    const records = await measurements('wound_id=1&per_page=100')
    expect(ids(records)).toEqual([...ids(records)].sort())
  })

  it.each(['measurements', 'assessments'] as const)('sort=id and sort=-id on %s', async (endpoint) => {
    const up = (await list(endpoint, 'wound_id=1&per_page=100&sort=id')).data.map((r) => Number(r.id))
    const down = (await list(endpoint, 'wound_id=1&per_page=100&sort=-id')).data.map((r) => Number(r.id))
    expect(up).toEqual([...up].sort((a, b) => a - b))
    expect(down).toEqual([...up].reverse())
  })

  it('sort=created_at and -created_at differ from id order where a record was entered late', async () => {
    const byCreated = await measurements('wound_id=1&per_page=100&sort=created_at')
    const byCreatedDesc = await measurements('wound_id=1&per_page=100&sort=-created_at')
    expect(ascending(byCreated.map((m) => m.created_at))).toBe(true)
    expect(ids(byCreatedDesc)).toEqual(ids(byCreated).reverse())
    expect(ids(byCreated)).not.toEqual([...ids(byCreated)].sort())
  })

  it('sorts assessments by created_at across pages', async () => {
    const first = await assessments('wound_id=3&per_page=50&sort=-created_at')
    const second = await assessments('wound_id=3&per_page=50&sort=-created_at&page=2')
    const moments = [...first, ...second].map((a) => a.created_at ?? '')
    expect(moments).toEqual([...moments].sort().reverse())
  })
})

describe('fields', () => {
  it('returns only the asked-for measurement fields, plus id, without children', async () => {
    const { data } = await list('measurements', 'wound_id=1&fields=area,date')
    for (const record of data) expect(Object.keys(record).sort()).toEqual(['area', 'date', 'id'])
  })

  it('signs images when they are asked for', async () => {
    const { data } = await list('measurements', 'wound_id=1&fields=images&per_page=1')
    expect(Object.keys(data[0] ?? {})).toEqual(['id', 'images'])
    expect(JSON.stringify(data[0])).toMatch(/\/demo-images\/100001\/original\.svg\?token=/)
  })

  it('returns only the asked-for assessment fields', async () => {
    const { data } = await list('assessments', 'wound_id=1&fields=values')
    for (const record of data) expect(Object.keys(record).sort()).toEqual(['id', 'values'])
  })

  it('returns every field and the children when fields is absent', async () => {
    const { data } = await list('measurements', 'wound_id=1&per_page=100&filter[type]=group')
    expect(Object.keys(data[0] ?? {})).toEqual(expect.arrayContaining(['uid', 'images', 'children', 'created_at']))
  })
})

describe('pagination', () => {
  it(`defaults to ${DEFAULT_PER_PAGE} rows per page`, async () => {
    const { data, metadata } = await list('measurements', 'wound_id=1')
    expect(data).toHaveLength(DEFAULT_PER_PAGE)
    expect(metadata).toMatchObject({ current_page: 1, per_page: DEFAULT_PER_PAGE, total: 40, last_page: 3, prev_page_url: null })
  })

  it('links the next and previous pages with every parameter of the request', async () => {
    const query = 'wound_id=1&per_page=25&sort=-id&fields=area&filter[area]=>=1'
    const first = await list('measurements', query)
    expect(first.metadata).toMatchObject({ current_page: 1, last_page: 2, per_page: 25, total: 40, prev_page_url: null })
    const next = new URL(first.metadata.next_page_url ?? '')
    expect(next.origin + next.pathname).toBe('http://localhost/api/v1/measurements')
    expect(Object.fromEntries(next.searchParams)).toEqual({
      wound_id: '1',
      per_page: '25',
      sort: '-id',
      fields: 'area',
      'filter[area]': '>=1',
      page: '2',
    })

    const second = await list('measurements', next.search.slice(1))
    expect(second.data).toHaveLength(15)
    expect(second.metadata).toMatchObject({ current_page: 2, last_page: 2, next_page_url: null })
    expect(new URL(second.metadata.prev_page_url ?? '').searchParams.get('page')).toBe('1')
    expect([...ids(first.data), ...ids(second.data)]).toEqual([...ids(first.data), ...ids(second.data)].sort().reverse())
  })

  it('keeps the origin and path prefix of the request in page links', async () => {
    const { metadata } = await list('assessments', 'wound_id=1', 'https://wounds.example.org/clinic')
    expect(metadata.next_page_url).toMatch(/^https:\/\/wounds\.example\.org\/clinic\/api\/v1\/assessments\?wound_id=1&page=2$/)
  })

  it('answers a page beyond the last with no rows and true metadata', async () => {
    const { data, metadata } = await list('measurements', 'wound_id=1&per_page=25&page=7')
    expect(data).toEqual([])
    expect(metadata).toMatchObject({ current_page: 7, last_page: 2, total: 40, next_page_url: null })
  })

  it('gives an empty history one empty page', async () => {
    for (const endpoint of ['measurements', 'assessments'] as const) {
      const { data, metadata } = await list(endpoint, 'wound_id=2')
      expect(data).toEqual([])
      expect(metadata).toMatchObject({ current_page: 1, last_page: 1, total: 0, next_page_url: null, prev_page_url: null })
    }
  })

  it(`serves up to ${MAX_PER_PAGE} rows per page`, async () => {
    const { data, metadata } = await list('measurements', `wound_id=3&per_page=${MAX_PER_PAGE}&page=2`)
    expect(data).toHaveLength(MAX_PER_PAGE)
    expect(metadata.total).toBeGreaterThanOrEqual(500)
    expect((await request('measurements', `wound_id=3&per_page=${MAX_PER_PAGE + 1}`)).status).toBe(422)
  })
})

describe('response headers', () => {
  it('sends a Date header from the service clock and JSON content', async () => {
    const now = Date.UTC(2026, 9, 1, 8, 30, 0)
    server.use(...createHandlers({ now: () => now }))
    for (const query of ['wound_id=1', 'wound_id=999']) {
      const { headers } = await request('measurements', query)
      expect(headers.get('Date')).toBe('Thu, 01 Oct 2026 08:30:00 GMT')
      expect(headers.get('Content-Type')).toBe('application/json')
    }
  })

  it('accepts only the configured keys', async () => {
    server.use(...createHandlers({ apiKeys: ['other-key'] }))
    expect((await request('measurements', 'wound_id=1')).status).toBe(401)
    expect((await request('measurements', 'wound_id=1', 'other-key')).status).toBe(200)
  })

  it('answers a CORS preflight for cross-origin viewers', async () => {
    const response = await fetch('http://localhost/api/v1/measurements?wound_id=1', { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('Access-Control-Allow-Headers')).toMatch(/X-API-KEY/)
  })
})
