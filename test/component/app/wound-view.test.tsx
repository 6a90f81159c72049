import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { queryOf, recordListRequests } from '../../request-log'
import { renderApp, shownIds } from '../../render-app'
import { say, messagePattern } from '../words'

describe('loading a wound', () => {
  it('loads wound 1 from the Wound ID field and shows its first page of measurements', async () => {
    const requests = recordListRequests()
    const { user } = renderApp()
    await user.type(await screen.findByRole('textbox', { name: say('first-rows', 'woundIdLabel') }), '1')
    await user.click(screen.getByRole('button', { name: say('first-rows', 'loadWound') }))

    const ids = await shownIds(say('first-rows', 'measurementsLabel'))
    expect(ids).toHaveLength(25)
    expect(screen.getByText(messagePattern('first-rows', 'pagePosition', { page: 1, lastPage: 2 }))).toBeInTheDocument()
    expect(window.location.search).toContain('wound=1')
    const query = queryOf(requests[0] ?? new Request('http://x'))
    expect(query.get('wound_id')).toBe('1')
    expect(query.get('page')).toBe('1')
    expect(query.get('per_page')).toBe('25')
    expect(requests[0]?.headers.get('X-API-KEY')).toBe('demo-key')
  })

  it('pages forward and back with Next page / Previous page', async () => {
    const requests = recordListRequests()
    const { user } = renderApp({ url: '/?wound=1' })
    const first = await shownIds(say('first-rows', 'measurementsLabel'))
    await user.click(screen.getByRole('button', { name: say('first-rows', 'nextPage') }))
    await screen.findByText(messagePattern('first-rows', 'pagePosition', { page: 2, lastPage: 2 }))
    await waitFor(async () => {
      expect(await shownIds(say('first-rows', 'measurementsLabel'))).not.toEqual(first)
    })
    expect(screen.getByRole('button', { name: say('first-rows', 'nextPage') })).toBeDisabled()
    expect(requests.map((r) => queryOf(r).get('page'))).toEqual(['1', '2'])

    await user.click(screen.getByRole('button', { name: say('first-rows', 'previousPage') }))
    await screen.findByText(messagePattern('first-rows', 'pagePosition', { page: 1, lastPage: 2 }))
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toEqual(first)
  })

  it('shows the assessments tab with its own table', async () => {
    const { user } = renderApp({ url: '/?wound=1' })
    await shownIds(say('first-rows', 'measurementsLabel'))
    await user.click(screen.getByRole('tab', { name: say('first-rows', 'assessmentsTab') }))
    const table = await screen.findByRole('table', { name: say('assessments', 'assessments') })
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1)
    expect(window.location.search).toContain('tab=assessments')
  })
})
