import { queryOptions, useQuery } from '@tanstack/react-query'

import { api, ApiError, dataOf } from '@/lib/api-client'

import type { Resume } from '../types'

/** The key is the URL, so that every list and page showing the resume can refresh it by that. */
export function resumeQueryKey(id: string): readonly [string] {
  return [`/api/resumes/${encodeURIComponent(id)}`]
}

export function resumeQueryOptions(id: string) {
  return queryOptions({
    queryKey: resumeQueryKey(id),
    queryFn: ({ signal }): Promise<Resume> =>
      dataOf(api.GET('/api/resumes/{resume_id}', { params: { path: { resume_id: id } }, signal })),
  })
}

/** One resume; 404 for anyone but its owner or the browser that uploaded it anonymously. */
export function useResume(id: string) {
  return useQuery(resumeQueryOptions(id))
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}

export function resumePath(id: string): string {
  return `/editor/${encodeURIComponent(id)}`
}
