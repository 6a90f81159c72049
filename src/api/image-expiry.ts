/**
 * When a signed image URL stops working. The spec's rule (8.1) is that every image URL expires
 * 10 minutes after it is issued; where the URL itself says when it expires (a cloud storage
 * presigned URL), that is read too and the EARLIER of the two wins: the spec is a promise about
 * the latest moment, and a URL that says it dies sooner is believed, since refreshing early only
 * costs a request while refreshing late costs a broken image.
 *
 * Reading is deliberately forgiving: a malformed URL or value never throws, it falls back to the
 * spec's rule. So does an expiry more than a day before `issuedAt`, far more likely a misreading
 * (a local time, a zero) than a URL that died a day before it was handed out; within a day it is
 * believed (a cached page of already-expired URLs). An expiry absurdly far ahead (milliseconds read
 * as seconds, beyond S3's 7-day maximum) needs no check of its own: it is later than the spec's
 * 10 minutes, so the spec's rule applies anyway.
 */

/** The spec's lifetime of an image URL, counted from the response that carried it. */
export const IMAGE_URL_TTL_MS = 600_000

type ImageExpirySource = 'sigv4' | 's3-legacy' | 'cloudfront' | 'google-v4' | 'issued-plus-ttl'
type ImageExpiry = { expiresAt: number; source: ImageExpirySource }

/** Expiries more than this before issue are misreadings, not URLs that were already dead. */
const MAX_PAST_MS = 86_400_000

/**
 * The expiry of `url`, issued at `issuedAt` (epoch ms): the scheme's own expiry when readable and
 * earlier than the spec's, else `issuedAt + IMAGE_URL_TTL_MS`. `source` names the rule that gave
 * `expiresAt` (on a tie, the scheme).
 */
export function imageUrlExpiry(url: string, issuedAt: number): ImageExpiry {
  const byRule = issuedAt + IMAGE_URL_TTL_MS
  const read = readSchemeExpiry(url)
  if (read === undefined) return { expiresAt: byRule, source: 'issued-plus-ttl' }
  const misread = read.expiresAt < issuedAt - MAX_PAST_MS
  if (misread || read.expiresAt > byRule) return { expiresAt: byRule, source: 'issued-plus-ttl' }
  return read
}

type SchemeExpiry = { expiresAt: number; source: Exclude<ImageExpirySource, 'issued-plus-ttl'> }

function readSchemeExpiry(url: string): SchemeExpiry | undefined {
  const params = queryParams(url)
  if (params === undefined) return undefined
  const has = (name: string) => params.has(name)
  const get = (name: string) => params.get(name) ?? undefined

  if (has('x-amz-signature') && has('x-amz-date') && has('x-amz-expires')) {
    return scheme('sigv4', datePlusSeconds(get('x-amz-date'), get('x-amz-expires')))
  }
  if (has('x-goog-signature') && has('x-goog-date') && has('x-goog-expires')) {
    return scheme('google-v4', datePlusSeconds(get('x-goog-date'), get('x-goog-expires')))
  }
  if (has('signature') && has('key-pair-id') && (has('expires') || has('policy'))) {
    // Canned policy carries Expires, a custom one a Policy; should both come, the earlier binds.
    const candidates = [unixSeconds(get('expires')), policyExpiry(get('policy'))].filter((ms) => ms !== undefined)
    return scheme('cloudfront', candidates.length > 0 ? Math.min(...candidates) : undefined)
  }
  if (has('signature') && has('awsaccesskeyid') && has('expires')) {
    return scheme('s3-legacy', unixSeconds(get('expires')))
  }
  return undefined
}

const scheme = (source: SchemeExpiry['source'], expiresAt: number | undefined): SchemeExpiry | undefined =>
  expiresAt === undefined ? undefined : { expiresAt, source }

/**
 * Query parameters by lower-cased name (S3 matches them case-insensitively; for the others it
 * costs nothing). A name given twice with different values is ambiguous and left out entirely,
 * so the scheme is not recognised and the spec's rule applies.
 */
function queryParams(url: string): Map<string, string | null> | undefined {
  let search: URLSearchParams
  try {
    search = new URL(url).searchParams
  } catch {
    return undefined
  }
  const params = new Map<string, string | null>()
  for (const [name, value] of search) {
    const key = name.toLowerCase()
    const seen = params.get(key)
    params.set(key, seen === undefined || seen === value ? value : null)
  }
  return params
}

const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/
const SECONDS = /^\d+$/

/** `YYYYMMDD'T'HHMMSS'Z'` (UTC) plus a whole number of seconds, in epoch ms. */
function datePlusSeconds(date: string | undefined, seconds: string | undefined): number | undefined {
  const start = compactUtcDate(date)
  if (start === undefined || seconds === undefined || !SECONDS.test(seconds)) return undefined
  return start + Number(seconds) * 1000
}

function compactUtcDate(text: string | undefined): number | undefined {
  const match = text === undefined ? null : COMPACT_DATE.exec(text)
  if (match === null) return undefined
  const [, year = '', month = '', day = '', hour = '', minute = '', second = ''] = match
  const ms = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second))
  // Date.UTC rolls 20240231 over into March and maps years below 100 to the 1900s: refuse both.
  const canonical = `${year}-${month}-${day}T${hour}:${minute}:${second}.000Z`
  return new Date(ms).toISOString() === canonical ? ms : undefined
}

function unixSeconds(text: string | undefined): number | undefined {
  return text !== undefined && SECONDS.test(text) ? Number(text) * 1000 : undefined
}

/**
 * A CloudFront custom policy: base64 JSON whose statements carry
 * `Condition.DateLessThan["AWS:EpochTime"]` (Unix seconds). CloudFront's URL-safe alphabet writes
 * `+` as `-`, `=` as `_` and `/` as `~`; a `+` left raw arrives as a space after query decoding.
 */
function policyExpiry(policy: string | undefined): number | undefined {
  if (policy === undefined) return undefined
  let document: unknown
  try {
    const base64 = policy.replace(/[- ]/g, '+').replace(/_/g, '=').replace(/~/g, '/')
    document = JSON.parse(atob(base64))
  } catch {
    return undefined
  }
  const statements = field(document, 'Statement')
  if (!Array.isArray(statements)) return undefined
  // CloudFront requires a DateLessThan in every statement; the earliest one found binds.
  const times = (statements as unknown[])
    .map((statement) => field(field(field(statement, 'Condition'), 'DateLessThan'), 'AWS:EpochTime'))
    .filter((seconds): seconds is number => typeof seconds === 'number' && Number.isSafeInteger(seconds))
  return times.length === 0 ? undefined : Math.min(...times) * 1000
}

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[name] : undefined

/**
 * The same expiry on this device's clock. Signatures are checked by the service's clock, which the
 * page's Date header (issuedAt) tells; receivedAt is when the page arrived here. A device clock
 * that runs ahead or behind the service's would otherwise refresh too early or too late.
 */
export function deviceExpiry(url: string, page: { issuedAt: number; receivedAt: number }): number {
  return imageUrlExpiry(url, page.issuedAt).expiresAt + (page.receivedAt - page.issuedAt)
}
