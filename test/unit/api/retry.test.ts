import { describe, expect, it } from 'vitest'
import { ApiError, apiErrorFromResponse, networkError } from '../../../src/api/errors'
import { MAX_RETRIES, retryDelay, shouldRetry } from '../../../src/api/retry'

const serverError = () => apiErrorFromResponse(503, 'Service Unavailable', undefined)

describe('shouldRetry', () => {
  it('retries network failures and 5xx up to MAX_RETRIES times', () => {
    expect(MAX_RETRIES).toBe(3)
    for (const error of [networkError(new TypeError('x')), serverError(), apiErrorFromResponse(500, '', undefined)]) {
      expect([0, 1, 2, 3, 4].map((n) => shouldRetry(n, error))).toEqual([true, true, true, false, false])
    }
  })

  it.each([400, 401, 403, 404, 422, 429])('never retries %i', (status) => {
    expect(shouldRetry(0, apiErrorFromResponse(status, '', undefined))).toBe(false)
  })

  it('never retries a cancelled request, an unreadable 200, or an error that is not an ApiError', () => {
    expect(shouldRetry(0, new ApiError({ kind: 'aborted', status: 0 }))).toBe(false)
    expect(shouldRetry(0, new ApiError({ kind: 'invalid-body', status: 200 }))).toBe(false)
    expect(shouldRetry(0, new TypeError('bug in a parser'))).toBe(false)
    expect(shouldRetry(0, 'string')).toBe(false)
  })
})

describe('retryDelay', () => {
  it('doubles from 500 ms and caps at 8 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(retryDelay)).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000, 8000])
  })
})
