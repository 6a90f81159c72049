import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildContentSecurityPolicy } from '../../../scripts/csp'
import { homeOf, returnPath, signInMarks } from '../../../src/app/sign-in-marks'
import { DEFAULT_IDLE_MINUTES, readEnv } from '../../../src/config/env'

/** The parts of a sign-in build that need no browser: its configuration, its policy, where it returns to. */

const connectSrc = (policy: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'connect-src')
    ?.slice(1)

afterEach(() => {
  sessionStorage.clear()
  localStorage.clear()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('sign-in build configuration', () => {
  it('reads the issuer, client and scope; openid is always asked for', () => {
    const env = readEnv({
      VITE_API_BASE_URL: '/',
      VITE_OIDC_ISSUER: 'https://idp.example.org/realms/care/',
      VITE_OIDC_CLIENT_ID: ' wound-history ',
    })
    expect(env.signIn).toEqual({ issuer: 'https://idp.example.org/realms/care', clientId: 'wound-history', scope: 'openid profile' })
    expect(
      readEnv({ VITE_OIDC_ISSUER: 'https://idp.example.org', VITE_OIDC_CLIENT_ID: 'c', VITE_OIDC_SCOPE: 'profile offline_access' }).signIn
        ?.scope,
    ).toBe('openid profile offline_access')
    expect(readEnv({}).signIn).toBeUndefined()
  })

  it('refuses an issuer that is not https (http on loopback only), or a half configuration', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    for (const issuer of [
      'http://idp.example.org',
      'javascript:alert(1)',
      'https://idp.example.org/?x=1',
      'https://u:p@idp.example.org',
      'idp',
    ]) {
      expect(readEnv({ VITE_OIDC_ISSUER: issuer, VITE_OIDC_CLIENT_ID: 'c' }).signIn, issuer).toBeUndefined()
    }
    expect(readEnv({ VITE_OIDC_ISSUER: 'https://idp.example.org' }).signIn).toBeUndefined()
    expect(readEnv({ VITE_OIDC_ISSUER: 'http://127.0.0.1:4000', VITE_OIDC_CLIENT_ID: 'c' }).signIn?.issuer).toBe('http://127.0.0.1:4000')
  })

  it('reads the idle limit in minutes, falling back to the default on nonsense', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(readEnv({}).idleMinutes).toBe(DEFAULT_IDLE_MINUTES)
    expect(readEnv({ VITE_IDLE_MINUTES: '30' }).idleMinutes).toBe(30)
    for (const raw of ['0', '1', '-5', 'soon', '100000'])
      expect(readEnv({ VITE_IDLE_MINUTES: raw }).idleMinutes, raw).toBe(DEFAULT_IDLE_MINUTES)
  })

  it("allows the issuer's origin in connect-src, and stops a build that would send the token elsewhere", () => {
    const policy = buildContentSecurityPolicy({
      VITE_API_BASE_URL: '/',
      VITE_OIDC_ISSUER: 'https://login.example.org/tenant/v2.0',
      VITE_OIDC_CLIENT_ID: 'wound-history',
    })
    expect(connectSrc(policy)).toEqual([`'self'`, 'https://login.example.org'])
    expect(() =>
      buildContentSecurityPolicy({
        VITE_API_BASE_URL: 'https://wounds.example.org',
        VITE_OIDC_ISSUER: 'https://idp.example.org',
        VITE_OIDC_CLIENT_ID: 'c',
      }),
    ).toThrow(/VITE_API_BASE_URL=\//)
    expect(() => buildContentSecurityPolicy({ VITE_API_BASE_URL: '/', VITE_OIDC_ISSUER: 'https://idp.example.org' })).toThrow(
      /VITE_OIDC_CLIENT_ID/,
    )
    expect(() =>
      buildContentSecurityPolicy({ VITE_API_BASE_URL: '/', VITE_OIDC_ISSUER: 'http://idp.example.org', VITE_OIDC_CLIENT_ID: 'c' }),
    ).toThrow(/https/)
    expect(connectSrc(buildContentSecurityPolicy({ VITE_API_BASE_URL: '/' }))).toEqual([`'self'`])
  })
})

describe('coming back from the issuer', () => {
  it('returns to the view first opened, a path on this origin only', () => {
    expect(returnPath({ returnTo: '/?wound=12&tab=overview&filter[area]=>=2' })).toBe('/?wound=12&tab=overview&filter[area]=>=2')
    for (const hostile of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/signed-in?code=abc',
      42,
      null,
    ]) {
      expect(returnPath({ returnTo: hostile }), String(hostile)).toBe('/')
    }
    expect(returnPath(undefined)).toBe('/')
  })

  it('after Sign out or inactivity: says why once, and asks the issuer to check credentials until signed in again', () => {
    expect(signInMarks.reauthenticate()).toBe(false)
    signInMarks.setClosedForInactivity()
    expect(signInMarks.reauthenticate()).toBe(true)
    expect(signInMarks.takeClosed()).toEqual({ reason: 'inactivity', home: '/' })
    expect(signInMarks.takeClosed()).toBeUndefined()
    expect(signInMarks.reauthenticate()).toBe(true)
    signInMarks.setSignedIn()
    expect(signInMarks.reauthenticate()).toBe(false)
    expect(Date.now() - signInMarks.signedInAt()).toBeLessThan(1000)
    signInMarks.setSignedOut()
    expect(signInMarks.takeClosed()).toEqual({ reason: 'signed-out', home: '/' })
    expect(Object.keys(sessionStorage).some((key) => /token/i.test(key))).toBe(false)
  })

  describe('in the language the app was in', () => {
    afterEach(() => {
      history.replaceState(null, '', '/')
    })

    it('after Sign out: the issuer comes back to / without the lang, the screen keeps it (and nothing else of the view)', () => {
      history.replaceState(null, '', '/?wound=3&tab=overview&lang=de')
      signInMarks.setSignedOut()
      history.replaceState(null, '', '/?state=from-the-issuer')
      expect(signInMarks.takeClosed()).toEqual({ reason: 'signed-out', home: '/?lang=de' })
    })

    it('a link opened here with a lang of its own is in that language; a mark of an earlier version (no lang kept) too', () => {
      history.replaceState(null, '', '/?lang=de')
      signInMarks.markClosed('inactivity')
      history.replaceState(null, '', '/?wound=2&lang=en-XA')
      expect(signInMarks.takeClosed()).toEqual({ reason: 'inactivity', home: '/?lang=en-XA' })
      sessionStorage.setItem('wound-history.closed', 'signed-out')
      expect(signInMarks.takeClosed()).toEqual({ reason: 'signed-out', home: '/?lang=en-XA' })
      history.replaceState(null, '', '/')
      sessionStorage.setItem('wound-history.closed', 'inactivity')
      expect(signInMarks.takeClosed()).toEqual({ reason: 'inactivity', home: '/' })
    })

    it('a stored start that is not a path of this app is the app’s start', () => {
      for (const hostile of ['//evil.example/?lang=de', 'https://evil.example/?lang=de', '/signed-in?lang=de', 42]) {
        sessionStorage.setItem('wound-history.closed', JSON.stringify({ reason: 'signed-out', home: hostile }))
        expect(signInMarks.takeClosed(), String(hostile)).toEqual({ reason: 'signed-out', home: '/' })
      }
      sessionStorage.setItem('wound-history.closed', JSON.stringify({ reason: 'elsewhere', home: '/' }))
      expect(signInMarks.takeClosed()).toBeUndefined()
    })

    it('a sign-in that did not open the app: its view’s language, from the state this app sent with it', () => {
      expect(homeOf(returnPath({ returnTo: '/?wound=12&tab=overview&lang=de' }))).toBe('/?lang=de')
      expect(homeOf(returnPath({ returnTo: '/?wound=12' }))).toBe('/')
      expect(homeOf(returnPath(undefined))).toBe('/')
      expect(homeOf(returnPath({ returnTo: '//evil.example/?lang=de' }))).toBe('/')
    })
  })
})

