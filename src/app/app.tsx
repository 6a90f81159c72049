import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { NuqsAdapter } from 'nuqs/adapters/react'
import { lazy, Suspense } from 'react'
import { useConnectionState } from '../session/connection-store'
import { ViewStateProvider } from '../url-state/view-state-provider'
import { orderViewParams } from '../url-state/view-url'
import { onceOnline } from '../shared/when-online'
import { Layout } from './layout'

/**
 * Automatic logoff's code loads this long after the app starts: the first rows have the network
 * and the main thread to themselves. Input before it loads still counts (shared/last-input), and a
 * clock that jumped past the deadline meanwhile closes the screen as soon as it has loaded.
 */
const IDLE_GUARD_DELAY_MS = 2_000
const IdleGuard = lazy(() =>
  new Promise((resolve) => setTimeout(resolve, IDLE_GUARD_DELAY_MS))
    .then(onceOnline(() => import('../features/idle/idle-guard')))
    .then((m) => ({ default: m.IdleGuard })),
)

/**
 * `idleMinutes`: automatic logoff after that long without input, while the app talks to a live
 * service (never in demo mode); main.tsx passes the build's VITE_IDLE_MINUTES. Left out (component
 * tests that are not about it), the app never closes by itself.
 */
export function App({ queryClient, idleMinutes }: { queryClient: QueryClient; idleMinutes?: number }) {
  const { settings, closed } = useConnectionState()
  const guarded = idleMinutes !== undefined && (settings.mode !== 'demo' || closed)
  return (
    <QueryClientProvider client={queryClient}>
      {closed ? null : (
        <NuqsAdapter processUrlSearchParams={orderViewParams}>
          <ViewStateProvider>
            <Layout />
          </ViewStateProvider>
        </NuqsAdapter>
      )}
      {guarded ? (
        <Suspense fallback={null}>
          <IdleGuard idleMinutes={idleMinutes} />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  )
}
