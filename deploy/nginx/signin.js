// @ts-check
/*
 * Wound History behind nginx, sign-in deployment: the access token check, the service key and the
 * audit line. An njs module (Debian's libnginx-mod-http-js), loaded by signin.conf.template.
 *
 * Written in the language njs 0.7.9 (Debian 12) runs: no destructuring, spread, optional chaining
 * or classes. The pure parts are exported for the unit tests, which run them in Node (same
 * crypto.subtle, Buffer and TextEncoder); the nginx handlers are the default export.
 *
 * The cryptography is not ours: signatures are checked by crypto.subtle (OpenSSL inside njs).
 */

import fs from 'fs'

/** The only algorithms accepted: RSA signatures. `none`, HMAC (HS*) and anything else are refused. */
const ALGORITHMS = {
  RS256: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
  RS384: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-384' },
  RS512: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-512' },
  PS256: { name: 'RSA-PSS', hash: 'SHA-256', saltLength: 32 },
  PS384: { name: 'RSA-PSS', hash: 'SHA-384', saltLength: 48 },
  PS512: { name: 'RSA-PSS', hash: 'SHA-512', saltLength: 64 },
}

/**
 * Longer than any access token an issuer sends (a few hundred bytes; a few KB with many group
 * claims); refused unread. nginx itself refuses a header line over 8 KB (400) before this runs.
 */
const MAX_TOKEN_CHARS = 6144
/**
 * `nbf` may be this far ahead of this server's clock: the issuer's clock and ours differ a little,
 * and a token refused for that would send the clinician through sign-in again for nothing. `exp`
 * gets no leeway: an expired token is refused, and the app renews before expiry.
 */
const NBF_LEEWAY_S = 60
/**
 * The longest an access token may be valid for, from its `iat` (or `nbf`) to its `exp`, unless the
 * template's `$wound_history_max_token_lifetime` says otherwise: a token an issuer (or a thief with
 * a signing key) made for ten years is refused. Access tokens for clinicians are minutes long.
 */
const DEFAULT_MAX_LIFETIME_S = 3600
/**
 * What the JOSE header's `typ` may say. RFC 9068 (JWT profile for access tokens) has issuers write
 * `at+jwt` and resource servers refuse other types; many issuers in hospitals (Keycloak, Entra ID,
 * ADFS) still write `JWT` or nothing, so those pass too. Anything else (`ID`, `logout+jwt`,
 * `dpop+jwt`, ...) is a token of another kind. Compared case-insensitively (RFC 7515 4.1.9).
 */
const ACCESS_TOKEN_TYPES = ['at+jwt', 'application/at+jwt', 'jwt']
/**
 * The payload's own `typ` claim, which Keycloak writes: `Bearer` on access tokens, `ID` on ID
 * tokens, `Refresh` on refresh tokens. Absent elsewhere.
 */
const ACCESS_TOKEN_CLAIM_TYPES = ['bearer']

/**
 * @typedef {{ header: Record<string, unknown>, payload: Record<string, unknown>, signingInput: string, signature: Uint8Array }} ParsedToken
 * @typedef {{ ok: true, claims: Record<string, unknown> } | { ok: false, status: number, reason: string, claims?: Record<string, unknown> }} Verdict
 * @typedef {{ kty?: unknown, kid?: unknown, use?: unknown, alg?: unknown, key_ops?: unknown, n?: unknown, e?: unknown }} Jwk
 */

/** @param {string} message */
function refusal(message) {
  let error = new Error(message)
  error.name = 'TokenRefused'
  return error
}

/**
 * The bytes of a base64url part written in the one canonical way: other spellings of the same
 * bytes (stray padding bits, characters outside the alphabet) are refused, so a token has exactly
 * one form.
 * @param {string} part
 * @param {string} what
 */
function canonicalBytes(part, what) {
  if (!/^[A-Za-z0-9_-]+$/.test(part)) throw refusal(what + ' is not base64url')
  let bytes = Buffer.from(part, 'base64url')
  if (bytes.toString('base64url') !== part) throw refusal(what + ' is not canonical base64url')
  return bytes
}

