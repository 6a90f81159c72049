import { abortedError } from './errors'
import { retryDelay, shouldRetry } from './retry'

/*
 * React Query's retry policy (retry.ts) for what runs outside React Query's own retry: the pages of
 * a whole history, an image's renewed signature. Apart from retry.ts, which the first rows load for
 * the query client, so that only the lazy chunks that run it carry it.
 */

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
