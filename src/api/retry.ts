import { isApiError } from './errors'

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
