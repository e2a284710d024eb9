import { queryOptions, useQuery } from '@tanstack/react-query'

import { api, dataOf, nullWhenSignedOut } from '@/lib/api-client'

export const CURRENT_USER_STALE_MS = 5 * 60 * 1000

export const currentUserQueryKey = ['/api/auth/me'] as const

/** The current session's user, or null when signed out; cached 5 minutes, never retried (SPEC §4 Auth). */
export const currentUserQueryOptions = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: ({ signal }) => nullWhenSignedOut(dataOf(api.GET('/api/auth/me', { signal }))),
  staleTime: CURRENT_USER_STALE_MS,
  retry: false,
})

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions)
}
