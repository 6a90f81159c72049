import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signInSessionStore } from '../../../../src/session/sign-in-session'
import { TEST_API_KEY } from '../../../../src/mocks/handlers'
import { watchInput } from '../../../../src/shared/last-input'
import { fakeSession } from '../../../fake-session'
import { idsIn, LIVE, renderApp, shownIds } from '../../../render-app'
import { recordRequests } from '../../../request-log'
import { readCatalog } from '../../../../scripts/catalogs'
import { ROOT } from '../../../../tools/harness/paths'
import { say, messagePattern, wordsOf } from '../../words'

/*
 * Automatic logoff (contract section 7) in a key build and a sign-in build, on a fake clock that
 * also follows the real one (so waits for the screen still end). The clock across tabs and after
 * sleep is unit-tested (test/unit/features/idle); the e2e tests run it in Chromium with two tabs.
 */

const MINUTE = 60_000
/** Automatic logoff's English words, from its catalog: a change of wording is one edit there. */
const words = wordsOf('idle')
/** The warning's message around the time it names (that time is the browser's clock format). */
const [beforeTime = '', afterTime = ''] = words('closingMessage', { app: words('appName'), time: '\u0000' }).split('\u0000')
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const KEY_BUILD = { ...LIVE, apiKey: TEST_API_KEY }

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  // As main.tsx does at start-up: the page's start is the first input.
  watchInput()
})
afterEach(() => {
  vi.useRealTimers()
  signInSessionStore.set(undefined)
  sessionStorage.clear()
  localStorage.clear()
})

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

async function openWound(options: Parameters<typeof renderApp>[0]) {
  const rendered = renderApp({ url: '/?wound=1', idleMinutes: 15, ...options })
  // The page's one table, the measurements, named in the link's language.
  expect(idsIn(await screen.findByRole('table'))).not.toHaveLength(0)
  return rendered
}

describe('automatic logoff, key build', () => {
  it('warns with an alert dialog two minutes before, and Stay signed in keeps the screen', async () => {
    const { user } = await openWound({ settings: KEY_BUILD })
    await advance(12 * MINUTE)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    await advance(MINUTE)
    const warning = await screen.findByRole('alertdialog', { name: words('closingSoon') })
    expect(warning).toHaveAccessibleDescription(new RegExp(`^${escaped(beforeTime)}.+${escaped(afterTime)}$`))
    const stay = within(warning).getByRole('button', { name: words('staySignedIn') })
    expect(stay).toHaveFocus()
    expect(within(warning).getByText(words('closingIn', { minutes: 2, seconds: 0 }))).toHaveTextContent(/^Closing in 2 min$/)
    await advance(1_000)
    expect(within(warning).getByText(words('closingIn', { minutes: 1, seconds: 59 }))).toHaveTextContent(/^Closing in 1 min 59 s$/)

    await user.click(stay)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    await advance(10 * MINUTE)
    expect(screen.getByRole('table', { name: say('first-rows', 'measurementsLabel') })).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('input before the warning pushes it back; after it, a passing pointer does not dismiss it', async () => {
    const { user } = await openWound({ settings: KEY_BUILD })
    await advance(12 * MINUTE)
    await user.keyboard('{Tab}')
    await advance(12 * MINUTE)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    await advance(MINUTE)
    const warning = await screen.findByRole('alertdialog')
    await user.pointer({ coords: { x: 10, y: 10 } })
    await user.keyboard('a')
    expect(warning).toBeInTheDocument()
  })

  it('closes after 15 minutes: the wound, its cached answers, the key and the app URL are gone, and the key is asked for again', async () => {
    const { user, queryClient } = await openWound({ settings: KEY_BUILD })
    sessionStorage.setItem('wound-history.api-key', TEST_API_KEY)
    await advance(15 * MINUTE)
    const heading = await screen.findByRole('heading', { level: 1, name: words('closedHeading') })
    expect(heading).toHaveFocus()
    expect(screen.getByText(messagePattern('idle', 'closedBody'))).toHaveTextContent(/inactivity/)
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.queryByRole('banner')).not.toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    // Not even a query without data: one re-created by a screen rendering on its way out would name the wound.
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([])
    expect(location.search).toBe('')
    expect(sessionStorage.getItem('wound-history.api-key')).toBeNull()

    const requests = recordRequests()
    await user.click(screen.getByRole('button', { name: words('enterApiKey') }))
    const key = await screen.findByLabelText(say('connection-form', 'apiKeyLabel'))
    expect(key).toHaveValue('')
    // The settings form is its own chunk, loaded when it opens: the focus follows it there.
    await waitFor(() => {
      expect(key).toHaveFocus()
    })
    expect(screen.getByText(messagePattern('connection-form', 'keyForgotten'))).toBeInTheDocument()
    expect(requests).toHaveLength(0)

    await user.type(key, TEST_API_KEY)
    await user.click(screen.getByRole('button', { name: say('connection-form', 'save') }))
    await user.type(screen.getByLabelText(say('first-rows', 'woundIdLabel')), '1')
    await user.click(screen.getByRole('button', { name: say('first-rows', 'loadWound') }))
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).not.toHaveLength(0)
    expect(requests.every((request) => request.headers.get('X-API-KEY') === TEST_API_KEY)).toBe(true)
  })

  it('a key remembered on this device is kept: Continue goes straight back to the start', async () => {
    const { user } = await openWound({ settings: { ...KEY_BUILD, rememberKey: true } })
    localStorage.setItem('wound-history.api-key', TEST_API_KEY)
    await advance(15 * MINUTE)
    await screen.findByRole('heading', { name: words('closedHeading') })
    expect(localStorage.getItem('wound-history.api-key')).toBe(TEST_API_KEY)
    await user.click(screen.getByRole('button', { name: words('continue') }))
    expect(await screen.findByText(say('first-rows', 'enterWoundId'))).toBeInTheDocument()
    expect(screen.queryByLabelText(say('connection-form', 'apiKeyLabel'))).not.toBeInTheDocument()

    // A new period starts from the click that reopened the app.
    await advance(12 * MINUTE)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    await advance(MINUTE)
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument()
  })

  it('a machine that slept past the deadline closes the screen as it wakes (focus), before any timer is due', async () => {
    await openWound({ settings: KEY_BUILD })
    // The idle code has loaded (2 s after start) and is counting.
    await advance(3_000)
    await act(async () => {
      await import('../../../../src/features/idle/idle-guard')
    })
    await advance(100)
    // Asleep for 40 minutes: the wall clock moves, no timer fires (the warning's is still 13 minutes away).
    vi.setSystemTime(Date.now() + 40 * MINUTE)
    act(() => {
      window.dispatchEvent(new Event('focus'))
    })
    expect(await screen.findByRole('heading', { level: 1, name: words('closedHeading') }, { timeout: 1_000 })).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(location.search).toBe('')
  })

  it('never in demo mode', async () => {
    renderApp({ url: '/?wound=1', idleMinutes: 15 })
    await shownIds(say('first-rows', 'measurementsLabel'))
    await advance(30 * MINUTE)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(screen.queryByText(/inactivity/)).not.toBeInTheDocument()
    expect(screen.getByRole('table', { name: say('first-rows', 'measurementsLabel') })).toBeInTheDocument()
  })
})

