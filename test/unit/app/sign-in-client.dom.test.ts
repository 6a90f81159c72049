import { http, HttpResponse } from 'msw'
import { ErrorResponse, User } from 'oidc-client-ts'
import { afterEach, describe, expect, it } from 'vitest'
import { createSignInClient, failureOf } from '../../../src/app/sign-in-client'
import { server } from '../../msw-server'

/** How a sign-in build's tokens leave: from this tab at once, then revoked at the issuer (RFC 7009). */

const ISSUER = 'https://idp.example.org'
const CONFIG = { issuer: ISSUER, clientId: 'wound-history', scope: 'openid profile' }

/** The issuer's discovery, with or without a revocation endpoint; returns the revocation requests it receives. */
function issuer({ revocation = true } = {}): URLSearchParams[] {
  const received: URLSearchParams[] = []
  server.use(
    http.get(`${ISSUER}/.well-known/openid-configuration`, () =>
      HttpResponse.json({
        issuer: ISSUER,
        authorization_endpoint: `${ISSUER}/auth`,
        token_endpoint: `${ISSUER}/token`,
        ...(revocation ? { revocation_endpoint: `${ISSUER}/token/revocation` } : {}),
      }),
    ),
    http.post(`${ISSUER}/token/revocation`, async ({ request }) => {
      received.push(new URLSearchParams(await request.text()))
      return new HttpResponse(null, { status: 200 })
    }),
  )
  return received
}

/** A signed-in user as the library stores it in this tab (what a renewal's answer stores too). */
function storeUser(refreshToken: string): void {
  const user = new User({
    access_token: `access-for-${refreshToken}`,
    token_type: 'Bearer',
    refresh_token: refreshToken,
    profile: { iss: ISSUER, sub: 'nurse.one', aud: 'wound-history', exp: 2_000_000_000, iat: 1_800_000_000 },
  })
  sessionStorage.setItem(`wound-history.oidc.user:${ISSUER}:wound-history`, user.toStorageString())
}

const tokensInThisTab = () => Object.keys(sessionStorage).filter((key) => key.startsWith('wound-history.oidc.'))

afterEach(() => {
  sessionStorage.clear()
})

describe('forgetting the tokens', () => {
  it('takes them out of the tab at once, then the issuer receives the refresh token to revoke', async () => {
    const revocations = issuer()
    storeUser('refresh-1')
    const done = createSignInClient(CONFIG).forgetTokens()
    expect(tokensInThisTab(), 'before any answer of the issuer').toEqual([])
    await done
    expect(revocations.map((body) => Object.fromEntries(body))).toEqual([
      { token: 'refresh-1', token_type_hint: 'refresh_token', client_id: 'wound-history' },
    ])
  })

  it('lets a renewal under way finish first, then revokes the token it brought too, and leaves none in the tab', async () => {
    const revocations = issuer()
    storeUser('refresh-1')
    let answer: (value?: unknown) => void = () => undefined
    const renewal = new Promise((resolve) => {
      answer = resolve
    })
    const done = createSignInClient(CONFIG).forgetTokens(renewal)
    expect(tokensInThisTab()).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(revocations, 'nothing revoked while the renewal is asked with the same refresh token').toEqual([])
    // The renewal's answer arrives: the library stores the new tokens.
    storeUser('refresh-2')
    answer()
    await done
    expect(tokensInThisTab()).toEqual([])
    expect(revocations.map((body) => body.get('token')).sort()).toEqual(['refresh-1', 'refresh-2'])
  })

  it('with an issuer that offers no revocation, the tokens still leave and nothing fails', async () => {
    const revocations = issuer({ revocation: false })
    storeUser('refresh-1')
    await expect(createSignInClient(CONFIG).forgetTokens()).resolves.toBeUndefined()
    expect(tokensInThisTab()).toEqual([])
    expect(revocations).toEqual([])
  })
})

describe('a sign-in the issuer refused', () => {
  it('holds the state this app sent with it (the view to come back to), beside the error code', () => {
    const error = new ErrorResponse({
      error: 'access_denied',
      error_description: 'Call the helpdesk',
      userState: { returnTo: '/?wound=3&lang=de' },
    })
    expect(failureOf(error, '')).toEqual({ refused: true, code: 'access_denied', state: { returnTo: '/?wound=3&lang=de' } })
    // No sign-in of this tab found: no state, the address's error code alone.
    expect(failureOf(new Error('No matching state found in storage'), '?error=access_denied')).toEqual({
      refused: true,
      code: 'access_denied',
    })
  })
})
