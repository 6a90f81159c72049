import { constants, createHmac, createSign, sign, type KeyObject } from 'node:crypto'

/**
 * Tokens made the way an attacker (or an issuer) would, with Node's own crypto: for the tests of
 * the token check nginx runs (unit: signin-token.test.ts; through real nginx: signin.test.ts).
 */

export const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url')

/** Header and payload as given, signed RS256 with `key`. */
export function rs256(header: Record<string, unknown>, payload: Record<string, unknown>, key: KeyObject): string {
  const input = `${b64(header)}.${b64(payload)}`
  return `${input}.${createSign('RSA-SHA256').update(input).sign(key).toString('base64url')}`
}

export function ps256(header: Record<string, unknown>, payload: Record<string, unknown>, key: KeyObject): string {
  const input = `${b64(header)}.${b64(payload)}`
  const signature = sign('sha256', Buffer.from(input), { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 })
  return `${input}.${signature.toString('base64url')}`
}

/** The classic confusion: HMAC "signed" with something public (the issuer's key as PEM or JWK text). */
export function hs256(header: Record<string, unknown>, payload: Record<string, unknown>, secret: string | Buffer): string {
  const input = `${b64(header)}.${b64(payload)}`
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`
}

/** `alg: none`, with an empty signature. */
export const unsigned = (payload: Record<string, unknown>): string => `${b64({ alg: 'none' })}.${b64(payload)}.`

/** The same signature over another payload. */
export function swapPayload(token: string, payload: Record<string, unknown>): string {
  const [header = '', , signature = ''] = token.split('.')
  return `${header}.${b64(payload)}.${signature}`
}
