import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useState } from 'react'

import { createQueryClient } from '@/lib/api-client'

import { AppShell } from './layout/app-shell'
import { AppRoutes } from './routes'

export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  return (
    <QueryClientProvider client={client}>
      <AppShell>
        <AppRoutes />
      </AppShell>
    </QueryClientProvider>
  )
}
