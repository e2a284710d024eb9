import { api, dataOf } from '@/lib/api-client'

import type { RenderOptions, TailoredPages } from '../types'
import { renderQuery } from './render-query'
import type { TweakRequest } from './tweak-resume'

/**
 * POST /api/resumes/{id}/tailored-pages: the pages of the tailored PDF as SVG, for the print window. Open to the
 * browser that uploaded the resume, as the tweak is.
 */
export function fetchTailoredPages(
  resumeId: string,
  request: TweakRequest,
  options: RenderOptions,
): Promise<TailoredPages> {
  return dataOf(
    api.POST('/api/resumes/{resume_id}/tailored-pages', {
      params: { path: { resume_id: resumeId }, query: renderQuery(options) },
      body: request,
    }),
  )
}
