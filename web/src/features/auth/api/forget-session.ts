import type { QueryClient } from '@tanstack/react-query'

import { currentUserQueryKey } from './get-current-user'

/**
 * Forgets everything cached for the account that just left. The current-user entry is set to null rather
 * than removed, so screens that watch it (the top nav) see the change without being remounted.
 */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.setQueryData(currentUserQueryKey, null)
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] })
  queryClient.getMutationCache().clear()
}
