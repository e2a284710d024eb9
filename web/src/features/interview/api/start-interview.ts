import { api, ApiError, dataOf, errorMessage } from '@/lib/api-client'
import type { InterviewPreferences } from '@/lib/interview-preferences'

import type { InterviewResume, StartInterviewRequest, StartedInterview } from '../types'

/** SPEC §8: the start failure shows the server's error text, else this. */
export const START_FAILED_MESSAGE = 'Failed to start interview'

export function startRequestFrom(
  preferences: InterviewPreferences,
  resume: InterviewResume | null,
): StartInterviewRequest {
  return {
    type: preferences.interviewType,
    jobType: preferences.jobType,
    level: preferences.experienceLevel,
    jobDescription: preferences.jobDescription,
    resumeData: resume?.data ?? null,
    difficulty: preferences.difficulty,
    duration: preferences.duration,
  }
}

export function startInterview(request: StartInterviewRequest): Promise<StartedInterview> {
  return dataOf(api.POST('/api/interview/start', { body: request }))
}

// One start per setup: React's development double effects (and a second mount while the first request is out)
// share the request in flight instead of opening two sessions on the server.
const startsInFlight = new Map<string, Promise<StartedInterview>>()

export function startInterviewOnce(setupId: string, request: StartInterviewRequest): Promise<StartedInterview> {
  const pending = startsInFlight.get(setupId)
  if (pending) return pending
  const started = startInterview(request).finally(() => startsInFlight.delete(setupId))
  startsInFlight.set(setupId, started)
  return started
}

/**
 * Whether trying again may help: no answer at all, a server fault, a timeout or a rate limit. A refusal of the
 * request itself (missing fields, an unknown level, a lapsed sign-in) would fail the same way five more times.
 */
export function isRetryableStartFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true
  return error.status >= 500 || error.status === 408 || error.status === 429
}

export function startFailureMessage(error: unknown): string {
  return errorMessage(error, START_FAILED_MESSAGE)
}
