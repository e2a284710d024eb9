import type { QueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { InterviewFeedback } from '../types'
import { interviewFeedbackQueryOptions } from './get-interview-feedback'

/** SPEC §8 messages of the completion flow. */
export const NO_ACTIVE_SESSION_MESSAGE = 'No active interview session found.'
export const COMPLETE_FAILED_MESSAGE = 'Failed to complete the interview. Please try again.'
export const FEEDBACK_FAILED_MESSAGE = 'Failed to get feedback. Please try again.'
export const COMPLETE_ALERT_MESSAGE = 'There was an error completing the interview. Please try again.'

/** Closes the session on the server, which writes its final report (only the OK status matters, SPEC §7). */
export async function completeInterview(sessionId: string): Promise<void> {
  await api.POST('/api/interview/complete/{session_id}', { params: { path: { session_id: sessionId } } })
}

/** The report, fetched into the query cache so the results open without asking again. */
export function fetchInterviewFeedback(queryClient: QueryClient, sessionId: string): Promise<InterviewFeedback> {
  return queryClient.fetchQuery(interviewFeedbackQueryOptions(sessionId))
}
