import { queryOptions, useQuery } from '@tanstack/react-query'

import { api, dataOf } from '@/lib/api-client'

import type { ResumeChoice } from '../types'

export const RESUME_CHOICES_URL = '/api/resumes' as const

/** The signed-in account's resumes for the Select tab; asked again each time the dialog opens. */
export function resumeChoicesQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: [RESUME_CHOICES_URL],
    queryFn: ({ signal }): Promise<ResumeChoice[]> => dataOf(api.GET(RESUME_CHOICES_URL, { signal })),
    enabled,
    refetchOnMount: 'always',
  })
}

export function useResumeChoices(enabled: boolean) {
  return useQuery(resumeChoicesQueryOptions(enabled))
}
