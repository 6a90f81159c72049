import { screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { getWoundData } from '../../../src/mocks/data'
import { server } from '../../msw-server'
import { idsIn, renderApp, shownIds } from '../../render-app'
import { queryOf, recordListRequests } from '../../request-log'
import { findStatus } from '../expectations'
import { say, messagePattern, escapePattern } from '../words'

const button = (name: string) => screen.getByRole('button', { name })
const appParams = () => new URLSearchParams(window.location.search)
const pagesAsked = (requests: readonly Request[]) => requests.map((r) => [queryOf(r).get('page'), queryOf(r).get('per_page')])

describe('paging through a wound', () => {
  it('pages through wound 1 with Next and Previous, disabled at the ends', async () => {
    const requests = recordListRequests()
    const { user } = renderApp({ url: '/?wound=1' })
    const table = await screen.findByRole('table', { name: say('first-rows', 'measurementsLabel') })
    const first = idsIn(table)
    expect(first).toHaveLength(25)
    expect(screen.getByText(messagePattern('first-rows', 'pagePosition', { page: 1, lastPage: 2 }))).toBeInTheDocument()
    expect(screen.getByText(/40 measurements/)).toBeInTheDocument()
    expect(button(say('first-rows', 'previousPage'))).toBeDisabled()
    expect(button(say('first-rows', 'nextPage'))).toBeEnabled()

    await user.click(button(say('first-rows', 'nextPage')))
    await screen.findByText(messagePattern('first-rows', 'pagePosition', { page: 2, lastPage: 2 }))
    await waitFor(() => {
      expect(idsIn(table)).toHaveLength(15)
    })
    const second = idsIn(table)
    expect(second.filter((id) => first.includes(id))).toEqual([])
    expect(button(say('first-rows', 'nextPage'))).toBeDisabled()
    expect(button(say('first-rows', 'previousPage'))).toBeEnabled()
    expect(appParams().get('page')).toBe('2')

    await user.click(button(say('first-rows', 'previousPage')))
    await screen.findByText(messagePattern('first-rows', 'pagePosition', { page: 1, lastPage: 2 }))
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toEqual(first)
    expect(button(say('first-rows', 'previousPage'))).toBeDisabled()
    // The first page came from the cache: two requests in all.
    expect(pagesAsked(requests)).toEqual([
      ['1', '25'],
      ['2', '25'],
    ])
  })

  it('changes per_page with "Rows per page" and starts again at page 1', async () => {
    const requests = recordListRequests()
    const { user } = renderApp({ url: '/?wound=1&page=2' })
    const table = await screen.findByRole('table', { name: say('first-rows', 'measurementsLabel') })
    await screen.findByText(messagePattern('first-rows', 'pagePosition', { page: 2, lastPage: 2 }))

    await user.selectOptions(screen.getByRole('combobox', { name: say('first-rows', 'rowsPerPageLabel') }), '10')
    await screen.findByText(messagePattern('first-rows', 'pagePosition', { page: 1, lastPage: 4 }))
    await waitFor(() => {
      expect(idsIn(table)).toHaveLength(10)
    })
    expect(screen.getByRole('combobox', { name: say('first-rows', 'rowsPerPageLabel') })).toHaveValue('10')
    expect(pagesAsked(requests)).toEqual([
      ['2', '25'],
      ['1', '10'],
    ])
    expect(appParams().get('rows')).toBe('10')
    expect(appParams().has('page')).toBe(false)
  })

  it('keeps page and rows in the app URL, leaving the defaults out', async () => {
    const { user } = renderApp({ url: '/?wound=1' })
    await shownIds(say('first-rows', 'measurementsLabel'))
    expect(window.location.search).toBe('?wound=1')

    await user.click(button(say('first-rows', 'nextPage')))
    await screen.findByText(messagePattern('first-rows', 'pagePosition', { page: 2, lastPage: 2 }))
    await waitFor(() => {
      expect(appParams().get('page')).toBe('2')
    })
    expect(appParams().has('rows')).toBe(false)

    const rows = screen.getByRole('combobox', { name: say('first-rows', 'rowsPerPageLabel') })
    await user.selectOptions(rows, '50')
    await screen.findByText(messagePattern('first-rows', 'pagePosition', { page: 1, lastPage: 1 }))
    await waitFor(() => {
      expect(appParams().get('rows')).toBe('50')
    })
    expect(appParams().has('page')).toBe(false)

    await user.selectOptions(rows, '25')
    await screen.findByText(messagePattern('first-rows', 'pagePosition', { page: 1, lastPage: 2 }))
    await waitFor(() => {
      expect(window.location.search).toBe('?wound=1')
    })
  })

  it('reproduces page and rows from a shared link', async () => {
    const requests = recordListRequests()
    renderApp({ url: '/?wound=1&page=3&rows=10' })
    await screen.findByText(messagePattern('first-rows', 'pagePosition', { page: 3, lastPage: 4 }))
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toHaveLength(10)
    expect(screen.getByRole('combobox', { name: say('first-rows', 'rowsPerPageLabel') })).toHaveValue('10')
    expect(pagesAsked(requests)).toEqual([['3', '10']])
  })

  it('counts the pages of the long wound 3 for 25 rows', async () => {
    const total = getWoundData(3)?.measurements.length ?? 0
    expect(total).toBeGreaterThan(500)
    renderApp({ url: '/?wound=3' })
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toHaveLength(25)
    expect(
      screen.getByText(
        new RegExp(`${messagePattern('first-rows', 'pagePosition', { page: 1, lastPage: Math.ceil(total / 25) }).source}\\b`),
      ),
    ).toBeInTheDocument()
    expect(screen.getByText(new RegExp(`${total.toLocaleString()} measurements`))).toBeInTheDocument()
  })

  it('shows an empty-state message and no rows for the empty wound 2', async () => {
    const { user } = renderApp({ url: '/?wound=2' })
    await findStatus(messagePattern('first-rows', 'noMeasurementsRecorded'))
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.queryByRole('row')).not.toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: say('first-rows', 'assessmentsTab') }))
    await findStatus(messagePattern('assessments', 'noAssessmentsRecorded'))
    expect(screen.queryByRole('row')).not.toBeInTheDocument()
  })

  it('shows a loading status while the request is pending', async () => {
    const gate: { open?: () => void } = {}
    const released = new Promise<void>((resolve) => {
      gate.open = resolve
    })
    // Holds the request, then falls through to the demo service's handler.
    server.use(
      http.get('*/api/v1/measurements', async () => {
        await released
      }),
    )
    renderApp({ url: '/?wound=1' })

    await findStatus(messagePattern('first-rows', 'loadingMeasurements'))
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    gate.open?.()
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toHaveLength(25)
    expect(screen.queryByText(messagePattern('first-rows', 'loadingMeasurements'))).not.toBeInTheDocument()
  })

  it('offers a way back from a page beyond the last', async () => {
    const requests = recordListRequests()
    const { user } = renderApp({ url: '/?wound=1&page=9' })
    const back = await screen.findByRole('button', { name: say('first-rows', 'goToPage', { page: 2 }) })
    const table = screen.getByRole('table', { name: say('first-rows', 'measurementsLabel') })
    expect(idsIn(table)).toEqual([])
    expect(screen.getByText(new RegExp(escapePattern(say('first-rows', 'pastLastPage').trim())))).toBeInTheDocument()

    await user.click(back)
    await screen.findByText(messagePattern('first-rows', 'pagePosition', { page: 2, lastPage: 2 }))
    await waitFor(() => {
      expect(idsIn(table)).toHaveLength(15)
    })
    expect(appParams().get('page')).toBe('2')
    expect(pagesAsked(requests)).toEqual([
      ['9', '25'],
      ['2', '25'],
    ])
  })
})

