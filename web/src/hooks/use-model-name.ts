import { useQuery } from '@tanstack/react-query'

import { api, dataOf } from '@/lib/api-client'

/**
 * The name of the model this server is configured with, asked for only when an answer came from the model
 * ('openai' engine); '' until it is known or when no model is configured.
 */
export function useModelName(engine: string | undefined): string {
  // The same query, by key, as the settings page's.
  const settings = useQuery({
    queryKey: ['/api/settings'],
    queryFn: ({ signal }) => dataOf(api.GET('/api/settings', { signal })),
    enabled: engine === 'openai',
  })
  return settings.data?.model ?? ''
}
