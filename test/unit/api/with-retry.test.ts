import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiErrorFromResponse, networkError, type ApiError } from '../../../src/api/errors'
import { MAX_RETRIES } from '../../../src/api/retry'
import { withRetry } from '../../../src/api/with-retry'

const serverError = () => apiErrorFromResponse(503, 'Service Unavailable', undefined)
const notFound = () => apiErrorFromResponse(404, 'Not Found', { error: 'Wound Not Found', error_code: '111' })

describe('withRetry', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  /** A task that fails with the given errors in turn, then succeeds. Records when each attempt ran. */
  function flaky(errors: ApiError[], result = 'rows') {
    const startedAt: number[] = []
    const run = vi.fn(() => {
      startedAt.push(Date.now())
      const error = errors[startedAt.length - 1]
      return error === undefined ? Promise.resolve(result) : Promise.reject(error)
    })
    return { run, startedAt }
  }

  it('returns at once when the first attempt succeeds', async () => {
    const { run } = flaky([])
    await expect(withRetry(run)).resolves.toBe('rows')
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('retries transient failures after 500, 1000 and 2000 ms', async () => {
    const { run, startedAt } = flaky([serverError(), networkError(null), serverError()])
    const start = Date.now()
    const result = withRetry(run)
    await vi.advanceTimersByTimeAsync(499)
    expect(run).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(run).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(3000)
    await expect(result).resolves.toBe('rows')
    expect(run).toHaveBeenCalledTimes(4)
    expect(startedAt.map((t) => t - start)).toEqual([0, 500, 1500, 3500])
  })

  it('gives up after MAX_RETRIES retries with the last error', async () => {
    const errors = Array.from({ length: MAX_RETRIES + 2 }, (_, i) => apiErrorFromResponse(500 + i, '', undefined))
    const { run } = flaky(errors)
    const result = withRetry(run)
    const settled = expect(result).rejects.toBe(errors[MAX_RETRIES])
    await vi.advanceTimersByTimeAsync(60_000)
    await settled
    expect(run).toHaveBeenCalledTimes(MAX_RETRIES + 1)
  })

  it.each([401, 403, 404, 422])('does not retry %i', async (status) => {
    const error = apiErrorFromResponse(status, '', undefined)
    const { run } = flaky([error])
    await expect(withRetry(run)).rejects.toBe(error)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('stops retrying as soon as a failure is not transient', async () => {
    const gone = notFound()
    const { run } = flaky([serverError(), gone, serverError()])
    const result = withRetry(run)
    const settled = expect(result).rejects.toBe(gone)
    await vi.advanceTimersByTimeAsync(10_000)
    await settled
    expect(run).toHaveBeenCalledTimes(2)
  })

  it('aborting during the backoff stops it: no further attempt, rejects at once', async () => {
    const { run } = flaky([serverError(), serverError()])
    const controller = new AbortController()
    const result = withRetry(run, controller.signal)
    const settled = expect(result).rejects.toBeDefined()
    await vi.advanceTimersByTimeAsync(200)
    controller.abort()
    await vi.advanceTimersByTimeAsync(0)
    await settled
    await vi.advanceTimersByTimeAsync(10_000)
    expect(run).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('reports a cancellation during the backoff as an aborted ApiError', async () => {
    const { run } = flaky([serverError()])
    const controller = new AbortController()
    const result = withRetry(run, controller.signal)
    const settled = expect(result).rejects.toMatchObject({ name: 'ApiError', kind: 'aborted', status: 0 })
    await vi.advanceTimersByTimeAsync(100)
    controller.abort()
    await settled
  })

  it('does not retry when the signal was aborted while the attempt ran', async () => {
    const controller = new AbortController()
    const error = serverError()
    const run = vi.fn(() => {
      controller.abort()
      return Promise.reject(error)
    })
    await expect(withRetry(run, controller.signal)).rejects.toBe(error)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('leaves no timer or abort listener behind after a successful retry', async () => {
    const { run } = flaky([serverError()])
    const controller = new AbortController()
    const add = vi.spyOn(controller.signal, 'addEventListener')
    const remove = vi.spyOn(controller.signal, 'removeEventListener')
    const result = withRetry(run, controller.signal)
    await vi.advanceTimersByTimeAsync(500)
    await expect(result).resolves.toBe('rows')
    expect(vi.getTimerCount()).toBe(0)
    expect(add).toHaveBeenCalledTimes(1)
    expect(remove).toHaveBeenCalledTimes(1)
  })
})
