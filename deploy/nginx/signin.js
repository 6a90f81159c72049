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
 * @typedef {{ header: Record<string, unknown>, payload: Record<string, unknown>, signingInput: string, signature: Uint8Array }} ParsedToken
 * @typedef {{ ok: true, claims: Record<string, unknown> } | { ok: false, status: number, reason: string }} Verdict
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
  return alg
}

/**
 * The claims of an access token for this service, at `now` (seconds).
 * @param {Record<string, unknown>} payload
 * @param {{ issuer: string, audience: string }} expected
 * @param {number} now
 */
function checkClaims(payload, expected, now) {
  if (payload.iss !== expected.issuer) throw refusal('issuer ' + JSON.stringify(payload.iss) + ' is not ' + expected.issuer)
  let aud = payload.aud
  let audiences = typeof aud === 'string' ? [aud] : Array.isArray(aud) ? aud : []
  if (audiences.indexOf(expected.audience) < 0) throw refusal('audience does not include ' + expected.audience)
  if (typeof payload.exp !== 'number' || !isFinite(payload.exp)) throw refusal('no expiry (exp)')
  if (payload.exp <= now) throw refusal('expired ' + Math.round(now - payload.exp) + ' s ago')
  if (payload.nbf !== undefined) {
    if (typeof payload.nbf !== 'number' || !isFinite(payload.nbf)) throw refusal('nbf is not a number')
    if (payload.nbf > now + NBF_LEEWAY_S) throw refusal('not valid before ' + payload.nbf)
  }
  if (typeof payload.sub !== 'string' || payload.sub === '') throw refusal('no subject (sub)')
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
 * The whole check of one `Authorization` header value. `keysOf` fetches the issuer's key set (it
 * rejects when the issuer cannot be asked: status 503, not the clinician's fault).
 * @param {string | undefined} authorization
 * @param {{ issuer: string, audience: string }} expected
 * @param {() => Promise<unknown>} keysOf
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
  let jwks
  try {
    jwks = await keysOf()
  } catch (e) {
    return { ok: false, status: 503, reason: 'issuer keys unavailable: ' + String(/** @type {Error} */ (e).message) }
  }
  let keys = candidateKeys(jwks, token.header)
  if (keys.length === 0) return { ok: false, status: 401, reason: 'no issuer key matches kid ' + JSON.stringify(token.header.kid) }
  if (!(await signatureVerifies(token, keys))) return { ok: false, status: 401, reason: 'signature does not verify' }
  return { ok: true, claims: token.payload }
}

/**
 * The issuer's key set, found as a client would: its discovery document, whose `issuer` must be
 * the issuer, then its `jwks_uri`, which must be on the issuer's origin (nginx reaches the issuer
 * through one proxied location; another host would need a resolver and a second trust decision).
 * @param {string} issuer
 * @param {(path: string, args: string) => Promise<unknown>} getJson path and query on the issuer's origin
 */
async function issuerKeys(issuer, getJson) {
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
  return getJson(q < 0 ? rest : rest.slice(0, q), q < 0 ? '' : rest.slice(q + 1))
}

/**
 * One audit line: JSON, one line (nothing a client sends can break it), no token, no key.
 * @param {{ time: string, sub: string, user: string, client: string, method: string, request: string, status: number, requestId: string }} entry
 */
function auditLine(entry) {
  let line = JSON.stringify({
    time: entry.time,
    sub: entry.sub || null,
    user: entry.user || null,
    client: entry.client,
    method: entry.method,
    request: entry.request.length > 2048 ? entry.request.slice(0, 2048) + '…' : entry.request,
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

/** @typedef {{ variables: Record<string, string | undefined>, headersIn: Record<string, string | undefined>, headersOut: Record<string, string | undefined>, status: number, method: string, subrequest: (uri: string, options: { args?: string, method?: string }) => Promise<{ status: number, responseText?: string }>, return: (status: number, body?: string) => void, error: (message: string) => void, warn: (message: string) => void }} NginxRequest */

/** The location through which nginx asks the issuer (signin.conf.template). */
const ISSUER_LOCATION = '/_wound_history_issuer'

/** @param {NginxRequest} r */
function issuerGetter(r) {
  return async function (/** @type {string} */ path, /** @type {string} */ args) {
    let reply = await r.subrequest(ISSUER_LOCATION + path, { args: args, method: 'GET' })
    if (reply.status !== 200) throw new Error('issuer answered ' + reply.status + ' for ' + path)
    try {
      return JSON.parse(reply.responseText || '')
    } catch (e) {
      throw new Error('issuer sent no JSON for ' + path, { cause: e })
    }
  }
}

/**
 * `auth_request` target: 204 with the clinician in X-Wound-History-Sub and -User, or 401 (token
 * refused), or 500 (the issuer could not be asked; nginx answers the browser 503 for it).
 * @param {NginxRequest} r
 */
async function verify(r) {
  let expected = { issuer: r.variables.wound_history_oidc_issuer || '', audience: r.variables.wound_history_oidc_audience || '' }
  let verdict
  try {
    verdict = await verifyAuthorization(
      r.headersIn.Authorization,
      expected,
      function () {
        return issuerKeys(expected.issuer, issuerGetter(r))
      },
      Date.now() / 1000,
    )
  } catch (e) {
    verdict = { ok: false, status: 503, reason: 'token check failed: ' + String(/** @type {Error} */ (e).message) }
  }
  if (verdict.ok) {
    let claims = /** @type {Record<string, unknown>} */ (verdict.claims)
    r.headersOut['X-Wound-History-Sub'] = String(claims.sub)
    let username = claims.preferred_username
    if (typeof username === 'string' && username.length <= 200 && !hasControlCharacter(username))
      r.headersOut['X-Wound-History-User'] = username
    r.return(204)
    return
  }
  if (verdict.status === 401) {
    r.warn('wound-history: token refused: ' + verdict.reason)
    r.return(401)
  } else {
    r.error('wound-history: ' + verdict.reason)
    r.return(500)
  }
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
 * `js_header_filter`: one audit line per /api/ request, answered or refused, as its status is sent.
 * @param {NginxRequest} r
 */
function audit(r) {
  let file = r.variables.wound_history_audit_log || ''
  let line = auditLine({
    time: new Date().toISOString(),
    sub: r.variables.wound_history_sub || '',
    user: r.variables.wound_history_user || '',
    client: r.variables.remote_addr || '',
    method: r.method,
    request: r.variables.request_uri || '',
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
