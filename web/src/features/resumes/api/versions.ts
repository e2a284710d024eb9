import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { api, dataOf } from '@/lib/api-client'

import type { Resume, ResumeVersion } from '../types'
import { resumeQueryKey } from './get-resume'

/** The key is the URL, so that a change to the resume anywhere can refresh it by that. */
export function versionsQueryKey(id: string): readonly [string] {
  return [`/api/resumes/${encodeURIComponent(id)}/versions`]
}

/** Every kept version of a resume, newest first. */
export function useResumeVersions(id: string) {
  return useQuery(
    queryOptions({
      queryKey: versionsQueryKey(id),
      queryFn: ({ signal }): Promise<ResumeVersion[]> =>
        dataOf(api.GET('/api/resumes/{resume_id}/versions', { params: { path: { resume_id: id } }, signal })),
    }),
  )
}

/** POST .../versions/{versionId}/restore: the resume as that version held it, re-analysed, as a new version. */
export function restoreVersion(id: string, versionId: string): Promise<Resume> {
  const params = { path: { resume_id: id, version_id: versionId } }
  return dataOf(api.POST('/api/resumes/{resume_id}/versions/{version_id}/restore', { params }))
}

export function useRestoreVersion(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (versionId: string) => restoreVersion(id, versionId),
    onSuccess: (resume) => {
      queryClient.setQueryData(resumeQueryKey(id), resume)
      void queryClient.invalidateQueries({ queryKey: versionsQueryKey(id) })
    },
  })
}
