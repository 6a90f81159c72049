/**
 * Signed image URLs, in the manner of cloud storage: the token is opaque (the expiry travels
 * inside it, not as a readable query parameter) and only the demo service can mint or check one.
 * A keyed FNV-1a is no real cryptography; it only has to make tampering detectable in a demo.
 */

export const IMAGE_URL_TTL_MS = 10 * 60 * 1000

const SECRET = 'wound-history-demo-signing-key'

function fnv1a(text: string, basis: number): number {
  let hash = basis >>> 0
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/** Two independently seeded 32-bit hashes: 64 bits of signature. */
function signature(path: string, expiresAt: number): [number, number] {
  const message = `${SECRET}\n${path}\n${expiresAt}`
  return [fnv1a(message, 0x811c9dc5), fnv1a(`${message}\n${SECRET}`, 0x050c5d1f)]
}

function toBase64Url(words: readonly number[]): string {
  const bytes = words.flatMap((word) => [word >>> 24, (word >>> 16) & 0xff, (word >>> 8) & 0xff, word & 0xff])
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

function fromBase64Url(token: string): number[] | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return undefined
  let binary: string
  try {
    binary = atob(token.replace(/-/g, '+').replace(/_/g, '/'))
  } catch {
    return undefined
  }
  if (binary.length % 4 !== 0) return undefined
  const words: number[] = []
  for (let i = 0; i < binary.length; i += 4) {
    words.push(
      ((binary.charCodeAt(i) << 24) | (binary.charCodeAt(i + 1) << 16) | (binary.charCodeAt(i + 2) << 8) | binary.charCodeAt(i + 3)) >>> 0,
    )
  }
  return words
}

/** Masks the expiry per path, so tokens share no visible prefix and the expiry cannot be read off. */
function mask(path: string): [number, number] {
  return [fnv1a(`${path}\n${SECRET}`, 0x9e3779b9), fnv1a(`${SECRET}\n${path}`, 0x7f4a7c15)]
}

/** The opaque token for `path`, valid until `issuedAt` + 10 minutes. */
export function imageToken(path: string, issuedAt: number): string {
  const expiresAt = Math.floor(issuedAt) + IMAGE_URL_TTL_MS
  const [maskHigh, maskLow] = mask(path)
  const high = (Math.floor(expiresAt / 2 ** 32) ^ maskHigh) >>> 0
  const low = ((expiresAt >>> 0) ^ maskLow) >>> 0
  return toBase64Url([high, low, ...signature(path, expiresAt)])
}

type TokenCheck = 'valid' | 'expired' | 'invalid'

export function checkImageToken(path: string, token: string | null, now: number): TokenCheck {
  const words = token === null ? undefined : fromBase64Url(token)
  if (words?.length !== 4) return 'invalid'
  const [maskedHigh = 0, maskedLow = 0, first, second] = words
  const [maskHigh, maskLow] = mask(path)
  const expiresAt = ((maskedHigh ^ maskHigh) >>> 0) * 2 ** 32 + ((maskedLow ^ maskLow) >>> 0)
  const [expectedFirst, expectedSecond] = signature(path, expiresAt)
  if (first !== expectedFirst || second !== expectedSecond) return 'invalid'
  return now >= expiresAt ? 'expired' : 'valid'
}
