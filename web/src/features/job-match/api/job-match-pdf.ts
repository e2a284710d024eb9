import { api, dataOf } from '@/lib/api-client'

import type { RenderOptions } from '../types'
import { renderQuery } from './render-query'
import type { TweakRequest } from './tweak-resume'

/** POST /api/resumes/{id}/job-match-pdf: the tailored resume as a PDF. Needs an account (401 otherwise). */
export function fetchJobMatchPdf(resumeId: string, request: TweakRequest, options: RenderOptions): Promise<Blob> {
  return dataOf(
    api.POST('/api/resumes/{resume_id}/job-match-pdf', {
      params: { path: { resume_id: resumeId }, query: renderQuery(options) },
      body: request,
      parseAs: 'blob',
    }),
  )
}
