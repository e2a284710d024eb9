import { api, dataOf, errorMessage, formData } from '@/lib/api-client'

import type { BuilderResume } from '../types'

/** SPEC §8 (dialogs): the message when a resume could not be read. */
export const PARSE_FAILED_MESSAGE = 'Failed to parse resume'

/** Reads a resume file on the server (`POST /api/resume-parser`, field `file`) into the builder's shape. */
export function parseResumeFile(file: File): Promise<BuilderResume> {
  return dataOf(api.POST('/api/resume-parser', { body: { file }, bodySerializer: formData }))
}

export function parseFailureMessage(error: unknown): string {
  return errorMessage(error, PARSE_FAILED_MESSAGE)
}
