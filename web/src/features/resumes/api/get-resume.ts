import { queryOptions, useQuery } from '@tanstack/react-query'

import { ApiError } from '@/lib/api-client'

import type { Resume } from '../types'

/** The key is the URL, so the app's default query function fetches it (see lib/api-client). */
export function resumeQueryKey(id: string): readonly [string] {
  return [`/api/resumes/${encodeURIComponent(id)}`]
}

export function resumeQueryOptions(id: string) {
  return queryOptions<Resume, Error, Resume, readonly [string]>({ queryKey: resumeQueryKey(id) })
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
