import { queryOptions, useQuery } from '@tanstack/react-query'

import { api, dataOf } from '@/lib/api-client'
import type { ApiSchema } from '@/lib/api/types'

/** How the server is configured: which AI engine answers and which model (never a key). */
export type ServerSettings = ApiSchema<'PublicSettings'>

export const serverSettingsQueryOptions = queryOptions({
  queryKey: ['/api/settings'],
  queryFn: ({ signal }) => dataOf(api.GET('/api/settings', { signal })),
})

export function useServerSettings() {
  return useQuery(serverSettingsQueryOptions)
}