/** @param {string} part @param {string} what */
function decodeJsonPart(part, what) {
  let bytes = canonicalBytes(part, what)
  let value
  try {
    value = JSON.parse(bytes.toString())
  } catch (e) {
    throw refusal(what + ' is not JSON')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw refusal(what + ' is not a JSON object')
  return value
}

/**
 * A JWS in compact form: three base64url parts. Throws (TokenRefused) on anything else.
 * @param {string} token
 * @returns {ParsedToken}
 */
function parseToken(token) {
  if (token.length > MAX_TOKEN_CHARS) throw refusal('token longer than ' + MAX_TOKEN_CHARS + ' characters')
  let parts = token.split('.')
  if (parts.length !== 3) throw refusal('not a signed JWT (' + parts.length + ' parts)')
  let encodedHeader = String(parts[0])
  let encodedPayload = String(parts[1])
  let header = decodeJsonPart(encodedHeader, 'header')
  let payload = decodeJsonPart(encodedPayload, 'payload')
  return {
    header: header,
    payload: payload,
    signingInput: encodedHeader + '.' + encodedPayload,
    signature: new Uint8Array(canonicalBytes(String(parts[2]), 'signature')),
  }
}

/**
 * The header names an accepted algorithm and nothing this check does not understand.
 * @param {Record<string, unknown>} header
 */
function checkHeader(header) {
  let alg = header.alg
  if (typeof alg !== 'string' || !Object.prototype.hasOwnProperty.call(ALGORITHMS, alg)) {
    throw refusal('algorithm ' + JSON.stringify(alg) + ' is not accepted')
  }
  // RFC 7515, 4.1.11: a recipient that does not understand a critical extension must refuse.
  if (header.crit !== undefined) throw refusal('critical header extensions are not supported')
  if (header.jku !== undefined || header.x5u !== undefined || header.jwk !== undefined) {
    // Keys named inside the token itself are never used: only the issuer's published keys count.
    throw refusal('keys named in the token are not accepted')
  }
  if (header.kid !== undefined && typeof header.kid !== 'string') throw refusal('kid is not a string')
  if (header.typ !== undefined && (typeof header.typ !== 'string' || ACCESS_TOKEN_TYPES.indexOf(header.typ.toLowerCase()) < 0))
    throw refusal('typ ' + JSON.stringify(header.typ) + ' is not an access token type')
  return alg
}

/**
 * @typedef {{ issuer: string, audience: string, clientId?: string, maxLifetime?: number, requiredRole?: string }} Expected
 */

/** @param {Record<string, unknown>} payload @param {string} name */
function numericClaim(payload, name) {
  let value = payload[name]
  if (value === undefined) return undefined
  if (typeof value !== 'number' || !isFinite(value)) throw refusal(name + ' is not a number')
  return value
}

/**
 * The claims of an access token for this service, at `now` (seconds).
 * @param {Record<string, unknown>} payload
 * @param {Expected} expected
 * @param {number} now
 */
function checkClaims(payload, expected, now) {
  if (payload.iss !== expected.issuer) throw refusal('issuer ' + JSON.stringify(payload.iss) + ' is not ' + expected.issuer)
  let aud = payload.aud
  let audiences = typeof aud === 'string' ? [aud] : Array.isArray(aud) ? aud : []
  if (audiences.indexOf(expected.audience) < 0) throw refusal('audience does not include ' + expected.audience)
  let exp = numericClaim(payload, 'exp')
  if (exp === undefined) throw refusal('no expiry (exp)')
  if (exp <= now) throw refusal('expired ' + Math.round(now - exp) + ' s ago')
  let nbf = numericClaim(payload, 'nbf')
  if (nbf !== undefined && nbf > now + NBF_LEEWAY_S) throw refusal('not valid before ' + nbf)
  let iat = numericClaim(payload, 'iat')
  if (iat !== undefined && iat > now + NBF_LEEWAY_S) throw refusal('issued in the future (iat ' + iat + ')')
  let maxLifetime = expected.maxLifetime || DEFAULT_MAX_LIFETIME_S
  let from = iat !== undefined ? iat : nbf !== undefined ? nbf : now
  if (exp - from > maxLifetime || exp - now > maxLifetime + NBF_LEEWAY_S)
    throw refusal('valid for ' + Math.round(exp - from) + ' s, longer than ' + maxLifetime + ' s')
  if (payload.typ !== undefined && (typeof payload.typ !== 'string' || ACCESS_TOKEN_CLAIM_TYPES.indexOf(payload.typ.toLowerCase()) < 0))
    throw refusal('typ claim ' + JSON.stringify(payload.typ) + ' is not an access token')
  // The client the token was issued to (azp in OpenID Connect, client_id in RFC 9068), where the
  // token says and the template names the app's client: a token for another client of the issuer
  // that happens to carry this audience is not the app's.
  if (expected.clientId) {
    if (payload.azp !== undefined && payload.azp !== expected.clientId)
      throw refusal('azp ' + JSON.stringify(payload.azp) + ' is not ' + expected.clientId)
    if (payload.client_id !== undefined && payload.client_id !== expected.clientId)
      throw refusal('client_id ' + JSON.stringify(payload.client_id) + ' is not ' + expected.clientId)
  }
  if (typeof payload.sub !== 'string' || payload.sub === '') throw refusal('no subject (sub)')
}

/**
 * Whether the claims hold the role the template requires: `claim=value`, the claim named by a path
 * of dots (`realm_access.roles=wound-care`, `groups=wound-nurses`, `roles=WoundHistory.Read`), a
 * string equal to the value or a list holding it. An empty requirement is met by everyone.
 * @param {Record<string, unknown>} claims
 * @param {string} requirement
 */
function hasRequiredRole(claims, requirement) {
  if (!requirement) return true
  let eq = requirement.indexOf('=')
  if (eq <= 0) return false
  let path = requirement.slice(0, eq).split('.')
  let wanted = requirement.slice(eq + 1)
  /** @type {unknown} */
  let value = claims
  for (let i = 0; i < path.length; i++) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return false
    let object = /** @type {Record<string, unknown>} */ (value)
    let key = String(path[i])
    if (!Object.prototype.hasOwnProperty.call(object, key)) return false
    value = object[key]
  }
  return value === wanted || (Array.isArray(value) && value.indexOf(wanted) >= 0)
}

