import { describe, expect, it } from 'vitest'
import { IMAGE_URL_TTL_MS, imageUrlExpiry } from '../../../src/api/image-expiry'
import { checkImageToken, imageToken, IMAGE_URL_TTL_MS as DEMO_TTL_MS } from '../../../src/mocks/signing'

/*
 * Hand-computed clock for every case below.
 * 1970-01-01 → 2026-01-01: 56 years, 14 of them leap (1972 … 2024) → 56 × 365 + 14 = 20 454 days.
 * 2026-01-01 → 2026-11-21: 31+28+31+30+31+30+31+31+30+31 (Jan–Oct) + 20 = 324 days.
 * 2026-11-21T00:00:00Z = 20 778 days × 86 400 = 1 795 219 200 s.
 * 2026-11-21T15:20:00Z = 1 795 219 200 + 15 × 3600 + 20 × 60 = 1 795 274 400 s.
 */
// The storage signs the URLs below at 2026-11-21T15:20:00Z = 1 795 274 400 s.
/** The page's Date header: one second after signing. */
const ISSUED = 1_795_274_401_000 // 2026-11-21T15:20:01Z
const BY_RULE = 1_795_275_001_000 // ISSUED + 600 000 ms = 15:30:01Z

const fallback = { expiresAt: BY_RULE, source: 'issued-plus-ttl' }

const S3 = 'https://wound-images.s3.eu-west-1.amazonaws.com/wounds/1/100001/original.jpg'
const AMZ_SIG = 'aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404'
const sigV4 = (date: string, expires: string, names = ['X-Amz-Date', 'X-Amz-Expires', 'X-Amz-Signature']) =>
  `${S3}?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20261121%2Feu-west-1%2Fs3%2Faws4_request` +
  `&${names[0] ?? ''}=${date}&${names[1] ?? ''}=${expires}&X-Amz-SignedHeaders=host&${names[2] ?? ''}=${AMZ_SIG}`

describe('imageUrlExpiry: S3 SigV4 presigned URLs', () => {
  it('adds X-Amz-Expires seconds to X-Amz-Date', () => {
    // 15:20:00Z + 300 s = 1 795 274 700 s = 15:25:00Z, before the spec's 15:30:01Z.
    expect(imageUrlExpiry(sigV4('20261121T152000Z', '300'), ISSUED)).toEqual({ expiresAt: 1_795_274_700_000, source: 'sigv4' })
  })

  it('matches the parameter names case-insensitively, as S3 does', () => {
    const expected = { expiresAt: 1_795_274_700_000, source: 'sigv4' }
    expect(imageUrlExpiry(sigV4('20261121T152000Z', '300', ['x-amz-date', 'x-amz-expires', 'x-amz-signature']), ISSUED)).toEqual(expected)
    expect(imageUrlExpiry(sigV4('20261121T152000Z', '300', ['X-AMZ-DATE', 'x-Amz-EXPIRES', 'X-Amz-signature']), ISSUED)).toEqual(expected)
  })

  it('keeps the scheme as source when it agrees with the spec to the millisecond', () => {
    // 15:20:01Z + 600 s = 15:30:01Z = BY_RULE.
    expect(imageUrlExpiry(sigV4('20261121T152001Z', '600'), ISSUED)).toEqual({ expiresAt: BY_RULE, source: 'sigv4' })
  })

  it('believes the spec when the URL claims to live longer than 10 minutes', () => {
    // 15:20:00Z + 3600 s = 16:20:00Z, later than 15:30:01Z: the earlier one binds.
    expect(imageUrlExpiry(sigV4('20261121T152000Z', '3600'), ISSUED)).toEqual(fallback)
  })

  it('is not fooled by date and expiry without a signature', () => {
    expect(imageUrlExpiry(`${S3}?X-Amz-Date=20261121T152000Z&X-Amz-Expires=60`, ISSUED)).toEqual(fallback)
  })
})

