import { QueryCache, QueryClient } from '@tanstack/react-query'
import { isApiError } from '../api/errors'
import { retryDelay, shouldRetry } from '../api/retry'
import { connectionStore } from '../session/connection-store'
import { signInSessionStore } from '../session/sign-in-session'

/**
 * One policy for every query: transient failures (network, 5xx) are retried with backoff, 4xx
 * never. A 401 anywhere means the key is missing or revoked: the settings form is offered at once.
 * In a sign-in build it means the service refused the clinician's token: they sign in again.
 */
export function createQueryClient(overrides: { retryDelay?: (attempt: number) => number } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (!isApiError(error) || error.status !== 401 || error.kind !== 'http') return
        if (connectionStore.get().settings.mode === 'signin') signInSessionStore.get()?.refused()
        else connectionStore.openPanel('unauthorized')
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: overrides.retryDelay ?? retryDelay,
        // Pages of a wound's history change rarely; revisiting one within a minute reuses it.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
    },
  })
}
