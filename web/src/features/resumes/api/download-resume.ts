import { queryOptions, useQuery } from '@tanstack/react-query'

import { api, dataOf } from '@/lib/api-client'

import type { RenderTemplate } from '../types'

export type ExportFormat = 'pdf' | 'docx' | 'json' | 'txt'
export type Paper = 'letter' | 'a4'
export type ResumeVersionChoice = 'enhanced' | 'original'

export interface DownloadOptions {
  format: ExportFormat
  /** A template id from GET /api/render/templates; the server's default when absent. */
  template?: string
  paper?: Paper
  /** Enhanced when it exists, else the original, unless this says otherwise. */
  version?: ResumeVersionChoice
}

export const FORMAT_EXTENSIONS: Record<ExportFormat, string> = { pdf: 'pdf', docx: 'docx', json: 'json', txt: 'txt' }

/** What each format is called in messages: 'Failed to generate PDF' (SPEC §8). */
export const FORMAT_NAMES: Record<ExportFormat, string> = {
  pdf: 'PDF',
  docx: 'Word document',
  json: 'JSON Resume',
  txt: 'plain text',
}

/**
 * The rendered file; throws `ApiError` (401 for visitors) when the server refuses. PDF goes through SPEC §7's
 * download-pdf, the other formats through export.
 */
export function fetchResumeFile(id: string, { format, template, paper, version }: DownloadOptions): Promise<Blob> {
  const path = { resume_id: id }
  const rendering = { template: template || undefined, paper, version }
  if (format === 'pdf') {
    return dataOf(
      api.POST('/api/resumes/{resume_id}/download-pdf', { params: { path, query: rendering }, parseAs: 'blob' }),
    )
  }
  const query = { format, ...rendering }
  return dataOf(api.POST('/api/resumes/{resume_id}/export', { params: { path, query }, parseAs: 'blob' }))
}

export const renderTemplatesQueryOptions = queryOptions({
  queryKey: ['/api/render/templates'],
  queryFn: ({ signal }): Promise<RenderTemplate[]> => dataOf(api.GET('/api/render/templates', { signal })),
})

/** The PDF templates, the default first; they only change with a release. */
export function useRenderTemplates(enabled = true) {
  return useQuery({ ...renderTemplatesQueryOptions, enabled })
}
