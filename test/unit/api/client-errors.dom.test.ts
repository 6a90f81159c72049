import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { endpointUrl, getJson, type Connection } from '../../../src/api/client'
import { ApiError, apiErrorFromResponse, invalidBodyError, isApiError, networkError } from '../../../src/api/errors'
import { describeError as describeErrorIn } from '../../../src/words/describe-error'
import { firstRowWords } from '../../../src/words/first-rows'
import { server } from '../../msw-server'
import { failureOf } from './failure-of'

/** A failure in English words, as an English page says it. */
const describeError = (error: unknown) => describeErrorIn(firstRowWords.english, error)

const MEASUREMENTS = 'https://svc.test/api/v1/measurements'
const connection: Connection = { baseUrl: 'https://svc.test', apiKey: 'secret-key-123' }

type Seen = { url: string; method: string; apiKey: string | null; accept: string | null }

/** Serves `respond` at the measurements endpoint and records every request the service receives. */
function serve(respond: () => Response | Promise<Response>, url = MEASUREMENTS): Seen[] {
  const seen: Seen[] = []
  server.use(
    http.get(url, ({ request }) => {
      seen.push({
        url: request.url,
        method: request.method,
        apiKey: request.headers.get('X-API-KEY'),
        accept: request.headers.get('Accept'),
      })
      return respond()
    }),
  )
  return seen
}

const fetchMeasurements = (signal?: AbortSignal) => getJson(connection, '/measurements', 'wound_id=7', signal)

describe('endpointUrl', () => {
  it('joins base URL, /api/v1, path and query', () => {
    expect(endpointUrl('https://svc.test', '/measurements', 'wound_id=7&page=2')).toBe(
      'https://svc.test/api/v1/measurements?wound_id=7&page=2',
    )
  })

  it('trims trailing slashes of the base URL', () => {
    expect(endpointUrl('https://svc.test/', '/assessments', 'wound_id=1')).toBe('https://svc.test/api/v1/assessments?wound_id=1')
    expect(endpointUrl('https://svc.test///', '/assessments', 'wound_id=1')).toBe('https://svc.test/api/v1/assessments?wound_id=1')
  })

  it('keeps a path prefix of the base URL', () => {
    expect(endpointUrl('https://gw.test/wound-service/', '/assessments', 'wound_id=1')).toBe(
      'https://gw.test/wound-service/api/v1/assessments?wound_id=1',
    )
  })

  it("is this page's origin when the base is empty, and has no ? without a query", () => {
    expect(endpointUrl('', '/measurements', '')).toBe(`${location.origin}/api/v1/measurements`)
    expect(endpointUrl('/', '/measurements', 'wound_id=1')).toBe(`${location.origin}/api/v1/measurements?wound_id=1`)
  })
})

describe('getJson: success', () => {
  it('GETs the URL built from the base URL with the key in X-API-KEY', async () => {
    const seen = serve(() => HttpResponse.json({ data: [], metadata: {} }))
    const response = await getJson(
      { ...connection, baseUrl: 'https://svc.test//' },
      '/measurements',
      'wound_id=7&filter[date]=%3E2026-01-01',
    )
    expect(response.body).toEqual({ data: [], metadata: {} })
    expect(seen).toEqual([
      { url: `${MEASUREMENTS}?wound_id=7&filter[date]=%3E2026-01-01`, method: 'GET', apiKey: 'secret-key-123', accept: 'application/json' },
    ])
  })

  it('sends the key to a base URL with a path prefix, and nowhere else', async () => {
    const seen = serve(() => HttpResponse.json([]), 'https://gw.test/wound-service/api/v1/assessments')
    await getJson({ baseUrl: 'https://gw.test/wound-service/', apiKey: 'other key' }, '/assessments', 'wound_id=1')
    expect(seen.map((s) => [new URL(s.url).pathname, s.apiKey])).toEqual([['/wound-service/api/v1/assessments', 'other key']])
  })

  it('does not put the key in the URL', async () => {
    const seen = serve(() => HttpResponse.json({}))
    await fetchMeasurements()
    expect(seen[0]?.url).not.toContain('secret-key-123')
  })

  it('takes issuedAt from the Date header', async () => {
    serve(() => HttpResponse.json({}, { headers: { Date: 'Sun, 01 Mar 2026 10:00:00 GMT' } }))
    const response = await fetchMeasurements()
    expect(response.issuedAt).toBe(Date.UTC(2026, 2, 1, 10, 0, 0))
  })

  it.each([
    ['no Date header', {}],
    ['an unreadable Date header', { Date: 'yesterday-ish' }],
  ])('takes issuedAt from the receipt time with %s', async (_label, headers: Record<string, string>) => {
    serve(() => HttpResponse.json({}, { headers }))
    vi.spyOn(Date, 'now').mockReturnValue(1_772_400_000_000)
    const response = await fetchMeasurements()
    expect(response.issuedAt).toBe(1_772_400_000_000)
  })
})

