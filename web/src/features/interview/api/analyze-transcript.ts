import { useMutation } from '@tanstack/react-query'

import { api, dataOf } from '@/lib/api-client'
import type { ApiSchema } from '@/lib/api/types'

import type { InterviewFeedback } from '../types'

export const TRANSCRIPT_FAILED_MESSAGE = 'Failed to analyze the transcript. Please try again.'

export type TranscriptAnalysisRequest = ApiSchema<'TranscriptAnalysisRequest'>

export function analyzeTranscript(request: TranscriptAnalysisRequest): Promise<InterviewFeedback> {
  return dataOf(api.POST('/api/interview/analyze-transcript', { body: request }))
}

export function useAnalyzeTranscript() {
  return useMutation({ mutationFn: analyzeTranscript })
}