describe('signing in again after Sign out or automatic logoff', () => {
  const MINUTE = 60_000
  const seconds = (ms: number) => Math.floor(ms / 1000)

  it('accepts only an authentication the issuer dates after the logoff, on the issuer’s own clock', () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-02T08:00:00Z') })
    // The issuer's clock is two minutes ahead of this computer's: its ID token says so (iat).
    const skew = 2 * MINUTE
    const signedIn = Date.now()
    signInMarks.setSignedIn(seconds(signedIn + skew))
    expect(signInMarks.acceptsAuthTime(seconds(signedIn + skew))).toBe(true)

    vi.advanceTimersByTime(20 * MINUTE)
    const closedOnIssuerClock = seconds(Date.now() + skew)
    signInMarks.setClosedForInactivity(seconds(signedIn + skew))
    expect(localStorage.getItem('wound-history.reauthenticate'), 'a time, never a token').toMatch(/^\{"at":\d+/)
    expect(signInMarks.reauthenticate()).toBe(true)
    // The issuer's session from before (its auth_time), or no auth_time at all: refused.
    expect(signInMarks.acceptsAuthTime(seconds(signedIn + skew))).toBe(false)
    expect(signInMarks.acceptsAuthTime(undefined)).toBe(false)
    expect(signInMarks.acceptsAuthTime('1700000000')).toBe(false)
    // Just before the logoff on the issuer's clock: refused; on this computer's clock it would have passed.
    expect(signInMarks.acceptsAuthTime(closedOnIssuerClock - 60)).toBe(false)
    expect(signInMarks.acceptsAuthTime(closedOnIssuerClock + 30)).toBe(true)

    // Credentials entered again: the next sign-in in another tab asks for nothing more.
    vi.advanceTimersByTime(MINUTE)
    signInMarks.setSignedIn(seconds(Date.now() + skew))
    expect(signInMarks.reauthenticate()).toBe(false)
    expect(signInMarks.acceptsAuthTime(undefined)).toBe(true)
  })

  it('refuses the issuer’s session that was signed out a moment after it began, whatever the clocks’ estimate says', () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-02T08:00:00.900Z') })
    // The ID token left the issuer at 08:00:00.9 (iat: 08:00:00) and arrived here 200 ms later.
    const authTime = seconds(Date.now())
    vi.advanceTimersByTime(200)
    signInMarks.setSignedIn(authTime)
    vi.advanceTimersByTime(900)
    signInMarks.setSignedOut(authTime)
    expect(signInMarks.acceptsAuthTime(authTime)).toBe(false)
    expect(signInMarks.acceptsAuthTime(authTime + 5)).toBe(true)
  })

  it('reads the flag an earlier version left: credentials still asked for, an auth_time still required', () => {
    localStorage.setItem('wound-history.reauthenticate', '1')
    expect(signInMarks.reauthenticate()).toBe(true)
    expect(signInMarks.acceptsAuthTime(undefined)).toBe(false)
    expect(signInMarks.acceptsAuthTime(1_772_438_400)).toBe(true)
  })

  it('a tab signed in before a Sign out in another tab learns of it, even once the clinician signed in again', () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-02T08:00:00Z') })
    signInMarks.setSignedIn(seconds(Date.now()))
    const tabB = sessionStorage.getItem('wound-history.signed-in-at')
    expect(signInMarks.endedSinceSignIn()).toBeUndefined()

    // Tab A (its own sessionStorage) signs out, then in again with credentials.
    sessionStorage.clear()
    vi.advanceTimersByTime(MINUTE)
    signInMarks.setSignedOut()
    vi.advanceTimersByTime(MINUTE)
    signInMarks.setSignedIn(seconds(Date.now()))
    expect(signInMarks.endedSinceSignIn(), 'tab A, signed in since').toBeUndefined()

    sessionStorage.clear()
    sessionStorage.setItem('wound-history.signed-in-at', tabB ?? '')
    expect(signInMarks.endedSinceSignIn(), 'tab B').toBe('signed-out')
  })
})
