/** SPEC §4 Anonymous resume: Claim All claims one resume after another; a failure is reported and skipped. */

import type { ResumeSummary } from './types'

export interface ClaimFailure {
  resume: ResumeSummary
  message: string
}

export interface ClaimOutcome {
  claimed: ResumeSummary[]
  failed: ClaimFailure[]
}

export interface ClaimProgress {
  /** Claimed or skipped so far. */
  done: number
  total: number
}

/**
 * Claims each resume in turn, waiting for one answer before sending the next request: the server checks the
 * plan's room on every claim, so requests sent together could each see the last free slot.
 */
export async function claimSequentially(
  resumes: readonly ResumeSummary[],
  claim: (id: string) => Promise<unknown>,
  describeFailure: (error: unknown) => string,
  onProgress?: (progress: ClaimProgress) => void,
): Promise<ClaimOutcome> {
  const outcome: ClaimOutcome = { claimed: [], failed: [] }
  const total = resumes.length
  onProgress?.({ done: 0, total })
  for (const [index, resume] of resumes.entries()) {
    try {
      await claim(resume.id)
      outcome.claimed.push(resume)
    } catch (error) {
      outcome.failed.push({ resume, message: describeFailure(error) })
    }
    onProgress?.({ done: index + 1, total })
  }
  return outcome
}