describe('imageUrlExpiry: legacy S3 (SigV2) URLs', () => {
  const legacy = (expires: string) =>
    `https://wound-images.s3.amazonaws.com/wounds/1/100001/original.jpg?AWSAccessKeyId=AKIAIOSFODNN7EXAMPLE&Expires=${expires}&Signature=vjbyPxybdZaNmGa%2ByT272YEAiv4%3D`

  it('reads Expires as Unix seconds', () => {
    // 1 795 274 640 s = 15:20:00Z + 240 s = 15:24:00Z.
    expect(imageUrlExpiry(legacy('1795274640'), ISSUED)).toEqual({ expiresAt: 1_795_274_640_000, source: 's3-legacy' })
  })

  it('matches names case-insensitively', () => {
    const url = 'https://wound-images.s3.amazonaws.com/a.jpg?awsaccesskeyid=AKIAIOSFODNN7EXAMPLE&EXPIRES=1795274640&signature=abc%3D'
    expect(imageUrlExpiry(url, ISSUED)).toEqual({ expiresAt: 1_795_274_640_000, source: 's3-legacy' })
  })

  it('needs the access key id alongside Expires and Signature', () => {
    expect(imageUrlExpiry('https://wound-images.s3.amazonaws.com/a.jpg?Expires=1795274640&Signature=abc%3D', ISSUED)).toEqual(fallback)
  })
})

describe('imageUrlExpiry: CloudFront signed URLs', () => {
  const CF = 'https://d111111abcdef8.cloudfront.net/wounds/1/original.jpg?size=~large'
  const SIGNATURE =
    'Nql641NHEUkUaXQHZINK1FZ~SYeUSoBJMxjdgqrzIdzV2gyEXPDNv0pYdWJkflDKJ3xIu7lbwRpSkG98NBlgPrwYXGfv3vnkO9zZ4QaT0~uMU0mPSNGKW9R1MeBNhDrhNHmqcU6G8HGVeM3Mqx81h2OAT8EAlWfaCQwVOw4slr9ThyOK~nKRWKUpLpM5MLfc6bNlFzQnKR6kDhABKvNqPQ__'
  const KEY_PAIR = 'K2JCJMDEHXQW5F'
  // Base64 of {"Statement":[{"Resource":"https://d111111abcdef8.cloudfront.net/wounds/1/original.jpg?size=~large",
  //   "Condition":{"DateLessThan":{"AWS:EpochTime":1795274640}}}]} in CloudFront's alphabet: it holds a
  // `~` (for `/`), a `-` (for `+`) and `__` (for `==`), so each substitution is exercised.
  const POLICY =
    'eyJTdGF0ZW1lbnQiOlt7IlJlc291cmNlIjoiaHR0cHM6Ly9kMTExMTExYWJjZGVmOC5jbG91ZGZyb250Lm5ldC93b3VuZHMvMS9vcmlnaW5hbC5qcGc~c2l6ZT1-bGFyZ2UiLCJDb25kaXRpb24iOnsiRGF0ZUxlc3NUaGFuIjp7IkFXUzpFcG9jaFRpbWUiOjE3OTUyNzQ2NDB9fX1dfQ__'

  it('reads a canned policy Expires as Unix seconds', () => {
    // 1 795 274 580 s = 15:20:00Z + 180 s = 15:23:00Z.
    const url = `${CF}&Expires=1795274580&Signature=${SIGNATURE}&Key-Pair-Id=${KEY_PAIR}`
    expect(imageUrlExpiry(url, ISSUED)).toEqual({ expiresAt: 1_795_274_580_000, source: 'cloudfront' })
  })

  it("decodes a custom policy's DateLessThan in CloudFront's URL-safe base64", () => {
    expect(POLICY).toMatch(/~.*-.*__$/)
    const url = `${CF}&Policy=${POLICY}&Signature=${SIGNATURE}&Key-Pair-Id=${KEY_PAIR}`
    // AWS:EpochTime 1 795 274 640 s = 15:24:00Z.
    expect(imageUrlExpiry(url, ISSUED)).toEqual({ expiresAt: 1_795_274_640_000, source: 'cloudfront' })
  })

  it('also decodes a policy left in standard base64, even with a raw + that arrives as a space', () => {
    const standard = POLICY.replace(/-/g, '+').replace(/_/g, '=').replace(/~/g, '/')
    expect(standard).toContain('+')
    const url = `${CF}&Policy=${standard}&Signature=${SIGNATURE}&Key-Pair-Id=${KEY_PAIR}`
    expect(imageUrlExpiry(url, ISSUED)).toEqual({ expiresAt: 1_795_274_640_000, source: 'cloudfront' })
  })

  it('takes the earlier of Expires and Policy when both come', () => {
    const url = `${CF}&Expires=1795274700&Policy=${POLICY}&Signature=${SIGNATURE}&Key-Pair-Id=${KEY_PAIR}`
    expect(imageUrlExpiry(url, ISSUED)).toEqual({ expiresAt: 1_795_274_640_000, source: 'cloudfront' })
  })

  it('takes the earliest DateLessThan of several statements, skipping one without', () => {
    const statement = (seconds?: number) => ({
      Resource: '*',
      Condition: seconds === undefined ? {} : { DateLessThan: { 'AWS:EpochTime': seconds } },
    })
    const policy = btoa(JSON.stringify({ Statement: [statement(1_795_274_700), statement(), statement(1_795_274_640)] }))
    const url = `${CF}&Policy=${encodeURIComponent(policy)}&Signature=${SIGNATURE}&Key-Pair-Id=${KEY_PAIR}`
    expect(imageUrlExpiry(url, ISSUED)).toEqual({ expiresAt: 1_795_274_640_000, source: 'cloudfront' })
  })

  it.each([
    ['not base64 at all', '!!!'],
    ['base64 of something that is not JSON', btoa('not json')],
    [
      'no DateLessThan',
      btoa(JSON.stringify({ Statement: [{ Resource: '*', Condition: { DateGreaterThan: { 'AWS:EpochTime': 1795274400 } } }] })),
    ],
    ['EpochTime as a string', btoa(JSON.stringify({ Statement: [{ Condition: { DateLessThan: { 'AWS:EpochTime': '1795274640' } } }] }))],
    ['a fractional EpochTime', btoa(JSON.stringify({ Statement: [{ Condition: { DateLessThan: { 'AWS:EpochTime': 1795274640.5 } } }] }))],
    ['a negative EpochTime', btoa(JSON.stringify({ Statement: [{ Condition: { DateLessThan: { 'AWS:EpochTime': -1 } } }] }))],
    ['no statements', btoa(JSON.stringify({ Statement: [] }))],
    ['a JSON array', btoa('[1,2]')],
  ])('falls back to the spec for a policy with %s', (_, policy) => {
    const url = `${CF}&Policy=${encodeURIComponent(policy)}&Signature=${SIGNATURE}&Key-Pair-Id=${KEY_PAIR}`
    expect(imageUrlExpiry(url, ISSUED)).toEqual(fallback)
  })
})