/**
 * The issuer's keys that may have signed a token with this header: RSA signing keys, the one
 * named by `kid` (or every one when the token names none), not marked for another algorithm.
 * @param {unknown} jwks
 * @param {Record<string, unknown>} header
 * @returns {Jwk[]}
 */
function candidateKeys(jwks, header) {
  let keys =
    jwks && typeof jwks === 'object' && Array.isArray(/** @type {{ keys?: unknown }} */ (jwks).keys)
      ? /** @type {{ keys: unknown[] }} */ (jwks).keys
      : []
  return /** @type {Jwk[]} */ (
    keys.filter(function (/** @type {unknown} */ item) {
      let key = /** @type {Record<string, unknown>} */ (item)
      if (!key || typeof key !== 'object' || key.kty !== 'RSA') return false
      if (typeof key.n !== 'string' || typeof key.e !== 'string') return false
      if (key.use !== undefined && key.use !== 'sig') return false
      if (key.alg !== undefined && key.alg !== header.alg) return false
      if (Array.isArray(key.key_ops) && key.key_ops.indexOf('verify') < 0) return false
      return header.kid === undefined || key.kid === header.kid
    })
  )
}

/* ------------------------------------------------------------------------------------------------
 * An RSA public key as SubjectPublicKeyInfo (DER), for njs 0.7.9, whose importKey takes RSA keys
 * as 'spki' but not as 'jwk'. This only re-packs the issuer's own n and e (RFC 8017 A.1.1
 * RSAPublicKey inside RFC 5280 4.1 SubjectPublicKeyInfo, rsaEncryption with NULL parameters):
 * a mistake here yields a different or unreadable key, which can only refuse tokens, never make
 * a forged signature verify, since the key material is the issuer's, not the token's.
 * ---------------------------------------------------------------------------------------------- */

/** @param {number} length */
function derLength(length) {
  if (length < 0x80) return [length]
  let bytes = []
  for (let n = length; n > 0; n = Math.floor(n / 256)) bytes.unshift(n % 256)
  return [0x80 | bytes.length].concat(bytes)
}

/** @param {number} tag @param {number[]} content */
function der(tag, content) {
  return [tag].concat(derLength(content.length), content)
}

/** A non-negative INTEGER from big-endian bytes: leading zeros dropped, one added when the high bit is set. */
function derUnsigned(/** @type {Uint8Array} */ bytes) {
  let start = 0
  while (start < bytes.length - 1 && bytes[start] === 0) start++
  let content = Array.prototype.slice.call(bytes, start)
  if (content[0] & 0x80) content.unshift(0)
  return der(0x02, content)
}

