import { ApiError, errorMessage } from '@/lib/api-client'

import type { BuilderResume } from '../types'

/** SPEC §8 (dialogs): the message when a resume could not be read. */
export const PARSE_FAILED_MESSAGE = 'Failed to parse resume'

/** Reads a resume file on the server (`POST /api/resume-parser`, field `file`) into the builder's shape. */
export async function parseResumeFile(file: File): Promise<BuilderResume> {
  const body = new FormData()
  body.append('file', file)
  const response = await fetch('/api/resume-parser', { method: 'POST', body, credentials: 'include' })
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text())
  return (await response.json()) as BuilderResume
}

export function parseFailureMessage(error: unknown): string {
  return errorMessage(error, PARSE_FAILED_MESSAGE)
}
