import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildContentSecurityPolicy } from '../../../scripts/csp'
import { returnPath, signInMarks } from '../../../src/app/sign-in-marks'
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
  vi.restoreAllMocks()
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
    expect(signInMarks.takeClosed()).toBe('inactivity')
    expect(signInMarks.takeClosed()).toBeUndefined()
    expect(signInMarks.reauthenticate()).toBe(true)
    signInMarks.setSignedIn()
    expect(signInMarks.reauthenticate()).toBe(false)
    expect(Date.now() - signInMarks.signedInAt()).toBeLessThan(1000)
    signInMarks.setSignedOut()
    expect(signInMarks.takeClosed()).toBe('signed-out')
    expect(Object.keys(sessionStorage).some((key) => /token/i.test(key))).toBe(false)
  })
})
