import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'

import { toast } from '@/hooks/use-toast'
import { api, dataOf, errorMessage } from '@/lib/api-client'

import { claimSequentially, type ClaimOutcome, type ClaimProgress } from '../claim-all'
import { resumeHeading } from '../resume-list'
import type { ResumeSummary } from '../types'
import { refreshDashboard } from './refresh-dashboard'

/** SPEC §8: a claim that fails is reported as 'Failed to claim resume' with the server's message. */
export const CLAIM_FAILED_TITLE = 'Failed to claim resume'
const CLAIM_FAILED_FALLBACK = 'The resume could not be claimed. Please try again.'

/** POST /api/resumes/claim/{id}: the anonymous resume joins the account (409 when the plan is full). */
export function claimResume(id: string): Promise<ResumeSummary> {
  return dataOf(api.POST('/api/resumes/claim/{resume_id}', { params: { path: { resume_id: id } } }))
}

function claimFailureMessage(error: unknown): string {
  return errorMessage(error, CLAIM_FAILED_FALLBACK)
}

/** The toast after Claim All: how many joined, and what stopped the others. */
function reportOutcome(outcome: ClaimOutcome): void {
  const [first, ...others] = outcome.failed
  if (!first) {
    const count = outcome.claimed.length
    toast({
      title: count === 1 ? 'Resume claimed' : `${count} resumes claimed`,
      description: count === 1 ? 'It is now in Your Resumes.' : 'They are now in Your Resumes.',
      variant: 'success',
    })
    return
  }
  const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`)
  const parts = [sentence(`${resumeHeading(first.resume)}: ${first.message}`)]
  if (others.length > 0) parts.push(`${others.length} more not claimed.`)
  if (outcome.claimed.length > 0) parts.push(`${outcome.claimed.length} claimed.`)
  toast({
    title: CLAIM_FAILED_TITLE,
    description: parts.join(' '),
    variant: 'destructive',
  })
}

/**
 * Claiming one anonymous resume, or all of them one after another (SPEC §4): a failure is reported and skipped,
 * and the failures stay listed until the next claim.
 */
export function useClaimResumes() {
  const queryClient = useQueryClient()
  const [progress, setProgress] = useState<ClaimProgress | null>(null)

  const single = useMutation({
    mutationFn: (resume: ResumeSummary) => claimResume(resume.id),
    onSuccess: (_claimed, resume) => {
      toast({
        title: 'Resume claimed',
        description: `${resumeHeading(resume)} is now in Your Resumes.`,
        variant: 'success',
      })
    },
    onError: (error) => {
      toast({ title: CLAIM_FAILED_TITLE, description: claimFailureMessage(error), variant: 'destructive' })
    },
    onSettled: (_claimed, _error, resume) => {
      void queryClient.invalidateQueries({ queryKey: [`/api/resumes/${encodeURIComponent(resume.id)}`] })
      return refreshDashboard(queryClient)
    },
  })

  const all = useMutation({
    mutationFn: (resumes: readonly ResumeSummary[]) =>
      claimSequentially(resumes, claimResume, claimFailureMessage, setProgress),
    onSuccess: reportOutcome,
    onSettled: (outcome) => {
      setProgress(null)
      for (const resume of outcome?.claimed ?? []) {
        void queryClient.invalidateQueries({ queryKey: [`/api/resumes/${encodeURIComponent(resume.id)}`] })
      }
      return refreshDashboard(queryClient)
    },
  })

  return {
    claim: (resume: ResumeSummary) => {
      all.reset()
      single.mutate(resume)
    },
    claimAll: (resumes: readonly ResumeSummary[]) => {
      single.reset()
      all.mutate(resumes)
    },
    /** The resume a single claim is working on. */
    claimingId: single.isPending ? single.variables.id : null,
    busy: single.isPending || all.isPending,
    /** Where Claim All is: how many are done out of how many. */
    progress,
    /** The resumes Claim All could not claim, with the server's reason. */
    failures: all.data?.failed ?? [],
  }
}
