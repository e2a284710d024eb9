import { useMutation, useQueryClient } from '@tanstack/react-query'

import { toast } from '@/hooks/use-toast'
import { api, dataOf, errorMessage } from '@/lib/api-client'

import { CLAIM_FAILED_TITLE } from '../messages'
import { resumeQueryKey } from './get-resume'
import { DASHBOARD_LISTS } from './save-to-dashboard'

/** POST /api/resumes/claim/{id}: this browser's anonymous resume joins the signed-in account (409 when it is full). */
export function claimResume(id: string) {
  return dataOf(api.POST('/api/resumes/claim/{resume_id}', { params: { path: { resume_id: id } } }))
}

/** Keeps the resume on screen, uploaded before signing in, in the account: the claim of SPEC §4, from its own page. */
export function useKeepResume(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => claimResume(id),
    onSuccess: () => {
      toast({ title: 'Resume claimed', description: 'It is in your dashboard now.', variant: 'success' })
    },
    onError: (error) => {
      toast({
        title: CLAIM_FAILED_TITLE,
        description: errorMessage(error, 'The resume could not be claimed. Please try again.'),
        variant: 'destructive',
      })
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: resumeQueryKey(id) })
      for (const list of DASHBOARD_LISTS) void queryClient.invalidateQueries({ queryKey: [list] })
    },
  })
}
