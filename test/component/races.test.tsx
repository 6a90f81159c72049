import { screen, waitFor } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../msw-server'
import { LIVE, renderApp, shownIds } from '../render-app'

describe('leaving a wound or a service', () => {
  it('cancels the request for a wound the user has left', async () => {
    let aborted = false
    server.use(
      http.get('*/api/v1/measurements', async ({ request }) => {
        if (new URL(request.url).searchParams.get('wound_id') !== '3') return undefined
        request.signal.addEventListener('abort', () => { aborted = true })
        await delay(10_000)
        return HttpResponse.json({ data: [], metadata: {} })
      }),
    )
    const { user } = renderApp({ url: '/?wound=3' })
    await screen.findByText(/Loading measurements/)
    const field = screen.getByRole('textbox', { name: 'Wound ID' })
    await user.clear(field)
    await user.type(field, '1{Enter}')
    expect(await shownIds('Measurements')).toHaveLength(25)
    await waitFor(() => { expect(aborted).toBe(true) })
  })

  it('never shows the previous service’s rows while another service loads', async () => {
    const { user } = renderApp({ url: '/?wound=1', settings: LIVE })
    const before = await shownIds('Measurements')
    expect(before.length).toBeGreaterThan(0)

    server.use(http.get('https://other.example.org/api/v1/measurements', async () => { await delay(10_000); return HttpResponse.json({}) }))
    await user.click(screen.getByRole('button', { name: 'Connection settings' }))
    const url = screen.getByRole('textbox', { name: 'API base URL' })
    await user.clear(url)
    await user.type(url, 'https://other.example.org')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    await screen.findByText(/Loading measurements/)
    expect(screen.queryByRole('table', { name: 'Measurements' })).not.toBeInTheDocument()
  })
})
