import { useMutation } from '@tanstack/react-query'

import { apiJson } from '@/lib/api-client'
import type { TranscriptTurn } from '@/lib/interview-transcript'

import type { InterviewFeedback } from '../types'

export const TRANSCRIPT_FAILED_MESSAGE = 'Failed to analyze the transcript. Please try again.'

export interface TranscriptAnalysisRequest {
  turns: TranscriptTurn[]
  jobDescription: string
  jobTitle: string
}

export function analyzeTranscript(request: TranscriptAnalysisRequest): Promise<InterviewFeedback> {
  return apiJson<InterviewFeedback>('POST', '/api/interview/analyze-transcript', request)
}

export function useAnalyzeTranscript() {
  return useMutation({ mutationFn: analyzeTranscript })
}
