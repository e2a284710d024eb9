import { queryOptions, useQuery } from '@tanstack/react-query'

import { api, ApiError, dataOf, formData } from '@/lib/api-client'
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

export const builderTemplatesQueryOptions = queryOptions({
  queryKey: ['/api/render/templates'],
  queryFn: ({ signal }) => dataOf(api.GET('/api/render/templates', { signal })),
})

export function useBuilderTemplates() {
  return useQuery(builderTemplatesQueryOptions)
}

export async function generatePdf(resumeData: BuilderData, title: string, options: RenderOptions): Promise<Blob> {
  const body: BuilderDocument = { resumeData, title, ...options }
  return dataOf(api.POST('/api/resumes/generate-pdf', { body, parseAs: 'blob' }))
}

export async function previewPages(resumeData: BuilderData, options: RenderOptions): Promise<string[]> {
  const body: BuilderDocument = { resumeData, ...options }
  const reply = await dataOf(api.POST('/api/resumes/preview', { body }))
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
  return dataOf(api.POST('/api/resumes/save-builder', { body }))
}

export function askAssistant(question: string, section: string, context: BuilderData): Promise<AssistantReply> {
  const body: ApiSchema<'AssistantQuestion'> = { question, section, context }
  return dataOf(api.POST('/api/resume-ai-assistant', { body }))
}

/** Parses an existing resume file into builder data (the Upload dialog). */
export async function parseResumeFile(file: File): Promise<BuilderData> {
  try {
    return await dataOf(api.POST('/api/resume-parser', { body: { file }, bodySerializer: formData }))
  } catch (error) {
    // The server's message when it gave one, else the status line ('413: ...').
    if (error instanceof ApiError) throw new Error(error.serverMessage ?? error.message)
    throw error
  }
}

export function fetchServerDraft(): Promise<ServerDraft | null> {
  return dataOf(api.GET('/api/builder/draft'))
}

function draftBody(draft: Draft): ApiSchema<'BuilderDraftBody'> {
  return { resumeData: draft.resumeData, title: draft.title, resumeId: draft.resumeId, step: draft.step }
}

export function putServerDraft(draft: Draft): Promise<ServerDraft> {
  return dataOf(api.PUT('/api/builder/draft', { body: draftBody(draft) }))
}

/** The same write while the page unloads: `keepalive` lets it finish after the tab is gone. */
export function putServerDraftOnExit(draft: Draft): void {
  void api.PUT('/api/builder/draft', { body: draftBody(draft), keepalive: true }).catch(() => undefined)
}

export async function deleteServerDraft(): Promise<void> {
  await api.DELETE('/api/builder/draft')
}
