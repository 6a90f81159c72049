import { configure, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { App } from '../../../src/app/app'
import { createQueryClient } from '../../../src/app/query-client'
import { connectionStore } from '../../../src/session/connection-store'
import { recordListRequests } from '../../request-log'
import { settle } from '../expectations'
import { say } from '../words'
import { actUser } from '../../render-app'

/*
 * Leaving demo mode, with the demo worker's stop held back by the test: until it has stopped, no
 * request may go out (in a browser the worker would answer it, with the real key in it).
 * The e2e test "leaving demo mode" runs the same in Chromium with the real worker.
 */
const demo = vi.hoisted(() => ({ stopCalls: 0, finishStop: (): void => undefined }))
vi.mock('../../../src/app/demo-service', async () => {
  const { DEMO_WOUNDS } = await import('../../../src/mocks/data')
  const { DEMO_CASELOAD_IDS, DEMO_TODAY } = await import('../../../src/mocks/caseload')
  return {
    startDemoService: () => Promise.resolve({ wounds: DEMO_WOUNDS, caseload: DEMO_CASELOAD_IDS, today: DEMO_TODAY, stop: () => undefined }),
    stopDemoService: () => {
      demo.stopCalls++
      return new Promise<void>((resolve) => {
        demo.finishStop = resolve
      })
    },
  }
})

const SERVICE = 'https://wounds.example.org'

/* The whole app in jsdom, on a busy machine: lazy chunks may take a while to load the first time. */
configure({ asyncUtilTimeout: 5_000 })
vi.setConfig({ testTimeout: 30_000 })

afterEach(() => {
  demo.stopCalls = 0
})

describe('leaving demo mode', () => {
  it('sends nothing to the live service until the demo worker has stopped, then loads from it', async () => {
    window.history.replaceState(null, '', '/?wound=1')
    connectionStore.reset({ mode: 'demo' })
    const user = userEvent.setup()
    render(<App queryClient={createQueryClient({ retryDelay: () => 1 })} />)
    await screen.findByRole('table', { name: say('first-rows', 'measurementsLabel') })
    const requests = recordListRequests()

    // The settings form is a lazy part, and the wound's summary may still be arriving: in awaited acts (actUser).
    await actUser(() => user.click(screen.getByRole('button', { name: say('first-rows', 'connectionSettings') })))
    const baseUrl = await screen.findByRole('textbox', { name: say('connection-form', 'baseUrlLabel') })
    await actUser(async () => {
      await user.type(baseUrl, SERVICE)
      await user.type(screen.getByLabelText(say('connection-form', 'apiKeyLabel')), 'test-key')
      await user.click(screen.getByRole('button', { name: say('connection-form', 'save') }))
    })

    await settle(150)
    expect(demo.stopCalls).toBeGreaterThan(0)
    expect(
      requests.map((r) => r.url),
      'no request while the demo worker may still answer',
    ).toEqual([])
    expect(screen.getByText(say('first-rows', 'leavingDemoMode'))).toBeInTheDocument()
    expect(screen.queryByRole('table', { name: say('first-rows', 'measurementsLabel') })).not.toBeInTheDocument()

    demo.finishStop()
    await screen.findByRole('table', { name: say('first-rows', 'measurementsLabel') })
    expect(requests.length).toBeGreaterThan(0)
    for (const request of requests) {
      expect(new URL(request.url).origin).toBe(SERVICE)
      expect(request.headers.get('X-API-KEY')).toBe('test-key')
    }
    expect(screen.queryByText(say('first-rows', 'leavingDemoMode'))).not.toBeInTheDocument()
  })
})
