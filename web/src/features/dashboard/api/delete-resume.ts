import { useMutation, useQueryClient } from '@tanstack/react-query'

import { toast } from '@/hooks/use-toast'
import { apiJson, errorMessage } from '@/lib/api-client'

import { resumeHeading } from '../resume-list'
import type { ResumeSummary } from '../types'
import { refreshDashboard } from './refresh-dashboard'

/** DELETE /api/resumes/{id}: the resume, its file and every version go. */
export function deleteResume(id: string): Promise<{ message: string }> {
  return apiJson<{ message: string }>('DELETE', `/api/resumes/${encodeURIComponent(id)}`)
}

export function useDeleteResume() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (resume: ResumeSummary) => deleteResume(resume.id),
    onSuccess: (_reply, resume) => {
      queryClient.removeQueries({ queryKey: [`/api/resumes/${encodeURIComponent(resume.id)}`] })
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
