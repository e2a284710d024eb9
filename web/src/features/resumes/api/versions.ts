import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { apiJson } from '@/lib/api-client'

import type { Resume, ResumeVersion } from '../types'
import { resumeQueryKey } from './get-resume'

/** The key is the URL, so the app's default query function fetches it. */
export function versionsQueryKey(id: string): readonly [string] {
  return [`/api/resumes/${encodeURIComponent(id)}/versions`]
}

/** Every kept version of a resume, newest first. */
export function useResumeVersions(id: string) {
  return useQuery(
    queryOptions<ResumeVersion[], Error, ResumeVersion[], readonly [string]>({ queryKey: versionsQueryKey(id) }),
  )
}

/** POST .../versions/{versionId}/restore: the resume as that version held it, re-analysed, as a new version. */
export function restoreVersion(id: string, versionId: string): Promise<Resume> {
  return apiJson<Resume>(
    'POST',
    `/api/resumes/${encodeURIComponent(id)}/versions/${encodeURIComponent(versionId)}/restore`,
  )
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
