import { describe, expect, it } from 'vitest'
import { IMAGE_URL_TTL_MS, imageUrlExpiry } from '../../../src/api/image-expiry'
import { pagesToRefresh, REFRESH_MARGIN_MS, refreshDueAt, type DisplayedImage } from '../../../src/api/image-refresh'
import { fetchListPage } from '../../../src/api/list-page'
import { createHandlers, DEMO_API_KEY } from '../../../src/mocks/handlers'
import { server } from '../../msw-server'

const ISSUED = Date.UTC(2026, 10, 21, 15, 20, 1) // 1 795 274 401 000, see image-expiry.test.ts
const T = ISSUED + IMAGE_URL_TTL_MS // 1 795 275 001 000: an opaque URL's expiry
const MARGIN = REFRESH_MARGIN_MS

describe('REFRESH_MARGIN_MS', () => {
  it('is 90 s: within 60-120 s, and well inside the 10-minute lifetime', () => {
    expect(REFRESH_MARGIN_MS).toBe(90_000)
    expect(REFRESH_MARGIN_MS).toBeGreaterThanOrEqual(60_000)
    expect(REFRESH_MARGIN_MS).toBeLessThanOrEqual(120_000)
  })
})

describe('refreshDueAt', () => {
  it('is undefined when nothing is shown', () => {
    expect(refreshDueAt([])).toBeUndefined()
  })

  it('is the earliest expiry minus the margin', () => {
    expect(refreshDueAt([T + 5_000, T, T + 60_000])).toBe(T - 90_000) // 1 795 274 911 000
    expect(refreshDueAt([T + 5_000, T], 0)).toBe(T)
    expect(refreshDueAt([T], 120_000)).toBe(T - 120_000)
  })

  it('ignores non-finite expiries rather than refreshing at once forever', () => {
    expect(refreshDueAt([Number.NaN, T])).toBe(T - MARGIN)
    expect(refreshDueAt([Number.NaN])).toBeUndefined()
  })
})

describe('pagesToRefresh', () => {
  const shown = (page: number, expiresAt: number, measurementId = page * 100): DisplayedImage => ({ measurementId, page, expiresAt })

  it('chooses nothing when nothing is shown', () => {
    expect(pagesToRefresh([], T + 1_000_000)).toEqual([])
  })

  it('chooses nothing while every URL is fresh', () => {
    expect(pagesToRefresh([shown(1, T), shown(2, T + 60_000)], T - MARGIN - 1)).toEqual([])
  })

  it('chooses only the pages holding a due URL, each once, in numeric order', () => {
    const now = T - MARGIN
    const displayed = [
      shown(10, T), // due exactly now
      shown(2, T - 200_000, 201), // long due
      shown(2, T - 100_000, 202), // second due image on page 2
      shown(7, T + 1), // fresh by 1 ms
      shown(1, ISSUED - 1), // already expired
      shown(3, T + 300_000), // fresh
    ]
    expect(pagesToRefresh(displayed, now)).toEqual([1, 2, 10])
  })

  it('keeps a page whose every URL is fresh, even beside due ones', () => {
    expect(pagesToRefresh([shown(4, T + 1), shown(5, T)], T - MARGIN)).toEqual([5])
  })

  it('uses the margin it is given', () => {
    const displayed = [shown(1, T), shown(2, T + 60_000)]
    expect(pagesToRefresh(displayed, T - 1, 0)).toEqual([])
    expect(pagesToRefresh(displayed, T, 0)).toEqual([1])
    expect(pagesToRefresh(displayed, T, 60_000)).toEqual([1, 2])
  })
})

describe('with the demo service', () => {
  const connection = { baseUrl: 'http://localhost', apiKey: DEMO_API_KEY }

  it('refreshes a page 90 s before its images stop loading, and only the pages that are due', async () => {
    const clock = { now: ISSUED + 400 } // the Date header drops the 400 ms: our expiry is the earlier one
    server.use(...createHandlers({ now: () => clock.now }))
    const first = await fetchListPage(connection, 'measurements', { woundId: 1, page: 1, perPage: 2 })
    clock.now = ISSUED + 300_000
    const second = await fetchListPage(connection, 'measurements', { woundId: 1, page: 2, perPage: 2 })
    expect(first.issuedAt).toBe(ISSUED)

    const displayed = [first, second].flatMap((page) =>
      page.records.flatMap((record) =>
        Object.values(record.images ?? {}).map((url) => ({
          measurementId: record.id ?? 0,
          page: page.metadata.currentPage,
          expiresAt: imageUrlExpiry(url, page.issuedAt).expiresAt,
        })),
      ),
    )
    expect(displayed.length).toBeGreaterThanOrEqual(2 * 4)
    expect(refreshDueAt(displayed.map((image) => image.expiresAt))).toBe(T - MARGIN)

    expect(pagesToRefresh(displayed, T - MARGIN - 1)).toEqual([])
    expect(pagesToRefresh(displayed, T - MARGIN)).toEqual([1])
    expect(pagesToRefresh(displayed, T + 300_000 - MARGIN)).toEqual([1, 2])

    // At the refresh moment the old URL still loads; at the computed expiry the service refuses it.
    const url = first.records[0]?.images?.original ?? ''
    clock.now = T - MARGIN
    expect((await fetch(url)).status).toBe(200)
    clock.now = T + 400
    expect((await fetch(url)).status).toBe(403)
  })
})
