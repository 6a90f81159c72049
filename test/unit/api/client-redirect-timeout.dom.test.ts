import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getJson, type Connection } from '../../../src/api/client'
import { describeError as describeErrorIn } from '../../../src/words/describe-error'
import { firstRowWords } from '../../../src/words/first-rows'
import { shouldRetry } from '../../../src/api/retry'
import { server } from '../../msw-server'
import { failureOf } from './failure-of'
import { noAnswer, stalledBody } from '../../stalled-response'

/** A failure in English words, as an English page says it. */
const describeError = (error: unknown) => describeErrorIn(firstRowWords.english, error)

const SERVICE = 'https://svc.test'
const MEASUREMENTS = `${SERVICE}/api/v1/measurements`
const connection: Connection = { baseUrl: SERVICE, apiKey: 'secret-key-123' }
const fetchMeasurements = (signal?: AbortSignal, timeoutMs?: number) =>
  getJson(connection, '/measurements', 'wound_id=7', signal, timeoutMs)

/** Every request that reached `url`, with the X-API-KEY it carried. */
function recordAt(url: string, respond: () => Response = () => HttpResponse.json({ data: [{ id: 666 }], metadata: {} })) {
  const seen: { url: string; apiKey: string | null }[] = []
  server.use(
    http.get(url, ({ request }) => {
      seen.push({ url: request.url, apiKey: request.headers.get('X-API-KEY') })
      return respond()
    }),
  )
  return seen
}

describe('getJson: redirects are never followed', () => {
  it.each([301, 302, 303, 307, 308])('a %i to another origin is an error naming the redirect, and the key stays home', async (status) => {
    const elsewhere = recordAt('https://elsewhere.test/api/v1/measurements')
    const home = recordAt(
      MEASUREMENTS,
      () => new HttpResponse(null, { status, headers: { Location: 'https://elsewhere.test/api/v1/measurements?wound_id=7' } }),
    )
    const error = await failureOf(fetchMeasurements())
    expect(error).toMatchObject({ kind: 'redirect' })
    expect(describeError(error).title).toBe('Service redirected the request')
    expect(describeError(error).message).toMatch(/redirect/i)
    expect(error.isTransient).toBe(false)
    expect(shouldRetry(0, error)).toBe(false)
    expect(home.map((r) => r.apiKey)).toEqual(['secret-key-123'])
    expect(elsewhere, 'nothing reached the other origin').toEqual([])
  })

  it('a redirect within the same origin is not followed either (it may leave the base URL’s path)', async () => {
    const moved = recordAt(`${SERVICE}/other-service/api/v1/measurements`)
    recordAt(
      MEASUREMENTS,
      () => new HttpResponse(null, { status: 302, headers: { Location: '/other-service/api/v1/measurements?wound_id=7' } }),
    )
    expect(await failureOf(fetchMeasurements())).toMatchObject({ kind: 'redirect' })
    expect(moved).toEqual([])
  })
})

describe('getJson: a service that never finishes', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('times out while waiting for the headers', async () => {
    server.use(http.get(MEASUREMENTS, () => noAnswer()))
    const error = await failureOf(fetchMeasurements(undefined, 50))
    expect(error).toMatchObject({ kind: 'timeout', status: 0, timeoutMs: 50 })
    expect(describeError(error).title).toBe('Service timed out')
    expect(error.isTransient).toBe(true)
  })

  it('times out while reading a body that never ends (headers already in)', async () => {
    server.use(http.get(MEASUREMENTS, stalledBody))
    const error = await failureOf(fetchMeasurements(undefined, 50))
    expect(error).toMatchObject({ kind: 'timeout', status: 200 })
    expect(describeError(error).title).toBe('Service timed out')
  })

  it('the default timeout applies without one passed (fake timers)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    server.use(http.get(MEASUREMENTS, stalledBody))
    const call = failureOf(fetchMeasurements())
    await vi.advanceTimersByTimeAsync(29_000)
    let settled = false
    void call.then(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(settled, 'still waiting after 29 s').toBe(false)
    await vi.advanceTimersByTimeAsync(1_500)
    expect(await call).toMatchObject({ kind: 'timeout' })
  })

  it('is not retried automatically: the user has already waited the whole timeout', async () => {
    server.use(http.get(MEASUREMENTS, () => noAnswer()))
    expect(shouldRetry(0, await failureOf(fetchMeasurements(undefined, 20)))).toBe(false)
  })

  it('the caller cancelling is still "cancelled", not a timeout', async () => {
    server.use(http.get(MEASUREMENTS, stalledBody))
    const controller = new AbortController()
    const call = failureOf(fetchMeasurements(controller.signal, 10_000))
    setTimeout(() => {
      controller.abort()
    }, 20)
    expect(await call).toMatchObject({ kind: 'aborted' })
  })

  it('an answer within the time is unaffected, and leaves no timer behind', async () => {
    server.use(http.get(MEASUREMENTS, () => HttpResponse.json({ ok: true })))
    const clear = vi.spyOn(globalThis, 'clearTimeout')
    expect((await fetchMeasurements(undefined, 5_000)).body).toEqual({ ok: true })
    expect(clear).toHaveBeenCalled()
  })
})
