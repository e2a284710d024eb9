import { apiRequest } from '@/lib/api-client'

import type { RenderOptions } from '../types'
import { renderQuery } from './render-query'
import type { TweakRequest } from './tweak-resume'

/** POST /api/resumes/{id}/job-match-pdf: the tailored resume as a PDF. Needs an account (401 otherwise). */
export async function fetchJobMatchPdf(resumeId: string, request: TweakRequest, options: RenderOptions): Promise<Blob> {
  const url = `/api/resumes/${encodeURIComponent(resumeId)}/job-match-pdf${renderQuery(options)}`
  const response = await apiRequest('POST', url, request)
  return response.blob()
}