/** rsaEncryption (1.2.840.113549.1.1.1) with NULL parameters. */
const RSA_ALGORITHM_IDENTIFIER = der(0x30, [0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00])

/**
 * @param {string} n base64url modulus
 * @param {string} e base64url exponent
 */
function rsaSpki(n, e) {
  let modulus = new Uint8Array(Buffer.from(n, 'base64url'))
  let exponent = new Uint8Array(Buffer.from(e, 'base64url'))
  let rsaPublicKey = der(0x30, derUnsigned(modulus).concat(derUnsigned(exponent)))
  let bitString = der(0x03, [0x00].concat(rsaPublicKey))
  return new Uint8Array(der(0x30, RSA_ALGORITHM_IDENTIFIER.concat(bitString)))
}

/**
 * The key for crypto.subtle: as a JWK where the runtime takes one (Node, newer njs), else as SPKI.
 * @param {Jwk} jwk
 * @param {{ name: string, hash: string }} algorithm
 */
async function importVerifyKey(jwk, algorithm) {
  let params = { name: algorithm.name, hash: algorithm.hash }
  try {
    return await crypto.subtle.importKey('jwk', { kty: 'RSA', n: String(jwk.n), e: String(jwk.e), ext: true }, params, false, ['verify'])
  } catch (e) {
    return await crypto.subtle.importKey('spki', rsaSpki(String(jwk.n), String(jwk.e)), params, false, ['verify'])
  }
}

/**
 * Whether one of `keys` signed the token.
 * @param {ParsedToken} token
 * @param {Jwk[]} keys
 */
async function signatureVerifies(token, keys) {
  let algorithm = /** @type {{ name: string, hash: string, saltLength?: number }} */ (
    ALGORITHMS[/** @type {keyof typeof ALGORITHMS} */ (String(token.header.alg))]
  )
  let data = new TextEncoder().encode(token.signingInput)
  for (let i = 0; i < keys.length; i++) {
    let key
    try {
      key = await importVerifyKey(/** @type {Jwk} */ (keys[i]), algorithm)
    } catch (e) {
      continue
    }
    let verifyParams =
      algorithm.saltLength === undefined ? { name: algorithm.name } : { name: algorithm.name, saltLength: algorithm.saltLength }
    if (await crypto.subtle.verify(verifyParams, key, /** @type {Uint8Array<ArrayBuffer>} */ (token.signature), data)) return true
  }
  return false
}

/**
 * The whole check of one `Authorization` header value. `keysOf` fetches the issuer's key set from
 * nginx's cache, or (`fresh`) a copy at most a minute old, asked for when the token names a key
 * the cached set lacks (the issuer rotated its keys); it rejects when the issuer cannot be asked:
 * status 503, not the clinician's fault. A token without a token-shaped credential, or whose claims
 * fail, is refused before any key is asked for. A signed token without the required role: 403.
 * @param {string | undefined} authorization
 * @param {Expected} expected
 * @param {(fresh: boolean) => Promise<unknown>} keysOf
 * @param {number} now seconds
 * @returns {Promise<Verdict>}
 */
async function verifyAuthorization(authorization, expected, keysOf, now) {
  let match = /^Bearer ([A-Za-z0-9_.-]+)$/.exec(authorization || '')
  if (!match) return { ok: false, status: 401, reason: authorization ? 'Authorization is not a Bearer token' : 'no Authorization header' }
  let token
  try {
    token = parseToken(String(match[1]))
    checkHeader(token.header)
    checkClaims(token.payload, expected, now)
  } catch (e) {
    return { ok: false, status: 401, reason: String(/** @type {Error} */ (e).message) }
  }
  // (Each await is a statement of its own: njs 0.7.9 crashes the worker on an await inside a call's arguments.)
  let keys
  try {
    let jwks = await keysOf(false)
    keys = candidateKeys(jwks, token.header)
    if (keys.length === 0 && token.header.kid !== undefined) {
      let fresh = await keysOf(true)
      keys = candidateKeys(fresh, token.header)
    }
  } catch (e) {
    return { ok: false, status: 503, reason: 'issuer keys unavailable: ' + String(/** @type {Error} */ (e).message) }
  }
  if (keys.length === 0) return { ok: false, status: 401, reason: 'no issuer key matches kid ' + JSON.stringify(token.header.kid) }
  if (!(await signatureVerifies(token, keys))) return { ok: false, status: 401, reason: 'signature does not verify' }
  if (!hasRequiredRole(token.payload, expected.requiredRole || ''))
    return {
      ok: false,
      status: 403,
      reason: 'the token of ' + JSON.stringify(token.payload.sub) + ' lacks ' + expected.requiredRole,
      claims: token.payload,
    }
  return { ok: true, claims: token.payload }
}

