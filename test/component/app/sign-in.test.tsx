import { act, screen, waitFor, within } from '@testing-library/react'
import { createRoot } from 'react-dom/client'
import { getResponse, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signInFirst } from '../../../src/app/sign-in-boot'
import { initialSettings } from '../../../src/session/connection-store'
import { signInSessionStore } from '../../../src/session/sign-in-session'
import { createHandlers, TEST_API_KEY } from '../../../src/mocks/handlers'
import { fakeSession } from '../../fake-session'
import { server } from '../../msw-server'
import { renderAppSettled, shownIds } from '../../render-app'
import { recordRequests } from '../../request-log'
import { say, messagePattern, wordsOf } from '../words'

/*
 * A sign-in build (VITE_OIDC_ISSUER): the clinician is signed in before the app renders, its
 * requests carry their access token, and the server in front of the service (nginx in production)
 * checks the token and adds the key. Here an msw handler plays that server over the demo
 * service's own handlers; the OpenID flows themselves run against a real provider in the e2e tests.
 */

const SIGN_IN = { mode: 'signin', baseUrl: '' } as const
/** The sign-in screen's English words, from its catalog: a change of wording is one edit there. */
const words = wordsOf('sign-in')
const service = createHandlers()

/** Accepts `Bearer <one of tokens>`, then asks the service with the key, as the deployment's nginx does. */
function gateway(tokens: () => readonly string[]) {
  server.use(
    http.get('*/api/v1/*', async ({ request }) => {
      const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1]
      if (token === undefined || !tokens().includes(token)) {
        return HttpResponse.json({ error: 'Invalid API token', message: 'Sign in again.', error_code: 100 }, { status: 401 })
      }
      const headers = new Headers(request.headers)
      headers.delete('Authorization')
      headers.set('X-API-KEY', TEST_API_KEY)
      const forwarded = new Request(request.url, { headers })
      return (await getResponse(service, forwarded)) ?? HttpResponse.json({ error: 'Not found' }, { status: 404 })
    }),
  )
}

afterEach(() => {
  signInSessionStore.set(undefined)
})

describe('sign-in build', () => {
  it('names the signed-in clinician with Sign out, and offers no key or connection settings', async () => {
    gateway(() => ['token-1'])
    signInSessionStore.set(fakeSession())
    await renderAppSettled({ url: '/?wound=1', settings: SIGN_IN })
    const header = screen.getByRole('banner')
    // The header's part for the clinician is its own chunk (only a sign-in build loads it).
    expect(await within(header).findByText('Dr Ada Wound')).toBeInTheDocument()
    expect(within(header).getByRole('button', { name: say('signed-in-user', 'signOut') })).toBeInTheDocument()
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).not.toHaveLength(0)
    expect(screen.queryByRole('button', { name: say('first-rows', 'connectionSettings') })).not.toBeInTheDocument()
    expect(screen.queryByLabelText(say('connection-form', 'apiKeyLabel'))).not.toBeInTheDocument()
  })

  it('sends the access token as a Bearer credential, and never an API key', async () => {
    gateway(() => ['token-1'])
    signInSessionStore.set(fakeSession())
    const requests = recordRequests()
    await renderAppSettled({ url: '/?wound=1', settings: SIGN_IN })
    await shownIds(say('first-rows', 'measurementsLabel'))
    expect(requests.length).toBeGreaterThan(0)
    for (const request of requests) {
      expect(request.headers.get('Authorization')).toBe('Bearer token-1')
      expect(request.headers.get('X-API-KEY')).toBeNull()
      expect(request.url).not.toContain('token-1')
    }
  })

  it('asks the session for the token at every request, so a renewed token is the one sent next', async () => {
    let current = 'token-1'
    gateway(() => [current])
    signInSessionStore.set(fakeSession({ accessToken: () => Promise.resolve(current) }))
    const requests = recordRequests()
    const { user } = await renderAppSettled({ url: '/?wound=1', settings: SIGN_IN })
    await shownIds(say('first-rows', 'measurementsLabel'))
    current = 'token-2'
    await user.click(screen.getByRole('button', { name: say('first-rows', 'nextPage') }))
    await waitFor(() => {
      expect(screen.getByText(messagePattern('first-rows', 'pagePosition', { page: 2 }))).toBeInTheDocument()
    })
    const last = requests.at(-1)
    expect(last?.headers.get('Authorization')).toBe('Bearer token-2')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('tells the session when the service refuses the token, and never opens a key form', async () => {
    gateway(() => [])
    const session = fakeSession()
    signInSessionStore.set(session)
    await renderAppSettled({ url: '/?wound=1', settings: SIGN_IN })
    expect(await screen.findByRole('alert')).toHaveTextContent(say('first-rows', 'errorInvalidToken'))
    expect(session.refused).toHaveBeenCalled()
    expect(screen.queryByLabelText(say('connection-form', 'apiKeyLabel'))).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: say('first-rows', 'connectionSettings') })).not.toBeInTheDocument()
  })

  it('on Sign out, stops the session first, then drops every answer of the service; nothing is asked after', async () => {
    gateway(() => ['token-1'])
    let signedOut = false
    const session = fakeSession({
      accessToken: () => (signedOut ? Promise.reject(new Error('signing out')) : Promise.resolve('token-1')),
      signOut: vi.fn(() => {
        signedOut = true
        return new Promise<void>(() => undefined)
      }),
    })
    signInSessionStore.set(session)
    const requests = recordRequests()
    const { user, queryClient } = await renderAppSettled({ url: '/?wound=1', settings: SIGN_IN })
    await shownIds(say('first-rows', 'measurementsLabel'))
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0)
    const signOut = await screen.findByRole('button', { name: say('signed-in-user', 'signOut') })
    await user.click(signOut)
    const sent = requests.length
    expect(session.signOut).toHaveBeenCalledOnce()
    await waitFor(() => {
      expect(
        queryClient
          .getQueryCache()
          .getAll()
          .filter((query) => query.state.data !== undefined),
      ).toEqual([])
    })
    expect(requests.length, 'no request after Sign out').toBe(sent)
    expect(screen.getByRole('button', { name: say('signed-in-user', 'signingOut') })).toBeDisabled()
  })

  it('is a sign-in build whatever another build stored on this origin', () => {
    localStorage.setItem('wound-history.connection', JSON.stringify({ mode: 'demo' }))
    expect(initialSettings('', true)).toEqual(SIGN_IN)
    localStorage.setItem(
      'wound-history.connection',
      JSON.stringify({ mode: 'live', baseUrl: 'https://elsewhere.example', rememberKey: true }),
    )
    localStorage.setItem('wound-history.api-key', 'someone-elses-key')
    expect(initialSettings('', true)).toEqual(SIGN_IN)
  })
})

