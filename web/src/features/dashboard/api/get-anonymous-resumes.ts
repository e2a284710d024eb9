import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ResumeSummary } from '../types'

export const ANONYMOUS_RESUMES_URL = '/api/resumes/anonymous'

/** What this browser uploaded before signing in and nobody has claimed yet; fresh each time the dashboard opens. */
export const anonymousResumesQueryOptions = queryOptions<ResumeSummary[], Error, ResumeSummary[], readonly [string]>({
  queryKey: [ANONYMOUS_RESUMES_URL],
  refetchOnMount: 'always',
})

export function useAnonymousResumes() {
  return useQuery(anonymousResumesQueryOptions)
}
