import { useMutation } from '@tanstack/react-query'

import { apiJson } from '@/lib/api-client'
import type { ApiSchema } from '@/lib/api/types'

import type { InterviewFeedback } from '../types'

export const TRANSCRIPT_FAILED_MESSAGE = 'Failed to analyze the transcript. Please try again.'

export type TranscriptAnalysisRequest = ApiSchema<'TranscriptAnalysisRequest'>

export function analyzeTranscript(request: TranscriptAnalysisRequest): Promise<InterviewFeedback> {
  return apiJson<InterviewFeedback>('POST', '/api/interview/analyze-transcript', request)
}

export function useAnalyzeTranscript() {
  return useMutation({ mutationFn: analyzeTranscript })
}