describe('coming back from the sign-in service with an error', () => {
  const ISSUER = { issuer: 'https://idp.example.org', clientId: 'wound-history', scope: 'openid profile' }
  const LURE = 'Your account is locked. Call the helpdesk on 020 7946 0000 and tell them your password.'

  let shown: (() => void) | undefined
  const leave = () => {
    shown?.()
    shown = undefined
  }
  afterEach(leave)

  /** Opens the app at `/signed-in?<query>` as the issuer's redirect would, and shows what it says. */
  async function arriveWith(query: string) {
    window.history.replaceState(null, '', `/signed-in?${query}`)
    const container = document.body.appendChild(document.createElement('div'))
    const root = createRoot(container)
    shown = () => {
      act(() => {
        root.unmount()
      })
      container.remove()
      window.history.replaceState(null, '', '/')
    }
    const session = await act(() => signInFirst(ISSUER, root))
    expect(session).toBeUndefined()
    expect(await screen.findByRole('heading', { name: words('failedHeading') })).toBeInTheDocument()
  }

  it('says the service refused, naming its error code, never the description the address carries', async () => {
    await arriveWith(`error=access_denied&error_description=${encodeURIComponent(LURE)}`)
    expect(screen.getByText(words('refusedBodyCode', { code: 'access_denied' }))).toBeInTheDocument()
    expect(document.body).not.toHaveTextContent(/helpdesk|password|locked/)
    expect(window.location.search).toBe('')
    expect(screen.getByRole('button', { name: words('signIn') })).toBeEnabled()
  })

  it('names no code that is not a short OAuth error code', async () => {
    for (const error of ['Call 020 7946 0000', 'x'.repeat(80), '<b>locked</b>', 'access_denied\u202Eevil']) {
      await arriveWith(`error=${encodeURIComponent(error)}&error_description=${encodeURIComponent(LURE)}`)
      expect(screen.getByText(words('refusedBody')), error).toBeInTheDocument()
      expect(document.body, error).not.toHaveTextContent(/7946|xxxx|locked|evil|helpdesk/)
      leave()
    }
  })

  it('a response it cannot use (no sign-in of this tab under way) says so, in its own words', async () => {
    await arriveWith(`code=stolen-code&state=someone-elses&error_description=${encodeURIComponent(LURE)}`)
    expect(screen.getByText(messagePattern('sign-in', 'unusableBody'))).toBeInTheDocument()
    expect(document.body).not.toHaveTextContent(/helpdesk|state/)
    expect(window.location.search).toBe('')
  })
})
