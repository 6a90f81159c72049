import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { NuqsAdapter } from 'nuqs/adapters/react'
import { useConnectionState } from '../session/connection-store'
import { ViewStateProvider } from '../url-state/view-state-provider'
import { orderViewParams } from '../url-state/view-url'
import { AutomaticLogoff } from '../features/idle/automatic-logoff'
import { Layout } from './layout'

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
      {/* Its own code loads 2 s after start; until then, or if it cannot, the screen still closes (automatic-logoff.tsx). */}
      {guarded ? <AutomaticLogoff idleMinutes={idleMinutes} /> : null}
    </QueryClientProvider>
  )
}
