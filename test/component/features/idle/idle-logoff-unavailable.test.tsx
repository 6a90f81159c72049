import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signInSessionStore } from '../../../../src/session/sign-in-session'
import { TEST_API_KEY } from '../../../../src/mocks/handlers'
import { watchInput } from '../../../../src/shared/last-input'
import { fakeSession } from '../../../fake-session'
import { LIVE, renderApp, shownIds } from '../../../render-app'
import { say, messagePattern } from '../../words'

/*
 * Automatic logoff whose own code is not there: its chunk answers 404 (a redeploy replaced it) or
 * the browser is offline when it is due. The screen never stays open unguarded: a chunk that
 * fails closes it at once, and while the chunk waits for the network the deadline still closes it.
 */

const chunk = vi.hoisted(() => ({ requested: false, loads: false }))
vi.mock('../../../../src/features/idle/idle-guard', () => {
  chunk.requested = true
  if (!chunk.loads) throw new TypeError('Failed to fetch dynamically imported module: /assets/idle-guard-De1JWGIP.js')
  return {
    IdleGuard: () => {
      throw new Error('a fault in the guard')
    },
  }
})

const MINUTE = 60_000
const KEY_BUILD = { ...LIVE, apiKey: TEST_API_KEY }
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  watchInput()
  chunk.requested = false
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  signInSessionStore.set(undefined)
  sessionStorage.clear()
  localStorage.clear()
})

async function openWound(options: Parameters<typeof renderApp>[0]) {
  const rendered = renderApp({ url: '/?wound=1', idleMinutes: 15, ...options })
  expect(await shownIds(say('first-rows', 'measurementsLabel'))).not.toHaveLength(0)
  return rendered
}

describe('automatic logoff without its code', () => {
  it('a chunk that fails to load closes the screen at once: no wound, cached answer, key or address left, and the page says why', async () => {
    sessionStorage.setItem('wound-history.api-key', TEST_API_KEY)
    const { queryClient } = await openWound({ settings: KEY_BUILD })
    await advance(3_000)
    const heading = await screen.findByRole('heading', { level: 1, name: say('first-rows', 'screenClosed') })
    expect(heading).toHaveFocus()
    expect(screen.getByText(messagePattern('first-rows', 'logoffUnavailable'))).toBeInTheDocument()
    expect(screen.getByRole('button', { name: say('first-rows', 'reload') })).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.queryByRole('banner')).not.toBeInTheDocument()
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
    expect(location.search).toBe('')
    expect(sessionStorage.getItem('wound-history.api-key')).toBeNull()
  })

  it('in German (the app URL’s lang), the screen it closes says why in German and is marked as German', async () => {
    renderApp({ url: '/?wound=1&lang=de', idleMinutes: 15, settings: KEY_BUILD })
    expect(await shownIds('Messungen')).not.toHaveLength(0)
    await advance(3_000)
    const heading = await screen.findByRole('heading', { level: 1, name: 'Bildschirm geschlossen' })
    const page = heading.closest('main')
    expect(page).toHaveAttribute('lang', 'de')
    expect(page).toHaveTextContent(/^Bildschirm geschlossenDie automatische Abmeldung konnte nicht starten/)
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeInTheDocument()
  })

  it('in English, the screen it closes is marked as English', async () => {
    await openWound({ settings: KEY_BUILD })
    await advance(3_000)
    const heading = await screen.findByRole('heading', { level: 1, name: say('first-rows', 'screenClosed') })
    expect(heading.closest('main')).toHaveAttribute('lang', 'en')
  })

  it('in a sign-in build, the session is closed too (its tokens forgotten)', async () => {
    const session = fakeSession()
    signInSessionStore.set(session)
    renderApp({ url: '/?wound=1', idleMinutes: 15, settings: { mode: 'signin', baseUrl: '' } })
    await screen.findByRole('button', { name: say('signed-in-user', 'signOut') })
    await advance(3_000)
    await screen.findByRole('heading', { level: 1, name: say('first-rows', 'screenClosed') })
    expect(session.closeForInactivity).toHaveBeenCalledOnce()
    expect(screen.queryByText('Dr Ada Wound')).not.toBeInTheDocument()
  })

  it('offline when it is due, its chunk waits for the network, and the screen still closes at the deadline', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { queryClient } = await openWound({ settings: KEY_BUILD })
    await advance(14 * MINUTE)
    expect(screen.getByRole('table', { name: say('first-rows', 'measurementsLabel') })).toBeInTheDocument()
    await advance(MINUTE)
    expect(await screen.findByRole('heading', { level: 1, name: say('first-rows', 'closedForInactivity') })).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
    expect(location.search).toBe('')
    expect(chunk.requested).toBe(false)
    // Back online: the chunk is asked for (and fails here), so nothing is left waiting when the file ends.
    onLine.mockRestore()
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await vi.waitFor(() => {
      expect(chunk.requested).toBe(true)
    })
  })

  it('a guard that fails while rendering closes the screen the same way, rather than blank the page', async () => {
    chunk.loads = true
    sessionStorage.setItem('wound-history.api-key', TEST_API_KEY)
    const { queryClient } = await openWound({ settings: KEY_BUILD })
    await advance(3_000)
    await screen.findByRole('heading', { level: 1, name: say('first-rows', 'screenClosed') })
    expect(chunk.requested).toBe(true)
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
    expect(location.search).toBe('')
    expect(sessionStorage.getItem('wound-history.api-key')).toBeNull()
  })
})
