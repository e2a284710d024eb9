import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'

import { api, dataOf } from '@/lib/api-client'

import type { Resume } from '../types'
import { resumeQueryKey } from './get-resume'
import { versionsQueryKey } from './versions'

/** PUT /api/resumes/{id}/enhancement: the enhanced text and its score rebuilt from the accepted changes. */
export function updateAcceptedChanges(id: string, acceptedIds: readonly string[]): Promise<Resume> {
  const params = { path: { resume_id: id } }
  return dataOf(api.PUT('/api/resumes/{resume_id}/enhancement', { params, body: { acceptedIds: [...acceptedIds] } }))
}

/**
 * Sends the accepted set after each accept or reject. Replies can arrive out of order when someone clicks quickly,
 * so only the reply to the latest request updates the cached resume.
 */
export function useUpdateAcceptedChanges(id: string) {
  const queryClient = useQueryClient()
  const latest = useRef(0)
  return useMutation({
    mutationFn: async (acceptedIds: readonly string[]) => {
      latest.current += 1
      const request = latest.current
      const resume = await updateAcceptedChanges(id, acceptedIds)
      return { resume, isLatest: request === latest.current }
    },
    onSuccess: ({ resume, isLatest }) => {
      if (!isLatest) return
      queryClient.setQueryData(resumeQueryKey(id), resume)
      void queryClient.invalidateQueries({ queryKey: versionsQueryKey(id) })
    },
  })
}