describe('getJson: the service says no', () => {
  it.each([
    [401, 'Invalid API token', 'The API key is missing or invalid.', '100', 100],
    [403, 'Access denied', 'You may not read this wound.', '101', 101],
    [404, 'Wound Not Found', 'No wound with id 7.', 111, 111],
    [422, 'Bad Request', 'The given data was invalid.', '102', 102],
  ])('maps %i with its title, message and code from the body', async (status, title, message, errorCode, code) => {
    serve(() => HttpResponse.json({ error: title, message, error_code: errorCode }, { status }))
    const error = await failureOf(fetchMeasurements())
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ name: 'ApiError', kind: 'http', status, sentTitle: title, sentMessage: message, code })
    expect(describeError(error)).toMatchObject({ title, message, status })
    expect(error.isTransient).toBe(false)
  })

  it('uses the title the service sent even when it differs from the spec', async () => {
    serve(() => HttpResponse.json({ error: 'Token expired', message: 'Renew your key.', error_code: 'E_TOKEN' }, { status: 401 }))
    const error = await failureOf(fetchMeasurements())
    expect(error).toMatchObject({ code: 'E_TOKEN' })
    expect(describeError(error)).toMatchObject({ title: 'Token expired', message: 'Renew your key.' })
  })

  it('reads the misspelled error_cde', async () => {
    serve(() => HttpResponse.json({ error: 'Access denied', message: 'No.', error_cde: '101' }, { status: 403 }))
    expect((await failureOf(fetchMeasurements())).code).toBe(101)
  })

  it.each([
    [401, 'Invalid API token'],
    [403, 'Access denied'],
    [404, 'Wound Not Found'],
    [422, 'Bad Request'],
  ])('falls back to the spec title for %i without a body', async (status, title) => {
    serve(() => new HttpResponse(null, { status }))
    const error = await failureOf(fetchMeasurements())
    expect(error).toMatchObject({ kind: 'http', status, sentTitle: undefined, code: undefined })
    expect(describeError(error).title).toBe(title)
    expect(describeError(error).message).toContain(String(status))
  })

  it('falls back to the spec title when the error body is not JSON', async () => {
    serve(
      () =>
        new HttpResponse('<html><body>Forbidden</body></html>', {
          status: 403,
          statusText: 'Forbidden',
          headers: { 'Content-Type': 'text/html' },
        }),
    )
    const error = await failureOf(fetchMeasurements())
    expect(error).toMatchObject({ kind: 'http', status: 403, code: undefined })
    expect(describeError(error)).toMatchObject({ title: 'Access denied', message: 'The service answered 403 Forbidden.' })
  })

  it('fills in only what the body lacks', async () => {
    serve(() => HttpResponse.json({ error_code: '111' }, { status: 404, statusText: 'Not Found' }))
    const error = await failureOf(fetchMeasurements())
    expect(error).toMatchObject({ code: 111 })
    expect(describeError(error)).toMatchObject({ title: 'Wound Not Found', message: 'The service answered 404 Not Found.' })
  })

  it('treats 5xx as transient, with or without a JSON body', async () => {
    serve(() => new HttpResponse('<h1>502 Bad Gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } }))
    const gateway = await failureOf(fetchMeasurements())
    expect(gateway).toMatchObject({ kind: 'http', status: 502 })
    expect(describeError(gateway).title).toBe('Service error')
    expect(gateway.isTransient).toBe(true)

    serve(() => HttpResponse.json({ error: 'Server Error', message: 'Something broke.' }, { status: 500 }))
    const internal = await failureOf(fetchMeasurements())
    expect(internal).toMatchObject({ kind: 'http', status: 500 })
    expect(describeError(internal)).toMatchObject({ title: 'Server Error', message: 'Something broke.' })
    expect(internal.isTransient).toBe(true)
  })

  it('names a status the spec does not list by its number', async () => {
    serve(() => new HttpResponse(null, { status: 429 }))
    const error = await failureOf(fetchMeasurements())
    expect(error).toMatchObject({ kind: 'http', status: 429 })
    expect(describeError(error).title).toBe('HTTP 429')
    expect(error.isTransient).toBe(false)
  })
})

