import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { NuqsAdapter } from 'nuqs/adapters/react'
import { Layout } from './layout'

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <NuqsAdapter>
        <Layout />
      </NuqsAdapter>
    </QueryClientProvider>
  )
}
