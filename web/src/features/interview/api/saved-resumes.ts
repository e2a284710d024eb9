import { queryOptions, useQuery } from '@tanstack/react-query'

import { api, dataOf, errorMessage } from '@/lib/api-client'

import { contextFromParsedResume } from '../resume-context'
import type { ParsedResumeContext } from '../types'

/** What the picker needs of each of the account's resumes. */
export interface SavedResume {
  id: string
  title: string
  name: string
  aiTitle: string
  updatedAt: string
}

export const SAVED_RESUMES_URL = '/api/resumes' as const
/** SPEC §8 Upload: 'Failed to fetch resume' when the resume fetch fails. */
export const FETCH_RESUME_FAILED_MESSAGE = 'Failed to fetch resume'

export function savedResumesQueryOptions() {
  return queryOptions({
    queryKey: [SAVED_RESUMES_URL],
    queryFn: ({ signal }): Promise<SavedResume[]> => dataOf(api.GET(SAVED_RESUMES_URL, { signal })),
  })
}

export function useSavedResumes() {
  return useQuery(savedResumesQueryOptions())
}

/** A saved resume's parsed content, as interview context. */
export async function fetchSavedResumeContext(id: string): Promise<ParsedResumeContext> {
  const resume = await dataOf(api.GET('/api/resumes/{resume_id}', { params: { path: { resume_id: id } } }))
  return contextFromParsedResume(resume.parsedResume)
}

/** How a saved resume is named in the picker: its role when read, else its title, with the person's name. */
export function savedResumeLabel(resume: SavedResume): string {
  const title = resume.aiTitle.trim() || resume.title.trim() || 'Resume'
  const name = resume.name.trim()
  return name && name !== title ? `${title} (${name})` : title
}

export function savedResumeFailureMessage(error: unknown): string {
  return errorMessage(error, FETCH_RESUME_FAILED_MESSAGE)
}
