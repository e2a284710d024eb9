import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiJson, apiRequest } from '@/lib/api-client'
import type { ApiSchema } from '@/lib/api/types'

import type { BuilderData } from '../builder-data'
import type { Draft } from '../draft-storage'

/** The builder's calls (SPEC §7: generate-pdf, preview, save-builder, resume-parser, resume-ai-assistant, drafts). */

type BuilderDocument = ApiSchema<'BuilderDocument'>

export type Paper = NonNullable<BuilderDocument['paper']>

export interface RenderOptions {
  template: string
  paper: Paper
}

export type RenderTemplate = ApiSchema<'TemplatePublic'>

/** Of the saved resume the reply describes, what the builder reads. */
export type SavedResume = Pick<ApiSchema<'ResumePublic'>, 'id' | 'title' | 'overallScore'>

/**
 * The assistant's reply: the answer, 'Tweak My Resume' as its suggestion when tailoring would help, the engine that
 * answered and why the offline one stood in, and for 'Format my phone number' the number as it should be written.
 */
export type AssistantReply = ApiSchema<'EngineReply'>

/** The server's copy of the draft as it arrives (the builder brings it to its own Draft with toDraft). */
export type ServerDraft = ApiSchema<'BuilderDraftPublic'>

export const builderTemplatesQueryOptions = queryOptions<RenderTemplate[], Error, RenderTemplate[], readonly [string]>({
  queryKey: ['/api/render/templates'],
})

export function useBuilderTemplates() {
  return useQuery(builderTemplatesQueryOptions)
}

export async function generatePdf(resumeData: BuilderData, title: string, options: RenderOptions): Promise<Blob> {
  const body: BuilderDocument = { resumeData, title, ...options }
  const response = await apiRequest('POST', '/api/resumes/generate-pdf', body)
  return response.blob()
}

export async function previewPages(resumeData: BuilderData, options: RenderOptions): Promise<string[]> {
  const body: BuilderDocument = { resumeData, ...options }
  const reply = await apiJson<ApiSchema<'PreviewPages'>>('POST', '/api/resumes/preview', body)
  return reply.pages
}

export function saveBuilder(
  resumeData: BuilderData,
  title: string,
  atsScore: number | null,
  resumeId: string | null,
): Promise<SavedResume> {
  const body: ApiSchema<'SaveBuilderRequest'> = {
    resumeData,
    title,
    ...(atsScore === null ? {} : { atsScore }),
    ...(resumeId ? { resumeId } : {}),
  }
  return apiJson<SavedResume>('POST', '/api/resumes/save-builder', body)
}

export function askAssistant(question: string, section: string, context: BuilderData): Promise<AssistantReply> {
  const body: ApiSchema<'AssistantQuestion'> = { question, section, context }
  return apiJson<AssistantReply>('POST', '/api/resume-ai-assistant', body)
}

/** Parses an existing resume file into builder data (the Upload dialog). */
export async function parseResumeFile(file: File): Promise<BuilderData> {
  const form = new FormData()
  form.append('file', file)
  const response = await fetch('/api/resume-parser', { method: 'POST', body: form, credentials: 'include' })
  if (!response.ok) {
    const body = await response.text()
    let message = `${response.status}: ${body || response.statusText}`
    try {
      const parsed = JSON.parse(body) as { message?: unknown }
      if (typeof parsed.message === 'string') message = parsed.message
    } catch {
      // Not the JSON error format: keep the status line.
    }
    throw new Error(message)
  }
  return (await response.json()) as BuilderData
}

export function fetchServerDraft(): Promise<ServerDraft | null> {
  return apiJson<ServerDraft | null>('GET', '/api/builder/draft')
}

function draftBody(draft: Draft): ApiSchema<'BuilderDraftBody'> {
  return { resumeData: draft.resumeData, title: draft.title, resumeId: draft.resumeId, step: draft.step }
}

export function putServerDraft(draft: Draft): Promise<ServerDraft> {
  return apiJson<ServerDraft>('PUT', '/api/builder/draft', draftBody(draft))
}

/** The same write while the page unloads: `keepalive` lets it finish after the tab is gone. */
export function putServerDraftOnExit(draft: Draft): void {
  void fetch('/api/builder/draft', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(draftBody(draft)),
    credentials: 'include',
    keepalive: true,
  }).catch(() => undefined)
}

export async function deleteServerDraft(): Promise<void> {
  await apiRequest('DELETE', '/api/builder/draft')
}
