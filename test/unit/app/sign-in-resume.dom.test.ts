import { http, HttpResponse } from 'msw'
import { User } from 'oidc-client-ts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startSignIn } from '../../../src/app/sign-in'
import { signInMarks } from '../../../src/app/sign-in-marks'
import { server } from '../../msw-server'

/*
 * A tab of a sign-in build that still holds its tokens when the clinician has signed out, or the
 * screen closed for inactivity, in another tab (it was on another site, in the back/forward cache,
 * or discarded): it does not resume. The whole flow runs in Chromium in test/e2e/signin.test.ts;
 * here the paths Chromium does not take there (a page restored from the back/forward cache).
 */

const ISSUER = 'https://idp.example.org'
const CONFIG = { issuer: ISSUER, clientId: 'wound-history', scope: 'openid profile' }
const MINUTE = 60_000

function issuer(): string[] {
  const revoked: string[] = []
  server.use(
    http.get(`${ISSUER}/.well-known/openid-configuration`, () =>
      HttpResponse.json({
        issuer: ISSUER,
        authorization_endpoint: `${ISSUER}/auth`,
        token_endpoint: `${ISSUER}/token`,
        revocation_endpoint: `${ISSUER}/token/revocation`,
      }),
    ),
    http.post(`${ISSUER}/token/revocation`, async ({ request }) => {
      revoked.push(new URLSearchParams(await request.text()).get('token') ?? '')
      return new HttpResponse(null, { status: 200 })
    }),
  )
  return revoked
}

/** This tab signed in a while ago: its tokens (valid for an hour) and its mark. */
function signedInHere(): void {
  const now = Math.floor(Date.now() / 1000)
  const user = new User({
    access_token: 'access-b',
    token_type: 'Bearer',
    refresh_token: 'refresh-b',
    expires_at: now + 3600,
    profile: { iss: ISSUER, sub: 'nurse.one', aud: 'wound-history', exp: now + 3600, iat: now, auth_time: now },
  })
  sessionStorage.setItem(`wound-history.oidc.user:${ISSUER}:wound-history`, user.toStorageString())
  signInMarks.setSignedIn(now)
}

/** Another tab ends the session a minute later: only the shared mark in localStorage says so. */
function endedInAnotherTab(end: 'setSignedOut' | 'setClosedForInactivity'): void {
  vi.setSystemTime(Date.now() + MINUTE)
  const thisTab = Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key) ?? ''] as const)
  signInMarks[end]()
  sessionStorage.clear()
  for (const [key, value] of thisTab) sessionStorage.setItem(key, value)
}

const tokensInThisTab = () => Object.keys(sessionStorage).filter((key) => key.startsWith('wound-history.oidc.'))

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-03-02T08:00:00Z'), toFake: ['Date'] })
  // jsdom cannot navigate: the reload that follows is not part of what is checked here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.useRealTimers()
  document.body.hidden = false
  window.history.replaceState(null, '', '/')
})

describe('a tab whose session ended elsewhere', () => {
  it('opened again (Back, reload, a discarded tab): shows why instead of the wound, forgets and revokes its tokens', async () => {
    const revoked = issuer()
    window.history.replaceState(null, '', '/?wound=1&tab=assessments')
    signedInHere()
    endedInAnotherTab('setClosedForInactivity')

    const outcome = await startSignIn(CONFIG)
    expect(outcome).toMatchObject({ kind: 'signed-out', reason: 'inactivity' })
    expect(tokensInThisTab()).toEqual([])
    expect(window.location.search, 'no wound in the address bar').toBe('')
    await vi.waitFor(() => {
      expect(revoked).toEqual(['refresh-b'])
    })
  })

  it('keeps the language of the app URL on the screen that says why, and nothing else of it', async () => {
    issuer()
    window.history.replaceState(null, '', '/?wound=1&tab=assessments&lang=de')
    signedInHere()
    endedInAnotherTab('setClosedForInactivity')

    const outcome = await startSignIn(CONFIG)
    expect(outcome).toMatchObject({ kind: 'signed-out', reason: 'inactivity' })
    expect(window.location.search).toBe('?lang=de')
  })

  it('restored from the back/forward cache as it was: hides the page, hands out no token, forgets and revokes them', async () => {
    const revoked = issuer()
    signedInHere()
    const outcome = await startSignIn(CONFIG)
    if (outcome.kind !== 'signed-in') throw new Error(`expected a session, got ${outcome.kind}`)
    expect(await outcome.session.accessToken()).toBe('access-b')

    endedInAnotherTab('setSignedOut')
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
    expect(document.body.hidden, 'the wound it showed').toBe(true)
    expect(tokensInThisTab()).toEqual([])
    await expect(outcome.session.accessToken()).rejects.toThrow()
    await vi.waitFor(() => {
      expect(revoked).toEqual(['refresh-b'])
    })
  })

  it('still open and asked for a token after the mark (a message it missed): hands out none', async () => {
    issuer()
    signedInHere()
    const outcome = await startSignIn(CONFIG)
    if (outcome.kind !== 'signed-in') throw new Error(`expected a session, got ${outcome.kind}`)
    endedInAnotherTab('setClosedForInactivity')
    await expect(outcome.session.accessToken()).rejects.toThrow()
    expect(tokensInThisTab()).toEqual([])
  })
})
