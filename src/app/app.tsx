import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { NuqsAdapter } from 'nuqs/adapters/react'
import { orderViewParams } from '../config/view-url'
import { Layout } from './layout'

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <NuqsAdapter processUrlSearchParams={orderViewParams}>
        <Layout />
      </NuqsAdapter>
    </QueryClientProvider>
  )
}
