import { queryOptions, useQuery } from '@tanstack/react-query'

import { api, ApiError, dataOf } from '@/lib/api-client'

import type { InterviewFeedback } from '../types'

export const ANALYSIS_FALLBACK_MESSAGE = 'Failed to load interview analysis'

export function interviewFeedbackQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: [`/api/interview/feedback/${encodeURIComponent(sessionId)}`],
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/interview/feedback/{session_id}', { params: { path: { session_id: sessionId } }, signal })),
  })
}

export function useInterviewFeedback(sessionId: string | null) {
  return useQuery({ ...interviewFeedbackQueryOptions(sessionId ?? ''), enabled: Boolean(sessionId) })
}

/** The session is gone or was never this person's: SPEC's 'No Analysis Data' rather than an error. */
export function isMissingSession(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}

/** SPEC §8: 'Failed to fetch analysis: {status} {statusText}', or the fallback when no reply came. */
export function analysisErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return `Failed to fetch analysis: ${error.status} ${error.statusText}`.trim()
  return ANALYSIS_FALLBACK_MESSAGE
}

/** Whether a reply holds anything to show: scores or questions. */
export function hasAnalysisData(feedback: InterviewFeedback | undefined): feedback is InterviewFeedback {
  if (!feedback || typeof feedback !== 'object') return false
  const scores = feedback.scores && typeof feedback.scores === 'object' ? Object.keys(feedback.scores) : []
  return scores.length > 0 || (Array.isArray(feedback.questions) && feedback.questions.length > 0)
}
