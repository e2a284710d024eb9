import { queryOptions, useQuery } from '@tanstack/react-query'

import { api, dataOf } from '@/lib/api-client'

export const ANONYMOUS_RESUMES_URL = '/api/resumes/anonymous' as const

/** What this browser uploaded before signing in and nobody has claimed yet; fresh each time the dashboard opens. */
export const anonymousResumesQueryOptions = queryOptions({
  queryKey: [ANONYMOUS_RESUMES_URL],
  queryFn: ({ signal }) => dataOf(api.GET(ANONYMOUS_RESUMES_URL, { signal })),
  refetchOnMount: 'always',
})

export function useAnonymousResumes() {
  return useQuery(anonymousResumesQueryOptions)
}
