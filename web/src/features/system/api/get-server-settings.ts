import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiJson } from '@/lib/api-client'

/** How the server is configured: which AI engine answers and which model (never a key). */
export interface ServerSettings {
  aiProvider: string
  model: string
  version: string
  /** The speech server's models, '' when none is configured (the offline voice; browser recognition only). */
  voiceModel?: string
  transcriptionModel?: string
}

export const serverSettingsQueryOptions = queryOptions({
  queryKey: ['/api/settings'],
  queryFn: () => apiJson<ServerSettings>('GET', '/api/settings'),
})

export function useServerSettings() {
  return useQuery(serverSettingsQueryOptions)
}
