import { useMutation, useQueryClient } from '@tanstack/react-query'

import { toast } from '@/hooks/use-toast'
import { api, dataOf, errorMessage } from '@/lib/api-client'

import { resumeHeading } from '../resume-list'
import type { DashboardStats, ResumeSummary } from '../types'
import { dashboardStatsQueryOptions } from './get-dashboard-stats'
import { refreshDashboard } from './refresh-dashboard'

/** DELETE /api/resumes/{id}: the resume, its file and every version go. */
export function deleteResume(id: string) {
  return dataOf(api.DELETE('/api/resumes/{resume_id}', { params: { path: { resume_id: id } } }))
}

/**
 * The resume count and storage figures with one resume fewer, rounded down as the server rounds them: shown at once, with the list
 * that no longer holds the resume, rather than a moment later when the server's own figures arrive.
 */
export function withOneResumeLess(stats: DashboardStats): DashboardStats {
  const { limit } = stats.storageInfo
  const used = Math.max(0, stats.storageInfo.used - 1)
  const percentage = limit > 0 ? Math.floor((used * 100) / limit) : 100
  return { ...stats, totalResumes: used, storageInfo: { used, limit, percentage } }
}

export function useDeleteResume() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (resume: ResumeSummary) => deleteResume(resume.id),
    onSuccess: (_reply, resume) => {
      queryClient.removeQueries({ queryKey: [`/api/resumes/${encodeURIComponent(resume.id)}`] })
      queryClient.setQueryData(dashboardStatsQueryOptions.queryKey, (stats) => stats && withOneResumeLess(stats))
      toast({ title: 'Resume deleted', description: `${resumeHeading(resume)} has been deleted.` })
    },
    onError: (error) => {
      toast({
        title: 'Failed to delete resume',
        description: errorMessage(error, 'The resume could not be deleted. Please try again.'),
        variant: 'destructive',
      })
    },
    onSettled: () => refreshDashboard(queryClient),
  })
}