describe('imageUrlExpiry: Google Cloud Storage V4 URLs', () => {
  const GCS = 'https://storage.googleapis.com/wound-images/wounds/1/100001/original.jpg'
  const credential = 'X-Goog-Credential=viewer%40wound-history.iam.gserviceaccount.com%2F20261121%2Fauto%2Fstorage%2Fgoog4_request'

  it('adds X-Goog-Expires seconds to X-Goog-Date', () => {
    const url = `${GCS}?X-Goog-Algorithm=GOOG4-RSA-SHA256&${credential}&X-Goog-Date=20261121T152000Z&X-Goog-Expires=240&X-Goog-SignedHeaders=host&X-Goog-Signature=5a4ec1cb`
    // 15:20:00Z + 240 s = 1 795 274 640 s = 15:24:00Z.
    expect(imageUrlExpiry(url, ISSUED)).toEqual({ expiresAt: 1_795_274_640_000, source: 'google-v4' })
  })

  it('matches names case-insensitively', () => {
    const url = `${GCS}?x-goog-date=20261121T152000Z&x-goog-expires=240&x-goog-signature=5a4ec1cb`
    expect(imageUrlExpiry(url, ISSUED)).toEqual({ expiresAt: 1_795_274_640_000, source: 'google-v4' })
  })

  it('is not fooled by date and expiry without a signature', () => {
    expect(imageUrlExpiry(`${GCS}?X-Goog-Date=20261121T152000Z&X-Goog-Expires=240`, ISSUED)).toEqual(fallback)
  })
})

describe("imageUrlExpiry: the demo service's opaque tokens", () => {
  const path = '/demo-images/100001/original.svg'
  const url = `http://localhost${path}?token=${imageToken(path, ISSUED)}`

  it('uses the spec: 10 minutes from issue, the same lifetime the demo service signs for', () => {
    expect(IMAGE_URL_TTL_MS).toBe(600_000)
    expect(IMAGE_URL_TTL_MS).toBe(DEMO_TTL_MS)
    expect(imageUrlExpiry(url, ISSUED)).toEqual(fallback)
  })

  it('names the very millisecond the demo service starts refusing the token', () => {
    const token = new URL(url).searchParams.get('token')
    const { expiresAt } = imageUrlExpiry(url, ISSUED)
    expect(checkImageToken(path, token, expiresAt - 1)).toBe('valid')
    expect(checkImageToken(path, token, expiresAt)).toBe('expired')
  })
})

