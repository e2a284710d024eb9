import { useState } from 'react'

import { toast } from '@/hooks/use-toast'
import { errorMessage } from '@/lib/api-client'

import { useUpdateAcceptedChanges } from '../api/enhancement'
import type { Resume } from '../types'

/**
 * The accepted set of a resume's improvements. A choice shows at once; the server rebuilds the enhanced text and
 * its score, and its reply replaces the choice. If it fails, the last saved set comes back with the reason.
 */
export function useAcceptedChanges(resume: Resume) {
  const mutation = useUpdateAcceptedChanges(resume.id)
  const [chosen, setChosen] = useState<string[] | null>(null)

  function choose(acceptedIds: string[]): void {
    setChosen(acceptedIds)
    mutation.mutate(acceptedIds, {
      onSuccess: ({ isLatest }) => {
        if (isLatest) setChosen(null)
      },
      onError: (error) => {
        setChosen(null)
        toast({
          title: 'Could not update the enhanced version',
          description: errorMessage(error, 'Your choice was not saved. Please try again.'),
          variant: 'destructive',
        })
      },
    })
  }

  return {
    acceptedIds: chosen ?? resume.enhancement?.acceptedIds ?? [],
    choose,
    updating: mutation.isPending,
  }
}
