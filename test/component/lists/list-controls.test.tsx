import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { queryOf, recordListRequests } from '../../request-log'
import { renderApp, shownIds } from '../../render-app'
import { revealGroup } from '../list-panels'
import { say, messagePattern } from '../words'

const lastQuery = (requests: Request[]) => {
  const last = requests.at(-1)
  if (!last) throw new Error('no request was sent')
  return queryOf(last)
}

const filters = (user: Parameters<typeof revealGroup>[0]) => revealGroup(user, 'filtersLabel', 'measurementFilters')
const columnCells = (name: string) => {
  const table = screen.getByRole('table', { name: say('first-rows', 'measurementsLabel') })
  const headers = within(table).getAllByRole('columnheader')
  const index = headers.findIndex((h) => h.textContent.startsWith(name))
  return Array.from(table.querySelectorAll('tbody tr'), (row) => row.querySelectorAll('td')[index]?.textContent ?? '')
}

describe('sorting', () => {
  it('sorts by ID ascending then descending, shown with aria-sort, from page 1', async () => {
    const requests = recordListRequests()
    const { user } = renderApp({ url: '/?wound=1&page=2' })
    await shownIds(say('first-rows', 'measurementsLabel'))
    const header = screen.getByRole('columnheader', { name: messagePattern('first-rows', 'fieldId', {}, 'start') })
    expect(header).toHaveAttribute('aria-sort', 'none')

    await user.click(within(header).getByRole('button', { name: say('first-rows', 'fieldId') }))
    await waitFor(() => {
      expect(lastQuery(requests).get('sort')).toBe('id')
    })
    expect(lastQuery(requests).get('page')).toBe('1')
    await waitFor(() => {
      expect(header).toHaveAttribute('aria-sort', 'ascending')
    })

    await user.click(within(header).getByRole('button', { name: say('first-rows', 'fieldId') }))
    await waitFor(() => {
      expect(lastQuery(requests).get('sort')).toBe('-id')
    })
    await waitFor(async () => {
      const ids = (await shownIds(say('first-rows', 'measurementsLabel'))).map(Number)
      expect(ids).toEqual([...ids].sort((a, b) => b - a))
    })
    expect(header).toHaveAttribute('aria-sort', 'descending')
    expect(window.location.search).toContain('sort=-id')
  })

  it('sorts by Created', async () => {
    const requests = recordListRequests()
    const { user } = renderApp({ url: '/?wound=1' })
    await shownIds(say('first-rows', 'measurementsLabel'))
    await user.click(screen.getByRole('button', { name: say('first-rows', 'fieldCreated') }))
    await waitFor(() => {
      expect(lastQuery(requests).get('sort')).toBe('created_at')
    })
  })
})

describe('filters', () => {
  it('applies a compared filter with Enter, shows only matching rows and a removable chip', async () => {
    const requests = recordListRequests()
    const { user } = renderApp({ url: '/?wound=1&page=2' })
    await shownIds(say('first-rows', 'measurementsLabel'))
    await user.selectOptions(
      within(await filters(user)).getByRole('combobox', {
        name: say('first-rows', 'filterComparison', { field: say('first-rows', 'fieldArea') }),
      }),
      '>=',
    )
    await user.type(within(await filters(user)).getByRole('textbox', { name: say('first-rows', 'fieldArea') }), '5{Enter}')

    await waitFor(() => {
      expect(lastQuery(requests).get('filter[area]')).toBe('>=5')
    })
    expect(lastQuery(requests).get('page')).toBe('1')
    await waitFor(() => {
      expect(columnCells(say('first-rows', 'fieldArea')).every((cell) => Number(cell) >= 5)).toBe(true)
    })
    expect(screen.getByText('Area ≥ 5 cm²')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: say('first-rows', 'removeFilter') }))
    await waitFor(() => {
      expect(lastQuery(requests).has('filter[area]')).toBe(false)
    })
  })

  it('filters by type and locked as choices', async () => {
    const requests = recordListRequests()
    const { user } = renderApp({ url: '/?wound=1' })
    await shownIds(say('first-rows', 'measurementsLabel'))
    await user.selectOptions(within(await filters(user)).getByRole('combobox', { name: say('first-rows', 'fieldType') }), 'group')
    await user.selectOptions(within(await filters(user)).getByRole('combobox', { name: say('first-rows', 'fieldLocked') }), 'yes')
    await user.click(screen.getByRole('button', { name: say('first-rows', 'applyFilters') }))
    await waitFor(() => {
      expect(lastQuery(requests).get('filter[type]')).toBe('group')
      expect(lastQuery(requests).get('filter[is_locked]')).toBe('true')
    })
    await waitFor(() => {
      expect(columnCells(say('first-rows', 'fieldType')).every((cell) => cell === say('first-rows', 'typeGroup'))).toBe(true)
    })
  })

  it('explains an invalid value next to its field and sends nothing', async () => {
    const requests = recordListRequests()
    const { user } = renderApp({ url: '/?wound=1' })
    await shownIds(say('first-rows', 'measurementsLabel'))
    const sent = requests.length
    const area = within(await filters(user)).getByRole('textbox', { name: say('first-rows', 'fieldArea') })
    await user.type(area, 'abc')
    await user.type(within(await filters(user)).getByRole('textbox', { name: say('first-rows', 'fieldGranulation') }), '140')
    await user.click(screen.getByRole('button', { name: say('first-rows', 'applyFilters') }))

    expect(area).toHaveAttribute('aria-invalid', 'true')
    expect(area).toHaveAccessibleDescription(/number/i)
    expect(within(await filters(user)).getByRole('textbox', { name: say('first-rows', 'fieldGranulation') })).toHaveAccessibleDescription(
      /0 to 100/,
    )
    expect(requests).toHaveLength(sent)
    expect(window.location.search).not.toContain('filter')
  })

  it('clears every filter with Clear filters', async () => {
    const requests = recordListRequests()
    const { user } = renderApp({ url: '/?wound=1&filter[type]=group&filter[area]=>2' })
    await shownIds(say('first-rows', 'measurementsLabel'))
    expect(lastQuery(requests).get('filter[area]')).toBe('>2')
    await user.click(within(await filters(user)).getByRole('button', { name: say('first-rows', 'clearFilters') }))
    await waitFor(() => {
      expect([...lastQuery(requests).keys()].some((k) => k.startsWith('filter'))).toBe(false)
    })
  })
})

