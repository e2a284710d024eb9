import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ResumeChoice } from '../types'

export const RESUME_CHOICES_URL = '/api/resumes'

/** The signed-in account's resumes for the Select tab; asked again each time the dialog opens. */
export function resumeChoicesQueryOptions(enabled: boolean) {
  return queryOptions<ResumeChoice[], Error, ResumeChoice[], readonly [string]>({
    queryKey: [RESUME_CHOICES_URL],
    enabled,
    refetchOnMount: 'always',
  })
}

export function useResumeChoices(enabled: boolean) {
  return useQuery(resumeChoicesQueryOptions(enabled))
}
