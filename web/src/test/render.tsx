import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { render, type RenderResult } from '@testing-library/react'
import type { ReactElement } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'

import { createQueryClient } from '@/lib/api-client'

interface RenderOptions {
  path?: string
  queryClient?: QueryClient
}

export interface RenderedApp extends RenderResult {
  queryClient: QueryClient
  /** Every location the app has been at, oldest first. */
  history: string[]
}

/** Renders with the app's query defaults and an in-memory router starting at `path`. */
export function renderWithProviders(ui: ReactElement, { path = '/', queryClient }: RenderOptions = {}): RenderedApp {
  const client = queryClient ?? createQueryClient()
  const location = memoryLocation({ path, record: true })
  const result = render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </QueryClientProvider>,
  )
  return { ...result, queryClient: client, history: location.history }
}

/** A fetch stand-in that answers each URL with the given JSON (status 200 unless told). */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}