describe('columns and nesting', () => {
  it('asks only for the chosen columns, always with id, and hides the others', async () => {
    const requests = recordListRequests()
    const { user } = renderApp({ url: '/?wound=1' })
    await shownIds(say('first-rows', 'measurementsLabel'))
    const group = await revealGroup(user, 'columnsLabel', 'measurementColumns')
    expect(within(group).getByRole('checkbox', { name: say('first-rows', 'fieldId') })).toBeDisabled()
    await user.click(within(group).getByRole('checkbox', { name: say('first-rows', 'fieldVolume') }))
    await waitFor(() => {
      expect(lastQuery(requests).get('fields')?.split(',')).toEqual(expect.arrayContaining(['id', 'area']))
    })
    expect(lastQuery(requests).get('fields')).not.toContain('volume')
    await waitFor(() => {
      expect(screen.queryByRole('columnheader', { name: messagePattern('first-rows', 'fieldVolume') })).not.toBeInTheDocument()
    })
    for (const kept of [messagePattern('first-rows', 'fieldId', {}, 'start'), /^Date/, /^Type/, /^Area/, /^Created/])
      expect(screen.getByRole('columnheader', { name: kept })).toBeInTheDocument()
    expect(screen.getByText(messagePattern('first-rows', 'columnChoiceNote'))).toBeInTheDocument()
  })

  it('expands a group to its children and a multiple child to its own (two levels)', async () => {
    const { user } = renderApp({ url: '/?wound=1&filter[type]=group' })
    await waitFor(async () => {
      expect(await shownIds(say('first-rows', 'measurementsLabel'))).toHaveLength(3)
    })
    const toggle = screen.getAllByRole('button', { name: messagePattern('first-rows', 'childrenOfMeasurement', { repeat: 1 }) })[0]
    if (!toggle) throw new Error('no expandable row')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    await waitFor(() => {
      expect(toggle).toHaveAttribute('aria-expanded', 'true')
    })
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toHaveLength(5)
    expect(window.location.search).toMatch(/expanded=\d+/)

    const inner = screen
      .getAllByRole('button', { name: messagePattern('first-rows', 'childrenOfMeasurement', { repeat: 1 }) })
      .find((b) => b.getAttribute('aria-expanded') === 'false' && b.closest('tr')?.classList.contains('child-row'))
    if (!inner) throw new Error('no expandable child')
    await user.click(inner)
    await waitFor(async () => {
      expect(await shownIds(say('first-rows', 'measurementsLabel'))).toHaveLength(7)
    })
  })
})

describe('the app URL', () => {
  it('reproduces requests and screen from a pasted link', async () => {
    const requests = recordListRequests()
    const { user } = renderApp({ url: '/?wound=1&sort=-id&filter[type]=multiple&rows=10&page=1' })
    await shownIds(say('first-rows', 'measurementsLabel'))
    const query = lastQuery(requests)
    expect(Object.fromEntries(query)).toMatchObject({ wound_id: '1', sort: '-id', 'filter[type]': 'multiple', per_page: '10', page: '1' })
    expect(screen.getByRole('columnheader', { name: messagePattern('first-rows', 'fieldId', {}, 'start') })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    expect(within(await filters(user)).getByRole('combobox', { name: say('first-rows', 'fieldType') })).toHaveValue('multiple')
  })
})
