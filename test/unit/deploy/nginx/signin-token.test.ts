import { createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import signin from '../../../../deploy/nginx/signin.js'
import * as forge from '../../../jwt-forge'
import { ASSESSMENT_FIELDS, ASSESSMENT_FILTER_KEYS, MEASUREMENT_FIELDS, MEASUREMENT_FILTER_KEYS } from '../../../../src/api/fields'
import { buildListQuery } from '../../../../src/api/params'

/*
 * The token check nginx runs (deploy/nginx/signin.js, njs), run here in Node: the same
 * crypto.subtle, Buffer and TextEncoder. Tokens are made with Node's own crypto, not with the
 * code under test. The e2e test signin-nginx.test.ts sends the same attacks through real nginx.
 */

const ISSUER = 'https://login.hospital.example/realms/care'
const AUDIENCE = 'wound-history-api'
const EXPECTED = { issuer: ISSUER, audience: AUDIENCE }
const NOW = 1_900_000_000

const issuerKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
const publicJwk = (key: KeyObject, kid: string) => ({ ...key.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' })
const JWKS = { keys: [publicJwk(issuerKey.publicKey, 'k1')] }

const claims = (extra: Record<string, unknown> = {}) => ({ iss: ISSUER, aud: AUDIENCE, sub: 'nurse-7', exp: NOW + 300, iat: NOW, ...extra })
const rs256 = (header: Record<string, unknown>, payload: Record<string, unknown>, key: KeyObject = issuerKey.privateKey) =>
  forge.rs256(header, payload, key)
const ps256 = (header: Record<string, unknown>, payload: Record<string, unknown>) => forge.ps256(header, payload, issuerKey.privateKey)
const { b64, hs256 } = forge

const check = (authorization: string | undefined, jwks: unknown = JWKS) =>
  signin.verifyAuthorization(authorization, EXPECTED, () => Promise.resolve(jwks), NOW)
const bearer = (token: string) => `Bearer ${token}`
const GOOD_HEADER = { alg: 'RS256', kid: 'k1', typ: 'at+jwt' }

async function expectRefused(authorization: string | undefined, reason: RegExp, jwks: unknown = JWKS) {
  const verdict = await check(authorization, jwks)
  expect(verdict).toMatchObject({ ok: false, status: 401 })
  if (!verdict.ok) expect(verdict.reason).toMatch(reason)
}

describe('the access token check', () => {
  it('accepts a token of the issuer for this service, RS256 and PS256', async () => {
    expect(await check(bearer(rs256(GOOD_HEADER, claims({ preferred_username: 'n.seven' }))))).toMatchObject({
      ok: true,
      claims: { sub: 'nurse-7', preferred_username: 'n.seven' },
    })
    const pssKeys = { keys: [{ ...publicJwk(issuerKey.publicKey, 'p1'), alg: 'PS256' }] }
    expect(await check(bearer(ps256({ alg: 'PS256', kid: 'p1' }, claims())), pssKeys)).toMatchObject({ ok: true })
    // An audience list holding ours, and a token without kid against a one-key set.
    expect(await check(bearer(rs256({ alg: 'RS256' }, claims({ aud: ['other', AUDIENCE] }))))).toMatchObject({ ok: true })
  })

  it('refuses a missing or malformed credential', async () => {
    await expectRefused(undefined, /no Authorization/)
    await expectRefused('Basic dXNlcjpwYXNz', /not a Bearer/)
    await expectRefused('Bearer ', /not a Bearer/)
    await expectRefused(bearer('abc'), /parts/)
    await expectRefused(bearer('a.b'), /parts/)
    await expectRefused(bearer(`${b64(GOOD_HEADER)}.!!!.sig`), /not a Bearer|base64url/)
    await expectRefused(bearer(`${b64('header')}.${b64(claims())}.c2ln`), /JSON object/)
    await expectRefused(bearer(rs256(GOOD_HEADER, claims({ padding: 'x'.repeat(5000) }))), /longer than 6144 characters/)
  })

  it('refuses alg none, HMAC with the public key as secret, and unknown algorithms', async () => {
    await expectRefused(bearer(`${b64({ alg: 'none' })}.${b64(claims())}.`), /not a Bearer|base64url/)
    await expectRefused(bearer(`${b64({ alg: 'none' })}.${b64(claims())}.AA`), /"none" is not accepted/)
    const pem = issuerKey.publicKey.export({ type: 'spki', format: 'pem' })
    await expectRefused(bearer(hs256({ alg: 'HS256', kid: 'k1' }, claims(), pem)), /"HS256" is not accepted/)
    await expectRefused(bearer(hs256({ alg: 'HS256', kid: 'k1' }, claims(), JSON.stringify(JWKS.keys[0]))), /"HS256" is not accepted/)
    await expectRefused(bearer(rs256({ alg: 'ES256', kid: 'k1' }, claims())), /"ES256" is not accepted/)
    await expectRefused(bearer(rs256({ kid: 'k1' }, claims())), /undefined is not accepted/)
  })

  it('refuses a forged signature, a changed payload, and keys the token names itself', async () => {
    await expectRefused(bearer(rs256(GOOD_HEADER, claims(), otherKey.privateKey)), /does not verify/)
    await expectRefused(bearer(forge.swapPayload(rs256(GOOD_HEADER, claims()), claims({ sub: 'admin' }))), /does not verify/)
    const attackerJwk = publicJwk(otherKey.publicKey, 'k1')
    await expectRefused(bearer(rs256({ ...GOOD_HEADER, jwk: attackerJwk }, claims(), otherKey.privateKey)), /keys named in the token/)
    await expectRefused(
      bearer(rs256({ ...GOOD_HEADER, jku: 'https://evil.example/jwks' }, claims(), otherKey.privateKey)),
      /keys named in the token/,
    )
    await expectRefused(bearer(rs256({ ...GOOD_HEADER, kid: 'k9' }, claims())), /no issuer key matches kid "k9"/)
    await expectRefused(bearer(rs256({ ...GOOD_HEADER, crit: ['exp'] }, claims())), /critical/)
  })

  it('refuses another issuer, another audience, an expired or not-yet-valid token', async () => {
    await expectRefused(bearer(rs256(GOOD_HEADER, claims({ iss: 'https://evil.example' }))), /issuer/)
    await expectRefused(bearer(rs256(GOOD_HEADER, claims({ iss: `${ISSUER}/` }))), /issuer/)
    await expectRefused(bearer(rs256(GOOD_HEADER, claims({ aud: 'wound-history' }))), /audience/)
    await expectRefused(bearer(rs256(GOOD_HEADER, claims({ aud: ['a', 'b'] }))), /audience/)
    await expectRefused(bearer(rs256(GOOD_HEADER, claims({ aud: undefined }))), /audience/)
    await expectRefused(bearer(rs256(GOOD_HEADER, claims({ exp: NOW }))), /expired/)
    await expectRefused(bearer(rs256(GOOD_HEADER, claims({ exp: NOW - 3600 }))), /expired 3600 s ago/)
    await expectRefused(bearer(rs256(GOOD_HEADER, claims({ exp: String(NOW + 300) }))), /exp is not a number/)
    await expectRefused(bearer(rs256(GOOD_HEADER, claims({ exp: undefined }))), /no expiry/)
    await expectRefused(bearer(rs256(GOOD_HEADER, claims({ nbf: NOW + 120 }))), /not valid before/)
    expect(await check(bearer(rs256(GOOD_HEADER, claims({ nbf: NOW + 30 }))))).toMatchObject({ ok: true })
    await expectRefused(bearer(rs256(GOOD_HEADER, claims({ sub: '' }))), /subject/)
  })

  it('checks no signature before the claims pass, and answers 503 when the issuer cannot be asked', async () => {
    let asked = 0
    const keysOf = () => {
      asked++
      return Promise.reject(new Error('connection refused'))
    }
    expect(await signin.verifyAuthorization(bearer(rs256(GOOD_HEADER, claims({ exp: NOW - 1 }))), EXPECTED, keysOf, NOW)).toMatchObject({
      status: 401,
    })
    expect(asked).toBe(0)
    const verdict = await signin.verifyAuthorization(bearer(rs256(GOOD_HEADER, claims())), EXPECTED, keysOf, NOW)
    expect(verdict).toMatchObject({ ok: false, status: 503 })
    if (!verdict.ok) expect(verdict.reason).toMatch(/connection refused/)
  })

  it('uses only RSA signing keys of the set: not encryption keys, not keys marked for another algorithm', async () => {
    const jwk = publicJwk(issuerKey.publicKey, 'k1')
    await expectRefused(bearer(rs256(GOOD_HEADER, claims())), /no issuer key/, { keys: [{ ...jwk, use: 'enc' }] })
    await expectRefused(bearer(rs256(GOOD_HEADER, claims())), /no issuer key/, { keys: [{ ...jwk, alg: 'PS256' }] })
    await expectRefused(bearer(rs256(GOOD_HEADER, claims())), /no issuer key/, { keys: [{ kty: 'oct', kid: 'k1', k: 'c2VjcmV0' }] })
    await expectRefused(bearer(rs256(GOOD_HEADER, claims())), /no issuer key/, { nope: true })
  })
})

describe('with a client, a maximum lifetime and a required role configured', () => {
  const STRICT = { ...EXPECTED, clientId: 'wound-history', maxLifetime: 3600, requiredRole: 'realm_access.roles=wound-care' }
  const strict = (token: string, keysOf: (fresh: boolean) => Promise<unknown> = () => Promise.resolve(JWKS)) =>
    signin.verifyAuthorization(bearer(token), STRICT, keysOf, NOW)
  const withRole = (extra: Record<string, unknown> = {}) => claims({ realm_access: { roles: ['wound-care'] }, ...extra })

  it('takes the access token types issuers write, and refuses ID, refresh and other tokens', async () => {
    for (const typ of ['at+jwt', 'application/at+jwt', 'JWT', 'jwt', undefined])
      expect(await strict(rs256({ ...GOOD_HEADER, typ }, withRole({ typ: 'Bearer' }))), String(typ)).toMatchObject({ ok: true })
    for (const typ of ['ID', 'logout+jwt', 'dpop+jwt', 42])
      expect(await strict(rs256({ ...GOOD_HEADER, typ }, withRole())), String(typ)).toMatchObject({ ok: false, status: 401 })
    for (const typ of ['ID', 'Refresh', 'Logout'])
      expect(await strict(rs256(GOOD_HEADER, withRole({ typ }))), typ).toMatchObject({ ok: false, status: 401 })
  })

  it('refuses a token issued to another client, in the future or for longer than the maximum', async () => {
    expect(await strict(rs256(GOOD_HEADER, withRole({ azp: 'wound-history', client_id: 'wound-history' })))).toMatchObject({ ok: true })
    expect(await strict(rs256(GOOD_HEADER, withRole({ azp: 'another-app' })))).toMatchObject({ status: 401 })
    expect(await strict(rs256(GOOD_HEADER, withRole({ client_id: 'another-app' })))).toMatchObject({ status: 401 })
    // Without a configured client the client is not checked.
    expect(
      await signin.verifyAuthorization(bearer(rs256(GOOD_HEADER, claims({ azp: 'x' }))), EXPECTED, () => Promise.resolve(JWKS), NOW),
    ).toMatchObject({
      ok: true,
    })
    expect(await strict(rs256(GOOD_HEADER, withRole({ iat: NOW + 30 })))).toMatchObject({ ok: true })
    expect(await strict(rs256(GOOD_HEADER, withRole({ iat: NOW + 365 * 86_400, exp: NOW + 365 * 86_400 + 60 })))).toMatchObject({
      status: 401,
    })
    expect(await strict(rs256(GOOD_HEADER, withRole({ exp: NOW + 3600 })))).toMatchObject({ ok: true })
    expect(await strict(rs256(GOOD_HEADER, withRole({ exp: NOW + 3601 })))).toMatchObject({ status: 401 })
    expect(await strict(rs256(GOOD_HEADER, withRole({ iat: undefined, exp: NOW + 10 * 365 * 86_400 })))).toMatchObject({ status: 401 })
    // The default maximum is an hour.
    expect(
      await signin.verifyAuthorization(bearer(rs256(GOOD_HEADER, claims({ exp: NOW + 7200 }))), EXPECTED, () => Promise.resolve(JWKS), NOW),
    ).toMatchObject({ status: 401 })
  })

  it('refuses a signed token without the required role with 403, after its signature is checked', async () => {
    expect(await strict(rs256(GOOD_HEADER, claims({ realm_access: { roles: ['other'] } })))).toMatchObject({ ok: false, status: 403 })
    expect(await strict(rs256(GOOD_HEADER, claims()))).toMatchObject({ ok: false, status: 403 })
    // A forged token without the role is a 401, not a 403: the role is read only from a signed token.
    expect(await strict(rs256(GOOD_HEADER, claims(), otherKey.privateKey))).toMatchObject({ ok: false, status: 401 })
    expect(signin.hasRequiredRole({ groups: ['wound-nurses', 'x'] }, 'groups=wound-nurses')).toBe(true)
    expect(signin.hasRequiredRole({ roles: 'WoundHistory.Read' }, 'roles=WoundHistory.Read')).toBe(true)
    expect(signin.hasRequiredRole({ roles: ['WoundHistory.ReadAll'] }, 'roles=WoundHistory.Read')).toBe(false)
    expect(signin.hasRequiredRole({ a: { b: ['c'] } }, 'a.b=c')).toBe(true)
    expect(signin.hasRequiredRole({ 'a.b': ['c'] }, 'a.b=c')).toBe(false)
    expect(signin.hasRequiredRole({ a: ['c'] }, 'a.toString=c')).toBe(false)
    expect(signin.hasRequiredRole({}, '')).toBe(true)
    expect(signin.hasRequiredRole({ roles: ['x'] }, 'malformed')).toBe(false)
  })

  it('asks for a fresh key set only for a key id the cached one lacks', async () => {
    const asked: boolean[] = []
    const rotated = { keys: [...JWKS.keys, publicJwk(otherKey.publicKey, 'k2')] }
    const keysOf = (fresh: boolean) => {
      asked.push(fresh)
      return Promise.resolve(fresh ? rotated : JWKS)
    }
    expect(await strict(rs256({ ...GOOD_HEADER, kid: 'k2' }, withRole(), otherKey.privateKey), keysOf)).toMatchObject({ ok: true })
    expect(asked).toEqual([false, true])
    asked.length = 0
    expect(await strict(rs256(GOOD_HEADER, withRole()), keysOf)).toMatchObject({ ok: true })
    expect(asked).toEqual([false])
  })
})

describe('the query passed on', () => {
  const M = '/api/v1/measurements'
  const A = '/api/v1/assessments'

  it('takes exactly the parameters of each list the app sends (src/api/fields.ts)', () => {
    expect(signin.listParameters(M)).toEqual({ fields: MEASUREMENT_FIELDS, filters: MEASUREMENT_FILTER_KEYS })
    expect(signin.listParameters(A)).toEqual({ fields: ASSESSMENT_FIELDS, filters: ASSESSMENT_FILTER_KEYS })
    expect(signin.listParameters('/api/v2/measurements')).toBeNull()
  })

  it('passes what the app sends unchanged', () => {
    const queries = [
      buildListQuery('measurements', {
        woundId: 12,
        page: 3,
        perPage: 50,
        sort: '-created_at',
        fields: ['area', 'date'],
        filters: [
          { key: 'area', op: '>=', value: '1.5' },
          { key: 'type', op: '=', value: 'group' },
        ],
      }),
      buildListQuery('assessments', { woundId: 7, filters: [{ key: 'date', op: '<', value: '2026-01-01' }] }),
      buildListQuery('measurements', { woundId: 1 }),
    ]
    expect(signin.canonicalQuery(M, queries[0] ?? '')).toEqual({ ok: true, query: queries[0], woundId: '12' })
    expect(signin.canonicalQuery(A, queries[1] ?? '')).toEqual({ ok: true, query: queries[1], woundId: '7' })
    expect(signin.canonicalQuery(M, queries[2] ?? '')).toEqual({ ok: true, query: 'wound_id=1', woundId: '1' })
  })

  it('reads escaped names as the service would, in one order and spelling', () => {
    expect(signin.canonicalQuery(M, 'per%5Fpage=2&%77ound%5Fid=5&filter%5Bdate%5D=%3E%3D2020-01-01')).toEqual({
      ok: true,
      query: 'wound_id=5&per_page=2&filter[date]=%3E%3D2020-01-01',
      woundId: '5',
    })
    expect(signin.canonicalQuery(M, 'wound_id=5&filter[date]=a+b')).toMatchObject({ query: 'wound_id=5&filter[date]=a%20b' })
  })

  it('refuses any query whose wound cannot be told, or that it does not rebuild', () => {
    for (const args of [
      '',
      'per_page=5',
      'wound_id=1&wound_id=2',
      'wound_id=1&%77ound_id=2',
      'wound_id[]=1',
      'wound.id=1',
      'wound_id=01',
      'wound_id=-1',
      'wound_id=1e3',
      'wound_id= 1',
      'wound_id=1&&',
      'wound_id',
      '=1',
      'wound_id=1&x=2',
      'wound_id=%E0%A4%A',
      'wound_id=1&page=0',
      'wound_id=1&sort=area',
      'wound_id=1&fields=id,password',
      'wound_id=1&fields=id,id',
      'wound_id=1&filter[date]=',
      'wound_id=1&filter[date]=%0A',
      `wound_id=1&filter[date]=${'9'.repeat(65)}`,
      `${'&'.repeat(2100)}wound_id=5`,
    ])
      expect(signin.canonicalQuery(M, args), args).toMatchObject({ ok: false })
    expect(signin.canonicalQuery(A, 'wound_id=1&filter[area]=1')).toMatchObject({ ok: false })
    expect(signin.canonicalQuery('/api/v1/other', 'wound_id=1')).toBeNull()
  })
})

describe('the issuer key set', () => {
  it('comes from the discovery document of the issuer itself, on its origin', async () => {
    const asked: string[] = []
    const getJson = (documents: Record<string, unknown>) => (path: string, args: string) => {
      asked.push(`${path}?${args}`)
      return Promise.resolve(documents[path])
    }
    const keys = await signin.issuerKeys(
      ISSUER,
      getJson({
        '/realms/care/.well-known/openid-configuration': {
          issuer: ISSUER,
          jwks_uri: 'https://login.hospital.example/realms/care/certs?v=2',
        },
        '/realms/care/certs': JWKS,
      }),
    )
    expect(keys).toEqual(JWKS)
    expect(asked).toEqual(['/realms/care/.well-known/openid-configuration?', '/realms/care/certs?v=2'])
    await expect(
      signin.issuerKeys(
        ISSUER,
        getJson({ '/realms/care/.well-known/openid-configuration': { issuer: 'https://evil.example', jwks_uri: 'x' } }),
      ),
    ).rejects.toThrow(/names issuer/)
    await expect(
      signin.issuerKeys(
        ISSUER,
        getJson({ '/realms/care/.well-known/openid-configuration': { issuer: ISSUER, jwks_uri: 'https://keys.evil.example/certs' } }),
      ),
    ).rejects.toThrow(/not on https:\/\/login.hospital.example/)
  })
})

describe('SubjectPublicKeyInfo from a JWK (njs 0.7.9 imports RSA keys only as SPKI)', () => {
  // Generating 4096-bit keys takes seconds on a small machine.
  it('is byte for byte what OpenSSL writes, for keys of every usual size and exponent', { timeout: 60_000 }, () => {
    for (const [modulusLength, publicExponent] of [
      [2048, 65537],
      [3072, 65537],
      [4096, 65537],
      [2048, 3],
      [1024, 17],
    ] as const) {
      for (let i = 0; i < (modulusLength > 2048 ? 1 : 3); i++) {
        const { publicKey } = generateKeyPairSync('rsa', { modulusLength, publicExponent })
        const jwk = publicKey.export({ format: 'jwk' })
        const expected = createPublicKey({ key: jwk, format: 'jwk' }).export({ type: 'spki', format: 'der' })
        expect(Buffer.from(signin.rsaSpki(String(jwk.n), String(jwk.e)))).toEqual(expected)
      }
    }
  })

  it('keeps any modulus and exponent bytes as an unsigned integer, like OpenSSL', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 600 }), fc.uint8Array({ minLength: 1, maxLength: 4 }), (n, e) => {
        const jwk = { kty: 'RSA', n: Buffer.from(n).toString('base64url'), e: Buffer.from(e).toString('base64url') }
        const spki = signin.rsaSpki(jwk.n, jwk.e)
        // Node reads it back to the same numbers (leading zero bytes are not part of a number).
        const back = createPublicKey({ key: Buffer.from(spki), format: 'der', type: 'spki' }).export({ format: 'jwk' })
        const number = (value: string) => BigInt(`0x${Buffer.from(value, 'base64url').toString('hex') || '0'}`)
        expect(number(String(back.n))).toBe(number(jwk.n))
        expect(number(String(back.e))).toBe(number(jwk.e))
      }),
      { numRuns: 200 },
    )
  })
})