describe('automatic logoff, sign-in build', () => {
  it('forgets the session and signs in again on request', async () => {
    const session = fakeSession()
    signInSessionStore.set(session)
    const { user, queryClient } = renderApp({ url: '/?wound=1', idleMinutes: 15, settings: { mode: 'signin', baseUrl: '' } })
    await screen.findByRole('button', { name: say('signed-in-user', 'signOut') })
    await advance(13 * MINUTE)
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(words('staySignedIn'))
    await advance(2 * MINUTE)
    await screen.findByRole('heading', { name: words('closedHeading') })
    expect(session.closeForInactivity).toHaveBeenCalledOnce()
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
    expect(screen.queryByText('Dr Ada Wound')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: words('signIn') }))
    await waitFor(() => {
      expect(session.signInAgain).toHaveBeenCalledOnce()
    })
  })
})

describe('automatic logoff in another language (the app URL’s lang)', () => {
  it('German: the warning and the closed screen from its German catalog, marked as German; the address bar keeps only the language, and the key is asked in German', async () => {
    const { user } = await openWound({ settings: KEY_BUILD, url: '/?wound=1&lang=de' })
    await advance(13 * MINUTE)
    const warning = await screen.findByRole('alertdialog', { name: 'Dieser Bildschirm wird gleich geschlossen' })
    expect(warning).toHaveAttribute('lang', 'de')
    expect(warning).toHaveAccessibleDescription(
      /^Wound History wurde eine Weile nicht benutzt\. Zum Schutz .* um .+ geschlossen, und die darauf angezeigten Wunddaten werden gelöscht\.$/,
    )
    expect(within(warning).getByText('Wird geschlossen in 2 min')).toBeInTheDocument()
    await advance(1_000)
    expect(within(warning).getByText('Wird geschlossen in 1 min 59 s')).toBeInTheDocument()
    expect(within(warning).getByRole('button', { name: 'Angemeldet bleiben' })).toHaveFocus()

    await advance(2 * MINUTE)
    const heading = await screen.findByRole('heading', { level: 1, name: 'Wegen Inaktivität geschlossen' })
    expect(location.search).toBe('?lang=de')
    const page = heading.closest('main')
    expect(page).toHaveAttribute('lang', 'de')
    expect(page).toHaveTextContent('Geben Sie den API-Schlüssel erneut ein, um fortzufahren.')
    expect(screen.getByRole('button', { name: 'API-Schlüssel eingeben' })).toBeEnabled()
    await user.click(screen.getByRole('button', { name: 'API-Schlüssel eingeben' }))
    await screen.findByLabelText('API-Schlüssel')
  })

  it('pseudo-locale: none of its own English words is left in the warning or the closed screen', async () => {
    const english = Object.values(readCatalog(`${ROOT}/src/words/idle/en.json`)).filter((message) => !message.includes('{'))
    const left = (element: HTMLElement) => english.filter((message) => element.textContent.includes(message))
    await openWound({ settings: KEY_BUILD, url: '/?wound=1&lang=en-XA' })
    await advance(13 * MINUTE)
    const warning = await screen.findByRole('alertdialog')
    expect(warning).toHaveAttribute('lang', 'en-XA')
    expect(left(warning)).toEqual([])
    // The countdown and the message with the time: no English around their values either.
    expect(warning).not.toHaveTextContent(/Closing in|No one has used/)

    await advance(2 * MINUTE)
    const page = (await screen.findByRole('heading', { level: 1 })).closest('main')
    if (page === null) throw new Error('the closed screen is in no main')
    expect(page).toHaveAttribute('lang', 'en-XA')
    expect(left(page)).toEqual([])
  })
})
