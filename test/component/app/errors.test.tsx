import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { MAX_RETRIES } from '../../../src/api/retry'
import { server } from '../../msw-server'
import { LIVE, renderApp, shownIds } from '../../render-app'
import { recordListRequests } from '../../request-log'
import { settle } from '../expectations'
import { say, messagePattern } from '../words'

const measurements = '*/api/v1/measurements'
const keysSent = (requests: readonly Request[]) => requests.map((r) => r.headers.get('X-API-KEY'))

/** Answers with `failure` while `state.failing`, then lets the demo service answer. */
function failUntilRecovered(failure: () => Response) {
  const state = { failing: true }
  server.use(http.get(measurements, () => (state.failing ? failure() : undefined)))
  return state
}

describe('errors from the service', () => {
  it('401: says "Invalid API token", offers the settings form, and resumes with the right key', async () => {
    const requests = recordListRequests()
    const { user } = renderApp({ url: '/?wound=1', settings: { ...LIVE, apiKey: 'wrong-key' } })
    expect(await screen.findByRole('alert')).toHaveTextContent(messagePattern('first-rows', 'errorInvalidToken'))
    const keyField = await screen.findByLabelText(say('connection-form', 'apiKeyLabel'))
    expect(keyField).toBeVisible()
    expect(keyField).toHaveFocus()
    expect(screen.getByText(messagePattern('connection-form', 'keyRefused'))).toBeVisible()
    // 4xx is never retried.
    expect(keysSent(requests)).toEqual(['wrong-key'])

    await user.clear(keyField)
    await user.type(keyField, 'test-key')
    await user.click(screen.getByRole('button', { name: say('connection-form', 'save') }))

    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toHaveLength(25)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByLabelText(say('connection-form', 'apiKeyLabel'))).not.toBeInTheDocument()
    expect(keysSent(requests).slice(1)).toEqual(['test-key'])
  })

  it.each([
    ['403', '/?wound=4', messagePattern('first-rows', 'errorAccessDenied')],
    ['404', '/?wound=999', messagePattern('first-rows', 'errorWoundNotFound')],
  ])('%s: shows the service title, once, without retrying', async (_status, url, title) => {
    const requests = recordListRequests()
    renderApp({ url })
    expect(await screen.findByRole('alert')).toHaveTextContent(title)
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    await settle()
    expect(requests).toHaveLength(1)
  })

  it('422: shows "Bad Request"', async () => {
    server.use(
      http.get(measurements, () =>
        HttpResponse.json({ error: 'Bad Request', message: 'The given data was invalid.', error_code: '102' }, { status: 422 }),
      ),
    )
    renderApp({ url: '/?wound=1' })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(messagePattern('first-rows', 'errorBadRequest'))
    expect(alert).toHaveTextContent(/The given data was invalid/)
  })

  it('reads a vendor error body with the misspelled error_cde', async () => {
    server.use(
      http.get(measurements, () =>
        HttpResponse.json(
          { error: 'Validation failed', message: 'per_page may not be greater than 20.', error_cde: '102' },
          { status: 422 },
        ),
      ),
    )
    renderApp({ url: '/?wound=1' })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(/Validation failed/)
    expect(alert).toHaveTextContent(/per_page may not be greater than 20/)
  })

  it.each([
    ['a 500', () => HttpResponse.json({ error: 'Server Error', message: 'Database unavailable.' }, { status: 500 }), /Server Error/],
    ['a network failure', () => HttpResponse.error(), messagePattern('first-rows', 'errorUnreachable')],
  ])('retries %s a bounded number of times, then offers Retry', async (_what, failure, title) => {
    const requests = recordListRequests()
    const service = failUntilRecovered(failure)
    const { user } = renderApp({ url: '/?wound=1' })

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(title)
    expect(requests).toHaveLength(1 + MAX_RETRIES)
    await settle()
    expect(requests).toHaveLength(1 + MAX_RETRIES)

    service.failing = false
    await user.click(screen.getByRole('button', { name: say('first-rows', 'retry') }))
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toHaveLength(25)
    await waitFor(() => {
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    })
    expect(requests).toHaveLength(2 + MAX_RETRIES)
  })

  it('shows an alert for a 200 whose body is not JSON', async () => {
    const requests = recordListRequests()
    server.use(
      http.get(
        measurements,
        () => new HttpResponse('<html><body>Please sign in</body></html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
      ),
    )
    renderApp({ url: '/?wound=1' })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(/not JSON|unreadable/i)
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(within(alert.parentElement ?? alert).queryByText(/please sign in/i)).not.toBeInTheDocument()
    expect(requests).toHaveLength(1)
  })

  it('does not present a 200 that is not a list as an empty wound', async () => {
    server.use(http.get(measurements, () => HttpResponse.json({ message: 'Scheduled maintenance' })))
    renderApp({ url: '/?wound=1' })
    expect(await screen.findByRole('alert')).toHaveTextContent(messagePattern('first-rows', 'errorUnreadable'))
    expect(screen.queryByText(messagePattern('first-rows', 'noMeasurementsRecorded'))).not.toBeInTheDocument()
  })
})
