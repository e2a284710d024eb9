import { useMutation } from '@tanstack/react-query'

import { api, dataOf } from '@/lib/api-client'
import type { ApiSchema } from '@/lib/api/types'

import type { MatchResult } from '../types'

/** POST /api/resumes/{id}/match: how well the resume as it is fits the posting. */
export function matchResume(resumeId: string, jobDescription: string): Promise<MatchResult> {
  const body: ApiSchema<'JobDescriptionRequest'> = { jobDescription }
  return dataOf(api.POST('/api/resumes/{resume_id}/match', { params: { path: { resume_id: resumeId } }, body }))
}

/** A mutation rather than a query: each posting is matched once, when the person asks. */
export function useMatchResume(resumeId: string) {
  return useMutation({ mutationFn: (jobDescription: string) => matchResume(resumeId, jobDescription) })
}