describe('imageUrlExpiry: malformed input never throws and falls back to the spec', () => {
  it.each([
    ['an empty string', ''],
    ['words', 'not a url'],
    ['a broken host', 'https://[oops/a.jpg?X-Amz-Date=20261121T152000Z&X-Amz-Expires=60&X-Amz-Signature=ab'],
    ['a relative URL', '/wounds/1/a.jpg?X-Amz-Date=20261121T152000Z&X-Amz-Expires=60&X-Amz-Signature=ab'],
    ['an ISO date instead of the compact form', sigV4('2026-11-21T15:20:00Z', '60')],
    ['a date without its Z', sigV4('20261121T152000', '60')],
    ['30 February', sigV4('20260230T152000Z', '60')],
    ['31 November', sigV4('20261131T152000Z', '60')],
    // Each of these would roll over into a plausible time (Date.UTC is lenient) were it not refused:
    ['hour 24', sigV4('20261120T240000Z', '60')], // 2026-11-21T00:00:00Z
    ['minute 60', sigV4('20261121T146000Z', '60')], // 15:00:00Z
    ['second 60', sigV4('20261121T151960Z', '60')], // 15:20:00Z
    ['a two-digit year padded out', sigV4('00991121T152000Z', '60')],
    ['negative seconds', sigV4('20261121T152000Z', '-60')],
    ['fractional seconds', sigV4('20261121T152000Z', '60.5')],
    ['exponent seconds', sigV4('20261121T152000Z', '6e1')],
    ['padded seconds', sigV4('20261121T152000Z', '%2060')],
    ['empty seconds', sigV4('20261121T152000Z', '')],
    ['words for Expires', 'https://b.s3.amazonaws.com/a.jpg?AWSAccessKeyId=AKIA&Expires=soon&Signature=x'],
    ['an Expires of a trillion years', 'https://b.s3.amazonaws.com/a.jpg?AWSAccessKeyId=AKIA&Expires=99999999999999999999&Signature=x'],
    // Which one would S3 believe? Neither reading is safe, so neither is taken.
    ['conflicting repeated names (first)', `${sigV4('20261121T152000Z', '6000')}&x-amz-expires=60`],
    ['conflicting repeated names (last)', `${sigV4('20261121T152000Z', '60')}&x-amz-expires=6000`],
    [
      'an Azure SAS (not a scheme we read)',
      'https://acct.blob.core.windows.net/c/a.jpg?sv=2022-11-02&se=2026-11-21T15%3A24%3A00Z&sr=b&sp=r&sig=abc%3D',
    ],
  ])('%s', (_, url) => {
    expect(() => imageUrlExpiry(url, ISSUED)).not.toThrow()
    expect(imageUrlExpiry(url, ISSUED)).toEqual(fallback)
  })

  it('reads a name repeated with the same value', () => {
    expect(imageUrlExpiry(`${sigV4('20261121T152000Z', '60')}&x-amz-expires=60`, ISSUED)).toEqual({
      expiresAt: 1_795_274_460_000,
      source: 'sigv4',
    })
  })
})

describe('imageUrlExpiry: implausible expiries are misreadings', () => {
  const legacy = (expires: number) => `https://b.s3.amazonaws.com/a.jpg?AWSAccessKeyId=AKIA&Expires=${expires}&Signature=x`
  const DAY_S = 86_400

  it('accepts a URL that expired before the page was issued, up to a day before (a cached page)', () => {
    // Signed 15:00:00Z for 600 s → 15:10:00Z = 1 795 273 800 s, before the Date header of 15:20:01Z.
    expect(imageUrlExpiry(sigV4('20261121T150000Z', '600'), ISSUED)).toEqual({ expiresAt: 1_795_273_800_000, source: 'sigv4' })
    // Exactly one day before issue: 1 795 274 401 − 86 400 = 1 795 188 001 s.
    expect(imageUrlExpiry(legacy(1_795_188_001), ISSUED)).toEqual({ expiresAt: 1_795_188_001_000, source: 's3-legacy' })
  })

  it('falls back for an expiry more than a day before issue', () => {
    expect(imageUrlExpiry(legacy(1_795_188_000), ISSUED)).toEqual(fallback)
    expect(imageUrlExpiry(legacy(0), ISSUED)).toEqual(fallback)
  })

  it('falls back for an expiry absurdly far ahead (milliseconds sent as seconds, beyond 7 days)', () => {
    expect(imageUrlExpiry(legacy(1_795_274_640_000), ISSUED)).toEqual(fallback)
    // Signed 8 days after issue, for S3's longest 604 800 s: 15 days out.
    expect(imageUrlExpiry(sigV4('20261129T152000Z', String(7 * DAY_S)), ISSUED)).toEqual(fallback)
  })
})