/**
 * The issuer's key set, found as a client would: its discovery document, whose `issuer` must be
 * the issuer, then its `jwks_uri`, which must be on the issuer's origin (nginx reaches the issuer
 * through one proxied location; another host would need a second trust decision).
 * @param {string} issuer
 * @param {(path: string, args: string) => Promise<unknown>} getJson path and query on the issuer's origin
 * @param {(path: string, args: string) => Promise<unknown>} [getKeys] the same, for the key set (default getJson)
 */
async function issuerKeys(issuer, getJson, getKeys) {
  let origin = /^https?:\/\/[^/]+/.exec(issuer)
  if (!origin) throw new Error('issuer is not an http(s) URL')
  let discoveryPath = issuer.slice(origin[0].length) + '/.well-known/openid-configuration'
  let discovery = /** @type {Record<string, unknown>} */ (await getJson(discoveryPath, ''))
  if (!discovery || discovery.issuer !== issuer)
    throw new Error('the discovery document names issuer ' + JSON.stringify(discovery && discovery.issuer))
  let jwksUri = discovery.jwks_uri
  if (typeof jwksUri !== 'string' || jwksUri.indexOf(origin[0] + '/') !== 0)
    throw new Error('jwks_uri ' + JSON.stringify(jwksUri) + ' is not on ' + origin[0])
  let rest = jwksUri.slice(origin[0].length)
  let q = rest.indexOf('?')
  let fetchKeys = getKeys || getJson
  return fetchKeys(q < 0 ? rest : rest.slice(0, q), q < 0 ? '' : rest.slice(q + 1))
}

/* ------------------------------------------------------------------------------------------------
 * The query nginx passes on: rebuilt from the parameters the service's two lists take (its
 * specification, section 4), so the wound the service reads is the wound the audit names.
 * ---------------------------------------------------------------------------------------------- */

/** The longest query passed on (the app's longest, every filter set, is under 700 characters). */
const MAX_QUERY_CHARS = 1024
/** The longest filter value (a date, a number, an operator). */
const MAX_FILTER_VALUE_CHARS = 64

/** What each list takes (the app's src/api/fields.ts; a unit test keeps them equal). */
const LISTS = {
  '/api/v1/assessments': {
    fields: ['id', 'date', 'created_at', 'values'],
    filters: ['id', 'date', 'created_at'],
  },
  '/api/v1/measurements': {
    fields: [
      'id',
      'uid',
      'type',
      'avg_depth',
      'max_depth',
      'max_width',
      'max_length',
      'perimeter',
      'area',
      'volume',
      'date',
      'granulation',
      'slough',
      'eschar',
      'is_locked',
      'images',
    ],
    filters: [
      'id',
      'type',
      'avg_depth',
      'max_depth',
      'max_width',
      'max_length',
      'perimeter',
      'area',
      'volume',
      'date',
      'granulation',
      'slough',
      'eschar',
      'is_locked',
      'created_at',
      'updated_at',
    ],
  },
}
const SORTS = ['id', '-id', 'created_at', '-created_at']
const POSITIVE = /^[1-9][0-9]{0,8}$/
/** A wound ID as the service's integer: no sign, no leading zero, no exponent, no spaces. */
const WOUND_ID = /^[1-9][0-9]{0,15}$/

/** @typedef {{ ok: true, query: string, woundId: string } | { ok: false, reason: string }} QueryVerdict */

/**
 * The fields and filter keys of the list at `path`, or null for another path.
 * @param {string} path
 * @returns {{ fields: string[], filters: string[] } | null}
 */
function listParameters(path) {
  return Object.prototype.hasOwnProperty.call(LISTS, path) ? LISTS[/** @type {keyof typeof LISTS} */ (path)] : null
}

/**
 * A query part decoded as a form field (`+` is a space, then %-escapes), as the service's framework
 * reads it; throws on a malformed escape.
 * @param {string} text
 */
function formDecode(text) {
  return decodeURIComponent(text.replace(/\+/g, ' '))
}

