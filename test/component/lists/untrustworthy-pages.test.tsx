import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../msw-server'
import { recordRequests } from '../../request-log'
import { bodyRows, renderApp } from '../../render-app'
import { measurementRecord } from '../fixtures'
import { say, messagePattern } from '../words'

/*
 * A service whose pages cannot be taken at face value: counts that contradict each other or the
 * request, more records than a page holds, a page count in the billions. What arrived is shown;
 * what does not add up is said on screen.
 */

const records = (count: number, from = 1) => Array.from({ length: count }, (_, i) => measurementRecord(from + i))

describe('page details that do not add up', () => {
  it('shows the page asked for and flags the counts, not "Page 7 of 7 · 152 measurements"', async () => {
    server.use(
      http.get('*/api/v1/measurements', () =>
        HttpResponse.json({
          data: records(2),
          metadata: { current_page: 7, last_page: 3, per_page: 0, total: -5, next_page_url: null, prev_page_url: null },
        }),
      ),
    )
    const { user } = renderApp({ url: '/?wound=1' })
    expect(await bodyRows(say('first-rows', 'measurementsLabel'))).toHaveLength(2)
    const pager = screen.getByRole('navigation', { name: say('first-rows', 'measurementPages') })
    expect(pager).toHaveTextContent(say('first-rows', 'pagePosition', { page: 1, lastPage: 3 }))
    expect(pager).toHaveTextContent(say('first-rows', 'measurementsTotal', { total: 2 }))

    const flag = screen.getByText(say('first-rows', 'pageFlagged'))
    expect(flag).toBeVisible()
    expect(flag.closest('summary')).toHaveTextContent(
      messagePattern('first-rows', 'flaggedDetail', { record: say('first-rows', 'pageOfMeasurements') }),
    )
    await user.click(flag)
    expect(await screen.findByText(messagePattern('flags', 'otherPage', { said: 7, asked: 1 }))).toBeVisible()
    expect(screen.getByText('metadata.per_page', { exact: false }).closest('li')).toHaveTextContent(
      messagePattern('flags', 'belowMinimum', { minimum: 1 }),
    )
    expect(screen.getByText('metadata.total', { exact: false }).closest('li')).toHaveTextContent(
      messagePattern('flags', 'belowMinimum', { minimum: 0 }),
    )
  })

  it('says nothing about a page whose counts agree', async () => {
    renderApp({ url: '/?wound=1' })
    expect(await bodyRows(say('first-rows', 'measurementsLabel'))).toHaveLength(25)
    expect(screen.queryByText(say('first-rows', 'pageFlagged'))).not.toBeInTheDocument()
  })
})

describe('a page with more records than asked for', () => {
  it('draws the rows asked for, says how many more came, and shows them on request', async () => {
    server.use(
      http.get('*/api/v1/measurements', () =>
        HttpResponse.json({
          data: records(1_000),
          metadata: { current_page: 1, last_page: 1, per_page: 25, total: 1_000, next_page_url: null, prev_page_url: null },
        }),
      ),
    )
    const { user } = renderApp({ url: '/?wound=1' })
    expect(await bodyRows(say('first-rows', 'measurementsLabel'))).toHaveLength(25)
    const note = screen.getByRole('note')
    expect(note).toHaveTextContent(
      `The service sent ${(1_000).toLocaleString()} measurements for a page of 25. 25 are shown; 975 more are not.`,
    )
    expect(screen.getByText(say('first-rows', 'pageFlagged'))).toBeVisible()

    await user.click(within(note).getByRole('button', { name: say('first-rows', 'showMoreRows', { step: 25 }) }))
    expect(await bodyRows(say('first-rows', 'measurementsLabel'))).toHaveLength(50)
    expect(screen.getByRole('note')).toHaveTextContent(say('first-rows', 'oversizedRowsHidden', { shown: 50, hidden: 950 }))
  })
})

describe('a whole history whose page count cannot be believed', () => {
  it('stops at the first empty page, shows the records that arrived and says why', async () => {
    const requests = recordRequests()
    server.use(
      http.get('*/api/v1/measurements', ({ request }) => {
        const url = new URL(request.url)
        const page = Number(url.searchParams.get('page'))
        const perPage = Number(url.searchParams.get('per_page'))
        const data =
          page <= 2
            ? records(perPage, (page - 1) * perPage + 1).map((r, i) => ({ ...r, date: `2026-01-${String((i % 28) + 1).padStart(2, '0')}` }))
            : []
        return HttpResponse.json({
          data,
          metadata: {
            current_page: page,
            last_page: 1_000_000_000,
            per_page: perPage,
            total: 100_000_000_000,
            next_page_url: null,
            prev_page_url: null,
          },
        })
      }),
    )
    renderApp({ url: '/?wound=1&tab=overview' })
    expect(
      await screen.findByText(
        messagePattern('charts', 'loaded', { noun: 'measurement', count: 200, shown: '200' }),
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument()
    // The notice's words come as a catalog of their own, asked for once there is a notice.
    expect(
      await screen.findByText(messagePattern('notices', 'endedEarly', { emptyPage: 3, announced: 1_000_000_000, list: 'measurements' })),
    ).toBeInTheDocument()
    expect(screen.queryByText(/Something went wrong|Invalid array length/)).not.toBeInTheDocument()
    await waitFor(() => {
      const pages = requests.filter((r) => r.url.includes('/measurements')).map((r) => Number(new URL(r.url).searchParams.get('page')))
      expect(Math.max(...pages)).toBeLessThanOrEqual(2 + 6)
    })
  })
})
