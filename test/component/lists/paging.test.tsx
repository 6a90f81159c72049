import { screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { getWoundData } from '../../../src/mocks/data'
import { server } from '../../msw-server'
import { idsIn, renderApp, shownIds } from '../../render-app'
import { queryOf, recordListRequests } from '../../request-log'
import { findStatus } from '../expectations'

const button = (name: string) => screen.getByRole('button', { name })
const appParams = () => new URLSearchParams(window.location.search)
const pagesAsked = (requests: readonly Request[]) => requests.map((r) => [queryOf(r).get('page'), queryOf(r).get('per_page')])

describe('paging through a wound', () => {
  it('pages through wound 1 with Next and Previous, disabled at the ends', async () => {
    const requests = recordListRequests()
    const { user } = renderApp({ url: '/?wound=1' })
    const table = await screen.findByRole('table', { name: 'Measurements' })
    const first = idsIn(table)
    expect(first).toHaveLength(25)
    expect(screen.getByText(/Page 1 of 2/)).toBeInTheDocument()
    expect(screen.getByText(/40 measurements/)).toBeInTheDocument()
    expect(button('Previous page')).toBeDisabled()
    expect(button('Next page')).toBeEnabled()

    await user.click(button('Next page'))
    await screen.findByText(/Page 2 of 2/)
    await waitFor(() => {
      expect(idsIn(table)).toHaveLength(15)
    })
    const second = idsIn(table)
    expect(second.filter((id) => first.includes(id))).toEqual([])
    expect(button('Next page')).toBeDisabled()
    expect(button('Previous page')).toBeEnabled()
    expect(appParams().get('page')).toBe('2')

    await user.click(button('Previous page'))
    await screen.findByText(/Page 1 of 2/)
    expect(await shownIds('Measurements')).toEqual(first)
    expect(button('Previous page')).toBeDisabled()
    // The first page came from the cache: two requests in all.
    expect(pagesAsked(requests)).toEqual([
      ['1', '25'],
      ['2', '25'],
    ])
  })

  it('changes per_page with "Rows per page" and starts again at page 1', async () => {
    const requests = recordListRequests()
    const { user } = renderApp({ url: '/?wound=1&page=2' })
    const table = await screen.findByRole('table', { name: 'Measurements' })
    await screen.findByText(/Page 2 of 2/)

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10')
    await screen.findByText(/Page 1 of 4/)
    await waitFor(() => {
      expect(idsIn(table)).toHaveLength(10)
    })
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10')
    expect(pagesAsked(requests)).toEqual([
      ['2', '25'],
      ['1', '10'],
    ])
    expect(appParams().get('rows')).toBe('10')
    expect(appParams().has('page')).toBe(false)
  })

  it('keeps page and rows in the app URL, leaving the defaults out', async () => {
    const { user } = renderApp({ url: '/?wound=1' })
    await shownIds('Measurements')
    expect(window.location.search).toBe('?wound=1')

    await user.click(button('Next page'))
    await screen.findByText(/Page 2 of 2/)
    await waitFor(() => {
      expect(appParams().get('page')).toBe('2')
    })
    expect(appParams().has('rows')).toBe(false)

    const rows = screen.getByRole('combobox', { name: 'Rows per page' })
    await user.selectOptions(rows, '50')
    await screen.findByText(/Page 1 of 1/)
    await waitFor(() => {
      expect(appParams().get('rows')).toBe('50')
    })
    expect(appParams().has('page')).toBe(false)

    await user.selectOptions(rows, '25')
    await screen.findByText(/Page 1 of 2/)
    await waitFor(() => {
      expect(window.location.search).toBe('?wound=1')
    })
  })

  it('reproduces page and rows from a shared link', async () => {
    const requests = recordListRequests()
    renderApp({ url: '/?wound=1&page=3&rows=10' })
    await screen.findByText(/Page 3 of 4/)
    expect(await shownIds('Measurements')).toHaveLength(10)
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10')
    expect(pagesAsked(requests)).toEqual([['3', '10']])
  })

  it('counts the pages of the long wound 3 for 25 rows', async () => {
    const total = getWoundData(3)?.measurements.length ?? 0
    expect(total).toBeGreaterThan(500)
    renderApp({ url: '/?wound=3' })
    expect(await shownIds('Measurements')).toHaveLength(25)
    expect(screen.getByText(new RegExp(`Page 1 of ${Math.ceil(total / 25)}\\b`))).toBeInTheDocument()
    expect(screen.getByText(new RegExp(`${total.toLocaleString()} measurements`))).toBeInTheDocument()
  })

  it('shows an empty-state message and no rows for the empty wound 2', async () => {
    const { user } = renderApp({ url: '/?wound=2' })
    await findStatus(/no measurements are recorded/i)
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.queryByRole('row')).not.toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: 'Assessments' }))
    await findStatus(/no assessments are recorded/i)
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

    await findStatus(/loading measurements/i)
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    gate.open?.()
    expect(await shownIds('Measurements')).toHaveLength(25)
    expect(screen.queryByText(/loading measurements/i)).not.toBeInTheDocument()
  })

  it('offers a way back from a page beyond the last', async () => {
    const requests = recordListRequests()
    const { user } = renderApp({ url: '/?wound=1&page=9' })
    const back = await screen.findByRole('button', { name: 'Go to page 2' })
    const table = screen.getByRole('table', { name: 'Measurements' })
    expect(idsIn(table)).toEqual([])
    expect(screen.getByText(/past the last/i)).toBeInTheDocument()

    await user.click(back)
    await screen.findByText(/Page 2 of 2/)
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
    await shownIds('Measurements')
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
    await user.click(button('Next page'))
    const position = () => document.querySelector('.pager-position')?.textContent
    await waitFor(() => {
      expect(position()).toMatch(/^Page 2 of \d+ · [\d,]+ measurements · loading…$/)
    })
    await user.click(button('Next page'))
    await waitFor(() => {
      expect(appParams().get('page')).toBe('3')
    })
    await waitFor(() => {
      expect(position()).toMatch(/^Page 3 of /)
    })
    release()
    expect(pagesAsked(requests).map(([page]) => page)).toContain('3')
  })
})