/**
 * The query the service is asked, rebuilt from the client's `args` for the list at `path`: each
 * parameter the list takes, once, its value checked, in one order and one spelling. `null` for a
 * path that is not one of the lists (nginx answers 404). Anything else (an unknown or repeated
 * name, an empty part, a value of the wrong form, a malformed escape, more than 1,024 characters)
 * is refused: the service is not asked, and nginx answers 400.
 * @param {string} path the path as nginx normalised it
 * @param {string} args the query string as the client sent it
 * @returns {QueryVerdict | null}
 */
function canonicalQuery(path, args) {
  let list = listParameters(path)
  if (!list) return null
  if (args.length > MAX_QUERY_CHARS) return { ok: false, reason: 'the query is longer than ' + MAX_QUERY_CHARS + ' characters' }
  /** @type {Record<string, string>} */
  let values = {}
  let parts = args === '' ? [] : args.split('&')
  for (let i = 0; i < parts.length; i++) {
    let part = String(parts[i])
    let eq = part.indexOf('=')
    if (eq <= 0) return { ok: false, reason: 'a query part without a name and a value' }
    let name
    let value
    try {
      name = formDecode(part.slice(0, eq))
      value = formDecode(part.slice(eq + 1))
    } catch (e) {
      return { ok: false, reason: 'a malformed %-escape' }
    }
    if (Object.prototype.hasOwnProperty.call(values, name))
      return { ok: false, reason: 'parameter ' + JSON.stringify(name) + ' given twice' }
    values[name] = value
  }
  let out = []
  /** @type {string[]} */
  let known = []
  /** @param {string} name @param {RegExp | string[]} form */
  function take(name, form) {
    known.push(name)
    if (!Object.prototype.hasOwnProperty.call(values, name)) return true
    let value = String(values[name])
    let fits = Array.isArray(form) ? form.indexOf(value) >= 0 : form.test(value)
    if (fits) out.push(name + '=' + encodeURIComponent(value))
    return fits
  }
  if (!Object.prototype.hasOwnProperty.call(values, 'wound_id')) return { ok: false, reason: 'no wound_id' }
  if (!take('wound_id', WOUND_ID)) return { ok: false, reason: 'wound_id is not a wound ID' }
  if (!take('page', POSITIVE) || !take('per_page', POSITIVE)) return { ok: false, reason: 'page or per_page is not a positive integer' }
  if (!take('sort', SORTS)) return { ok: false, reason: 'sort is not one of ' + SORTS.join(', ') }
  known.push('fields')
  if (Object.prototype.hasOwnProperty.call(values, 'fields')) {
    let fields = String(values.fields).split(',')
    for (let i = 0; i < fields.length; i++) {
      if (list.fields.indexOf(String(fields[i])) < 0 || fields.indexOf(String(fields[i])) !== i)
        return { ok: false, reason: 'fields names ' + JSON.stringify(fields[i]) }
    }
    out.push('fields=' + fields.join(','))
  }
  for (let i = 0; i < list.filters.length; i++) {
    let name = 'filter[' + list.filters[i] + ']'
    known.push(name)
    if (!Object.prototype.hasOwnProperty.call(values, name)) continue
    let value = String(values[name])
    if (value === '' || value.length > MAX_FILTER_VALUE_CHARS || hasControlCharacter(value))
      return { ok: false, reason: name + ' is empty, too long or has control characters' }
    out.push(name + '=' + encodeURIComponent(value))
  }
  let names = Object.keys(values)
  for (let i = 0; i < names.length; i++) {
    if (known.indexOf(String(names[i])) < 0)
      return { ok: false, reason: 'parameter ' + JSON.stringify(names[i]) + ' is not one the list takes' }
  }
  return { ok: true, query: out.join('&'), woundId: String(values.wound_id) }
}

/** The most of a refused request's address the audit keeps (what was passed on is kept whole: it is short). */
const MAX_AUDIT_REQUEST_CHARS = 512

/**
 * One audit line: JSON, one line (nothing a client sends can break it), no token, no key.
 * `request` is what the service was (or would have been) asked, path and rebuilt query, when the
 * query is one nginx passes on; otherwise the address as the client sent it, cut at 512 characters.
 * @param {{ time: string, sub: string, user: string, client: string, method: string, woundId: string, request: string, status: number, requestId: string }} entry
 */
