import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api, dataOf } from '@/lib/api-client'
import type { ApiSchema } from '@/lib/api/types'

import { resumeQueryKey } from './get-resume'
import { versionsQueryKey } from './versions'

export type SavedResumeMetadata = ApiSchema<'SavedMetadata'>

export type SaveToDashboardResponse = ApiSchema<'SaveResult'>

/**
 * POST /api/resumes/{id}/save-to-dashboard (SPEC §7): keeps the enhanced version in the signed-in account, claiming
 * a resume this browser uploaded anonymously, and records a version.
 */
export function saveToDashboard(id: string, userName: string): Promise<SaveToDashboardResponse> {
  const params = { path: { resume_id: id } }
  return dataOf(api.POST('/api/resumes/{resume_id}/save-to-dashboard', { params, body: { userName } }))
}

/** Lists that show this resume and change when it is saved or claimed: the dashboard's and the anonymous ones. */
export const DASHBOARD_LISTS = [
  '/api/resumes',
  '/api/resumes/anonymous',
  '/api/dashboard/resumes',
  '/api/dashboard/stats',
]

export function useSaveToDashboard(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (userName: string) => saveToDashboard(id, userName),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: resumeQueryKey(id) })
      void queryClient.invalidateQueries({ queryKey: versionsQueryKey(id) })
      for (const list of DASHBOARD_LISTS) void queryClient.invalidateQueries({ queryKey: [list] })
    },
  })
}