describe('the audit line and the key file', () => {
  const entry = {
    time: '2026-11-24T09:15:02.123Z',
    sub: 'nurse-7',
    user: 'n.seven',
    client: '10.1.2.3',
    method: 'GET',
    woundId: '12',
    request: '/api/v1/measurements?wound_id=12&page=2',
    status: 200,
    requestId: 'f00d',
  }

  it('is one JSON line that nothing in the request can break', () => {
    const line = signin.auditLine({ ...entry, request: '/api/v1/x?a=\n{"forged":1}\u2028' })
    expect(line.endsWith('\n')).toBe(true)
    expect(line.slice(0, -1)).not.toMatch(/[\n\r\u2028\u2029]/)
    expect(JSON.parse(line)).toMatchObject({ sub: 'nurse-7', user: 'n.seven', status: 200, request: '/api/v1/x?a=\n{"forged":1}\u2028' })
    expect(JSON.parse(signin.auditLine({ ...entry, sub: '', user: '' }))).toMatchObject({ sub: null, user: null })
    const long = JSON.parse(signin.auditLine({ ...entry, request: `/api/${'x'.repeat(5000)}` })) as { request: string }
    expect(long.request).toHaveLength(513)
  })

  it('reads the key without its line break, and refuses one that could split a header', () => {
    expect(signin.keyFromFile('s3cr3t-key\n')).toBe('s3cr3t-key')
    expect(signin.keyFromFile('s3cr3t-key\r\n')).toBe('s3cr3t-key')
    expect(signin.keyFromFile('s3cr3t\r\nX-Evil: 1\n')).toBe('')
    expect(signin.keyFromFile('\n')).toBe('')
    expect(signin.keyFromFile('')).toBe('')
  })
})
