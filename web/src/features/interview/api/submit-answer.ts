import { api, dataOf } from '@/lib/api-client'

import type { AnswerRequest, NextQuestion } from '../types'

/** SPEC §8: what the person is told when an answer could not be sent. */
export const SUBMIT_FAILED_MESSAGE = 'There was an error submitting your response. Please try again.'

/** Sends one answer (or, with `isFinal`, the last words before completing); the reply asks the next question. */
export function submitAnswer(request: AnswerRequest): Promise<NextQuestion> {
  return dataOf(api.POST('/api/interview/evaluate', { body: request }))
}