describe('getJson: no usable answer', () => {
  it('a 200 with a body that is not JSON is an invalid-body error, not transient', async () => {
    serve(() => new HttpResponse('<html>maintenance</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }))
    const error = await failureOf(fetchMeasurements())
    expect(error).toMatchObject({ kind: 'invalid-body', status: 200 })
    expect(describeError(error)).toMatchObject({
      title: 'Unreadable response',
      message: 'The service answered 200 with a body that is not JSON.',
    })
    expect(error.cause).toBeInstanceOf(SyntaxError)
    expect(error.isTransient).toBe(false)
  })

  it('an empty 200 body is an invalid-body error', async () => {
    serve(() => new HttpResponse('', { status: 200 }))
    expect(await failureOf(fetchMeasurements())).toMatchObject({ kind: 'invalid-body', status: 200 })
  })

  it('a network failure is kind network, status 0, transient', async () => {
    serve(() => HttpResponse.error())
    const error = await failureOf(fetchMeasurements())
    expect(error).toMatchObject({ kind: 'network', status: 0, code: undefined })
    expect(describeError(error).title).toBe('Service unreachable')
    expect(error.isTransient).toBe(true)
    expect(error.cause).toBeDefined()
  })
})

describe('getJson: cancellation', () => {
  it('rejects with kind aborted when the signal aborts while waiting', async () => {
    const seen = serve(async () => {
      await delay(200)
      return HttpResponse.json({})
    })
    const controller = new AbortController()
    const call = fetchMeasurements(controller.signal)
    await vi.waitFor(() => {
      expect(seen).toHaveLength(1)
    })
    controller.abort()
    const error = await failureOf(call)
    expect(error).toMatchObject({ kind: 'aborted', status: 0 })
    expect(describeError(error).title).toBe('Cancelled')
    expect(error.isTransient).toBe(false)
  })

  it('does not reach the service when the signal is already aborted', async () => {
    const seen = serve(() => HttpResponse.json({}))
    const controller = new AbortController()
    controller.abort()
    expect(await failureOf(fetchMeasurements(controller.signal))).toMatchObject({ kind: 'aborted' })
    expect(seen).toHaveLength(0)
  })

  it('a signal that never aborts changes nothing', async () => {
    serve(() => HttpResponse.json({ ok: true }))
    expect((await fetchMeasurements(new AbortController().signal)).body).toEqual({ ok: true })
  })
})

describe('ApiError and its factories', () => {
  it('is an Error with a name, a kind and the cause kept', () => {
    const cause = new TypeError('fetch failed')
    const error = networkError(cause)
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('ApiError')
    expect(error.cause).toBe(cause)
    expect(isApiError(error)).toBe(true)
    expect(isApiError(cause)).toBe(false)
    expect(isApiError({ kind: 'network', status: 0 })).toBe(false)
  })

  it('has no cause when none was given', () => {
    expect(apiErrorFromResponse(404, '', undefined).cause).toBeUndefined()
  })

  it.each([
    [400, false],
    [401, false],
    [404, false],
    [422, false],
    [499, false],
    [500, true],
    [503, true],
    [504, true],
  ])('http %i is transient: %s', (status, transient) => {
    expect(apiErrorFromResponse(status, '', undefined).isTransient).toBe(transient)
  })

  it('aborted and invalid-body (2xx) are not transient', () => {
    expect(new ApiError({ kind: 'aborted', status: 0 }).isTransient).toBe(false)
    expect(invalidBodyError(200, new SyntaxError('x')).isTransient).toBe(false)
  })

  it('apiErrorFromResponse reads the body for what it offers', () => {
    const tooMany = apiErrorFromResponse(422, 'Unprocessable Content', {
      message: 'The per page must not be greater than 50.',
      error_code: 102,
    })
    expect(tooMany).toMatchObject({ kind: 'http', status: 422, code: 102 })
    expect(describeError(tooMany)).toMatchObject({ title: 'Bad Request', message: 'The per page must not be greater than 50.' })
    const broken = apiErrorFromResponse(500, '', 'stack trace')
    expect(broken).toMatchObject({ code: undefined })
    expect(describeError(broken)).toMatchObject({ title: 'Service error', message: 'The service answered 500.' })
  })
})