describe('paging while a page loads', () => {
  it('counts Next from the page asked for, not from the rows still shown', async () => {
    const requests = recordListRequests()
    const { user } = renderApp({ url: '/?wound=3' })
    await shownIds(say('first-rows', 'measurementsLabel'))
    // Page 2 is slow: the rows of page 1 stay (busy) while it loads.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    server.use(
      http.get('*/api/v1/measurements', async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '2') await held
        return undefined
      }),
    )
    await user.click(button(say('first-rows', 'nextPage')))
    const position = () => document.querySelector('.pager-position')?.textContent
    await waitFor(() => {
      expect(position()).toMatch(
        new RegExp(
          `^${messagePattern('first-rows', 'pagePosition', { page: 2 }).source}${messagePattern('first-rows', 'measurementsTotal').source}${messagePattern('first-rows', 'pagerBusy').source}$`,
        ),
      )
    })
    await user.click(button(say('first-rows', 'nextPage')))
    await waitFor(() => {
      expect(appParams().get('page')).toBe('3')
    })
    await waitFor(() => {
      expect(position()).toMatch(messagePattern('first-rows', 'pagePosition', { page: 3 }, 'start'))
    })
    release()
    expect(pagesAsked(requests).map(([page]) => page)).toContain('3')
  })
})