function auditLine(entry) {
  let line = JSON.stringify({
    time: entry.time,
    sub: entry.sub || null,
    user: entry.user || null,
    client: entry.client,
    method: entry.method,
    wound_id: entry.woundId || null,
    request: entry.request.length > MAX_AUDIT_REQUEST_CHARS ? entry.request.slice(0, MAX_AUDIT_REQUEST_CHARS) + '…' : entry.request,
    status: entry.status,
    request_id: entry.requestId,
  })
  // JSON.stringify leaves U+2028 and U+2029 as they are; some log readers break lines there.
  return line.replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029') + '\n'
}

/** Whether `text` holds a character that must never reach a header or a log line (C0 controls, DEL). */
function hasControlCharacter(/** @type {string} */ text) {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

/** The service key, from the key file's first line: without its line break, never with control characters. */
function keyFromFile(/** @type {string} */ text) {
  let key = text.replace(/\r?\n$/, '')
  if (key === '' || hasControlCharacter(key)) return ''
  return key
}

/* ------------------------------------------------------------------------------------------------
 * nginx handlers
 * ---------------------------------------------------------------------------------------------- */

/** @typedef {{ variables: Record<string, string | undefined>, headersIn: Record<string, string | undefined>, headersOut: Record<string, string | undefined>, status: number, method: string, uri: string, subrequest: (uri: string, options: { args?: string, method?: string }) => Promise<{ status: number, responseText?: string }>, return: (status: number, body?: string) => void, error: (message: string) => void, warn: (message: string) => void }} NginxRequest */

/**
 * The locations through which nginx asks the issuer (signin.conf.template): its cached answers
 * (minutes), and a copy at most a minute old, for a key the cached set does not have yet.
 */
const ISSUER_LOCATION = '/_wound_history_issuer'
const FRESH_ISSUER_LOCATION = '/_wound_history_issuer_fresh'

/** @param {NginxRequest} r @param {string} location */
function issuerGetter(r, location) {
  return async function (/** @type {string} */ path, /** @type {string} */ args) {
    let reply = await r.subrequest(location + path, { args: args, method: 'GET' })
    if (reply.status !== 200) throw new Error('issuer answered ' + reply.status + ' for ' + path)
    try {
      return JSON.parse(reply.responseText || '')
    } catch (e) {
      throw new Error('issuer sent no JSON for ' + path, { cause: e })
    }
  }
}

/** The template's settings for the check (its `set $wound_history_...` lines). @param {NginxRequest} r @returns {Expected} */
function expectedOf(r) {
  return {
    issuer: r.variables.wound_history_oidc_issuer || '',
    audience: r.variables.wound_history_oidc_audience || '',
    clientId: r.variables.wound_history_oidc_client_id || '',
    maxLifetime: Number(r.variables.wound_history_max_token_lifetime || '') || DEFAULT_MAX_LIFETIME_S,
    requiredRole: r.variables.wound_history_required_role || '',
  }
}

/**
 * Whether the audit log takes a line now: the request is not passed on when it would go unrecorded
 * (a missing folder, no permission, a read-only or full disk). Appending nothing opens the file as
 * the audit line will.
 * @param {NginxRequest} r
 */
function auditWritable(r) {
  let file = r.variables.wound_history_audit_log || ''
  try {
    fs.appendFileSync(file, '')
    return true
  } catch (e) {
    r.error('wound-history: cannot write the audit log ' + file + ', request refused: ' + String(/** @type {Error} */ (e).message))
    return false
  }
}

/**
 * `auth_request` target: 204 with the clinician in X-Wound-History-Sub and -User; 401 (token
 * refused); 403 (signed, but without the role the template requires); 500 (the issuer could not be
 * asked, or the audit log cannot be written; nginx answers the browser 503 for it).
 * @param {NginxRequest} r
 */
async function verify(r) {
  let expected = expectedOf(r)
  let verdict
  try {
    verdict = await verifyAuthorization(
      r.headersIn.Authorization,
      expected,
      function (/** @type {boolean} */ fresh) {
        return issuerKeys(
          expected.issuer,
          issuerGetter(r, ISSUER_LOCATION),
          issuerGetter(r, fresh ? FRESH_ISSUER_LOCATION : ISSUER_LOCATION),
        )
      },
      Date.now() / 1000,
    )
  } catch (e) {
    verdict = { ok: false, status: 503, reason: 'token check failed: ' + String(/** @type {Error} */ (e).message) }
  }
  if (verdict.ok && !auditWritable(r)) {
    r.return(500)
    return
  }
  // Who it was, for the audit line: a clinician let through, or one refused for want of the role.
  let claims = verdict.claims
  if (claims) {
    r.headersOut['X-Wound-History-Sub'] = String(claims.sub)
    let username = claims.preferred_username
    if (typeof username === 'string' && username.length <= 200 && !hasControlCharacter(username))
      r.headersOut['X-Wound-History-User'] = username
  }
  if (verdict.ok) {
    r.return(204)
    return
  }
  if (verdict.status === 401 || verdict.status === 403) {
    r.warn('wound-history: token refused: ' + verdict.reason)
    r.return(verdict.status)
  } else {
    r.error('wound-history: ' + verdict.reason)
    r.return(500)
  }
}

/**
 * `js_content` of a refusal (a refused token, a query or method not passed on): the template's
 * status and body ($wound_history_refusal_status, $wound_history_refusal), after the location's
 * limit_req has counted it (a "return" would answer before limit_req runs).
 * @param {NginxRequest} r
 */
function refuse(r) {
  r.headersOut['Content-Type'] = 'application/json'
  r.return(Number(r.variables.wound_history_refusal_status) || 400, (r.variables.wound_history_refusal || '') + '\n')
}

/**
 * `js_set $wound_history_query`: the query to pass on (see canonicalQuery), `!` when it is refused
 * (the template answers 400), empty for a path that is not one of the lists.
 * @param {NginxRequest} r
 */
function query(r) {
  let verdict = canonicalQuery(r.uri, r.variables.args || '')
  if (verdict === null) return ''
  if (!verdict.ok) {
    r.warn('wound-history: query refused: ' + verdict.reason)
    return '!'
  }
  return verdict.query
}

/**
 * `js_set $wound_history_api_key`: the key, read from the key file at each request (a new key
 * needs no reload). Empty when the file is missing or unusable (the template answers 500 then).
 * @param {NginxRequest} r
 */
function apiKey(r) {
  let file = r.variables.wound_history_api_key_file || ''
  try {
    let key = keyFromFile(String(fs.readFileSync(file)))
    if (key === '') r.error('wound-history: the API key file ' + file + ' is empty or has control characters')
    return key
  } catch (e) {
    r.error('wound-history: cannot read the API key file ' + file + ': ' + String(/** @type {Error} */ (e).message))
    return ''
  }
}

/**
 * `js_header_filter`: one audit line per /api/ request, answered or refused, as its status is
 * sent (nginx waits for the service's answer even when the client has gone: the template's
 * proxy_ignore_client_abort). The wound as the service reads it: from the query nginx rebuilt.
 * @param {NginxRequest} r
 */
function audit(r) {
  let file = r.variables.wound_history_audit_log || ''
  let asked = canonicalQuery(r.uri, r.variables.args || '')
  let line = auditLine({
    time: new Date().toISOString(),
    sub: r.variables.wound_history_sub || '',
    user: r.variables.wound_history_user || '',
    client: r.variables.remote_addr || '',
    method: r.method,
    woundId: asked && asked.ok ? asked.woundId : '',
    request: asked && asked.ok ? r.uri + '?' + asked.query : r.variables.request_uri || '',
    status: r.status,
    requestId: r.variables.request_id || '',
  })
  try {
    fs.appendFileSync(file, line)
  } catch (e) {
    r.error('wound-history: cannot write the audit log ' + file + ': ' + String(/** @type {Error} */ (e).message))
  }
}

// njs modules have one export, the default: the handlers, and the pure parts for the unit tests.
export default {
  verify: verify,
  apiKey: apiKey,
  audit: audit,
  query: query,
  refuse: refuse,
  canonicalQuery: canonicalQuery,
  listParameters: listParameters,
  hasRequiredRole: hasRequiredRole,
  parseToken: parseToken,
  checkHeader: checkHeader,
  checkClaims: checkClaims,
  candidateKeys: candidateKeys,
  rsaSpki: rsaSpki,
  signatureVerifies: signatureVerifies,
  verifyAuthorization: verifyAuthorization,
  issuerKeys: issuerKeys,
  auditLine: auditLine,
  keyFromFile: keyFromFile,
}
