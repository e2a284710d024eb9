import { apiRequest } from '@/lib/api-client'

import type { TweakRequest } from './tweak-resume'

/** POST /api/resumes/{id}/job-match-pdf: the tailored resume as a PDF. Needs an account (401 otherwise). */
export async function fetchJobMatchPdf(resumeId: string, request: TweakRequest): Promise<Blob> {
  const response = await apiRequest('POST', `/api/resumes/${encodeURIComponent(resumeId)}/job-match-pdf`, request)
  return response.blob()
}
