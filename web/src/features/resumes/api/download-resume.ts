import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api-client'

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

/** PDF goes through SPEC §7's download-pdf; the other formats through export. */
export function downloadUrl(id: string, { format, template, paper, version }: DownloadOptions): string {
  const base = `/api/resumes/${encodeURIComponent(id)}`
  const query = new URLSearchParams()
  if (format !== 'pdf') query.set('format', format)
  if (template) query.set('template', template)
  if (paper) query.set('paper', paper)
  if (version) query.set('version', version)
  const path = format === 'pdf' ? `${base}/download-pdf` : `${base}/export`
  const search = query.toString()
  return search ? `${path}?${search}` : path
}

/** The rendered file; throws `ApiError` (401 for visitors) when the server refuses. */
export async function fetchResumeFile(id: string, options: DownloadOptions): Promise<Blob> {
  const response = await apiRequest('POST', downloadUrl(id, options))
  return response.blob()
}

export const renderTemplatesQueryOptions = queryOptions<RenderTemplate[], Error, RenderTemplate[], readonly [string]>({
  queryKey: ['/api/render/templates'],
})

/** The PDF templates, the default first; they only change with a release. */
export function useRenderTemplates(enabled = true) {
  return useQuery({ ...renderTemplatesQueryOptions, enabled })
}
