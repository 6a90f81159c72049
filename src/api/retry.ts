import { abortedError, isApiError } from './errors'

/** Retries after the first failure, for transient failures only (network, 5xx; not timeouts). */
export const MAX_RETRIES = 3
const BASE_DELAY_MS = 500
const MAX_DELAY_MS = 8_000

/**
 * React Query's `retry`: never for 4xx or a redirect (the answer will not change), a few times for
 * network failures and 5xx, which fail fast. A timeout is transient too, but is not retried here:
 * it has already cost the user the whole timeout, and three more would make them wait two minutes.
 * It is shown at once, with Retry.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isApiError(error) && error.isTransient && error.kind !== 'timeout'
}

/** Exponential backoff: 0.5 s, 1 s, 2 s … capped at 8 s. `attempt` counts from 0. */
export function retryDelay(attempt: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** attempt, MAX_DELAY_MS)
}

/** Cancellation during a backoff rejects like a cancelled request: an ApiError of kind 'aborted'. */
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortedError(signal.reason))
      return
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(abortedError(signal?.reason))
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })

/** The same policy for work that runs outside React Query's own retry (the pages of a history). */
export async function withRetry<T>(run: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      if (signal?.aborted || !shouldRetry(attempt, error)) throw error
      await sleep(retryDelay(attempt), signal)
    }
  }
}
